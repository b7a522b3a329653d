/** Why a delivery was refused. Stable strings: receivers may branch on them and log them. */
export type WebhookVerificationReason =
  | 'missing_header'
  | 'bad_timestamp'
  | 'expired'
  | 'bad_signature'
  | 'bad_secret'
  | 'bad_body';

export const webhookVerificationReasons: readonly WebhookVerificationReason[] = [
  'missing_header',
  'bad_timestamp',
  'expired',
  'bad_signature',
  'bad_secret',
  'bad_body',
];

/** A delivery that must not be trusted or cannot be read; `reason` says which check refused it. */
export class WebhookVerificationError extends Error {
  // Spelt out for the class too: a minifier renames classes, so its own name would be "a".
  static override readonly name: string = 'WebhookVerificationError';
  override readonly name = 'WebhookVerificationError';
  readonly reason: WebhookVerificationReason;

  constructor(
    reason: WebhookVerificationReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.reason = reason;
  }
}

/** True for the error verifyWebhook and the handlers throw when a delivery does not verify (also across copies of the package). */
export const isWebhookVerificationError = (error: unknown): error is WebhookVerificationError =>
  error instanceof WebhookVerificationError;

/**
 * The HTTP status a receiver answers with. Authentication failures get 401; the platform retries
 * non-2xx deliveries, so a receiver with a rotated secret recovers once it is configured.
 * A bad secret is the receiver's own misconfiguration, but the sender can only act on 401.
 */
export const webhookRefusalStatus = (reason: WebhookVerificationReason): 400 | 401 =>
  reason === 'bad_signature' || reason === 'expired' || reason === 'bad_secret' ? 401 : 400;
