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
  const body: unknown = JSON.parse(text);
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

/** An `errors[]` entry in the shape ApiErrorDetail promises, whatever the server sent. */
function toDetail(entry: Record<string, unknown>): ApiErrorDetail {
  const { source, ...rest } = entry;
  const detail: ApiErrorDetail = { ...rest, code: typeof entry.code === 'string' ? entry.code : '', message: typeof entry.message === 'string' ? entry.message : '' };
  // A source that names no field points at nothing: left out rather than typed as a lie.
  if (isRecord(source) && typeof source.field === 'string') detail.source = { ...source, field: source.field };
  return detail;
}

const headerRequestId = (response: Response): string | undefined => response.headers.get('x-request-id') ?? undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
