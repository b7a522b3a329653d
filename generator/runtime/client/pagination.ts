/**
 * Auto-pagination by the reference's rule: ask for the largest page the operation allows, follow
 * `pagination_meta.after`, and stop at a page with fewer records than `page_size` or without a
 * cursor. One page is held at a time, so memory stays flat however long the list. A server's
 * cursors are not trusted to end: a cursor already followed ends the list, and `maxPages` bounds
 * how many pages one iteration asks for.
 */
import { IncidentError } from './errors.js';
import type { PaginationMeta } from './tables.js';
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

export function createPaginator<Item>(getPage: GetPage, path: string, meta: PaginationMeta | undefined, request: PageRequest = {}): Paginator<Item> {
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

async function* pages<Item>(getPage: GetPage, path: string, meta: PaginationMeta, request: PageRequest): AsyncGenerator<Item> {
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
    const page = readPage<Item>(data, meta.itemsKey, path);
    // A loop, not `yield*`: TypeScript before 5.6 rejects `yield*` over an array here (TS2766).
    for (const record of page.records) yield record;
    const expected = page.pageSize ?? pageSize ?? REFERENCE_PAGE_SIZE;
    // A cursor already followed would loop for ever: a server bug, but not ours to spin on.
    if (page.records.length < expected || !page.after || followed.has(page.after)) return;
    followed.add(page.after);
    after = page.after;
  }
}

interface Page<Item> {
  records: Item[];
  after: string | undefined;
  pageSize: number | undefined;
}

/**
 * `data` is parsed JSON: a primitive has no own `itemsKey`, `after` or `page_size` (nor inherits
 * one that is an array, a string or a number), so optional chaining reads what a check for an
 * object would.
 */
function readPage<Item>(data: unknown, itemsKey: string, path: string): Page<Item> {
  type Loose = Record<string, unknown> | null | undefined;
  const records = (data as Loose)?.[itemsKey];
  if (!Array.isArray(records)) throw new IncidentError(`paginate: GET ${path} answered without a "${itemsKey}" array`);
  const meta = (data as Loose)?.['pagination_meta'] as Loose;
  const after = meta?.['after'];
  const pageSize = meta?.['page_size'];
  return {
    records: records as Item[],
    after: typeof after === 'string' && after !== '' ? after : undefined,
    pageSize: typeof pageSize === 'number' && pageSize > 0 ? pageSize : undefined,
  };
}
