// A consumer receiving a delivery signed the platform's way (signed here by standardwebhooks).
import { strict as assert } from 'node:assert';
import { Webhook } from 'standardwebhooks';
import { createFetchWebhookHandler, isWebhookEvent, type WebhookEvent, type WebhookEvents } from 'incident-api-client';

const secret = `whsec_${btoa('consumer-check-signing-secret')}`;
const body = JSON.stringify({ event_type: 'schedule.created_v1', 'schedule.created_v1': { id: '01SCHEDULE' } });
const id = 'msg_consumer_1';
const timestamp = new Date();
const signature = new Webhook(secret).sign(id, timestamp, body);
const headers = { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)), 'webhook-signature': signature };

const received: WebhookEvent<WebhookEvents>[] = [];
const handler = createFetchWebhookHandler({ secret, onEvent: (event) => void received.push(event) });
const accepted = await handler(new Request('http://localhost/webhooks', { method: 'POST', body, headers }));
assert.equal(accepted.status, 204);
const event = received[0];
assert.ok(event && isWebhookEvent(event, 'schedule.created_v1'));
const forged = await handler(new Request('http://localhost/webhooks', { method: 'POST', body: body.replace('01SCHEDULE', '01FORGED'), headers }));
assert.equal(forged.status, 401);
assert.equal(received.length, 1);
console.log(`webhook: ${event.event_type} verified, a forged body refused with ${forged.status}`);
