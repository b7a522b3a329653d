import { Webhook } from 'standardwebhooks';
import { WebhookVerificationError } from './errors.js';

/**
 * The maintained `standardwebhooks` package decodes the `whsec_` secret and computes the HMAC;
 * its own `verify` is not used because it reads the clock itself (no `now`, fixed tolerance),
 * knows only the `webhook-` names and reports failures as free text instead of reason codes.
 */
export interface Signer {
  /** `<base64 HMAC-SHA256>` of `id.timestamp.body` (the scheme's signed content). */
  expected(id: string, timestampSeconds: number, body: string): string;
}

/** Decodes the secret once; throws `bad_secret` when it is empty or not base64 after `whsec_`. */
export function createSigner(secret: string): Signer {
  let webhook: Webhook;
  try {
    webhook = new Webhook(secret);
  } catch (error) {
    throw new WebhookVerificationError('bad_secret', `the signing secret is unusable (${(error as Error).message})`);
  }
  return {
    // The package signs `${id}.${seconds}.${body}`, so the seconds must be the header's exact digits (see verify.ts).
    expected: (id, timestampSeconds, body) => webhook.sign(id, new Date(timestampSeconds * 1000), body).slice('v1,'.length),
  };
}

/**
 * True when any `v1,<base64>` entry of the space-separated header equals the expected signature.
 * Several entries arrive while a secret is rotated; other versions are skipped, as the scheme asks.
 */
export function signatureHeaderMatches(header: string, expected: string): boolean {
  let matched = false;
  for (const entry of header.split(' ')) {
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
