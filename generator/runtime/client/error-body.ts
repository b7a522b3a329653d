/**
 * Turns a non-2xx response into an IncidentApiError. The documented body is
 * `{ type, status, request_id, errors[], rate_limit? }`; anything else (a proxy's HTML page, an
 * empty or truncated body) still gives an error that says what came back.
 */
import type { Redactor } from '../redaction/redact.js';
import { createApiError, type ApiErrorDetail, type ApiErrorInit, type ErrorBodyKind, type IncidentApiError, type RateLimitInfo } from './errors.js';

const EXCERPT_LENGTH = 160;
/** An error body is read this far and no further: a 50 MB error page must not become a 50 MB error. */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;
// Request ids are short; a header is not a place for a paragraph.
const MAX_REQUEST_ID_LENGTH = 128;

export interface ErrorContext {
  method: string;
  path: string;
  attempts: number;
  /** Removes secrets from what the server sent back (a proxy may echo request headers). */
  redactor: Redactor;
}

/**
 * Secrets are removed after decoding: a JSON body can spell them with escapes (`inc\u005f...`),
 * so the parsed value is redacted, and the raw text only where it is shown as text.
 */
export async function readApiError(response: Response, { method, path, attempts, redactor }: ErrorContext): Promise<IncidentApiError> {
  const { text, truncated } = await readCapped(response, MAX_ERROR_BODY_BYTES);
  const bodyKind = truncated ? 'malformed' : classifyBody(text, response.headers.get('content-type'));
  const body = bodyKind === 'json' ? redactor.value(JSON.parse(text)) : excerpt(bodyKind, redactor.text(text));
  const init: ApiErrorInit = { status: response.status, method, path, attempts, bodyKind, body, requestId: headerRequestId(response, redactor) };
  if (!isRecord(body) || (body['type'] === undefined && body['errors'] === undefined)) {
    if (bodyKind === 'json') init.bodyKind = 'unexpected';
  } else {
    // The documented shape: its parts, each only when it has the type the reference gives it.
    if (typeof body['type'] === 'string') init.type = body['type'];
    if (typeof body['request_id'] === 'string') init.requestId = body['request_id'].slice(0, MAX_REQUEST_ID_LENGTH);
    init.errors = Array.isArray(body['errors']) ? body['errors'].filter(isRecord).map(toDetail) : [];
    if (isRecord(body['rate_limit'])) init.rateLimit = body['rate_limit'] as RateLimitInfo;
  }
  return createApiError(init);
}

/**
 * At most `maxBytes` of the body, then the rest is cancelled. A connection cut mid-body must not
 * turn an API error into a network error: what arrived is kept.
 */
async function readCapped(response: Response, maxBytes: number): Promise<{ text: string; truncated: boolean }> {
  const reader = response.body?.getReader();
  if (!reader) return { text: '', truncated: false };
  const decoder = new TextDecoder();
  let text = '';
  let length = 0;
  let truncated = false;
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      const room = maxBytes - length;
      truncated = next.value.byteLength > room;
      // A view of the whole chunk when it fits (subarray stops at the end).
      const chunk = next.value.subarray(0, room);
      length += chunk.byteLength;
      text += decoder.decode(chunk, { stream: true });
      if (truncated) break;
    }
  } catch {
    // keep what arrived
  } finally {
    // Not awaited: a cancel that never settles (MSW's streams) must not hold the error back.
    void reader.cancel().catch(() => undefined);
  }
  return { text: text + decoder.decode(), truncated };
}

function classifyBody(text: string, contentType: string | null): Exclude<ErrorBodyKind, 'unexpected'> | 'json' {
  const trimmed = text.trimStart();
  if (trimmed === '') return 'empty';
  if (trimmed.startsWith('<') || contentType?.includes('html')) return 'html';
  try {
    // The text as it will be parsed: trimStart takes Unicode spaces JSON does not allow.
    JSON.parse(text);
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
  const detail: ApiErrorDetail = { ...rest, code: typeof entry['code'] === 'string' ? entry['code'] : '', message: typeof entry['message'] === 'string' ? entry['message'] : '' };
  // A source that names no field points at nothing: left out rather than typed as a lie.
  if (isRecord(source) && typeof source['field'] === 'string') detail.source = { ...source, field: source['field'] };
  return detail;
}

/** The response's `x-request-id`, redacted and capped: a server's header is not trusted either. */
export function headerRequestId(response: Response, redactor: Redactor): string | undefined {
  const id = response.headers.get('x-request-id');
  return id === null ? undefined : redactor.text(id).slice(0, MAX_REQUEST_ID_LENGTH);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
