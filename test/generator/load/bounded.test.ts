import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipBounded } from '../../../generator/load/bounded.ts';
import { readSource } from '../../../generator/load/read.ts';
import { runCliMeasured } from '../../support/cli-peak-rss.ts';
import { gzipBomb } from '../../support/gzip-bomb.ts';
import { startLoopbackServer, type LoopbackServer } from '../../support/loopback.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();
const MB = 1024 * 1024;
/** A small cap, so the edges of every position are cheap to reach. */
const CAP = 1000;
const capped = { timeoutMs: 5_000, maxBytes: CAP };
const byDefault = { timeoutMs: 5_000 };
const OVER_DEFAULT = 'larger than 64 MB (expanded); raise --max-spec-mb to read it';
const OVER_CAP = `larger than ${CAP} bytes; raise --max-spec-mb to read it`;
const OVER_CAP_EXPANDED = `larger than ${CAP} bytes (expanded); raise --max-spec-mb to read it`;

let bomb: Buffer;
let server: LoopbackServer;
let base: string;
/** What the streaming route had sent when its client went away. */
const sent: number[] = [];

/** `total` bytes of spaces, written as the client takes them, stopped when it hangs up. */
function stream(response: ServerResponse, total: number): void {
  const piece = Buffer.alloc(64 * 1024, 0x20);
  let written = 0;
  response.on('close', () => sent.push(written));
  const pump = () => {
    while (written < total && !response.destroyed) {
      written += piece.length;
      if (!response.write(piece)) return void response.once('drain', pump);
    }
    if (!response.destroyed) response.end();
  };
  pump();
}

beforeAll(async () => {
  bomb = await gzipBomb(700);
  server = await startLoopbackServer((request, response) => {
    const [route, size] = (request.url ?? '').slice(1).split('/');
    const text = 'x'.repeat(Number(size ?? 0));
    if (route === 'bomb.json.gz') response.end(bomb);
    else if (route === 'bomb-encoded') response.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb);
    else if (route === 'plain-200mb') stream(response, 200 * MB);
    else if (route === 'declared-200mb') {
      response.writeHead(200, { 'content-length': String(200 * MB) });
      stream(response, 200 * MB);
    } else if (route === 'sized') response.end(text);
    else if (route === 'chunked') {
      response.write(text.slice(0, 1));
      response.end(text.slice(1));
    } else if (route === 'gz') response.end(gzipSync(text));
    else if (route === 'encoded') response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(text));
    else if (route === 'lie-short') {
      // Declares less than it sends: the reader takes what was declared, never more.
      response.socket!.end(`HTTP/1.1 200 OK\r\nContent-Length: 10\r\nConnection: close\r\n\r\n${'x'.repeat(CAP * 5)}`);
    } else if (route === 'lie-long') {
      // Declares more than the cap and sends a little.
      response.socket!.end(`HTTP/1.1 200 OK\r\nContent-Length: ${CAP + 1}\r\nConnection: close\r\n\r\n{}`);
    } else if (route === 'lie-encoded') {
      // Declares the bomb's compressed size honestly: only its expansion is out of bounds.
      response.writeHead(200, { 'content-encoding': 'gzip', 'content-length': String(bomb.length) }).end(bomb);
    } else response.writeHead(404).end();
  });
  base = server.url;
});
afterAll(() => server.close());

const rejection = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: Error) => error.message);

describe('readSource: a 700 MB gzip bomb (~700 KB) stops at the default cap', () => {
  it('served as a .json.gz body', async () => {
    expect(bomb.length).toBeLessThan(MB);
    expect(await rejection(readSource(`${base}/bomb.json.gz`, byDefault))).toBe(`${base}/bomb.json.gz: ${OVER_DEFAULT}`);
  });

  it('served with Content-Encoding: gzip, which fetch decodes as it reads', async () => {
    expect(await rejection(readSource(`${base}/bomb-encoded`, byDefault))).toBe(`${base}/bomb-encoded: ${OVER_DEFAULT}`);
    expect(await rejection(readSource(`${base}/lie-encoded`, byDefault))).toBe(`${base}/lie-encoded: ${OVER_DEFAULT}`);
  });

  it('read from a local .gz file', async () => {
    const path = join(tempDir('bounded'), 'bomb.json.gz');
    writeFileSync(path, bomb);
    expect(await rejection(readSource(path, byDefault))).toBe(`${path}: ${OVER_DEFAULT}`);
  });
});

