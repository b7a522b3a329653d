/**
 * The platform's documented error bodies: `{ type, status, request_id, errors: [{ code, message,
 * source? }] }`, and a 429's `rate_limit` object with its headers.
 */
export interface FakeErrorDetail {
  code: string;
  message: string;
  source?: { field: string };
}

let requestCounter = 0;
/** A request id as the platform quotes one to support; deterministic per process, never random. */
export const nextRequestId = (): string => `fake-request-${String(++requestCounter).padStart(6, '0')}`;

export function errorBody(status: number, type: string, errors: readonly FakeErrorDetail[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { type, status, request_id: nextRequestId(), errors, ...extra };
}

export const unauthorizedBody = (): Record<string, unknown> =>
  errorBody(401, 'authentication_error', [{ code: 'missing_authorization_material', message: 'No API key was sent: add an Authorization: Bearer <API key> header' }]);

export const missingFieldsBody = (fields: readonly string[]): Record<string, unknown> =>
  errorBody(
    422,
    'validation_error',
    fields.map((field) => ({ code: 'is_required', message: `${field} is required`, source: { field } })),
  );

export const invalidFieldBody = (field: string, message: string): Record<string, unknown> => errorBody(422, 'validation_error', [{ code: 'invalid_value', message, source: { field } }]);

export const notFoundBody = (): Record<string, unknown> => errorBody(404, 'not_found', [{ code: 'not_found', message: 'No record with that id' }]);

export interface RateLimitReply {
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** A 429 as the platform sends it: `Retry-After` in whole seconds, the `X-RateLimit-*` set, and the body's `rate_limit`. */
export function rateLimitReply(retryAfterSeconds: number, limit: number, now: Date): RateLimitReply {
  const resetSeconds = Math.ceil(now.getTime() / 1000) + retryAfterSeconds;
  return {
    body: errorBody(429, 'too_many_requests', [{ code: 'too_many_requests', message: 'Too many requests: wait before retrying' }], {
      rate_limit: { name: 'fake API key', limit, remaining: 0, retry_after: new Date(resetSeconds * 1000).toISOString() },
    }),
    headers: {
      'retry-after': String(retryAfterSeconds),
      'x-ratelimit-limit': `${limit}, ${limit};window=60`,
      'x-ratelimit-remaining': '0',
      'x-ratelimit-used': String(limit),
      'x-ratelimit-reset': String(resetSeconds),
    },
  };
}
