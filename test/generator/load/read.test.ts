import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../../../generator/load/index.ts';
import { readSource } from '../../../generator/load/read.ts';
import { startLoopbackServer, type LoopbackServer } from '../../support/loopback.ts';
import { newestRealSpecPath, readRealSpecText } from '../../support/real-specs.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

const options = { timeoutMs: 2_000 };
const DOCUMENT = JSON.stringify({ openapi: '3.0.3', info: {}, paths: { '/v1/x': { get: { operationId: 'X V1#Show', responses: {} } } } });

let server: LoopbackServer;
let base: string;

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    if (request.url === '/ok') response.end(DOCUMENT);
    else if (request.url === '/gzip') response.end(gzipSync(DOCUMENT));
    else if (request.url === '/slow') setTimeout(() => response.end(DOCUMENT), 5_000);
    else response.writeHead(500).end('oops');
  });
  base = server.url;
});
afterAll(() => server.close());

const rejection = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: Error) => error.message);

describe('readSource', () => {
  it('reads plain and gzip-compressed files', async () => {
    const dir = tempDir('read');
    writeFileSync(join(dir, 'a.json'), DOCUMENT);
    writeFileSync(join(dir, 'a.json.gz'), gzipSync(DOCUMENT));
    expect((await readSource(join(dir, 'a.json'), options)).text).toBe(DOCUMENT);
    expect((await readSource(join(dir, 'a.json.gz'), options)).text).toBe(DOCUMENT);
  });

  it('names a missing file, a folder and corrupt gzip', async () => {
    const dir = tempDir('read');
    writeFileSync(join(dir, 'cut.json.gz'), gzipSync(DOCUMENT).subarray(0, 20));
    expect(await rejection(readSource(join(dir, 'none.json'), options))).toBe(`${join(dir, 'none.json')}: no such file`);
    expect(await rejection(readSource(dir, options))).toMatch(/is a directory/);
    expect(await rejection(readSource(join(dir, 'cut.json.gz'), options))).toMatch(/gzip data is corrupt or truncated/);
  });

  it('downloads from a URL, with status errors and a timeout', async () => {
    expect((await readSource(`${base}/ok`, options)).text).toBe(DOCUMENT);
    expect((await readSource(`${base}/gzip`, options)).text).toBe(DOCUMENT);
    expect(await rejection(readSource(`${base}/missing`, options))).toBe(`${base}/missing: download failed: HTTP 500`);
    expect(await rejection(readSource(`${base}/slow`, { timeoutMs: 200 }))).toBe(`${base}/slow: download failed: no answer within 200 ms`);
  });
});

describe('loadSpec', () => {
  it('loads the newest real snapshot, circular refs and all', async () => {
    const path = newestRealSpecPath();
    const spec = await loadSpec(path, options);
    expect(spec.text).toBe(readRealSpecText(path));
    expect(Object.keys(spec.document.paths).length).toBeGreaterThan(100);
  });
});