describe('readSource: a body past the cap is refused while it streams', () => {
  it('stops reading a 200 MB body at the cap, long before the server has sent it', async () => {
    sent.length = 0;
    expect(await rejection(readSource(`${base}/plain-200mb`, byDefault))).toBe(`${base}/plain-200mb: larger than 64 MB; raise --max-spec-mb to read it`);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toBeLessThan(100 * MB);
  });

  it('refuses a body declared larger than the cap before reading it', async () => {
    sent.length = 0;
    expect(await rejection(readSource(`${base}/declared-200mb`, byDefault))).toBe(`${base}/declared-200mb: larger than 64 MB; raise --max-spec-mb to read it`);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toBeLessThan(64 * MB);
  });

  it('reads a body of exactly the cap and refuses one byte more, in every position', async () => {
    const dir = tempDir('bounded');
    const at = 'x'.repeat(CAP);
    const over = 'x'.repeat(CAP + 1);
    writeFileSync(join(dir, 'at.json'), at);
    writeFileSync(join(dir, 'over.json'), over);
    writeFileSync(join(dir, 'at.json.gz'), gzipSync(at));
    writeFileSync(join(dir, 'over.json.gz'), gzipSync(over));
    const positions = [
      ['body with Content-Length', `${base}/sized/${CAP}`, `${base}/sized/${CAP + 1}`, OVER_CAP],
      ['chunked body', `${base}/chunked/${CAP}`, `${base}/chunked/${CAP + 1}`, OVER_CAP],
      ['gzip body, expanded', `${base}/gz/${CAP}`, `${base}/gz/${CAP + 1}`, OVER_CAP_EXPANDED],
      ['Content-Encoding body, decoded', `${base}/encoded/${CAP}`, `${base}/encoded/${CAP + 1}`, OVER_CAP_EXPANDED],
      ['file', join(dir, 'at.json'), join(dir, 'over.json'), OVER_CAP],
      ['gzip file, expanded', join(dir, 'at.json.gz'), join(dir, 'over.json.gz'), OVER_CAP_EXPANDED],
    ] as const;
    for (const [position, atCap, overCap, message] of positions) {
      expect((await readSource(atCap, capped)).text, position).toBe(at);
      expect(await rejection(readSource(overCap, capped)), position).toBe(`${overCap}: ${message}`);
    }
  });

  it('counts the compressed bytes too: a .gz file past the cap is refused before expansion', async () => {
    const path = join(tempDir('bounded'), 'noise.json.gz');
    // Random bytes do not compress: the file itself is past the cap.
    writeFileSync(path, gzipSync(randomBytes(CAP * 2)));
    expect(await rejection(readSource(path, capped))).toBe(`${path}: ${OVER_CAP}`);
  });

  it('stops a file that has no size to check (/dev/zero) at the cap', async () => {
    expect(await rejection(readSource('/dev/zero', capped))).toBe(`/dev/zero: ${OVER_CAP}`);
  });

  it('holds against a server that lies in Content-Length, either way', async () => {
    expect((await readSource(`${base}/lie-short`, capped)).text).toBe('x'.repeat(10));
    expect(await rejection(readSource(`${base}/lie-long`, capped))).toBe(`${base}/lie-long: ${OVER_CAP}`);
  });
});

/** gzip data whose trailer declares `declared` as the expanded size, whatever it is. */
function withDeclaredSize(gzip: Buffer, declared: number): Buffer {
  const copy = Buffer.from(gzip);
  copy.writeUInt32LE(declared, copy.length - 4);
  return copy;
}

