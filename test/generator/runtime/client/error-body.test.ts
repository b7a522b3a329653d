/**
 * readApiError over every kind of error body a server or a proxy sends: what it keeps, what it
 * quotes and how much, and what it refuses to believe.
 */
import { describe, expect, it } from 'vitest';
import { MAX_ERROR_BODY_BYTES, readApiError } from '../../../../generator/runtime/client/error-body.ts';
import { createRedactor } from '../../../../generator/runtime/redaction/redact.ts';

const SECRET = 'inc_live_SECRET_0123456789';
const context = { method: 'GET', path: '/v2/incidents', attempts: 1, redactor: createRedactor([SECRET]) };
const read = (body: BodyInit | null, status = 502, headers: Record<string, string> = {}) => readApiError(new Response(body, { status, headers }), context);

describe('bodies that are not the documented JSON', () => {
  it('an HTML page without a title is quoted as its text, tags and runs of spaces gone, 160 characters at most', async () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const error = await read(`<html>\n<body>\n  <h1>Bad   gateway</h1>\n<p>${words}</p></body></html>`, 502, { 'content-type': 'text/html' });
    expect(error.bodyKind).toBe('html');
    expect(error.body).toBe(`Bad gateway ${words}`.slice(0, 160));
  });

  it('a title wins over the page, whatever its attributes and case', async () => {
    const error = await read('<HTML><TITLE lang="en">503 Service Unavailable</TITLE><body>ignored</body></HTML>', 503);
    expect(error.body).toBe('503 Service Unavailable');
  });

  it('a page served as text/html is HTML even when it does not start with a tag', async () => {
    const error = await read('  upstream timed out', 504, { 'content-type': 'text/html; charset=utf-8' });
    expect(error.bodyKind).toBe('html');
    expect(error.body).toBe('upstream timed out');
  });

  it('text that is not JSON is quoted to 160 characters, then ...', async () => {
    const long = 'x'.repeat(200);
    expect((await read(long)).body).toBe(`${'x'.repeat(160)}...`);
    expect((await read('x'.repeat(160))).body).toBe('x'.repeat(160));
    expect((await read(long)).bodyKind).toBe('malformed');
  });

  it('whitespace alone is an empty body', async () => {
    const error = await read(' \n\t ');
    expect(error.bodyKind).toBe('empty');
    expect(error.body).toBeUndefined();
  });

  it('JSON after spaces JSON allows is JSON; after any other space a string trims, it is malformed, not a parse failure', async () => {
    const documented = JSON.stringify({ type: 'not_found', errors: [] });
    for (const space of [' ', '\t', '\n', '\r']) expect((await read(`${space}${documented}`, 404)).bodyKind).toBe('json');
    const unicodeSpaces = Array.from({ length: 0x3001 }, (_, code) => String.fromCharCode(code)).filter((space) => space.trim() === '' && !' \t\n\r'.includes(space));
    expect(unicodeSpaces.length).toBeGreaterThan(15);
    for (const space of unicodeSpaces) {
      const error = await read(`${space}${documented}`, 404);
      expect(error.constructor.name, JSON.stringify(space)).toBe('NotFoundError');
      expect(error.bodyKind, JSON.stringify(space)).toBe(space === '\ufeff' ? 'json' : 'malformed');
    }
  });

  it(`a body over ${MAX_ERROR_BODY_BYTES} bytes is read that far, even when it would parse, and called malformed`, async () => {
    const huge = JSON.stringify({ type: 'x', errors: [], padding: 'y'.repeat(MAX_ERROR_BODY_BYTES) });
    const error = await read(huge, 500, { 'content-type': 'application/json' });
    expect(error.bodyKind).toBe('malformed');
    expect(String(error.body)).toHaveLength(163);
    const exact = JSON.stringify({ type: 'x', errors: [], padding: '' });
    const fits = JSON.stringify({ type: 'x', errors: [], padding: 'y'.repeat(MAX_ERROR_BODY_BYTES - exact.length) });
    expect(new TextEncoder().encode(fits).byteLength).toBe(MAX_ERROR_BODY_BYTES);
    expect((await read(fits, 500)).bodyKind).toBe('json');
  });
});

