import { WebhookVerificationError } from './errors.js';
import { decodeBody } from './body.js';
import { readSignatureHeaders, type WebhookHeaders } from './headers.js';
import { createSigner, signatureHeaderMatches, type Signer } from './signature.js';
import type { PayloadValidationOptions } from './payload-validation.js';

/** The scheme's recommended replay window, in seconds, applied in both directions. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export interface VerifyWebhookInput extends PayloadValidationOptions {
  /** The raw request body exactly as received: bytes, or a string that was never re-serialised. */
  body: string | Uint8Array;
  /** The request's headers (node:http's object or a fetch `Headers`): `webhook-id`, `webhook-timestamp`, `webhook-signature`. */
  headers: WebhookHeaders;
  /** The endpoint's signing secret, `whsec_<base64>`. */
  secret: string;
  /** How far the signed timestamp may be from `now`, either way (replay protection); default 300. */
  toleranceSeconds?: number;
  /** The receiver's clock, as a Date or epoch milliseconds; default the current time. */
  now?: Date | number;
  /** Larger bodies are refused (bad_body) before any HMAC is computed; default 1 MiB, as the handlers. */
  maxBodyBytes?: number;
}

/** What a verified delivery carries besides its event: `id` is stable across retries (deduplicate on it). */
export interface WebhookDelivery {
  id: string;
  timestamp: Date;
}

/** A delivery to check against a secret already decoded into a Signer. */
export type DeliveryInput = Omit<VerifyWebhookInput, 'secret' | keyof PayloadValidationOptions>;

export interface VerifiedDelivery extends WebhookDelivery {
  body: string;
}

/** Checks the secret first (a misconfiguration shows on every delivery), then the delivery itself. */
export const verifyWebhookInput = (input: VerifyWebhookInput): VerifiedDelivery => verifyDelivery(input, createSigner(input.secret));

// A refusal quotes this much of a sender's header, no more.
const MAX_QUOTED = 40;

/** Checks headers, timestamp and signature; returns the authenticated body text or throws a reason-coded error. */
export function verifyDelivery(input: DeliveryInput, signer: Signer): VerifiedDelivery {
  const headers = readSignatureHeaders(input.headers);
  const seconds = parseTimestamp(headers.timestamp);
  checkFreshness(seconds, input);
  const body = decodeBody(input.body, input.maxBodyBytes);
  if (!signatureHeaderMatches(headers.signature, signer.expected(headers.id, seconds, body))) {
    throw new WebhookVerificationError('bad_signature', 'no v1 signature in webhook-signature matches the body');
  }
  return { id: headers.id, timestamp: new Date(seconds * 1000), body };
}

/**
 * Unix seconds in canonical decimal. The signed content holds the header's digits, and the
 * signer re-formats the number, so `0123` or `+123` could never verify: refuse them up front.
 */
function parseTimestamp(header: string): number {
  const seconds = /^(0|[1-9][0-9]{0,15})$/.test(header) ? Number(header) : Number.NaN;
  if (!Number.isSafeInteger(seconds)) {
    const quoted = JSON.stringify(header.length > MAX_QUOTED ? `${header.slice(0, MAX_QUOTED)}...` : header);
    throw new WebhookVerificationError('bad_timestamp', `webhook-timestamp ${quoted} is not unix seconds`);
  }
  return seconds;
}

function checkFreshness(seconds: number, { now, toleranceSeconds = DEFAULT_TOLERANCE_SECONDS }: DeliveryInput): void {
  if (!(toleranceSeconds >= 0)) throw new RangeError(`toleranceSeconds must be a non-negative number, got ${toleranceSeconds}`);
  const nowSeconds = Math.floor((now === undefined ? Date.now() : +now) / 1000);
  const skew = nowSeconds - seconds;
  if (Math.abs(skew) > toleranceSeconds) {
    const direction = skew > 0 ? `${skew} s old` : `${-skew} s in the future`;
    throw new WebhookVerificationError('expired', `the delivery is ${direction}; tolerance is ${toleranceSeconds} s`);
  }
}
