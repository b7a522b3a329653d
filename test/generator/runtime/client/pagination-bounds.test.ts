/**
 * paginate does not trust a server's cursors to end. Cursor cycles of every length and offset
 * end the list at the first cursor already followed; `maxPages` bounds a list that never ends.
 * The server answers 500 after 50 requests, so a client that loops fails instead of hanging.
 */
import { describe, expect, it } from 'vitest';
import { IncidentError } from '../../../../generator/runtime/client/index.ts';
import { faultServers, type Responder } from './fault-server.ts';
import { paginate } from './fixture.ts';

const harness = faultServers();
const LOOP_GUARD = 50;

/** Page n (0-based) carries records `n.0`, `n.1` and the n-th cursor of `cursors`, then repeats them from `cycleFrom`. */
function cycling(cursors: string[], cycleFrom: number): Responder {
  return (_request, index) => {
    if (index >= LOOP_GUARD) return { status: 500, json: { type: 'loop_guard', errors: [] } };
    const position = index < cursors.length ? index : cycleFrom + ((index - cycleFrom) % (cursors.length - cycleFrom));
    return { status: 200, json: { incidents: [{ id: `${index}.0` }, { id: `${index}.1` }], pagination_meta: { page_size: 2, after: cursors[position] } } };
  };
}

describe('paginate stops at any cursor already followed', () => {
  it.each([
    ['A, B, A, B, ...', ['A', 'B'], 0, 3],
    ['A, B, C, A, ...', ['A', 'B', 'C'], 0, 4],
    ['A, B, C, B, C, ...', ['A', 'B', 'C'], 1, 4],
    ['A, B, C, D, E, C, ...', ['A', 'B', 'C', 'D', 'E'], 2, 6],
  ])('%s', async (_name, cursors, cycleFrom, pages) => {
    const { server, client } = await harness.setUp(cycling(cursors, cycleFrom), { rateLimit: false, retry: false });
    const records = await paginate(client, '/v2/incidents', { pageSize: 2 }).collect();
    expect(server.requests).toHaveLength(pages);
    expect(records).toHaveLength(pages * 2);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
  });
});

describe('maxPages bounds a list that never ends', () => {
  const endless: Responder = (_request, index) =>
    index >= LOOP_GUARD
      ? { status: 500, json: { type: 'loop_guard', errors: [] } }
      : { status: 200, json: { incidents: [{ id: String(index) }], pagination_meta: { page_size: 1, after: `cursor-${index}` } } };

  it.each([1, 3, 10])('maxPages %i: iteration and collect() throw after that many requests', async (maxPages) => {
    const { server, client } = await harness.setUp(endless, { rateLimit: false, retry: false });
    const seen: string[] = [];
    const iterate = async () => {
      for await (const record of paginate(client, '/v2/incidents', { pageSize: 1, maxPages })) seen.push(record.id);
    };
    const thrown = await iterate().catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(IncidentError);
    expect((thrown as Error).message).toMatch(new RegExp(`more than maxPages \\(${maxPages}\\)`));
    expect(seen).toHaveLength(maxPages);
    expect(server.requests).toHaveLength(maxPages);
    await expect(paginate(client, '/v2/incidents', { pageSize: 1, maxPages }).collect()).rejects.toThrow(/maxPages/);
  });

  it.each([0, -1, Number.NaN])('refuses maxPages %s', async (maxPages) => {
    const { client } = await harness.setUp(endless, { rateLimit: false });
    expect(() => paginate(client, '/v2/incidents', { maxPages })).toThrow(RangeError);
  });
});
