/**
 * The smoke in headless Chromium (Debian's package), driven with no browser-automation library:
 * a loopback page server hands Chromium a page whose module is the smoke bundled by esbuild from the
 * consumer's install, and the page posts its result back to that server. The API the page calls is
 * another loopback server, so every call is cross-origin and goes through CORS as in production.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { startLoopbackServer } from '../support/loopback.ts';

const RESULT_TIMEOUT_MS = 90_000;
const PAGE = '<!doctype html><meta charset="utf-8"><title>smoke</title><script type="module" src="/smoke.js"></script>\n';

/**
 * Bundles `entry` (resolving packages from its folder's node_modules) and returns what the page
 * posted; `files` are served beside the page by name (MSW's `mockServiceWorker.js`).
 */
export async function runInChromium(chromium: string, entry: string, files: Readonly<Record<string, string>> = {}): Promise<unknown> {
  const bundled = await build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'browser', target: 'es2022', write: false, logLevel: 'error' });
  const script = bundled.outputFiles[0]!.contents;
  let posted: (value: unknown) => void = () => undefined;
  const result = new Promise<unknown>((resolve) => (posted = resolve));
  const page = await startLoopbackServer((request, response) => {
    if (request.method === 'POST' && request.url === '/result') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.writeHead(204).end();
        posted(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      });
      return;
    }
    if (request.url === '/smoke.js') return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    const served = Object.hasOwn(files, request.url?.slice(1) ?? '') ? files[request.url!.slice(1)] : undefined;
    if (served !== undefined) return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(served);
    if (request.url === '/') return void response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    response.writeHead(404).end();
  });
  // Chromium leaves an org.chromium.Chromium.* folder in TMPDIR at every start: give it a TMPDIR of
  // its own beside the profile, so removing one folder removes everything it made.
  const scratch = mkdtempSync(join(tmpdir(), 'incident-chromium-'));
  const profile = join(scratch, 'profile');
  const temporary = join(scratch, 'tmp');
  mkdirSync(temporary);
  // Running as root (CI) needs --no-sandbox; the rest keeps a container's Chromium quiet and alone.
  const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', `--user-data-dir=${profile}`, `${page.url}/`];
  const browser = spawn(chromium, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true, env: { ...process.env, TMPDIR: temporary } });
  let stderr = '';
  browser.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
  const exited = new Promise<never>((_, reject) => browser.once('exit', (code) => reject(new Error(`chromium exited (${code}) before the page answered: ${stderr.trim().split('\n').at(-1)}`))));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no result from chromium within ${RESULT_TIMEOUT_MS} ms`)), RESULT_TIMEOUT_MS)));
  try {
    return await Promise.race([result, exited, timeout]);
  } finally {
    clearTimeout(timer);
    // Chromium starts helper processes of its own: end the whole group it leads.
    if (browser.exitCode === null) {
      const gone = new Promise((resolve) => browser.once('exit', resolve));
      process.kill(-browser.pid!, 'SIGKILL');
      await gone;
    }
    await page.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
