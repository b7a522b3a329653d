/**
 * What a receiver accepts is bounded and says what it is: verifyWebhook caps the body as the
 * handlers do (configurable); signing secrets outside Standard Webhooks' 24 to 64 bytes are
 * refused without being quoted; two webhook-signature header lines, joined by node and fetch with
 * ", ", are read as two signatures; a body already parsed into an object is reported as such.
 */
import { request as httpRequest } from 'node:http';
import { inspect } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { bindWebhooks, WebhookVerificationError } from '../../../../generator/runtime/webhooks/index.ts';
import { startLoopbackServer, type LoopbackServer } from '../../../support/loopback.ts';
import { expectRefusal, fixtureEventNames, OTHER_SECRET, SECRET, signedDelivery } from './fixture.ts';

const webhooks = bindWebhooks<FixtureEvents>(fixtureEventNames);
type FixtureEvents = import('./fixture.ts').FixtureEvents;

const servers: LoopbackServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

describe('verifyWebhook caps the body', () => {
  const tenMegabytes = `{"event_type":"schedule.created_v1","pad":"${'x'.repeat(10 * 1024 * 1024)}"}`;

  it.each([
    ['text', (body: string) => body],
    ['bytes', (body: string) => new TextEncoder().encode(body)],
  ])('a signed 10 MB body as %s is refused by default and accepted under a larger maxBodyBytes', (_kind, asInput) => {
    const { headers } = signedDelivery({ body: tenMegabytes });
    const error = expectRefusal(() => webhooks.verifyWebhook({ body: asInput(tenMegabytes), headers, secret: SECRET }), 'bad_body');
    expect(error.message).toMatch(/exceeds 1048576 bytes/);
    expect(webhooks.verifyWebhook({ body: asInput(tenMegabytes), headers, secret: SECRET, maxBodyBytes: 16 * 1024 * 1024 }).event_type).toBe('schedule.created_v1');
    expectRefusal(() => webhooks.verifyWebhook({ body: asInput(tenMegabytes), headers, secret: SECRET, maxBodyBytes: 1024 }), 'bad_body');
  });

  it("a handler's larger maxBodyBytes reaches verification", async () => {
    const body = `{"event_type":"schedule.created_v1","pad":"${'x'.repeat(2 * 1024 * 1024)}"}`;
    const handler = webhooks.createFetchWebhookHandler({ secret: SECRET, maxBodyBytes: 4 * 1024 * 1024, onEvent: () => undefined });
    const response = await handler(new Request('https://receiver.example/hook', { method: 'POST', ...signedDelivery({ body }) }));
    expect(response.status).toBe(204);
    expectRefusal(() => webhooks.verifyWebhook({ ...signedDelivery({ body }), secret: SECRET }), 'bad_body');
  });
});

describe('signing secrets outside 24 to 64 bytes are refused, unquoted', () => {
  const secretOf = (bytes: number, prefix = 'whsec_'): string => `${prefix}${Buffer.alloc(bytes, 'SECRET-').toString('base64')}`;
  const refusals: [string, string][] = [
    ...[1, 8, 16, 23, 65, 128].map((bytes): [string, string] => [`${bytes} bytes`, secretOf(bytes)]),
    ['23 bytes without the whsec_ prefix', secretOf(23, '')],
    ['not base64', 'whsec_SECRET-SECRET-SECRET-SECRET-SECRET!'],
    ['base64 with a newline', `whsec_${Buffer.alloc(32, 'SECRET-').toString('base64').replace(/(.{8})/, '$1\n')}`],
  ];
  const makers = {
    verifyWebhook: (secret: string) => webhooks.verifyWebhook({ ...signedDelivery(), secret }),
    createNodeWebhookHandler: (secret: string) => webhooks.createNodeWebhookHandler({ secret, onEvent: () => undefined }),
    createFetchWebhookHandler: (secret: string) => webhooks.createFetchWebhookHandler({ secret, onEvent: () => undefined }),
  };

  it.each(Object.entries(makers))('%s refuses each of them with bad_secret, quoting none of it', (_maker, make) => {
    for (const [name, secret] of refusals) {
      let thrown: unknown;
      try {
        make(secret);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, name).toBeInstanceOf(WebhookVerificationError);
      expect((thrown as WebhookVerificationError).reason, name).toBe('bad_secret');
      const seen = [String(thrown), (thrown as Error).stack, JSON.stringify(thrown), inspect(thrown, { showHidden: true })].join('\n');
      expect(seen, name).not.toContain(secret.slice('whsec_'.length, 'whsec_'.length + 12));
      expect(seen, name).not.toMatch(/SECRET/);
    }
  });

  it.each([24, 32, 64])('%i bytes, with or without the prefix, verifies deliveries signed by standardwebhooks', (bytes) => {
    for (const secret of [secretOf(bytes), secretOf(bytes, '')]) {
      expect(webhooks.verifyWebhook({ ...signedDelivery({ secret }), secret }).event_type).toBe('schedule.created_v1');
    }
    // Its neighbours outside the range are refused: the boundary is exactly where the scheme puts it.
    expectRefusal(() => makers.verifyWebhook(secretOf(bytes === 24 ? 23 : 65)), 'bad_secret');
  });
});

describe('two webhook-signature header lines', () => {
  const body = signedDelivery().body;
  const at = new Date();
  const id = 'msg_two_lines';
  const valid = new Webhook(SECRET).sign(id, at, body);
  const stale = new Webhook(OTHER_SECRET).sign(id, at, body);
  const base = { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)) };
  const cases: [string, string[], number][] = [
    ['old secret then current', [stale, valid], 204],
    ['current then old secret', [valid, stale], 204],
    ['both from another secret', [stale, stale], 401],
  ];

  it('node:http: each pair of lines is read as two signatures', async () => {
    const server = await startLoopbackServer(webhooks.createNodeWebhookHandler({ secret: SECRET, onEvent: () => undefined }));
    servers.push(server);
    for (const [name, lines, status] of cases) {
      const answered = await new Promise<number>((resolve, reject) => {
        // node sends an array header as separate lines, and the receiving server joins them with ", ".
        const sent = httpRequest(server.url, { method: 'POST', headers: { ...base, 'webhook-signature': lines } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        sent.on('error', reject);
        sent.end(body);
      });
      expect(answered, name).toBe(status);
    }
  });

  it('fetch Headers: each pair of appended values is read as two signatures', async () => {
    const handler = webhooks.createFetchWebhookHandler({ secret: SECRET, onEvent: () => undefined });
    for (const [name, lines, status] of cases) {
      const headers = new Headers(base);
      for (const line of lines) headers.append('webhook-signature', line);
      expect((await handler(new Request('https://receiver.example/hook', { method: 'POST', body, headers }))).status, name).toBe(status);
    }
  });
});

describe('a body that is not raw bytes or text', () => {
  const delivery = signedDelivery();
  it.each<[string, unknown, RegExp]>([
    ['an already-parsed object', JSON.parse(delivery.body), /parsed object/],
    ['an array', [1, 2], /parsed object/],
    ['a number', 42, /a number/],
    ['null', null, /missing/],
    ['undefined', undefined, /missing/],
  ])('%s is reported as such', (_name, body, message) => {
    const error = expectRefusal(() => webhooks.verifyWebhook({ body: body as string, headers: delivery.headers, secret: SECRET }), 'bad_body');
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect(error.message).toMatch(message);
    expect(error.message).not.toMatch(/UTF-8/);
  });
});
