import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec, loadSpecText } from '../../../generator/load/index.ts';
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
    else if (request.url === '/moved') response.writeHead(301, { location: '/ok' }).end();
    else if (request.url === '/loop') response.writeHead(302, { location: '/loop' }).end();
    else if (request.url === '/cut') {
      // Promises a whole document, sends its first bytes, then hangs up.
      response.writeHead(200, { 'content-length': String(DOCUMENT.length) });
      response.write(DOCUMENT.slice(0, 10), () => response.socket?.destroy());
    } else if (request.url === '/stall') {
      // Answers at once, sends the first bytes, then nothing more.
      response.writeHead(200, { 'content-length': String(DOCUMENT.length) });
      response.write(DOCUMENT.slice(0, 10));
    }
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

  it('refuses an http(s) address no URL parser reads, before any download', async () => {
    const shown = { 'http://bot:pw/1@files.example/x.json': 'http://[redacted]@files.example/x.json', 'https://[::1/x.json': 'https://[::1/x.json', 'http://host:99999/x.json': 'http://host:99999/x.json' };
    for (const [url, named] of Object.entries(shown)) {
      expect(await rejection(readSource(url, options)), url).toBe(`${named}: not a valid URL`);
    }
  });
});

describe('readSource: the edges', () => {
  it('reads a local path holding "http://" from disk, not from the network', async () => {
    const dir = tempDir('read');
    mkdirSync(join(dir, 'mirror-http:'), { recursive: true });
    writeFileSync(join(dir, 'mirror-http:', 'a.json'), DOCUMENT);
    // Written by hand: path.join would fold the double slash.
    expect((await readSource(`${dir}/mirror-http://a.json`, options)).text).toBe(DOCUMENT);
  });

  it('names a path below a file by its system code', async () => {
    const dir = tempDir('read');
    writeFileSync(join(dir, 'a.json'), DOCUMENT);
    expect(await rejection(readSource(join(dir, 'a.json', 'b.json'), options))).toBe(`${join(dir, 'a.json', 'b.json')}: cannot read (ENOTDIR)`);
  });

  it('reads a file that starts with one of the two gzip magic bytes as text', async () => {
    const dir = tempDir('read');
    for (const [name, bytes] of [['first.json', [0x1f, 0x7b, 0x7d]], ['second.json', [0x7b, 0x8b, 0x7d]]] as const) {
      writeFileSync(join(dir, name), Buffer.from(bytes));
      expect((await readSource(join(dir, name), options)).text, name).toBe(new TextDecoder().decode(Buffer.from(bytes)));
    }
  });

  it('follows redirects, and names a refused connection, a redirect loop and a download cut short', async () => {
    expect((await readSource(`${base}/moved`, options)).text).toBe(DOCUMENT);
    const closed = await startLoopbackServer((_request, response) => response.end());
    await closed.close();
    expect(await rejection(readSource(`${closed.url}/spec.json`, options))).toBe(`${closed.url}/spec.json: download failed: ECONNREFUSED`);
    expect(await rejection(readSource(`${base}/loop`, options))).toBe(`${base}/loop: download failed: redirect count exceeded`);
    expect(await rejection(readSource(`${base}/cut`, options))).toBe(`${base}/cut: download interrupted: UND_ERR_SOCKET`);
  });

  it('names a download whose body stops coming as interrupted by the time limit: bad input, not a crash', async () => {
    const error = await readSource(`${base}/stall`, { timeoutMs: 300 }).then(() => undefined, (thrown: Error) => thrown);
    expect(error).toMatchObject({ name: 'InputError', message: `${base}/stall: download interrupted: The operation was aborted due to timeout` });
  });
});

describe('loadSpecText', () => {
  it('parses and validates text in hand, naming its origin when it is bad', () => {
    const path = newestRealSpecPath();
    const text = readRealSpecText(path);
    const spec = loadSpecText(text, 'https://api.example.test/openapi.json');
    expect(spec).toMatchObject({ text, origin: 'https://api.example.test/openapi.json' });
    expect(Object.keys(spec.document.paths).length).toBeGreaterThan(100);
    expect(() => loadSpecText('{"openapi": "2.0"}', 'download')).toThrow('download: OpenAPI 2.0 is not supported; expected 3.0.x or 3.1.x');
  });
});

describe('loadSpec', () => {
  it('loads the newest real snapshot, circular refs and all', async () => {
    const path = newestRealSpecPath();
    const spec = await loadSpec(path, options);
    expect(spec.text).toBe(readRealSpecText(path));
    expect(Object.keys(spec.document.paths).length).toBeGreaterThan(100);
  });

  /** `bytes` written to a file named `name`; its path. */
  const written = (name: string, bytes: Buffer) => {
    const path = join(tempDir('load'), name);
    writeFileSync(path, bytes);
    return path;
  };
  const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
  /** A minimal document whose title is `title`. */
  const titled = (title: string) => Buffer.from(JSON.stringify({ openapi: '3.0.3', info: { title }, paths: {} }));

  it('reads the same document and exact text whatever the bytes past ASCII: a byte order mark, wide characters, bytes that are not UTF-8, gzip or not', async () => {
    const cases: Array<[string, Buffer, string]> = [
      ['ascii', titled('plain'), 'plain'],
      ['wide', titled('é — 😀 \u2028'), 'é — 😀 \u2028'],
      ['byte order mark', Buffer.concat([BOM, titled('é')]), 'é'],
      ['not UTF-8', Buffer.concat([Buffer.from('{"openapi":"3.0.3","info":{"title":"x'), Buffer.from([0xff]), Buffer.from('"},"paths":{}}')]), 'x\ufffd'],
    ];
    for (const [label, bytes, title] of cases) {
      for (const [name, content] of [[`${label}.json`, bytes], [`${label}.json.gz`, gzipSync(bytes)]] as const) {
        const spec = await loadSpec(written(name, content), options);
        expect(spec.document.info.title, name).toBe(JSON.parse(`"${title}"`));
        expect(spec.text, name).toBe(new TextDecoder().decode(bytes));
      }
    }
  });

  it('names what is wrong with JSON that does not parse from its exact text, wide characters and all', async () => {
    const cases: Array<[Buffer, string]> = [
      [Buffer.from('{"openapi": “3.0.3”}'), `not valid JSON: ${firstLine(() => JSON.parse('{"openapi": “3.0.3”}'))}`],
      [Buffer.from('{"title": "é", "x": ]'), `not valid JSON: ${firstLine(() => JSON.parse('{"title": "é", "x": ]'))}`],
      [Buffer.from('{"title": "é'), 'truncated JSON (12 characters, ends before the document closes)'],
      [Buffer.concat([BOM, Buffer.from('<html>é</html>')]), 'looks like an HTML or XML page, not a JSON OpenAPI document'],
      [BOM, 'empty document'],
    ];
    for (const [bytes, message] of cases) {
      const path = written('bad.json', bytes);
      await expect(loadSpec(path, options), bytes.toString()).rejects.toThrow(`${path}: ${message}`);
    }
  });
});

const firstLine = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    return (error as Error).message.split('\n')[0]!;
  }
  throw new Error('expected a parse error');
};
