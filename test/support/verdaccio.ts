/**
 * A real npm registry for the release tests: Verdaccio in a child process on a free loopback port,
 * its config and storage in a temp folder, one user created through the registry's own HTTP API.
 * Packages other than the client are proxied from the registry npm itself uses, so a consumer's
 * install finds openapi-fetch and standardwebhooks; the client is never proxied, only published here.
 * `stop()` ends the process and removes the folder; call it in afterAll, or a finally.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { GENERATED_PACKAGE_NAME } from '../../generator/model/package-info.ts';

export interface TestRegistry {
  /** `http://127.0.0.1:<port>/`, with the trailing slash npm writes in its config. */
  url: string;
  /** The user's token, as `npm login` would have stored it. */
  token: string;
  /** The folder holding config and storage, removed by stop(). */
  dir: string;
  stop(): Promise<void>;
}

/** A name nobody may publish: the registry accepts the token, then refuses the upload itself. */
export const REFUSED_PACKAGE = 'refused-by-registry';
const STARTUP_TIMEOUT_MS = 60_000;
const UPSTREAM = process.env.npm_config_registry || 'https://registry.npmjs.org/';

const config = (upstream: string) => `storage: ./storage
auth:
  htpasswd:
    file: ./htpasswd
    max_users: 10
uplinks:
  upstream:
    url: ${JSON.stringify(upstream)}
    timeout: 60s
packages:
  ${JSON.stringify(GENERATED_PACKAGE_NAME)}:
    access: $all
    publish: $authenticated
    unpublish: $authenticated
  ${JSON.stringify(REFUSED_PACKAGE)}:
    access: $all
    publish: no-such-group
  '**':
    access: $all
    publish: $authenticated
    proxy: upstream
max_body_size: 200mb
web:
  enable: false
log:
  type: stdout
  format: json
  level: error
`;

export async function startRegistry(): Promise<TestRegistry> {
  const dir = mkdtempSync(join(tmpdir(), 'incident-registry-'));
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.stdin?.end();
      const killer = setTimeout(() => child!.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    writeFileSync(join(dir, 'config.yaml'), config(UPSTREAM));
    child = spawn(process.execPath, [join(import.meta.dirname, 'verdaccio-process.mjs'), join(dir, 'config.yaml')], { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
    const port = await firstPort(child);
    const url = `http://127.0.0.1:${port}/`;
    return { url, token: await createUser(url), dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The port the child prints once it listens; its stderr when it dies first. */
function firstPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => reject(new Error(`verdaccio did not start within ${STARTUP_TIMEOUT_MS} ms`)), STARTUP_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`verdaccio exited with ${code} before listening: ${stderr.trim()}`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const port = /^\{"port":(\d+)\}$/.exec(line)?.[1];
      if (port === undefined) return;
      clearTimeout(timer);
      resolve(Number(port));
    });
  });
}

/** What `npm adduser` does: PUT /-/user/org.couchdb.user:NAME, answered with a token. */
async function createUser(url: string): Promise<string> {
  const name = 'release-tester';
  const password = `pw-${crypto.randomUUID()}`;
  const response = await fetch(new URL(`-/user/org.couchdb.user:${name}`, url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ _id: `org.couchdb.user:${name}`, name, password, type: 'user', roles: [], date: new Date().toISOString() }),
  });
  const body = (await response.json()) as { token?: string };
  if (response.status !== 201 || typeof body.token !== 'string') throw new Error(`verdaccio refused to create a user: ${response.status}`);
  return body.token;
}
