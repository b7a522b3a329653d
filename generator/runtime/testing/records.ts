/**
 * Records a test seeds or the fake creates, by list path, and the cursor pages served over them:
 * `after` is the last record's id, as the platform's lists answer (docs: pagination).
 */
export type FakeRecord = Record<string, unknown>;

/** The platform's default `page_size` when the document names none. */
export const DEFAULT_PAGE_SIZE = 25;

export const recordId = (record: FakeRecord, index: number): string => (typeof record['id'] === 'string' ? record['id'] : `record-${index + 1}`);

export type PageResult = { records: FakeRecord[]; after?: string; pageSize: number } | { invalid: 'page_size' | 'after'; message: string };

export function pageOf(records: readonly FakeRecord[], query: URLSearchParams, sizes: { maxPageSize?: number; defaultPageSize?: number }): PageResult {
  const rawSize = query.get('page_size');
  const pageSize = rawSize === null ? (sizes.defaultPageSize ?? DEFAULT_PAGE_SIZE) : Number(rawSize);
  if (!Number.isInteger(pageSize) || pageSize < 1 || (sizes.maxPageSize !== undefined && pageSize > sizes.maxPageSize)) {
    return { invalid: 'page_size', message: `page_size must be an integer from 1${sizes.maxPageSize === undefined ? '' : ` to ${sizes.maxPageSize}`}` };
  }
  const after = query.get('after');
  let start = 0;
  if (after !== null && after !== '') {
    const at = records.findIndex((record, index) => recordId(record, index) === after);
    if (at < 0) return { invalid: 'after', message: 'after is not a cursor this list gave' };
    start = at + 1;
  }
  const page = records.slice(start, start + pageSize);
  const last = page.length > 0 ? recordId(page[page.length - 1]!, start + page.length - 1) : undefined;
  return { records: page, pageSize, ...(last !== undefined && { after: last }) };
}

/** A small deterministic generator (mulberry32): the same seed gives the same records on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ULID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `count` copies of `example`, each with its own ULID-like `id` (and a numbered `name`), the same for the same seed. */
export function exampleRecords(example: unknown, count: number, seed = 1): FakeRecord[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number, not ${String(count)}`);
  const random = seededRandom(seed);
  const base = typeof example === 'object' && example !== null && !Array.isArray(example) ? (example as FakeRecord) : {};
  return Array.from({ length: count }, (_, index) => {
    const record: FakeRecord = structuredClone(base);
    record['id'] = Array.from({ length: 26 }, () => ULID_ALPHABET[Math.floor(random() * 32)]).join('');
    if (typeof base['name'] === 'string') record['name'] = `${base['name']} ${index + 1}`;
    return record;
  });
}
