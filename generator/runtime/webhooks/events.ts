import { decodeBody } from './body.js';
import { WebhookVerificationError } from './errors.js';

/** An event kind this package was not generated with: kept, not refused (the platform adds kinds at any time). */
export interface UnknownWebhookEvent {
  event_type: string;
  [key: string]: unknown;
}

/**
 * One generated kind with `event_type` narrowed to its name. The spec types `event_type` as the
 * enum of every kind, which would not discriminate; the name the event is keyed by does.
 */
export type KnownWebhookEvent<Events extends object, Kind extends keyof Events = keyof Events> = Kind extends keyof Events
  ? WithoutEventType<Events[Kind]> & { event_type: Kind }
  : never;

/**
 * `Omit` would keep only the index signature of payloads that allow extra properties
 * (`{ ... } & { [key: string]: unknown }`); remapping keys keeps the named ones too.
 */
type WithoutEventType<Payload> = { [Key in keyof Payload as Key extends 'event_type' ? never : Key]: Payload[Key] };

/** What a delivery may hold: a generated kind, or a newer kind as a generic event. */
export type WebhookEvent<Events extends object> = KnownWebhookEvent<Events> | UnknownWebhookEvent;

/** A JSON object with a string `event_type`, from text, bytes or an already parsed value; else `bad_body`. */
export function parseEventPayload(body: string | Uint8Array | object): UnknownWebhookEvent {
  const value = typeof body === 'string' || body instanceof Uint8Array ? parseJson(body) : body;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new WebhookVerificationError('bad_body', 'the body is not a JSON object');
  }
  if (typeof (value as { event_type?: unknown }).event_type !== 'string') {
    throw new WebhookVerificationError('bad_body', 'the body has no string event_type');
  }
  return value as UnknownWebhookEvent;
}

function parseJson(body: string | Uint8Array): unknown {
  // A body verified elsewhere was sized there.
  const text = decodeBody(body, Infinity);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new WebhookVerificationError('bad_body', `the body is not JSON (${(error as Error).message})`);
  }
}

/** A guard for one set of kinds: is `value` an event whose `event_type` is one of `names`? */
export function eventKindGuard(names: readonly string[]): (value: unknown, kind?: string) => boolean {
  const known = new Set(names);
  return (value, kind) => {
    const type = (value as { event_type?: unknown } | null)?.event_type;
    return typeof type === 'string' && (kind === undefined ? known.has(type) : type === kind && known.has(kind));
  };
}
