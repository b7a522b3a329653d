/**
 * Every refusal of a delivery or a setting, at its edges, with the message a receiver logs: what
 * is wrong and where, never the secret. The runtime is bound inside each test, as a receiver binds
 * it at start-up.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SECRET_BYTES, MIN_SECRET_BYTES } from '../../../../generator/runtime/webhooks/signature.ts';
import { bindWebhooks } from '../../../../generator/runtime/webhooks/index.ts';
import { expectRefusal, fixtureEventNames, scheduleCreated, SECRET, signedDelivery, type FixtureEvents } from './fixture.ts';

const bound = () => bindWebhooks<FixtureEvents>(fixtureEventNames);
const AT = new Date('2026-11-24T03:00:00Z');
const SECONDS = AT.getTime() / 1000;
const base64Secret = (bytes: number) => `whsec_${Buffer.alloc(bytes, 7).toString('base64')}`;

describe('the signing secret', () => {
  it('must be whsec_ (optional) and strict base64, whatever surrounds it', () => {
    const valid = Buffer.alloc(32, 7).toString('base64');
    const notBase64 = [undefined, 42, '', 'whsec_', `whsec_${valid}!!!!`, `whsec_!!!!${valid}`, `whsec_${valid.slice(0, -1)}`, `whsec_${'A'.repeat(45)}`, `whsec_${valid.replace(/\+/g, '-')}x`];
    for (const secret of notBase64) {
      const error = expectRefusal(() => bound().verifyWebhook({ ...signedDelivery({ at: AT }), secret: secret as string, now: AT }), 'bad_secret');
      expect(error.message, String(secret)).toBe('bad_secret: the signing secret is not whsec_ followed by base64');
    }
  });

  it(`must decode to ${MIN_SECRET_BYTES} to ${MAX_SECRET_BYTES} bytes, and the message says how many it has`, () => {
    for (const bytes of [MIN_SECRET_BYTES - 1, MAX_SECRET_BYTES + 1]) {
      const error = expectRefusal(() => bound().verifyWebhook({ ...signedDelivery({ at: AT }), secret: base64Secret(bytes), now: AT }), 'bad_secret');
      expect(error.message).toBe(`bad_secret: the signing secret decodes to ${bytes} bytes; Standard Webhooks secrets are ${MIN_SECRET_BYTES} to ${MAX_SECRET_BYTES}`);
    }
    for (const bytes of [MIN_SECRET_BYTES, MAX_SECRET_BYTES]) {
      const secret = base64Secret(bytes);
      expect(bound().verifyWebhook({ ...signedDelivery({ secret, at: AT }), secret, now: AT }).event_type).toBe('schedule.created_v1');
    }
  });
});

describe('the signature', () => {
  const withSignature = (signature: string) => {
    const delivery = signedDelivery({ at: AT });
    return { ...delivery, headers: { ...delivery.headers, 'webhook-signature': signature }, secret: SECRET, now: AT };
  };
  const valid = signedDelivery({ at: AT }).headers['webhook-signature']!;

  it('is refused when truncated, empty, or when only its prefix or a longer text matches', () => {
    const signature = valid.slice('v1,'.length);
    for (const header of ['v1,', `v1,${signature.slice(0, 1)}`, `v1,${signature.slice(0, -1)}`, `v1,${signature}A`, `v1,${signature.slice(0, 20)} v1,`]) {
      const error = expectRefusal(() => bound().verifyWebhook(withSignature(header)), 'bad_signature');
      expect(error.message, header).toBe('bad_signature: no v1 signature in webhook-signature matches the body');
    }
    expect(bound().verifyWebhook(withSignature(`v1,${signature.slice(0, -1)} ${valid}`)).event_type).toBe('schedule.created_v1');
  });
});

describe('the timestamp', () => {
  const withTimestamp = (timestamp: string) => {
    const delivery = signedDelivery({ at: AT });
    return { ...delivery, headers: { ...delivery.headers, 'webhook-timestamp': timestamp }, secret: SECRET, now: AT };
  };

  it('quotes a bad header whole up to 40 characters, and its first 40 beyond', () => {
    const forty = `${SECONDS}`.padEnd(40, 'x');
    expect(expectRefusal(() => bound().verifyWebhook(withTimestamp(forty)), 'bad_timestamp').message).toBe(`bad_timestamp: webhook-timestamp "${forty}" is not unix seconds`);
    expect(expectRefusal(() => bound().verifyWebhook(withTimestamp(`${forty}yz`)), 'bad_timestamp').message).toBe(`bad_timestamp: webhook-timestamp "${forty}..." is not unix seconds`);
    expect(expectRefusal(() => bound().verifyWebhook(withTimestamp('12.5')), 'bad_timestamp').message).toBe('bad_timestamp: webhook-timestamp "12.5" is not unix seconds');
  });

  it('says how old or how far ahead an expired delivery is', () => {
    const old = expectRefusal(() => bound().verifyWebhook({ ...signedDelivery({ at: AT }), secret: SECRET, now: AT.getTime() + 400_000 }), 'expired');
    expect(old.message).toBe('expired: the delivery is 400 s old; tolerance is 300 s');
    const ahead = expectRefusal(() => bound().verifyWebhook({ ...signedDelivery({ at: AT }), secret: SECRET, now: AT.getTime() - 400_000 }), 'expired');
    expect(ahead.message).toBe('expired: the delivery is 400 s in the future; tolerance is 300 s');
  });

  it('a tolerance of 0 accepts only the same second; a negative one is refused, naming it', () => {
    expect(bound().verifyWebhook({ ...signedDelivery({ at: AT }), secret: SECRET, now: AT.getTime() + 999, toleranceSeconds: 0 }).event_type).toBe('schedule.created_v1');
    expectRefusal(() => bound().verifyWebhook({ ...signedDelivery({ at: AT }), secret: SECRET, now: AT.getTime() + 1000, toleranceSeconds: 0 }), 'expired');
    expect(() => bound().verifyWebhook({ ...signedDelivery({ at: AT }), secret: SECRET, now: AT, toleranceSeconds: -1 })).toThrow(new RangeError('toleranceSeconds must be a non-negative number, got -1'));
  });
});

describe('the body', () => {
  const size = new TextEncoder().encode(scheduleCreated).byteLength;

  it('is accepted at exactly maxBodyBytes and refused one byte over, as text and as bytes', () => {
    for (const body of [scheduleCreated, new TextEncoder().encode(scheduleCreated)]) {
      const delivery = { ...signedDelivery({ at: AT }), body, secret: SECRET, now: AT };
      expect(bound().verifyWebhook({ ...delivery, maxBodyBytes: size }).event_type).toBe('schedule.created_v1');
      expect(expectRefusal(() => bound().verifyWebhook({ ...delivery, maxBodyBytes: size - 1 }), 'bad_body').message).toBe(`bad_body: the body exceeds ${size - 1} bytes`);
    }
  });

  it('a maxBodyBytes of 0 is a cap, a negative or non-numeric one a mistake named with (the start of) its value', () => {
    const empty = { ...signedDelivery({ body: '', at: AT }), secret: SECRET, now: AT, maxBodyBytes: 0 };
    expect(expectRefusal(() => bound().verifyWebhook(empty), 'bad_body').message).toMatch(/^bad_body: the body is not JSON \(/);
    const delivery = { ...signedDelivery({ at: AT }), secret: SECRET, now: AT };
    expect(() => bound().verifyWebhook({ ...delivery, maxBodyBytes: -1 })).toThrow(new RangeError('maxBodyBytes must be a non-negative number, got -1'));
    const setting = `${'9'.repeat(40)} from the environment`;
    expect(() => bound().verifyWebhook({ ...delivery, maxBodyBytes: setting as unknown as number })).toThrow(new RangeError(`maxBodyBytes must be a non-negative number, got ${'9'.repeat(40)}`));
  });

  it('says which way it is not an event', () => {
    const cases: Array<[string | Uint8Array, string]> = [
      ['[1]', 'bad_body: the body is not a JSON object'],
      ['"text"', 'bad_body: the body is not a JSON object'],
      ['null', 'bad_body: the body is not a JSON object'],
      ['5', 'bad_body: the body is not a JSON object'],
      ['{"event_type":5}', 'bad_body: the body has no string event_type'],
      [Uint8Array.from([0x7b, 0xff, 0x7d]), 'bad_body: the body is not valid UTF-8'],
    ];
    for (const [body, message] of cases) {
      const delivery = signedDelivery({ body: typeof body === 'string' ? body : '{}', at: AT });
      const signed = typeof body === 'string' ? delivery : { ...delivery, body };
      expect(expectRefusal(() => bound().verifyWebhook({ ...signed, secret: SECRET, now: AT }), 'bad_body').message, String(body)).toBe(message);
    }
    const notJson = expectRefusal(() => bound().parseWebhookEvent('{"event_type":'), 'bad_body');
    expect(notJson.message).toMatch(/^bad_body: the body is not JSON \(.*JSON.*\)$/);
  });
});

describe('headers and options', () => {
  it('an undefined entry does not hide another spelling of the same header', () => {
    const { body, headers } = signedDelivery({ at: AT });
    const record = { ...headers, 'Webhook-Id': undefined };
    expect(bound().verifyWebhook({ body, headers: record, secret: SECRET, now: AT }).event_type).toBe('schedule.created_v1');
  });

  it('a bad validatePayloads is refused by the function it was given to', () => {
    const { verifyWebhook, createNodeWebhookHandler, createFetchWebhookHandler } = bound();
    const loud = 'loud' as never;
    const expected = (where: string) => new RangeError(`${where}: validatePayloads must be one of off, report, throw`);
    expect(() => verifyWebhook({ ...signedDelivery({ at: AT }), secret: SECRET, now: AT, validatePayloads: loud })).toThrow(expected('verifyWebhook'));
    expect(() => createNodeWebhookHandler({ secret: SECRET, onEvent() {}, validatePayloads: loud })).toThrow(expected('createNodeWebhookHandler'));
    expect(() => createFetchWebhookHandler({ secret: SECRET, onEvent() {}, validatePayloads: loud })).toThrow(expected('createFetchWebhookHandler'));
  });

  it('isWebhookEvent with a kind accepts that kind only', () => {
    const { isWebhookEvent, parseWebhookEvent } = bound();
    const event = parseWebhookEvent(scheduleCreated);
    expect(isWebhookEvent(event, 'schedule.created_v1')).toBe(true);
    expect(isWebhookEvent(event, 'public_incident.incident_created_v2')).toBe(false);
    expect(isWebhookEvent(event)).toBe(true);
  });
});
