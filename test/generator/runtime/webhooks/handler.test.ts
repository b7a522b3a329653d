import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bindWebhooks, type WebhookDelivery, type WebhookEvent } from '../../../../generator/runtime/webhooks/index.ts';
import { expectRefusal, fixtureEventNames, OTHER_SECRET, SECRET, signedDelivery, type Delivery, type FixtureEvents } from './fixture.ts';
import { startLoopbackServer, type LoopbackServer } from '../../../support/loopback.ts';

const webhooks = bindWebhooks<FixtureEvents>(fixtureEventNames);

/** What the receiver saw: events handed to onEvent and errors handed to onError. */
const seen = { events: [] as [WebhookEvent<FixtureEvents>, WebhookDelivery][], errors: [] as unknown[] };
const options = {
  secret: SECRET,
  maxBodyBytes: 4096,
  onEvent(event: WebhookEvent<FixtureEvents>, delivery: WebhookDelivery) {
    if (event.event_type === 'test.explode_v1') throw new Error('storage is down');
    seen.events.push([event, delivery]);
  },
  onError: (error: unknown) => void seen.errors.push(error),
};
beforeEach(() => {
  seen.events.length = 0;
  seen.errors.length = 0;
});

interface Answer {
  status: number;
  body: string;
  allow?: string | null;
}

/** The answers both handlers must give, checked once per transport. */
function describeHandler(transport: string, deliver: (delivery: Delivery | { body: string | Uint8Array; headers: Record<string, string> }, method?: string) => Promise<Answer>) {
  describe(transport, () => {
    it('answers 204 to a valid delivery and hands onEvent the typed event and its delivery id', async () => {
      const delivery = signedDelivery({ id: 'msg_ok' });
      expect(await deliver(delivery)).toMatchObject({ status: 204, body: '' });
      expect(seen.events).toHaveLength(1);
      const [event, info] = seen.events[0]!;
      expect(event).toEqual(JSON.parse(delivery.body));
      expect(info.id).toBe('msg_ok');
      expect(Math.abs(info.timestamp.getTime() - Date.now())).toBeLessThan(60_000);
    });

    it('accepts svix- headers and unknown event kinds', async () => {
      const body = '{"event_type":"schedule.recoloured_v3","schedule.recoloured_v3":{}}';
      expect((await deliver(signedDelivery({ body, prefix: 'svix-' }))).status).toBe(204);
      expect(seen.events[0]![0].event_type).toBe('schedule.recoloured_v3');
    });

    it.each([
      ['bad_signature', 401, () => ({ ...signedDelivery(), body: signedDelivery().body.replace('Primary', 'Backup') })],
      ['bad_signature', 401, () => signedDelivery({ secret: OTHER_SECRET })],
      ['expired', 401, () => signedDelivery({ at: new Date(Date.now() - 3_600_000) })],
      ['expired', 401, () => signedDelivery({ at: new Date(Date.now() + 3_600_000) })],
      ['missing_header', 400, () => ({ body: '{}', headers: {} })],
      ['bad_timestamp', 400, () => ({ ...signedDelivery(), headers: { ...signedDelivery().headers, 'webhook-timestamp': 'yesterday' } })],
      ['bad_body', 400, () => signedDelivery({ body: '{"no_event_type":true}' })],
      ['bad_body', 400, () => signedDelivery({ body: 'x'.repeat(5000) })],
    ])('refuses with %s and status %i, never calling onEvent', async (reason, status, make) => {
      const answer = await deliver(make());
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.body)).toMatchObject({ error: reason });
      expect(seen.events).toHaveLength(0);
      expect(seen.errors).toEqual([expect.objectContaining({ reason })]);
    });

    it('refuses a body that is not UTF-8 with bad_body', async () => {
      const delivery = signedDelivery();
      const answer = await deliver({ ...delivery, body: Uint8Array.from([0x7b, 0xff, 0x7d]) });
      expect([answer.status, JSON.parse(answer.body).error]).toEqual([400, 'bad_body']);
    });

    it('answers 500 when onEvent fails, so the platform retries', async () => {
      const answer = await deliver(signedDelivery({ body: '{"event_type":"test.explode_v1"}' }));
      expect(answer.status).toBe(500);
      expect(seen.errors).toEqual([new Error('storage is down')]);
    });

    it('answers 405 to anything but POST', async () => {
      expect(await deliver({ body: '', headers: {} }, 'GET')).toMatchObject({ status: 405, allow: 'POST' });
    });
  });
}

describe('handlers', () => {
  let server: LoopbackServer;
  let url: string;
  beforeAll(async () => {
    server = await startLoopbackServer(webhooks.createNodeWebhookHandler(options));
    url = `${server.url}/webhooks`;
  });
  afterAll(() => server.close());

  describeHandler('node:http handler on a loopback server', async ({ body, headers }, method = 'POST') => {
    const response = await fetch(url, { method, headers, ...(method === 'POST' ? { body: body as BodyInit } : {}) });
    return { status: response.status, body: await response.text(), allow: response.headers.get('allow') };
  });

  const fetchHandler = webhooks.createFetchWebhookHandler(options);
  describeHandler('fetch-style handler', async ({ body, headers }, method = 'POST') => {
    const response = await fetchHandler(new Request('https://receiver.example/webhooks', { method, headers, ...(method === 'POST' ? { body: body as BodyInit } : {}) }));
    return { status: response.status, body: await response.text(), allow: response.headers.get('allow') };
  });

  it('refuses to make a handler with an unusable secret: a start-up failure, not a per-delivery one', () => {
    expectRefusal(() => webhooks.createNodeWebhookHandler({ ...options, secret: 'whsec_***' }), 'bad_secret');
    expectRefusal(() => webhooks.createFetchWebhookHandler({ ...options, secret: '' }), 'bad_secret');
  });

  it('applies the handler tolerance', async () => {
    const strict = webhooks.createFetchWebhookHandler({ ...options, toleranceSeconds: 5 });
    const { body, headers } = signedDelivery({ at: new Date(Date.now() - 60_000) });
    const response = await strict(new Request('https://receiver.example/webhooks', { method: 'POST', body, headers }));
    expect(response.status).toBe(401);
  });
});
