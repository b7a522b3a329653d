/**
 * The README's consumer pattern, end to end through the generated package: deliveries arrive out
 * of order, the receiver fetches the incident's latest state from a loopback API and stores that.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchWebhookHandler, createIncidentClient, isWebhookEvent, webhookEventNames } from '../../../../generated/index.ts';
import { SECRET, signedDelivery } from './fixture.ts';
import { startLoopbackServer, type LoopbackServer } from '../../../support/loopback.ts';

/** A kind of the package, whichever document it was generated from; the payload is the test's own. */
const KIND = webhookEventNames[0];

/** The API as the receiver sees it: one incident whose state the test moves on. */
const api = { incident: { id: '01INCIDENT', postmortem_status: 'draft' }, requests: [] as string[] };
let server: LoopbackServer;
let baseUrl: string;

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    api.requests.push(`${request.method} ${request.url} ${request.headers.authorization}`);
    const found = request.url === `/v2/incidents/${api.incident.id}`;
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(found ? { incident: api.incident } : { type: 'not_found', status: 404 }));
  });
  baseUrl = server.url;
});
afterAll(() => server.close());

const delivery = (id: string, status: string, at: Date) =>
  signedDelivery({ id, at, body: JSON.stringify({ event_type: KIND, [KIND]: { new_status: status, postmortem_document: { incident_id: api.incident.id } } }) });

describe('out-of-order deliveries', () => {
  it('leave the store with the latest state when the receiver fetches instead of storing payloads', async () => {
    const client = createIncidentClient({ apiKey: 'inc_test', baseUrl, retry: false, rateLimit: false });
    const stored = new Map<string, unknown>();
    const payloadsInArrivalOrder: string[] = [];
    const receive = createFetchWebhookHandler({
      secret: SECRET,
      async onEvent(event) {
        if (!isWebhookEvent(event, KIND)) return;
        const payload = (event as unknown as Record<string, unknown>)[KIND] as { new_status: string; postmortem_document: { incident_id: string } };
        payloadsInArrivalOrder.push(payload.new_status);
        const id = payload.postmortem_document.incident_id;
        stored.set(id, (await client.GET('/v2/incidents/{id}', { params: { path: { id } } })).data);
      },
    });
    const post = ({ body, headers }: { body: string; headers: Record<string, string> }) =>
      receive(new Request('https://receiver.example/hook', { method: 'POST', body, headers })).then((response) => response.status);

    const first = delivery('msg_1', 'draft', new Date(Date.now() - 2000));
    api.incident.postmortem_status = 'published';
    const second = delivery('msg_2', 'published', new Date());

    // The later event arrives first, the earlier one after it.
    expect([await post(second), await post(first)]).toEqual([204, 204]);
    expect(payloadsInArrivalOrder).toEqual(['published', 'draft']);
    expect(stored.get('01INCIDENT')).toEqual({ incident: { id: '01INCIDENT', postmortem_status: 'published' } });
    expect(api.requests).toEqual(Array(2).fill('GET /v2/incidents/01INCIDENT Bearer inc_test'));
  });
});