describe('gunzipBounded: the expanded size a gzip trailer declares is a hint, never trusted', () => {
  const text = Buffer.from('{"openapi":"3.0.3"}'.repeat(500));
  const gzip = gzipSync(text);
  const lies = [0, 1, text.length - 1, text.length + 1, CAP, 2 ** 32 - 1];

  it('expands honest data byte for byte, several members too (the trailer tells the last one only); zlib refuses a lying trailer as corrupt', () => {
    expect(Buffer.from(gunzipBounded(gzip, MB, 'a.json.gz')).equals(text)).toBe(true);
    const members = Buffer.concat([gzip, gzipSync(text.subarray(0, 10))]);
    expect(Buffer.from(gunzipBounded(members, MB, 'a.json.gz')).equals(Buffer.concat([text, text.subarray(0, 10)]))).toBe(true);
    for (const declared of lies) expect(() => gunzipBounded(withDeclaredSize(gzip, declared), MB, 'a.json.gz'), String(declared)).toThrow('a.json.gz: gzip data is corrupt or truncated');
  });

  it('stops an expansion at the cap whatever the trailer says; reads one of exactly the cap; refuses data too short to have a trailer', () => {
    const far = gzipSync(Buffer.alloc(CAP * 10, 0x20));
    for (const declared of [...lies, CAP * 10]) expect(() => gunzipBounded(withDeclaredSize(far, declared), CAP, 'a.json.gz'), String(declared)).toThrow(`a.json.gz: ${OVER_CAP_EXPANDED}`);
    expect(() => gunzipBounded(gzipSync(Buffer.alloc(CAP + 1, 0x20)), CAP, 'a.json.gz')).toThrow(`a.json.gz: ${OVER_CAP_EXPANDED}`);
    expect(gunzipBounded(gzipSync(Buffer.alloc(CAP, 0x20)), CAP, 'a.json.gz').length).toBe(CAP);
    for (const length of [0, 2, 7]) expect(() => gunzipBounded(gzip.subarray(0, length), CAP, 'a.json.gz'), String(length)).toThrow('a.json.gz: gzip data is corrupt or truncated');
  });
});

describe('readSource: a file is read whole, whatever its size against the pieces it is read in', () => {
  it('reads files of 0, 1, a megabyte less one, a megabyte, a megabyte and one and three megabytes, byte for byte', async () => {
    const dir = tempDir('bounded');
    for (const size of [0, 1, MB - 1, MB, MB + 1, 3 * MB]) {
      const path = join(dir, `${size}.json`);
      const text = 'abcdefghijklmnopqrstuvwxyz'.repeat(Math.ceil(size / 26)).slice(0, size);
      writeFileSync(path, text);
      expect((await readSource(path, { timeoutMs: 5_000, maxBytes: 4 * MB })).text === text, String(size)).toBe(true);
    }
  });
});

describe('the CLI against a 700 MB gzip bomb', () => {
  it('generate --spec URL: one line, exit 2, nothing written, peak memory under 300 MB', async () => {
    const out = join(tempDir('bounded'), 'out');
    const run = await runCliMeasured(['generate', '--spec', `${base}/bomb.json.gz`, '--out', out]);
    expect(run).toMatchObject({ status: 2, stdout: '', stderr: `error: ${base}/bomb.json.gz: ${OVER_DEFAULT}\n` });
    expect(existsSync(out)).toBe(false);
    expect(run.peakRssMb).toBeLessThan(300);
  });

  it('drift with a local .gz bomb: the same; a raised --max-spec-mb reads further and is still bounded', async () => {
    const dir = tempDir('bounded');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, 'bomb.json.gz');
    writeFileSync(path, bomb);
    const run = await runCliMeasured(['drift', path, path]);
    expect(run).toMatchObject({ status: 2, stdout: '', stderr: `error: ${path}: ${OVER_DEFAULT}\n` });
    expect(run.peakRssMb).toBeLessThan(300);
    const raised = await runCliMeasured(['drift', '--max-spec-mb', '100', path, path]);
    expect(raised.peakRssMb).toBeLessThan(400);
    expect(raised).toMatchObject({ status: 2, stderr: `error: ${path}: larger than 100 MB (expanded); raise --max-spec-mb to read it\n` });
  });

  it('changelog with a bomb among the snapshots: one line naming it, at the cap --max-spec-mb sets', async () => {
    const dir = tempDir('bounded');
    const path = join(dir, '2026-01-01T000000Z.json.gz');
    writeFileSync(path, bomb);
    const run = await runCliMeasured(['changelog', '--dir', dir, '--max-spec-mb', '2']);
    expect(run).toMatchObject({ status: 2, stdout: '', stderr: `error: ${path}: larger than 2 MB (expanded); raise --max-spec-mb to read it\n` });
  });

  it('refuses a --max-spec-mb that is no whole number of megabytes in range', async () => {
    for (const value of ['0', '-1', '1.5', 'lots', '501']) {
      const run = await runCliMeasured(['drift', `--max-spec-mb=${value}`, 'a.json', 'b.json']);
      expect(run, value).toMatchObject({ status: 2, stdout: '' });
      expect(run.stderr, value).toContain('--max-spec-mb takes a whole number of megabytes from 1 to 500');
    }
  });
});
