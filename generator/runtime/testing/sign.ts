/**
 * Webhook deliveries signed as the platform signs them (Standard Webhooks): `webhook-id`,
 * `webhook-timestamp` (Unix seconds) and `webhook-signature` = `v1,<base64 HMAC-SHA256 of
 * id.timestamp.body>`, keyed by the base64 after `whsec_`: by the package's own verifier's
 * secret reading and signature (runtime/webhooks/), plain JavaScript that runs in Node and in a browser alike.
 */
import { sha256 } from '../webhooks/hmac-sha256.js';
import { secretKey, signatureOf } from '../webhooks/signature.js';

export interface SignedDelivery {
  body: string;
  headers: { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };
}

/** How a delivery goes wrong: an old timestamp (past the 5-minute window), another secret's signature, or a body changed after signing. */
export type DeliveryFault = 'expired' | 'wrong-secret' | 'tampered';

export interface SignOptions {
  /** The endpoint's signing secret, `whsec_<base64>`. */
  secret: string;
  /** The delivery's id (default: one derived from the body, so the same delivery gets the same id). */
  id?: string;
  /** When it was signed (default: now). */
  timestamp?: Date;
  fault?: DeliveryFault;
}

/** Far past the 300-second tolerance the platform and the package's verifier use. */
const EXPIRED_BY_SECONDS = 3600;
const WRONG_SECRET = 'whsec_' + btoa('a different secret, not this one!');

/** The secret's key bytes, or a TypeError that never quotes the secret. */
function keyOf(secret: unknown): Uint8Array {
  if (typeof secret !== 'string') throw new TypeError('the signing secret must be a string, whsec_ followed by base64');
  if (secret === '' || secret === 'whsec_') throw new TypeError('the signing secret is empty');
  const key = secretKey(secret);
  if (key === undefined) throw new TypeError('the signing secret is not whsec_ followed by base64 (standard alphabet, padded)');
  return key;
}

/** The same body gets the same id: the first 12 bytes of its SHA-256. */
const digestId = (body: string): string => `msg_${[...sha256(new TextEncoder().encode(body)).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/** Signs `body` (already JSON text) as one delivery. */
export async function signDelivery(body: string, options: SignOptions): Promise<SignedDelivery> {
  if (typeof body !== 'string') throw new TypeError('body must be the JSON text of the delivery');
  const key = keyOf(options.secret);
  // The id and timestamp go into headers and the signed text: a separator or control character would break either.
  if (options.id !== undefined && (typeof options.id !== 'string' || !/^[\x21-\x7e]+$/.test(options.id))) throw new TypeError('id must be printable ASCII without spaces');
  const signedAt = options.timestamp ?? new Date();
  if (!(signedAt instanceof Date) || !Number.isFinite(signedAt.getTime())) throw new TypeError('timestamp must be a valid Date');
  const id = options.id ?? digestId(body);
  const seconds = Math.floor(signedAt.getTime() / 1000) - (options.fault === 'expired' ? EXPIRED_BY_SECONDS : 0);
  const signature = signatureOf(options.fault === 'wrong-secret' ? keyOf(WRONG_SECRET) : key, id, seconds, body);
  const sent = options.fault === 'tampered' ? body.replace(/.$/s, (last) => ` ${last}`) : body;
  return { body: sent, headers: { 'webhook-id': id, 'webhook-timestamp': String(seconds), 'webhook-signature': `v1,${signature}` } };
}

/** The same delivery sent again, as the platform retries (and an attacker replays): same id, timestamp and signature. */
export const replayOf = (delivery: SignedDelivery): SignedDelivery => ({ body: delivery.body, headers: { ...delivery.headers } });
