/**
 * What the client throws. Every class extends IncidentError, so one `instanceof` catches all of
 * them; IncidentApiError and its per-status subclasses carry the API's documented error body.
 * Nothing here ever holds a request's headers: the API key cannot leak through a thrown object.
 */
import type { DriftFinding } from '../validation/findings.js';

import type { ApiErrorDetail, ApiErrorInit, ErrorBodyKind, RateLimitInfo } from './api-error-fields.js';

export type { ApiErrorDetail, ApiErrorInit, ApiErrorSource, ErrorBodyKind, RateLimitInfo } from './api-error-fields.js';

/** The root of every error the client throws. */
export class IncidentError extends Error {
  // Spelt out in every class: a minifier renames classes, so the class's own name would be "a".
  static override readonly name: string = 'IncidentError';

  constructor(...args: ConstructorParameters<typeof Error>) {
    super(...args);
    // The static name of the class constructed (a subclass's own unless a caller's subclass names none).
    this.name = new.target.name;
  }
}

/** A non-2xx response. Subclasses name the common statuses (Stainless style). */
export class IncidentApiError extends IncidentError {
  static override readonly name: string = 'IncidentApiError';
  declare readonly status: number;
  declare readonly method: string;
  declare readonly path: string;
  /** The error body's `type` (`validation_error`, ...), when the body had one. */
  declare readonly type: string | undefined;
  /** Quote this to support. */
  declare readonly requestId: string | undefined;
  declare readonly errors: readonly ApiErrorDetail[];
  /** On 429: the body's `rate_limit` object. */
  declare readonly rateLimit: RateLimitInfo | undefined;
  declare readonly bodyKind: ErrorBodyKind;
  declare readonly body: unknown;
  /** How many requests were sent, retries included. */
  declare readonly attempts: number;

  constructor(init: ApiErrorInit) {
    super(describeApiError(init));
    this.status = init.status;
    this.method = init.method;
    this.path = init.path;
    this.type = init.type;
    this.requestId = init.requestId;
    this.errors = init.errors ?? [];
    this.rateLimit = init.rateLimit;
    this.bodyKind = init.bodyKind;
    this.body = init.body;
    this.attempts = init.attempts;
  }

  /** Messages keyed by the request field they are about (`source.field`), for forms. */
  fieldErrors(): Record<string, string[]> {
    return fieldErrors(this);
  }
}

/** 400: the API refused the request as malformed; `errors` says where. */
export class BadRequestError extends IncidentApiError { static override readonly name: string = 'BadRequestError'; }
/** 401: the API key is missing, wrong or revoked. */
export class AuthenticationError extends IncidentApiError { static override readonly name: string = 'AuthenticationError'; }
/** 403: the API key's scopes do not allow this call. */
export class PermissionDeniedError extends IncidentApiError { static override readonly name: string = 'PermissionDeniedError'; }
/** 404: nothing at that path (an unknown id, say). */
export class NotFoundError extends IncidentApiError { static override readonly name: string = 'NotFoundError'; }
/** 409: the request conflicts with the current state (a repeated idempotency key, say). */
export class ConflictError extends IncidentApiError { static override readonly name: string = 'ConflictError'; }
/** 422: the body or parameters failed validation; `fieldErrors(error)` groups the messages by field. */
export class ValidationError extends IncidentApiError { static override readonly name: string = 'ValidationError'; }
/** 429 after the retries: the API's rate limit; `rateLimit` holds the body's `rate_limit` object. */
export class RateLimitError extends IncidentApiError { static override readonly name: string = 'RateLimitError'; }
/** 5xx after the retries: the API failed. */
export class InternalServerError extends IncidentApiError { static override readonly name: string = 'InternalServerError'; }

const CLASS_BY_STATUS: Readonly<Record<number, typeof IncidentApiError>> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: ValidationError,
  429: RateLimitError,
};

/** The most specific IncidentApiError subclass for the status. */
export function createApiError(init: ApiErrorInit): IncidentApiError {
  const ErrorClass = CLASS_BY_STATUS[init.status] ?? (init.status >= 500 ? InternalServerError : IncidentApiError);
  return new ErrorClass(init);
}

/** The request never got a response: connection refused or reset, DNS, TLS. */
export class NetworkError extends IncidentError {
  static override readonly name: string = 'NetworkError';
  declare readonly method: string;
  declare readonly path: string;
  declare readonly attempts: number;

  constructor(
    message: string,
    method: string,
    path: string,
    attempts: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.method = method;
    this.path = path;
    this.attempts = attempts;
  }
}

/** No response within `timeoutMs` (per attempt). */
export class TimeoutError extends IncidentError {
  static override readonly name: string = 'TimeoutError';
  declare readonly method: string;
  declare readonly path: string;
  declare readonly timeoutMs: number;
  declare readonly attempts: number;

