// What every runtime runs against the installed package: plain JavaScript, so Node, Bun, Deno and a
// browser bundle take it as it is. It pages through a list, reads a 422's field errors and, where a
// delivery is given, verifies a webhook signed by the test kit (and refuses it forged).
import { createIncidentClient, IncidentApiError, paginate, ValidationError, verifyWebhook, WebhookVerificationError } from 'incident-api-client';

export async function smoke({ baseUrl, delivery }) {
  const client = createIncidentClient({ apiKey: 'inc_example_key', baseUrl, logLevel: 'off' });
  const ids = [];
  for await (const incident of paginate(client, '/v2/incidents', { pageSize: 3 })) ids.push(String(incident['id']));
  const result = { ids, validation: await validationErrors(client) };
  if (delivery) result.webhook = webhook(delivery);
  return result;
}

async function validationErrors(client) {
  try {
    await client.POST('/v2/incidents', { body: { idempotency_key: 'k1', visibility: 'public' } });
    return 'no error';
  } catch (error) {
    if (!(error instanceof IncidentApiError)) throw error;
    return { kind: error instanceof ValidationError ? 'ValidationError' : error.name, status: error.status, fieldErrors: error.fieldErrors() };
  }
}

function webhook({ secret, body, headers, now }) {
  const event = verifyWebhook({ secret, body, headers, now });
  let forged = 'accepted';
  try {
    verifyWebhook({ secret, body: body.replace('01SCHEDULE', '01FORGED'), headers, now });
  } catch (error) {
    forged = error instanceof WebhookVerificationError ? error.reason : String(error);
  }
  return { eventType: event.event_type, forged };
}