describe('the documented JSON, and what of it is believed', () => {
  it('a type that is not a string is none; a rate_limit that is not an object is none', async () => {
    const error = await read(JSON.stringify({ type: 7, errors: [], rate_limit: 'soon' }), 429);
    expect(error.type).toBeUndefined();
    expect(error.rateLimit).toBeUndefined();
    const limited = await read(JSON.stringify({ type: 'too_many_requests', errors: [], rate_limit: { name: 'api', remaining: 0 } }), 429);
    expect(limited.rateLimit).toEqual({ name: 'api', remaining: 0 });
  });

  it('errors that is not an array gives none; only a body with type or errors is the documented shape', async () => {
    expect((await read(JSON.stringify({ type: 'x', errors: { code: 'y' } }), 400)).errors).toEqual([]);
    expect((await read(JSON.stringify({ errors: [] }), 400)).bodyKind).toBe('json');
    expect((await read(JSON.stringify({ type: 'x' }), 400)).bodyKind).toBe('json');
    expect((await read(JSON.stringify({ status: 400 }), 400)).bodyKind).toBe('unexpected');
  });

  it('JSON of any kind but an object is not the documented shape: kept whole as the body, typed nothing', async () => {
    for (const value of [null, 0, 7, 'type', '', true, false, [], [{ type: 'x', errors: [] }]]) {
      const error = await read(JSON.stringify(value), 400, { 'x-request-id': 'req-h' });
      expect([error.bodyKind, error.body, error.type, error.errors, error.rateLimit, error.requestId], JSON.stringify(value)).toEqual(['unexpected', value, undefined, [], undefined, 'req-h']);
    }
  });

  it('every kind of body gives an error with the same own fields, in one order, each present even when undefined', async () => {
    const fields = ['name', 'status', 'method', 'path', 'type', 'requestId', 'errors', 'rateLimit', 'bodyKind', 'body', 'attempts'];
    const bodies = ['', '<p>down</p>', 'not json', '[1]', JSON.stringify({ status: 400 }), JSON.stringify({ errors: [] }), JSON.stringify({ type: 'x', errors: [{ code: 'c' }], request_id: 'r', rate_limit: { name: 'n' } })];
    for (const body of bodies) expect(Object.keys(await read(body, 429)), body).toEqual(fields);
  });

  it('request ids, from the body or the header, are cut at 128 characters and redacted', async () => {
    const long = 'r'.repeat(300);
    expect((await read(JSON.stringify({ type: 'x', errors: [], request_id: long }), 400)).requestId).toBe('r'.repeat(128));
    expect((await read(JSON.stringify({ type: 'x', errors: [] }), 400, { 'x-request-id': long })).requestId).toBe('r'.repeat(128));
    expect((await read(JSON.stringify({ type: 'x', errors: [], request_id: 7 }), 400, { 'x-request-id': 'req-h' })).requestId).toBe('req-h');
    expect((await read('', 400, { 'x-request-id': `req ${SECRET}` })).requestId).toBe('req [redacted]');
    expect((await read('', 400)).requestId).toBeUndefined();
  });
});

describe('reading the body', () => {
  /** A body sent as these chunks, then `endless` more of `filler` bytes each; says whether it was cancelled and how far it was read. */
  function streamed(chunks: Uint8Array[], endless = 0, filler = 16 * 1024) {
    const state = { pulls: 0, cancelled: false };
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        state.pulls += 1;
        if (sent < chunks.length) controller.enqueue(chunks[sent++]!);
        else if (sent++ < chunks.length + endless) controller.enqueue(new Uint8Array(filler).fill(0x78));
        else controller.close();
      },
      cancel() {
        state.cancelled = true;
      },
    });
    return { body, state };
  }

  it('a character split across chunks stays one character', async () => {
    const bytes = new TextEncoder().encode('proxy said: Zürich is unreachable');
    const split = bytes.indexOf(0xc3) + 1;
    const { body } = streamed([bytes.subarray(0, split), bytes.subarray(split)]);
    expect((await read(body, 502)).body).toBe('proxy said: Zürich is unreachable');
  });

  it('a body that does not end is read to the cap and then cancelled', async () => {
    const { body, state } = streamed([], 10_000);
    const error = await read(body, 500);
    expect(error.bodyKind).toBe('malformed');
    expect(state.cancelled).toBe(true);
    expect(state.pulls).toBeLessThan(MAX_ERROR_BODY_BYTES / (16 * 1024) + 3);
  });

  it('a response without a body is an empty one', async () => {
    const error = await read(null, 404);
    expect(error.bodyKind).toBe('empty');
    expect(error.message).toBe('GET /v2/incidents: HTTP 404 with an empty body');
  });

  it('a page after leading whitespace is HTML whatever its type; adjacent tags leave a space between their texts', async () => {
    expect((await read('\n  <html><body><p>upstream</p><p>down</p></body></html>', 502)).body).toBe('upstream down');
  });
});
