/**
 * Prism (`@stoplight/prism-cli`) serving a spec on a free loopback port, started and stopped by
 * the test. Its log is kept: request-validation violations appear there even when Prism answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const PRISM_BIN = realpathSync(resolve(import.meta.dirname, '../../../../node_modules/.bin/prism'));
const STARTUP_MS = 90_000;

export interface PrismServer {
  url: string;
  log(): string;
  stop(): Promise<void>;
}

export async function startPrism(specFile: string): Promise<PrismServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [PRISM_BIN, 'mock', '--host', '127.0.0.1', '--port', String(port), specFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  await waitForListening(child, () => log);
  return { url: `http://127.0.0.1:${port}`, log: () => log, stop: () => stop(child) };
}

function waitForListening(child: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => fail(new Error(`prism did not start within ${STARTUP_MS} ms:\n${log().slice(-2000)}`)), STARTUP_MS);
    const poll = setInterval(() => {
      if (log().includes('Prism is listening')) finish();
    }, 100);
    const onExit = (code: number | null) => fail(new Error(`prism exited (${code}) before listening:\n${log().slice(-2000)}`));
    child.once('exit', onExit);
    function finish(): void {
      clearTimeout(timer);
      clearInterval(poll);
      child.off('exit', onExit);
      resolvePromise();
    }
    function fail(error: Error): void {
      finish();
      child.kill();
      reject(error);
    }
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    child.once('exit', () => resolvePromise());
    child.kill();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePromise(port));
    });
  });
}
