import { Webhook } from 'standardwebhooks';
import { expect } from 'vitest';
import { WebhookVerificationError, type WebhookVerificationReason } from '../../../../generator/runtime/webhooks/errors.ts';

/** Two unrelated endpoint secrets in the platform's `whsec_<base64>` form. */
export const SECRET = `whsec_${Buffer.from('fixture signing secret, 32 bytes').toString('base64')}`;
export const OTHER_SECRET = `whsec_${Buffer.from('another secret for rotation test').toString('base64')}`;

/** A hand-written event map shaped like the generated one: `event_type` is the enum of every kind, as in the spec. */
type AnyKind = 'schedule.created_v1' | 'public_incident.incident_created_v2';
export interface FixtureEvents {
  'schedule.created_v1': { event_type: AnyKind; 'schedule.created_v1': { id: string; name: string } };
  // Extra properties allowed, as openapi-typescript writes `additionalProperties: true`.
  'public_incident.incident_created_v2': { event_type: AnyKind; 'public_incident.incident_created_v2': { id: string; reference: string } } & {
    [key: string]: unknown;
  };
}
export const fixtureEventNames: (keyof FixtureEvents)[] = ['schedule.created_v1', 'public_incident.incident_created_v2'];

export const scheduleCreated = JSON.stringify({
  event_type: 'schedule.created_v1',
  'schedule.created_v1': { id: '01SCHEDULE', name: 'Primary on-call – Zürich ☎' },
});

export interface Delivery {
  body: string;
  headers: Record<string, string>;
}

/** A delivery signed by the standardwebhooks package, the scheme's reference signer. */
export function signedDelivery({
  body = scheduleCreated,
  secret = SECRET,
  id = 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
  at = new Date(),
  prefix = 'webhook-',
}: { body?: string; secret?: string; id?: string; at?: Date; prefix?: string } = {}): Delivery {
  return {
    body,
    headers: {
      [`${prefix}id`]: id,
      [`${prefix}timestamp`]: String(Math.floor(at.getTime() / 1000)),
      [`${prefix}signature`]: new Webhook(secret).sign(id, at, body),
    },
  };
}

/** Runs `action` and checks that it throws a WebhookVerificationError with `reason`. */
export function expectRefusal(action: () => unknown, reason: WebhookVerificationReason): WebhookVerificationError {
  let thrown: unknown;
  try {
    action();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(WebhookVerificationError);
  expect((thrown as WebhookVerificationError).reason).toBe(reason);
  return thrown as WebhookVerificationError;
}
