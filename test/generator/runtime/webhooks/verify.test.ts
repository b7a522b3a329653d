import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createSigner } from '../../../../generator/runtime/webhooks/signature.ts';
import { DEFAULT_TOLERANCE_SECONDS, verifyDelivery, verifyWebhookInput, type VerifyWebhookInput } from '../../../../generator/runtime/webhooks/verify.ts';
import { expectRefusal, OTHER_SECRET, scheduleCreated, SECRET, signedDelivery } from './fixture.ts';

const verify = (overrides: Partial<VerifyWebhookInput> & Pick<VerifyWebhookInput, 'body' | 'headers'>) =>
  verifyWebhookInput({ secret: SECRET, ...overrides });

describe('verifyWebhookInput: deliveries signed by the standardwebhooks package', () => {
  it('accepts a valid delivery and returns its id, timestamp and exact body', () => {
    const at = new Date('2026-11-22T06:00:00Z');
    const delivery = signedDelivery({ at, id: 'msg_valid' });
    const verified = verify({ ...delivery, now: at });
    expect(verified).toEqual({ id: 'msg_valid', timestamp: at, body: scheduleCreated });
  });

  it('accepts the raw bytes of the body, multi-byte characters included', () => {
    const delivery = signedDelivery();
    const verified = verify({ ...delivery, body: new TextEncoder().encode(delivery.body) });
    expect(verified.body).toBe(scheduleCreated);
  });

  it('keeps a leading byte-order mark, which is part of the signed bytes', () => {
    const delivery = signedDelivery({ body: `\uFEFF${scheduleCreated}` });
    const bytes = new TextEncoder().encode(delivery.body);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(verify({ ...delivery, body: bytes }).body.charCodeAt(0)).toBe(0xfeff);
  });

  it('refuses a tampered body with bad_signature', () => {
    const delivery = signedDelivery();
    expectRefusal(() => verify({ ...delivery, body: delivery.body.replace('Primary', 'Secondary') }), 'bad_signature');
  });

  it('refuses the same JSON re-serialised: the signature covers the bytes, not the value', () => {
    const delivery = signedDelivery();
    const reserialised = JSON.stringify(JSON.parse(delivery.body), null, 2);
    expect(JSON.parse(reserialised)).toEqual(JSON.parse(delivery.body));
    expectRefusal(() => verify({ ...delivery, body: reserialised }), 'bad_signature');
  });

  it('refuses a delivery signed with another secret with bad_signature', () => {
    expectRefusal(() => verify(signedDelivery({ secret: OTHER_SECRET })), 'bad_signature');
  });

  it('refuses an id or timestamp other than the signed one', () => {
    const delivery = signedDelivery({ id: 'msg_a' });
    expectRefusal(() => verify({ ...delivery, headers: { ...delivery.headers, 'webhook-id': 'msg_b' } }), 'bad_signature');
    const at = Number(delivery.headers['webhook-timestamp']);
    expectRefusal(() => verify({ ...delivery, headers: { ...delivery.headers, 'webhook-timestamp': String(at - 1) } }), 'bad_signature');
  });

  it('refuses a secret that cannot be decoded with bad_secret, before looking at the delivery', () => {
    for (const secret of ['whsec_', 'whsec_not base64!', '']) {
      expectRefusal(() => verifyWebhookInput({ body: '', headers: {}, secret }), 'bad_secret');
    }
  });
});

describe('timestamps: tolerance in both directions', () => {
  const at = new Date('2026-11-22T06:00:00Z');
  const seconds = (n: number) => new Date(at.getTime() + n * 1000);

  it('accepts deliveries up to the default 300 s old or ahead, as Date or epoch milliseconds', () => {
    expect(DEFAULT_TOLERANCE_SECONDS).toBe(300);
    expect(verify({ ...signedDelivery({ at }), now: seconds(300) }).timestamp).toEqual(at);
    expect(verify({ ...signedDelivery({ at }), now: seconds(-300).getTime() }).timestamp).toEqual(at);
  });

  it('refuses an old timestamp with expired', () => {
    const error = expectRefusal(() => verify({ ...signedDelivery({ at }), now: seconds(301) }), 'expired');
    expect(error.message).toContain('301 s old');
  });

  it('refuses a future timestamp with expired', () => {
    const error = expectRefusal(() => verify({ ...signedDelivery({ at }), now: seconds(-301) }), 'expired');
    expect(error.message).toContain('301 s in the future');
  });

  it('applies a custom tolerance and checks freshness against the real clock by default', () => {
    expectRefusal(() => verify({ ...signedDelivery({ at }), now: seconds(11), toleranceSeconds: 10 }), 'expired');
    expect(verify({ ...signedDelivery({ at }), now: seconds(10), toleranceSeconds: 10 }).timestamp).toEqual(at);
    expectRefusal(() => verify(signedDelivery({ at: new Date('2001-01-01T00:00:00Z') })), 'expired');
    expect(verify(signedDelivery()).body).toBe(scheduleCreated);
  });

  it('refuses a negative or non-numeric tolerance as a programming error', () => {
    expect(() => verify({ ...signedDelivery(), toleranceSeconds: -1 })).toThrow(RangeError);
    expect(() => verify({ ...signedDelivery(), toleranceSeconds: Number.NaN })).toThrow(RangeError);
  });
});

