/**
 * What each handler answers besides the status: the headers of every kind of answer, an answer
 * that cannot be written as planned, and a body stream left unread past the cap. Handlers are made
 * inside the tests, as a receiver makes them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { bindWebhooks } from '../../../../generator/runtime/webhooks/index.ts';
import { startLoopbackServer } from '../../../support/loopback.ts';
import { fixtureEventNames, SECRET, signedDelivery, type FixtureEvents } from './fixture.ts';

interface Answer {
  status: number;
  contentType: string | null;
  allow: string | null;
}
const answerOf = async (response: Response): Promise<Answer> => {
  await response.arrayBuffer();
  return { status: response.status, contentType: response.headers.get('content-type'), allow: response.headers.get('allow') };
};

/** A delivery, one refused for its signature, and a GET, through `send`. */
async function threeAnswers(send: (init: RequestInit) => Promise<Response>): Promise<Answer[]> {
  const delivery = signedDelivery();
  const forged = { ...delivery.headers, 'webhook-signature': 'v1,AAAA' };
  return [
    await answerOf(await send({ method: 'POST', headers: delivery.headers, body: delivery.body })),
    await answerOf(await send({ method: 'POST', headers: forged, body: delivery.body })),
    await answerOf(await send({ method: 'GET' })),
  ];
}

const expectedAnswers: Answer[] = [
  { status: 204, contentType: null, allow: null },
  { status: 401, contentType: 'application/json', allow: null },
  { status: 405, contentType: null, allow: 'POST' },
];

describe('the headers of each answer', () => {
  it('node:http: JSON only with a reason, Allow only with 405', async () => {
    const server = await startLoopbackServer(bindWebhooks<FixtureEvents>(fixtureEventNames).createNodeWebhookHandler({ secret: SECRET, onEvent() {} }));
    try {
      expect(await threeAnswers((init) => fetch(server.url, init))).toEqual(expectedAnswers);
    } finally {
      await server.close();
    }
  });

  it('fetch: the same answers', async () => {
    const handler = bindWebhooks<FixtureEvents>(fixtureEventNames).createFetchWebhookHandler({ secret: SECRET, onEvent() {} });
    expect(await threeAnswers((init) => handler(new Request('https://receiver.example/hook', init)))).toEqual(expectedAnswers);
  });
});

describe('an answer that cannot be written as planned', () => {
  it('node:http: a response whose headers a middleware already sent still ends, and onError learns why', async () => {
    const errors: unknown[] = [];
    const handler = bindWebhooks<FixtureEvents>(fixtureEventNames).createNodeWebhookHandler({ secret: SECRET, onEvent() {}, onError: (error) => void errors.push(error) });
    let settled: string | undefined;
    const server = await startLoopbackServer((request: IncomingMessage, response: ServerResponse) => {
      response.writeHead(200, { 'x-middleware': 'sent first' });
      response.flushHeaders();
      handler(request, response).then(
        () => (settled = 'resolved'),
        () => (settled = 'rejected'),
      );
    });
    try {
      const delivery = signedDelivery();
      const response = await fetch(server.url, { method: 'POST', headers: { ...delivery.headers, 'webhook-signature': 'v1,AAAA' }, body: delivery.body, signal: AbortSignal.timeout(5000) });
      expect(response.headers.get('x-middleware')).toBe('sent first');
      expect(await response.text()).toBe('');
      expect(settled).toBe('resolved');
      expect(errors.map((error) => (error as { code?: string; reason?: string }).code ?? (error as { reason?: string }).reason)).toEqual(['bad_signature', 'ERR_HTTP_HEADERS_SENT']);
    } finally {
      await server.close();
    }
  });
});

describe('a body over the cap', () => {
  it('fetch: the request stream is cancelled, not read to its end', async () => {
    let pulls = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    const handler = bindWebhooks<FixtureEvents>(fixtureEventNames).createFetchWebhookHandler({ secret: SECRET, maxBodyBytes: 4096, onEvent() {} });
    const request = new Request('https://receiver.example/hook', { method: 'POST', headers: signedDelivery().headers, body: endless, duplex: 'half' } as RequestInit);
    const answer = await handler(request);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'bad_body', message: 'bad_body: the body exceeds 4096 bytes' });
    expect(cancelled).toBe(true);
    expect(pulls).toBeLessThan(64);
  });
});
