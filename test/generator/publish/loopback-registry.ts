/**
 * An npm registry on loopback for the publish tests: whoami, packuments, tarballs and the upload
 * real `npm publish` sends, over node:http, with each answer a registry may give settable per test;
 * and a second server serving tarballs from another origin, recording whether a token came along.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '../../support/loopback.ts';

export const TOKEN = `npm_${'a1B2'.repeat(9)}`;
export const NAME = 'incident-api-client';

interface Stored {
  versions: Record<string, { name: string; version: string; dist: { integrity?: string; shasum?: string; tarball?: string } }>;
}

/** The registry's state and its answers, reset before each test. */
export const registry = {
  packages: new Map<string, Stored>(),
  tarballs: new Map<string, Buffer>(),
  /** Every request: method, path, and whether it carried the token. */
  requests: [] as Array<{ method: string; path: string; authorized: boolean }>,
  /** The Accept header of every request, in order (absent: ''). */
  accepts: [] as string[],
  /** The token it accepts. */
  token: TOKEN,
  whoami: 'user' as 'user' | 'empty' | 'blank' | 'not-json',
  /** `null` and `no-versions`: a JSON body without a `versions` object (a registry's placeholder for a name it holds nothing under). */
  packument: 'ok' as 'ok' | 'error' | 'not-json' | 'null' | 'no-versions',
  /** `refuse-echoing`: refuses with an error that repeats the token it was sent. */
  upload: 'store' as 'store' | 'refuse' | 'refuse-echoing' | 'lose',
  /** Hang up on this many requests before answering. */
  dropConnections: 0,
};
export let server: LoopbackServer;
/** Serves tarballs from another origin, recording whether a token came with them. */
export let mirror: LoopbackServer;
export const mirrorRequests: Array<{ path: string; authorized: boolean }> = [];

const body = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

async function answer(request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url!, 'http://registry').pathname;
  const authorized = request.headers.authorization === `Bearer ${registry.token}`;
  registry.requests.push({ method: request.method!, path, authorized });
  registry.accepts.push(request.headers.accept ?? '');
  if (registry.dropConnections > 0) {
    registry.dropConnections--;
    request.socket.destroy();
    return;
  }
  const json = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  const tail = path.replace(/^\/npm\//, '/');
  if (tail === '/-/whoami') {
    if (!authorized) return json(401, { error: 'unauthorized' });
    if (registry.whoami === 'not-json') return response.end('<html>');
    return json(200, registry.whoami === 'empty' ? {} : { username: registry.whoami === 'blank' ? '' : 'tester' });
  }
  if (tail.startsWith('/-/tarballs/')) {
    const bytes = registry.tarballs.get(tail.slice('/-/tarballs/'.length));
    return bytes ? response.end(bytes) : json(404, {});
  }
  const name = decodeURIComponent(tail.slice(1));
  if (request.method === 'PUT') {
    const upload = JSON.parse(await body(request)) as Stored & { _attachments: Record<string, { data: string }> };
    if (!authorized || registry.upload === 'refuse') return json(403, { error: 'you may not publish this package' });
    if (registry.upload === 'refuse-echoing') return json(403, { error: `the token ${registry.token} may not publish this package` });
    if (registry.upload === 'store') for (const [version, manifest] of Object.entries(upload.versions)) store(name, version, Buffer.from(Object.values(upload._attachments)[0]!.data, 'base64'), manifest.dist);
    return json(201, { ok: true });
  }
  if (registry.packument === 'error') return json(500, { error: 'down' });
  if (registry.packument === 'not-json') return response.end('Service Unavailable');
  if (registry.packument === 'null') return json(200, null);
  if (registry.packument === 'no-versions') return json(200, { name });
  const stored = registry.packages.get(name);
  return stored ? json(200, { name, ...stored }) : json(404, { error: 'not found' });
}

/** What the registry holds after a publish: the version's dist, and the tarball where dist.tarball says. */
export function store(name: string, version: string, tarball: Buffer, dist: Stored['versions'][string]['dist'] = {}) {
  const file = `${name.replace('/', '-')}-${version}.tgz`;
  registry.tarballs.set(file, tarball);
  const entry = registry.packages.get(name) ?? { versions: {} };
  entry.versions[version] = { name, version, dist: { integrity: integrityOf(tarball), shasum: sha1Of(tarball), tarball: `${server.url}/-/tarballs/${file}`, ...dist } };
  registry.packages.set(name, entry);
}

export const integrityOf = (bytes: Buffer) => `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
export const sha1Of = (bytes: Buffer) => createHash('sha1').update(bytes).digest('hex');

/** Starts both servers for the calling test file, resets the registry before each test, stops them after. */
export function useLoopbackRegistry(): void {
  beforeAll(async () => {
    server = await startLoopbackServer((request, response) => void answer(request, response));
    mirror = await startLoopbackServer((request, response) => {
      const path = new URL(request.url!, 'http://mirror').pathname;
      mirrorRequests.push({ path, authorized: request.headers.authorization !== undefined });
      const bytes = registry.tarballs.get(path.slice(1));
      if (bytes) response.end(bytes);
      else response.writeHead(404).end();
    });
  });
  afterAll(async () => {
    await server?.close();
    await mirror?.close();
  });
  beforeEach(() => {
    Object.assign(registry, { token: TOKEN, whoami: 'user', packument: 'ok', upload: 'store', dropConnections: 0 });
    registry.packages.clear();
    registry.tarballs.clear();
    registry.requests.length = 0;
    registry.accepts.length = 0;
    mirrorRequests.length = 0;
  });
}