describe('missing and malformed headers', () => {
  it.each(['webhook-id', 'webhook-timestamp', 'webhook-signature'])('refuses a delivery without %s with missing_header', (name) => {
    const delivery = signedDelivery();
    const { [name]: _dropped, ...rest } = delivery.headers;
    expectRefusal(() => verify({ ...delivery, headers: rest }), 'missing_header');
    expectRefusal(() => verify({ ...delivery, headers: { ...rest, [name]: '  ' } }), 'missing_header');
  });

  it.each(['abc', '12.5', '-1700000000', '0123', '1e9', '+1700000000', '99999999999999999999'])('refuses the timestamp %j with bad_timestamp', (timestamp) => {
    const delivery = signedDelivery();
    expectRefusal(() => verify({ ...delivery, headers: { ...delivery.headers, 'webhook-timestamp': timestamp } }), 'bad_timestamp');
  });

  it.each(['garbage', 'v1', 'v1,', 'v1,not-base64', 'v1 ,x'])('refuses the signature header %j with bad_signature', (signature) => {
    const delivery = signedDelivery();
    expectRefusal(() => verify({ ...delivery, headers: { ...delivery.headers, 'webhook-signature': signature } }), 'bad_signature');
  });

  it('skips entries of other versions even when they carry the right signature', () => {
    const delivery = signedDelivery();
    const v2 = delivery.headers['webhook-signature']!.replace('v1,', 'v2,');
    expectRefusal(() => verify({ ...delivery, headers: { ...delivery.headers, 'webhook-signature': v2 } }), 'bad_signature');
  });
});

describe('several signatures (secret rotation)', () => {
  it('accepts when any one of two entries matches, in either order', () => {
    const at = new Date();
    const valid = signedDelivery({ at });
    const stale = signedDelivery({ at, secret: OTHER_SECRET }).headers['webhook-signature']!;
    for (const header of [`${stale} ${valid.headers['webhook-signature']}`, `${valid.headers['webhook-signature']} ${stale}`]) {
      expect(verify({ ...valid, headers: { ...valid.headers, 'webhook-signature': header } }).body).toBe(scheduleCreated);
    }
  });

  it('refuses when neither of two entries matches', () => {
    const delivery = signedDelivery({ secret: OTHER_SECRET });
    const header = `${delivery.headers['webhook-signature']} v1,${'A'.repeat(43)}=`;
    expectRefusal(() => verify({ ...delivery, headers: { ...delivery.headers, 'webhook-signature': header } }), 'bad_signature');
  });
});

describe('bodies that are not UTF-8', () => {
  const bytes = Uint8Array.from([...Buffer.from('{"event_type":"schedule.created_v1","x":"'), 0xff, 0xfe, ...Buffer.from('"}')]);

  it('refuses them with bad_body even when the signature is over those exact bytes', () => {
    // The package cannot sign raw bytes (it decodes them to text first), so node:crypto signs here.
    const key = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
    const at = Math.floor(Date.now() / 1000);
    const mac = createHmac('sha256', key).update(Buffer.concat([Buffer.from(`msg_x.${at}.`), bytes])).digest('base64');
    const headers = { 'webhook-id': 'msg_x', 'webhook-timestamp': String(at), 'webhook-signature': `v1,${mac}` };
    expectRefusal(() => verify({ body: bytes, headers }), 'bad_body');
  });

  it('never accepts them under the signature of their lossy decoding', () => {
    const at = new Date();
    const signature = new Webhook(SECRET).sign('msg_y', at, Buffer.from(bytes));
    const headers = { 'webhook-id': 'msg_y', 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature };
    expectRefusal(() => verify({ body: bytes, headers }), 'bad_body');
    // The package's signature is over the replacement characters; that text verifies, the bytes do not.
    expect(verify({ body: Buffer.from(bytes).toString('utf8'), headers }).id).toBe('msg_y');
  });
});

describe('header spellings', () => {
  it('accepts the svix- prefixed names', () => {
    expect(verify(signedDelivery({ prefix: 'svix-', id: 'msg_svix' })).id).toBe('msg_svix');
  });

  it('matches names case-insensitively and reads fetch Headers and repeated values', () => {
    const delivery = signedDelivery({ id: 'msg_case' });
    const shouted = Object.fromEntries(Object.entries(delivery.headers).map(([name, value]) => [name.toUpperCase(), value]));
    expect(verify({ ...delivery, headers: shouted }).id).toBe('msg_case');
    expect(verify({ ...delivery, headers: new Headers(delivery.headers) }).id).toBe('msg_case');
    const signatures = [`v1,${'B'.repeat(43)}=`, delivery.headers['webhook-signature']!];
    expect(verify({ ...delivery, headers: { ...delivery.headers, 'webhook-signature': signatures } }).id).toBe('msg_case');
  });
});

describe('verifyDelivery', () => {
  it('reuses one decoded secret for many deliveries', () => {
    const signer = createSigner(SECRET);
    for (const id of ['msg_1', 'msg_2', 'msg_3']) expect(verifyDelivery(signedDelivery({ id }), signer).id).toBe(id);
    expectRefusal(() => verifyDelivery(signedDelivery({ secret: OTHER_SECRET }), signer), 'bad_signature');
  });
});
