import { WebhookVerificationError } from './errors.js';
import { hmacSha256 } from './hmac-sha256.js';

/**
 * The scheme's signature, computed here (hmac-sha256.ts) rather than by the standardwebhooks
 * package: its SHA-256 and base64 libraries were most of a webhook-only bundle. The tests verify
 * deliveries that package signs.
 */
export interface Signer {
  /** `<base64 HMAC-SHA256>` of `id.timestamp.body` (the scheme's signed content). */
  expected(id: string, timestampSeconds: number, body: string): string;
}

/** Standard Webhooks secrets are 24 to 64 random bytes; a shorter one is guessable. */
export const MIN_SECRET_BYTES = 24;
export const MAX_SECRET_BYTES = 64;

const PREFIX = 'whsec_';

/**
 * Decodes the secret once; throws `bad_secret` unless it is `whsec_` (optional) and the base64 of
 * 24 to 64 bytes. The message says what is wrong without quoting any of it.
 */
export function createSigner(secret: string): Signer {
  const key = secretKey(secret);
  if (key === undefined) throw new WebhookVerificationError('bad_secret', 'the signing secret is not whsec_ followed by base64');
  if (key.length < MIN_SECRET_BYTES || key.length > MAX_SECRET_BYTES) {
    throw new WebhookVerificationError('bad_secret', `the signing secret decodes to ${key.length} bytes; Standard Webhooks secrets are ${MIN_SECRET_BYTES} to ${MAX_SECRET_BYTES}`);
  }
  // The seconds as the header wrote them: its exact digits are what was signed (see verify.ts).
  return { expected: (id, timestampSeconds, body) => signatureOf(key, id, timestampSeconds, body) };
}

const encoder = new TextEncoder();

/** `<base64 HMAC-SHA256>` of the scheme's signed content, `id.timestamp.body`, under `key`. */
export function signatureOf(key: Uint8Array, id: string, timestampSeconds: number, body: string): string {
  const signature = hmacSha256(key, encoder.encode(`${id}.${timestampSeconds}.${body}`));
  let binary = '';
  for (const byte of signature) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The key bytes of a secret: strict, padded standard base64 after an optional `whsec_`, not empty,
 * as the standardwebhooks verifier reads it; undefined when it is not one (atob alone would also
 * take unpadded text and white space).
 */
export function secretKey(secret: unknown): Uint8Array | undefined {
  if (typeof secret !== 'string') return undefined;
  const encoded = secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret;
  if (encoded.length === 0 || encoded.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return undefined;
  const binary = atob(encoded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * True when any `v1,<base64>` entry of the space-separated header equals the expected signature.
 * Several entries arrive while a secret is rotated; other versions are skipped, as the scheme asks.
 * Two header lines reach a server joined by `, ` (node:http, fetch), so a comma ending an entry
 * is a separator: base64 never contains one.
 */
export function signatureHeaderMatches(header: string, expected: string): boolean {
  let matched = false;
  for (const raw of header.split(/\s+/)) {
    const entry = raw.endsWith(',') ? raw.slice(0, -1) : raw;
    const comma = entry.indexOf(',');
    if (comma < 0 || entry.slice(0, comma) !== 'v1') continue;
    // No early exit: every candidate costs the same, whichever one matches.
    matched = constantTimeEqual(entry.slice(comma + 1), expected) || matched;
  }
  return matched;
}

/** Compares without data-dependent branches; the length (44 for SHA-256 in base64) is public. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
