// The README's node:http receiver as a consumer writes it: `createServer(createNodeWebhookHandler({ secret, onEvent }))`,
// type-checked under every strict flag (exactOptionalPropertyTypes against @types/node's IncomingMessage included), then run.
import { strict as assert } from 'node:assert';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { createNodeWebhookHandler, type WebhookEvent, type WebhookEvents } from 'incident-api-client';

const secret = `whsec_${btoa('consumer-check-node-signing-secret')}`;
const received: WebhookEvent<WebhookEvents>[] = [];
const onEvent = (event: WebhookEvent<WebhookEvents>) => void received.push(event);
const server = createServer(createNodeWebhookHandler({ secret, onEvent }));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
try {
  const { port } = server.address() as AddressInfo;
  const body = JSON.stringify({ event_type: 'schedule.created_v1', 'schedule.created_v1': { id: '01SCHEDULE' } });
  const id = 'msg_consumer_node_1';
  const timestamp = new Date();
  const headers = { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(id, timestamp, body) };
  const accepted = await fetch(`http://127.0.0.1:${port}/webhooks`, { method: 'POST', body, headers });
  assert.equal(accepted.status, 204);
  const forged = await fetch(`http://127.0.0.1:${port}/webhooks`, { method: 'POST', body: body.replace('01SCHEDULE', '01FORGED'), headers });
  assert.equal(forged.status, 401);
  assert.equal(received.length, 1);
  console.log(`node webhook: ${received[0]!.event_type} verified on node:http, a forged body refused with ${forged.status}`);
} finally {
  server.close();
}
