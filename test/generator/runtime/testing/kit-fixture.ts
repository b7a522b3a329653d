/** What the test kit's tests share: a delivery's refusal reason, and fetch with the test's key to the fake. */
import { isWebhookVerificationError } from '../../../../generated/index.ts';
import { FAKE_BASE_URL } from '../../../../generated/testing.ts';

/** The `reason` a verification throws, or `accepted`; any other error is rethrown. */
export function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isWebhookVerificationError(error)) return error.reason;
    throw error;
  }
  return 'accepted';
}

/** fetch to the fake's base URL with `Authorization: Bearer <key>`, headers given overriding it. */
export const keyedFetch =
  (key: string) =>
  (path: string, init: RequestInit = {}): Promise<Response> =>
    fetch(`${FAKE_BASE_URL}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, ...(init.headers as Record<string, string>) } });
