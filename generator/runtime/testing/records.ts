/**
 * Records a test seeds or the fake creates, by list path, and the cursor pages served over them:
 * `after` is the last record's id, as the platform's lists answer (docs: pagination).
 */
export type FakeRecord = Record<string, unknown>;

/** The platform's default `page_size` when the document names none. */
export const DEFAULT_PAGE_SIZE = 25;

/** The most records examples() builds in one call: more is a mistake in the test, not a fixture. */
export const MAX_EXAMPLES = 100_000;

/**
 * Cursors of records that carry no string `id`, given once when the record is stored and carried
 * through updates: a position would shift when an earlier record is deleted, and a cursor must not.
 */
const cursors = new WeakMap<FakeRecord, string>();

/** A record's id as a URL and a cursor carry it: a number seeded as an id is found by its digits. */
export const recordId = (record: FakeRecord): string => {
  const id = record['id'];
  return typeof id === 'string' && id !== '' ? id : typeof id === 'number' && Number.isFinite(id) ? String(id) : (cursors.get(record) ?? '');
};

/**
 * The records a test seeds, copied and checked: an array of plain objects whose ids (the `id`, or a
 * `record-N` cursor for one without) are all different, since a repeated id makes a cursor that
 * pages back onto itself for ever.
 */
export function seededRecords(records: unknown): FakeRecord[] {
  if (!Array.isArray(records)) throw new TypeError('seed() takes an array of records');
  const seen = new Set<string>();
  return records.map((record: unknown, index) => {
    if (typeof record !== 'object' || record === null || Array.isArray(record)) throw new TypeError(`seed(): record ${index} is not an object`);
    const copy = structuredClone(record) as FakeRecord;
    if (recordId(copy) === '') cursors.set(copy, `record-${index + 1}`);
    const id = recordId(copy);
    if (seen.has(id)) throw new RangeError(`seed(): two records have the id ${JSON.stringify(id)}; a list's ids must differ`);
    seen.add(id);
    return copy;
  });
}

/** The body's values for keys the record already has, where both are the same kind of JSON value; the id and cursor stay. */
export function mergeKnown(record: FakeRecord, body: unknown): FakeRecord {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return record;
  const merged = { ...record };
  for (const [key, value] of Object.entries(body)) {
    if (key === 'id' || !Object.hasOwn(record, key)) continue;
    // Defined, not assigned: a body's `__proto__` key must stay data, never become the prototype.
    if (kind(value) === kind(record[key])) Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
  }
  const cursor = cursors.get(record);
  if (cursor !== undefined) cursors.set(merged, cursor);
  return merged;
}

const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Where each deleted record of a list stood: the id before it (undefined when it was first). A
 * consumer that deletes as it pages still holds the deleted record's id as its cursor, and the
 * platform's cursors (ids in order) page on from there.
 */
export type RemovedRecords = Map<string, string | undefined>;

export function removeRecord(records: FakeRecord[], index: number, removed: RemovedRecords): void {
  removed.set(recordId(records[index]!), index > 0 ? recordId(records[index - 1]!) : undefined);
  records.splice(index, 1);
}

/** The index the page after `after` starts at, through deleted records; undefined for a cursor the list never gave. */
function startAfter(records: readonly FakeRecord[], after: string, removed: RemovedRecords | undefined): number | undefined {
  let cursor: string | undefined = after;
  // Each step goes to a record that stood earlier, so the walk ends; the bound guards a hand-made map.
  for (let steps = 0; steps <= (removed?.size ?? 0); steps++) {
    if (cursor === undefined) return 0;
    const at = records.findIndex((record) => recordId(record) === cursor);
    if (at >= 0) return at + 1;
    if (!removed?.has(cursor)) return undefined;
    cursor = removed.get(cursor);
  }
  return undefined;
}

export type PageResult = { records: FakeRecord[]; after?: string; pageSize: number } | { invalid: 'page_size' | 'after'; message: string };

export function pageOf(records: readonly FakeRecord[], query: URLSearchParams, sizes: { maxPageSize?: number; defaultPageSize?: number }, removed?: RemovedRecords): PageResult {
  const rawSize = query.get('page_size');
  // Digits only: Number() would also take ' 5 ', '0x10' and '1e1', which the platform refuses.
  const pageSize = rawSize === null ? (sizes.defaultPageSize ?? DEFAULT_PAGE_SIZE) : /^[0-9]+$/.test(rawSize) ? Number(rawSize) : NaN;
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || (sizes.maxPageSize !== undefined && pageSize > sizes.maxPageSize)) {
    return { invalid: 'page_size', message: `page_size must be an integer from 1${sizes.maxPageSize === undefined ? '' : ` to ${sizes.maxPageSize}`}` };
  }
  const after = query.get('after');
  let start = 0;
  if (after !== null && after !== '') {
    const from = startAfter(records, after, removed);
    if (from === undefined) return { invalid: 'after', message: 'after is not a cursor this list gave' };
    start = from;
  }
  const page = records.slice(start, start + pageSize);
  const last = page.length > 0 ? recordId(page[page.length - 1]!) : undefined;
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
  if (!Number.isInteger(count) || count < 0 || count > MAX_EXAMPLES) throw new RangeError(`count must be a whole number from 0 to ${MAX_EXAMPLES}, not ${String(count)}`);
  // One seed, one stream: a fraction or a number past 32 bits would silently share another seed's records.
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new RangeError(`seed must be a whole number from 0 to ${0xffffffff}, not ${String(seed)}`);
  const random = seededRandom(seed);
  const base = typeof example === 'object' && example !== null && !Array.isArray(example) ? (example as FakeRecord) : {};
  return Array.from({ length: count }, (_, index) => {
    const record: FakeRecord = structuredClone(base);
    record['id'] = Array.from({ length: 26 }, () => ULID_ALPHABET[Math.floor(random() * 32)]).join('');
    if (typeof base['name'] === 'string') record['name'] = `${base['name']} ${index + 1}`;
    return record;
  });
}
