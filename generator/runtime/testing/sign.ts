/**
 * Webhook deliveries signed as the platform signs them (Standard Webhooks): `webhook-id`,
 * `webhook-timestamp` (Unix seconds) and `webhook-signature` = `v1,<base64 HMAC-SHA256 of
 * id.timestamp.body>`, keyed by the base64 after `whsec_`. WebCrypto, so it runs in Node and in
 * a browser alike.
 */
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

/**
 * The secret's key bytes, read as strictly as the standardwebhooks verifier reads them (padded
 * standard base64, nothing else): atob alone would also take unpadded text and whitespace, and the
 * kit would sign with a secret the platform's verifiers refuse.
 */
function secretBytes(secret: unknown): ArrayBuffer {
  if (typeof secret !== 'string') throw new TypeError('the signing secret must be a string, whsec_ followed by base64');
  const encoded = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  // Never quote the secret.
  if (encoded === '') throw new TypeError('the signing secret is empty');
  if (encoded.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) throw new TypeError('the signing secret is not whsec_ followed by base64 (standard alphabet, padded)');
  const binary = atob(encoded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes.buffer as ArrayBuffer;
}

async function hmacBase64(secret: string, content: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', secretBytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(content)));
  let binary = '';
  for (const byte of signature) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function digestId(body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
  return `msg_${[...digest.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Signs `body` (already JSON text) as one delivery. */
export async function signDelivery(body: string, options: SignOptions): Promise<SignedDelivery> {
  if (typeof body !== 'string') throw new TypeError('body must be the JSON text of the delivery');
  secretBytes(options.secret);
  // The id and timestamp go into headers and the signed text: a separator or control character would break either.
  if (options.id !== undefined && (typeof options.id !== 'string' || !/^[\x21-\x7e]+$/.test(options.id))) throw new TypeError('id must be printable ASCII without spaces');
  const signedAt = options.timestamp ?? new Date();
  if (!(signedAt instanceof Date) || !Number.isFinite(signedAt.getTime())) throw new TypeError('timestamp must be a valid Date');
  const id = options.id ?? (await digestId(body));
  const seconds = Math.floor(signedAt.getTime() / 1000) - (options.fault === 'expired' ? EXPIRED_BY_SECONDS : 0);
  const secret = options.fault === 'wrong-secret' ? WRONG_SECRET : options.secret;
  const signature = await hmacBase64(secret, `${id}.${seconds}.${body}`);
  const sent = options.fault === 'tampered' ? body.replace(/.$/s, (last) => ` ${last}`) : body;
  return { body: sent, headers: { 'webhook-id': id, 'webhook-timestamp': String(seconds), 'webhook-signature': `v1,${signature}` } };
}

/** The same delivery sent again, as the platform retries (and an attacker replays): same id, timestamp and signature. */
export const replayOf = (delivery: SignedDelivery): SignedDelivery => ({ body: delivery.body, headers: { ...delivery.headers } });
