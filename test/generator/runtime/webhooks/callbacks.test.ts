/**
 * A receiver's callbacks cannot crash it. Every way onError and onEvent can fail (throw, throw a
 * non-Error, reject) meets every delivery that calls them (unsigned, badly signed, onEvent
 * failing), on both transports; the handler still answers, nothing goes unhandled, and the next
 * valid delivery is accepted.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bindWebhooks, type WebhookHandlerOptions, type WebhookEvent } from '../../../../generator/runtime/webhooks/index.ts';
import { startLoopbackServer, type LoopbackServer } from '../../../support/loopback.ts';
import { fixtureEventNames, OTHER_SECRET, SECRET, signedDelivery, type Delivery, type FixtureEvents } from './fixture.ts';

const webhooks = bindWebhooks<FixtureEvents>(fixtureEventNames);
type Options = WebhookHandlerOptions<WebhookEvent<FixtureEvents>>;

const failures: Record<string, () => void | Promise<void>> = {
  throws: () => {
    throw new Error('logger down');
  },
  'throws a non-Error': () => {
    throw 'logger down';
  },
  rejects: () => Promise.reject(new Error('logger down')),
};

const deliveries: [string, () => Delivery, number][] = [
  ['an unsigned POST', () => ({ body: '{"event_type":"schedule.created_v1"}', headers: {} }), 400],
  ['a bad signature', () => signedDelivery({ secret: OTHER_SECRET }), 401],
  ['a delivery whose onEvent fails', () => signedDelivery({ body: '{"event_type":"test.explode_v1"}' }), 500],
];

const unhandled: unknown[] = [];
const record = (reason: unknown): void => void unhandled.push(reason);
beforeAll(() => void process.on('unhandledRejection', record));
afterAll(() => void process.off('unhandledRejection', record));
afterEach(() => void (unhandled.length = 0));

function options(onError: () => void | Promise<void>, onEventFailure: () => void | Promise<void>): Options {
  return {
    secret: SECRET,
    onError,
    async onEvent(event) {
      if (event.event_type === 'test.explode_v1') await onEventFailure();
    },
  };
}

type Deliver = (handlerOptions: Options, delivery: Delivery) => Promise<number>;

const servers: LoopbackServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

const transports: Record<string, Deliver> = {
  'node:http on a loopback server': async (handlerOptions, { body, headers }) => {
    const server = await startLoopbackServer(webhooks.createNodeWebhookHandler(handlerOptions));
    servers.push(server);
    const response = await fetch(server.url, { method: 'POST', body, headers, signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    const next = await fetch(server.url, { method: 'POST', ...signedDelivery(), signal: AbortSignal.timeout(2000) });
    expect(next.status).toBe(204);
    return response.status;
  },
  'fetch-style handler': async (handlerOptions, { body, headers }) => {
    const handler = webhooks.createFetchWebhookHandler(handlerOptions);
    const response = await handler(new Request('https://receiver.example/hook', { method: 'POST', body, headers }));
    const { body: validBody, headers: validHeaders } = signedDelivery();
    expect((await handler(new Request('https://receiver.example/hook', { method: 'POST', body: validBody, headers: validHeaders }))).status).toBe(204);
    return response.status;
  },
};

describe.each(Object.entries(transports))('%s', (_transport, deliver) => {
  it.each(Object.entries(failures))('onError that %s: every delivery still gets its answer', async (_name, failing) => {
    for (const [, make, status] of deliveries) expect(await deliver(options(failing, failing), make())).toBe(status);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
  });
});