  constructor(
    method: string,
    path: string,
    timeoutMs: number,
    attempts: number,
  ) {
    super(`${method} ${path}: no response within ${timeoutMs} ms (after ${attempts} attempt${attempts === 1 ? '' : 's'})`);
    this.method = method;
    this.path = path;
    this.timeoutMs = timeoutMs;
    this.attempts = attempts;
  }
}

/**
 * A 2xx response whose body is not the JSON it should be (truncated, HTML from a proxy), or that
 * has no body (`empty`) although the operation documents one.
 */
export class InvalidResponseError extends IncidentError {
  static override readonly name: string = 'InvalidResponseError';
  declare readonly status: number;
  declare readonly method: string;
  declare readonly path: string;

  constructor(
    status: number,
    method: string,
    path: string,
    options?: { cause?: unknown; empty?: boolean },
  ) {
    const what = options?.empty ? 'without the JSON body the operation documents' : 'with a body that is not valid JSON';
    super(`${method} ${path}: HTTP ${status} ${what}`, options?.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.method = method;
    this.path = path;
  }
}

/**
 * A 2xx body (or a webhook payload) that the spec does not describe, under `validateResponses:
 * 'throw'`. `findings` say where and by which drift rule, never with the body's values.
 */
export class ResponseValidationError extends IncidentError {
  static override readonly name: string = 'ResponseValidationError';
  /** `GET /v2/schedule_entries`, or the event name. */
  declare readonly operation: string;
  declare readonly requestId: string | undefined;
  declare readonly findings: readonly DriftFinding[];

  constructor(operation: string, findings: readonly DriftFinding[], requestId?: string) {
    const more = findings.length > 1 ? ` (and ${findings.length - 1} more)` : '';
    super(`${findings[0]?.message ?? `${operation} answered outside its spec`}${more}`);
    this.operation = operation;
    this.requestId = requestId;
    this.findings = findings;
  }
}

/** The client-side limiter would have to hold the request longer than allowed. */
export class LocalRateLimitError extends IncidentError {
  static override readonly name: string = 'LocalRateLimitError';
  declare readonly method: string;
  declare readonly path: string;
  /** Which limit (`default`, `Incidents V2#Create per hour`, ...). */
  declare readonly limit: string;
  declare readonly waitMs: number;

  constructor(
    method: string,
    path: string,
    limit: string,
    waitMs: number,
  ) {
    super(`${method} ${path}: the ${limit} rate limit would hold this request ${Math.ceil(waitMs / 1000)} s, longer than allowed`);
    this.method = method;
    this.path = path;
    this.limit = limit;
    this.waitMs = waitMs;
  }
}

/**
 * Messages keyed by `source.field`; errors without a field go under `''`. A field is the server's
 * word, so each is an own key whatever it is called: `__proto__` or `constructor` neither sets the
 * prototype nor lands on what the object inherits.
 */
export function fieldErrors(error: Pick<IncidentApiError, 'errors'>): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const detail of error.errors) {
    const field = detail.source?.field ?? '';
    if (Object.hasOwn(byField, field)) byField[field]!.push(detail.message);
    else Object.defineProperty(byField, field, { value: [detail.message], enumerable: true, writable: true, configurable: true });
  }
  return byField;
}

// What a message quotes from the body; the body itself stays on the error (read up to a cap).
const MAX_SUMMARY_LENGTH = 1000;

function describeApiError(init: ApiErrorInit): string {
  const where = `${init.method} ${init.path}: HTTP ${init.status}`;
  const tries = init.attempts > 1 ? ` (after ${init.attempts} attempts)` : '';
  const id = init.requestId ? ` [request_id ${init.requestId}]` : '';
  const summary = bodySummary(init);
  return `${where}${tries} ${summary.length > MAX_SUMMARY_LENGTH ? `${summary.slice(0, MAX_SUMMARY_LENGTH)}...` : summary}${id}`;
}

function bodySummary(init: ApiErrorInit): string {
  switch (init.bodyKind) {
    case 'json': {
      const messages = (init.errors ?? []).map((detail) => (detail.source?.field ? `${detail.source.field}: ${detail.message}` : detail.message));
      // Bodies in the RFC 7807 shape (proxies, mock servers) say what went wrong in `title`/`detail`
      // (strings only); a primitive body has neither.
      const { title, detail } = (init.body ?? {}) as Record<string, unknown>;
      const problem = [title, detail].filter((text) => typeof text === 'string');
      return [init.type, ...(messages.length > 0 ? messages : problem)].filter(Boolean).join('; ') || 'error';
    }
    case 'empty':
      return 'with an empty body';
    case 'html':
      return `with an HTML page instead of the JSON error body: ${JSON.stringify(init.body)}`;
    case 'malformed':
      return `with a body that is not valid JSON (truncated?): ${JSON.stringify(init.body)}`;
    case 'unexpected':
      return `with a JSON body that is not the documented error shape: ${JSON.stringify(init.body).slice(0, 200)}`;
  }
}
