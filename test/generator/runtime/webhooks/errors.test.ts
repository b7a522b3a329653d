import { describe, expect, it } from 'vitest';
import {
  isWebhookVerificationError,
  webhookRefusalStatus,
  WebhookVerificationError,
  webhookVerificationReasons,
} from '../../../../generator/runtime/webhooks/errors.ts';

describe('WebhookVerificationError', () => {
  it('carries the reason code and puts it first in the message', () => {
    const error = new WebhookVerificationError('expired', 'the delivery is 400 s old');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('WebhookVerificationError');
    expect(error.reason).toBe('expired');
    expect(error.message).toBe('expired: the delivery is 400 s old');
    expect(isWebhookVerificationError(error)).toBe(true);
    expect(isWebhookVerificationError(new Error('expired'))).toBe(false);
  });

  it('lists the six reasons and answers 401 for authentication failures, 400 for unreadable deliveries', () => {
    const statuses = Object.fromEntries(webhookVerificationReasons.map((reason) => [reason, webhookRefusalStatus(reason)]));
    expect(statuses).toEqual({
      missing_header: 400,
      bad_timestamp: 400,
      expired: 401,
      bad_signature: 401,
      bad_secret: 401,
      bad_body: 400,
    });
  });
});
