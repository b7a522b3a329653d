import type { OperationObject, ResponseObject } from '../../load/document.ts';
import { targetOf } from './targets.ts';

/**
 * The dates an operation's document gives its own lifecycle: when it is announced to go away
 * (`x-sunset`, a `Sunset` response header, RFC 8594) and when its deprecation began
 * (`x-deprecated-since`, a `Deprecation` response header, RFC 9745). Each is kept as written and
 * used only when it reads as a date (lifecycleDate).
 */
export function sunsetOf(document: unknown, operation: OperationObject): string | undefined {
  return declaredDate(operation['x-sunset']) ?? headerDates(document, operation).sunset;
}

/** When the operation's deprecation began, by the document's own word; undefined when it says nothing dated. */
export function deprecatedSinceOf(document: unknown, operation: OperationObject): string | undefined {
  return declaredDate(operation['x-deprecated-since']) ?? headerDates(document, operation).deprecation;
}

/**
 * The date a lifecycle value stands for: an RFC 9745 structured date (`@1688169599`, seconds since
 * 1970) or any text `Date.parse` reads (ISO 8601, an HTTP date). Only text: a YAML number that
 * would parse as a year is no date.
 */
export function lifecycleDate(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  // `@` starts a structured date and nothing else (V8 would read `@1.5` as a day of 2001).
  const time = trimmed.startsWith('@') ? (/^@-?\d{1,12}$/.test(trimmed) ? Number(trimmed.slice(1)) * 1000 : Number.NaN) : Date.parse(trimmed);
  return Number.isNaN(time) ? undefined : new Date(time);
}

const declaredDate = (value: unknown): string | undefined => (lifecycleDate(value) ? (value as string) : undefined);

/**
 * The dates the `Sunset` and `Deprecation` response headers document, in one pass over the
 * responses (every operation is read, not only removed ones): for each, the first value a header
 * of that name (any case) documents that is a date (its `example`, or its schema's `default`,
 * `example` or single `enum` value).
 */
export function headerDates(document: unknown, operation: OperationObject): { sunset?: string; deprecation?: string } {
  const dates: { sunset?: string; deprecation?: string } = {};
  // for…in, not Object.values and entries: every operation of every document is read so.
  const responses = operation.responses ?? {};
  for (const status in responses) {
    if (!Object.hasOwn(responses, status)) continue;
    const headers = targetOf<ResponseObject>(document, responses[status])?.headers;
    if (!headers) continue;
    for (const name in headers) {
      if (!Object.hasOwn(headers, name)) continue;
      const key = name.toLowerCase();
      if ((key !== 'sunset' && key !== 'deprecation') || dates[key] !== undefined) continue;
      const date = documentedDate(document, headers[name]);
      if (date !== undefined) dates[key] = date;
    }
  }
  return dates;
}

function documentedDate(document: unknown, rawHeader: unknown): string | undefined {
  const header = targetOf<Record<string, unknown>>(document, rawHeader);
  const schema = targetOf<Record<string, unknown>>(document, header?.schema) ?? {};
  const enumValue = Array.isArray(schema.enum) && schema.enum.length === 1 ? schema.enum[0] : undefined;
  for (const value of [header?.example, schema.default, schema.example, enumValue]) {
    const date = declaredDate(value);
    if (date !== undefined) return date;
  }
  return undefined;
}
