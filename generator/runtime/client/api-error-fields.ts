/**
 * What an IncidentApiError carries of a failed response: the documented error body's parts
 * (`errors`, `rate_limit`), what the body turned out to be, and the fields it is built from.
 * errors.ts re-exports each: the classes' users import them from there.
 */

/** Points a validation error at a request field. */
export interface ApiErrorSource {
  /** Name of the offending request field. */
  field: string;
  [key: string]: unknown;
}

/**
 * One problem with a request: an entry of the error body's `errors` array, exactly as
 * `IncidentApiError.errors` holds it (the package exports this very type). Unknown properties
 * pass through.
 */
export interface ApiErrorDetail {
  /** Machine-readable code, such as `is_required`; `''` when the body gave none. */
  code: string;
  /** Human-readable explanation; `''` when the body gave none. */
  message: string;
  /** The request field at fault, when there is one. */
  source?: ApiErrorSource;
  [key: string]: unknown;
}

/** The `rate_limit` object of a 429 body. */
export interface RateLimitInfo {
  name?: string;
  limit?: number;
  remaining?: number;
  retry_after?: string;
  [key: string]: unknown;
}

/** What the response body turned out to be: only `json` is the documented error shape. */
export type ErrorBodyKind = 'json' | 'html' | 'empty' | 'malformed' | 'unexpected';

export interface ApiErrorInit {
  status: number;
  method: string;
  /** The operation's path template (`/v2/incidents/{id}`), never the URL with its query. */
  path: string;
  bodyKind: ErrorBodyKind;
  type?: string | undefined;
  requestId?: string | undefined;
  errors?: ApiErrorDetail[] | undefined;
  rateLimit?: RateLimitInfo | undefined;
  /** The parsed body when it was JSON (documented or not), else a short excerpt of the text. */
  body?: unknown;
  attempts: number;
}
