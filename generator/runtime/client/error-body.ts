/**
 * Turns a non-2xx response into an IncidentApiError. The documented body is
 * `{ type, status, request_id, errors[], rate_limit? }`; anything else (a proxy's HTML page, an
 * empty or truncated body) still gives an error that says what came back.
 */
import { createApiError, type ApiErrorDetail, type ErrorBodyKind, type IncidentApiError, type RateLimitInfo } from './errors.js';

const EXCERPT_LENGTH = 160;

export interface ErrorContext {
  method: string;
  path: string;
  attempts: number;
  /** Removes secrets from text the server sent back (a proxy may echo request headers). */
  redact(text: string): string;
}

export async function readApiError(response: Response, context: ErrorContext): Promise<IncidentApiError> {
  const text = context.redact(await readTextSafely(response));
  const base = { status: response.status, method: context.method, path: context.path, attempts: context.attempts };
  const kind = classifyBody(text, response.headers.get('content-type'));
  if (kind !== 'json') {
    return createApiError({ ...base, bodyKind: kind, body: excerpt(kind, text), requestId: headerRequestId(response) });
  }
  const body = redactStrings(JSON.parse(text), context.redact);
  if (!isRecord(body) || (body.type === undefined && body.errors === undefined)) {
    return createApiError({ ...base, bodyKind: 'unexpected', body, requestId: headerRequestId(response) });
  }
  return createApiError({
    ...base,
    bodyKind: 'json',
    body,
    type: typeof body.type === 'string' ? body.type : undefined,
    requestId: typeof body.request_id === 'string' ? body.request_id : headerRequestId(response),
    errors: Array.isArray(body.errors) ? body.errors.filter(isRecord).map(toDetail) : [],
    rateLimit: isRecord(body.rate_limit) ? (body.rate_limit as RateLimitInfo) : undefined,
  });
}

// A connection cut mid-body must not turn an API error into a network error.
async function readTextSafely(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}

function classifyBody(text: string, contentType: string | null): Exclude<ErrorBodyKind, 'unexpected'> | 'json' {
  const trimmed = text.trimStart();
  if (trimmed === '') return 'empty';
  if (trimmed.startsWith('<') || contentType?.includes('html')) return 'html';
  try {
    JSON.parse(trimmed);
    return 'json';
  } catch {
    return 'malformed';
  }
}

function excerpt(kind: ErrorBodyKind, text: string): string | undefined {
  if (kind === 'empty') return undefined;
  if (kind === 'html') {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1];
    const plain = (title ?? text.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
    return plain.slice(0, EXCERPT_LENGTH);
  }
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text;
}

function toDetail(entry: Record<string, unknown>): ApiErrorDetail {
  return {
    ...entry,
    code: typeof entry.code === 'string' ? entry.code : '',
    message: typeof entry.message === 'string' ? entry.message : '',
    source: isRecord(entry.source) ? entry.source : undefined,
  };
}

/** JSON can spell a secret with escapes (`\u0069nc_...`) the pass over the raw text cannot see. */
function redactStrings(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, redact));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [redact(key), redactStrings(item, redact)]));
  return value;
}

const headerRequestId = (response: Response): string | undefined => response.headers.get('x-request-id') ?? undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
