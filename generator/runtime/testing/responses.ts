/**
 * The platform's documented error bodies: `{ type, status, request_id, errors: [{ code, message,
 * source? }] }`, and a 429's `rate_limit` object with its headers.
 */
export interface FakeErrorDetail {
  code: string;
  message: string;
  source?: { field: string };
}

/**
 * Request ids as the platform quotes them to support, counted per fake from 1 and again after each
 * reset(): a count shared by the process would make a test's ids depend on which tests ran first.
 */
export class RequestIds {
  #count = 0;
  next(): string {
    return `fake-request-${String(++this.#count).padStart(6, '0')}`;
  }
  reset(): void {
    this.#count = 0;
  }
}

export function errorBody(ids: RequestIds, status: number, type: string, errors: readonly FakeErrorDetail[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { type, status, request_id: ids.next(), errors, ...extra };
}

export const unauthorizedBody = (ids: RequestIds): Record<string, unknown> =>
  errorBody(ids, 401, 'authentication_error', [{ code: 'missing_authorization_material', message: 'No API key was sent: add an Authorization: Bearer <API key> header' }]);

export const missingFieldsBody = (ids: RequestIds, fields: readonly string[]): Record<string, unknown> =>
  errorBody(
    ids,
    422,
    'validation_error',
    fields.map((field) => ({ code: 'is_required', message: `${field} is required`, source: { field } })),
  );

export const invalidFieldBody = (ids: RequestIds, field: string, message: string): Record<string, unknown> => errorBody(ids, 422, 'validation_error', [{ code: 'invalid_value', message, source: { field } }]);

export const notFoundBody = (ids: RequestIds): Record<string, unknown> => errorBody(ids, 404, 'not_found', [{ code: 'not_found', message: 'No record with that id' }]);

export interface RateLimitReply {
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** A 429 as the platform sends it: `Retry-After` in whole seconds, the `X-RateLimit-*` set, and the body's `rate_limit`. */
export function rateLimitReply(ids: RequestIds, retryAfterSeconds: number, limit: number, now: Date): RateLimitReply {
  const resetSeconds = Math.ceil(now.getTime() / 1000) + retryAfterSeconds;
  return {
    body: errorBody(ids, 429, 'too_many_requests', [{ code: 'too_many_requests', message: 'Too many requests: wait before retrying' }], {
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
