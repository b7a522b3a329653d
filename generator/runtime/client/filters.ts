/**
 * The query string the API expects. Filters are objects keyed by operator and serialise with
 * brackets, nesting as deep as they go: `{ status: { one_of: ['a', 'b'] } }` ->
 * `status[one_of]=a&status[one_of]=b`; `{ custom_field: { ID: { one_of: ['x'] } } }` ->
 * `custom_field[ID][one_of]=x`; a `date_range` pair joins with `~`. Top-level arrays repeat the
 * name (OpenAPI's default form style); `undefined` and `null` are left out.
 */

type QueryValue = unknown;

/** A query object as the API's query string, without the `?`: `serializeQuery({ status: { one_of: ['live'] } })` -> `status[one_of]=live`. */
export function serializeQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const name of Object.keys(query)) appendPairs(pairs, encodeURIComponent(name), query[name], name === 'date_range');
  return pairs.join('&');
}

/** `a~b`, the form a `date_range` filter takes; Dates become their UTC calendar date. */
export function dateRange(from: string | Date, to: string | Date): string {
  return `${calendarDate(from)}~${calendarDate(to)}`;
}

function appendPairs(pairs: string[], name: string, value: QueryValue, isDateRange: boolean): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    if (isDateRange && value.length === 2) return appendPairs(pairs, name, dateRange(value[0] as string | Date, value[1] as string | Date), false);
    for (const entry of value) appendPairs(pairs, name, entry, false);
  } else if (typeof value === 'object' && !(value instanceof Date)) {
    for (const key of Object.keys(value)) {
      appendPairs(pairs, `${name}[${encodeURIComponent(key)}]`, (value as Record<string, QueryValue>)[key], key === 'date_range');
    }
  } else {
    pairs.push(`${name}=${encodeURIComponent(value instanceof Date ? value.toISOString() : String(value))}`);
  }
}

function calendarDate(value: string | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : value;
}
