import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../../generator/load/errors.ts';
import { fetchSpec, isTransient } from '../../../generator/regen/fetch.ts';
import { runCliMeasured } from '../../support/cli-peak-rss.ts';
import { gzipBomb } from '../../support/gzip-bomb.ts';
import { startLoopbackServer, type LoopbackServer } from '../../support/loopback.ts';

const DOCUMENT = JSON.stringify({ openapi: '3.0.3', info: {}, paths: { '/v1/x': { get: { operationId: 'X V1#Show', responses: {} } } } });

let server: LoopbackServer;
let base: string;
const hits = new Map<string, number>();
let bomb: Buffer;

beforeAll(async () => {
  bomb = await gzipBomb(700);
  server = await startLoopbackServer((request, response) => {
    const url = (request.url ?? '').replace(/\?.*/, '');
    const hit = (hits.get(url) ?? 0) + 1;
    hits.set(url, hit);
    if (url.endsWith('/v1/openapiV3.json')) response.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb);
    else if (url === '/large') response.end(DOCUMENT.padEnd(2_000));
    else if (url === '/flaky' && hit < 3) response.writeHead(503).end('busy');
    else if (url === '/flaky' || url === '/ok') response.end(DOCUMENT);
    else if (url === '/html') response.end('<!doctype html><title>maintenance</title>');
    else response.writeHead(404).end('no');
  });
  base = server.url;
});
afterAll(() => server.close());

const options = { timeoutMs: 2_000, retries: 3, retryDelayMs: 1 };

describe('fetchSpec', () => {
  it('retries a server error until the document arrives, reporting each retry', async () => {
    const retries: string[] = [];
    const spec = await fetchSpec(`${base}/flaky`, { ...options, onRetry: (attempt, why) => retries.push(`${attempt}: ${why}`) });
    expect(Object.keys(spec.document.paths)).toEqual(['/v1/x']);
    expect(retries).toEqual(['1: download failed: HTTP 503', '2: download failed: HTTP 503']);
  });

  it('waits longer before each further attempt', async () => {
    const times: number[] = [];
    const slow = await startLoopbackServer((_request, response) => {
      times.push(performance.now());
      if (times.length < 3) response.writeHead(503).end('busy');
      else response.end(DOCUMENT);
    });
    try {
      await fetchSpec(slow.url, { ...options, retryDelayMs: 150 });
    } finally {
      await slow.close();
    }
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(150);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(300);
  });

  it('gives up after the configured retries', async () => {
    hits.delete('/flaky');
    await expect(fetchSpec(`${base}/flaky`, { ...options, retries: 1 })).rejects.toThrow('download failed: HTTP 503');
    expect(hits.get('/flaky')).toBe(2);
  });

  it('does not retry a 404 or a document the loader rejects', async () => {
    await expect(fetchSpec(`${base}/missing`, options)).rejects.toThrow('HTTP 404');
    expect(hits.get('/missing')).toBe(1);
    await expect(fetchSpec(`${base}/html`, options)).rejects.toThrow(/looks like an HTML/);
    expect(hits.get('/html')).toBe(1);
  });

  it('does not retry an address no URL parser reads, and names it without its password', async () => {
    const retried: number[] = [];
    const refused = fetchSpec('http://bot:pw/1@files.example/v1/openapiV3.json', { ...options, onRetry: (attempt) => retried.push(attempt) });
    await expect(refused).rejects.toThrow(new InputError('http://[redacted]@files.example/v1/openapiV3.json', 'not a valid URL'));
    expect(retried).toEqual([]);
  });
});

describe('fetchSpec: the size cap', () => {
  it('refuses a download past the cap at once, never retried, named without the key in its address', async () => {
    const retried: number[] = [];
    const refused = fetchSpec(`${base}/large?api_key=sk_live_secret`, { ...options, maxBytes: 1_000, onRetry: (attempt) => retried.push(attempt) });
    await expect(refused).rejects.toThrow(new InputError(`${base}/large?[redacted]`, 'larger than 1000 bytes; raise --max-spec-mb to read it'));
    expect(retried).toEqual([]);
    expect(hits.get('/large')).toBe(1);
    expect((await fetchSpec(`${base}/large`, { ...options, maxBytes: 2_000 })).text).toBe(DOCUMENT.padEnd(2_000));
  });

  it('regen against a live endpoint that answers with a 700 MB Content-Encoding bomb: one line, exit 2, nothing written, under 300 MB', async () => {
    const root = mkdtempSync(join(tmpdir(), 'regen-bomb-'));
    const run = await runCliMeasured(['regen', '--base-url', `${base}/bomb`, '--root', root, '--retries', '0', '--no-verify']);
    const errors = run.stderr.split('\n').filter((line) => line.startsWith('error:'));
    expect(errors).toEqual([`error: ${base}/bomb/v1/openapiV3.json: larger than 64 MB (expanded); raise --max-spec-mb to read it`]);
    expect(run.status).toBe(2);
    expect(readdirSync(root)).toEqual([]);
    expect(run.peakRssMb).toBeLessThan(300);
  });
});

describe('isTransient', () => {
  it('separates what may heal from what will not', () => {
    expect(isTransient(new InputError('u', 'download failed: HTTP 502'))).toBe(true);
    expect(isTransient(new InputError('u', 'download failed: HTTP 429'))).toBe(true);
    expect(isTransient(new InputError('u', 'download failed: ECONNREFUSED'))).toBe(true);
    expect(isTransient(new InputError('u', 'download failed: HTTP 403'))).toBe(false);
    expect(isTransient(new InputError('u', 'truncated JSON (12 characters, ends before the document closes)'))).toBe(false);
    // Every 5xx and the two 4xx that mean "try later"; no other 4xx.
    for (const status of [500, 503, 504, 599, 408, 429]) expect(isTransient(new InputError('u', `download failed: HTTP ${status}`)), String(status)).toBe(true);
    for (const status of [400, 401, 404, 409, 410, 499]) expect(isTransient(new InputError('u', `download failed: HTTP ${status}`)), String(status)).toBe(false);
    expect(isTransient(new InputError('u', 'download interrupted after 1024 bytes'))).toBe(true);
    // The status decides even when the words say "failed"; the words only count at the start.
    expect(isTransient(new InputError('u', 'the document says: download failed'))).toBe(false);
  });
});
