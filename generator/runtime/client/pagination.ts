/**
 * Auto-pagination by the reference's rule: ask for the largest page the operation allows, follow
 * `pagination_meta.after`, and stop at a page with fewer records than `page_size` or without a
 * cursor. One page is held at a time, so memory stays flat however long the list. A server's
 * cursors are not trusted to end: a cursor already followed ends the list, and `maxPages` bounds
 * how many pages one iteration asks for.
 */
import { IncidentError } from './errors.js';
import type { PagingFacts } from './tables.js';
import type { Paginator } from './types.js';

/** The reference's default `page_size`, assumed when the spec names none. */
const REFERENCE_PAGE_SIZE = 25;

export type GetPage = (path: string, init: { params: { query: Record<string, unknown>; path?: unknown }; signal?: AbortSignal | undefined }) => Promise<{ data?: unknown }>;

export interface PageRequest {
  query?: object | undefined;
  path?: object | undefined;
  pageSize?: number | undefined;
  maxPages?: number | undefined;
  signal?: AbortSignal | undefined;
}

export function createPaginator<Item>(getPage: GetPage, path: string, meta: PagingFacts | undefined, request: PageRequest = {}): Paginator<Item> {
  if (!meta) throw new TypeError(`paginate: ${path} is not a paginated list operation`);
  const { maxPages } = request;
  if (maxPages !== undefined && !(maxPages >= 1)) throw new RangeError(`paginate: maxPages must be a number >= 1, got ${String(maxPages).slice(0, 40)}`);
  const paginator: Paginator<Item> = {
    [Symbol.asyncIterator]: () => pages<Item>(getPage, path, meta, request),
    async collect() {
      const records: Item[] = [];
      for await (const record of paginator) records.push(record);
      return records;
    },
  };
  return paginator;
}

async function* pages<Item>(getPage: GetPage, path: string, meta: PagingFacts, request: PageRequest): AsyncGenerator<Item> {
  const pageSize = request.pageSize ?? meta.maxPageSize ?? meta.defaultPageSize;
  const maxPages = request.maxPages ?? Infinity;
  // Every cursor followed: A, B, A, B... would otherwise loop for ever.
  const followed = new Set<string>();
  let after: string | undefined;
  for (let pagesRead = 0; ; ) {
    if (pagesRead >= maxPages) {
      throw new IncidentError(`paginate: GET ${path} has more than maxPages (${maxPages}) pages; raise maxPages to read further`);
    }
    request.signal?.throwIfAborted();
    const query: Record<string, unknown> = { ...request.query, ...(pageSize !== undefined && { page_size: pageSize }), ...(after !== undefined && { after }) };
    const { data } = await getPage(path, { params: { query, ...(request.path && { path: request.path }) }, signal: request.signal });
    pagesRead += 1;
    // `data` is parsed JSON: a primitive has no own records, `after` or `page_size` (nor inherits
    // one that is an array, a string or a number), so optional chaining reads what a check for an
    // object would.
    const records = (data as Loose)?.[meta.itemsKey] as Item[];
    if (!Array.isArray(records)) throw new IncidentError(`paginate: GET ${path} answered without a "${meta.itemsKey}" array`);
    const pageMeta = (data as Loose)?.['pagination_meta'] as Loose;
    const cursor = pageMeta?.['after'];
    const servedSize = pageMeta?.['page_size'];
    // A loop, not `yield*`: TypeScript before 5.6 rejects `yield*` over an array here (TS2766).
    for (const record of records) yield record;
    const expected = typeof servedSize === 'number' && servedSize > 0 ? servedSize : (pageSize ?? REFERENCE_PAGE_SIZE);
    // A cursor already followed would loop for ever: a server bug, but not ours to spin on.
    if (records.length < expected || typeof cursor !== 'string' || cursor === '' || followed.has(cursor)) return;
    followed.add(cursor);
    after = cursor;
  }
}

type Loose = Record<string, unknown> | null | undefined;
