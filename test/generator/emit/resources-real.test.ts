/**
 * The named-method layer, generated for real: every operation of spec/openapiV3.json (the
 * committed generated/ package) and of the newest real snapshot in ../shared (generated into a
 * scratch folder) is reachable as `client.<resource>.<method>` and sends the method and path its
 * `operations` entry names, to a loopback server that records the requests. A whole generation
 * per run: the mutation run leaves this file out (resources.test.ts checks the emitted text).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../generator/generate.ts';
import { projectScratchDir, PROJECT_ROOT, removeScratchDirs } from '../../support/generator-runs.ts';
import { startLoopbackServer, type LoopbackServer } from '../../support/loopback.ts';
import { newestRealSpecPath } from '../../support/real-specs.ts';
import type { OperationMeta, TableNamedOperation } from '../../../generator/runtime/client/index.ts';

interface GeneratedPackage {
  operations: Readonly<Record<string, OperationMeta>>;
  resources: Readonly<Record<string, Readonly<Record<string, TableNamedOperation>>>>;
  createIncidentClient(options: Record<string, unknown>): Record<string, unknown>;
}

let server: LoopbackServer;
const received: string[] = [];

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
afterAll(async () => {
  await server.close();
  removeScratchDirs();
});

/** Calls every named method once, each path parameter named after itself; returns what was sent and what was expected. */
async function callEveryMethod(pkg: GeneratedPackage): Promise<{ sent: string[]; expected: string[] }> {
  const client = pkg.createIncidentClient({ apiKey: 'inc_reach_key_0123456789', baseUrl: server.url, onDeprecated: 'ignore', retry: false, rateLimit: false });
  received.length = 0;
  const expected: string[] = [];
  const reached = new Set<string>();
  for (const [resource, methods] of Object.entries(pkg.resources)) {
    for (const [method, named] of Object.entries(methods)) {
      const meta = pkg.operations[named.operationId]!;
      reached.add(named.operationId);
      const args: Record<string, unknown> = Object.fromEntries((named.path ?? []).map((name) => [name, `p-${name}`]));
      if (named.body === 'nested') args.body = {};
      const call = (client[resource] as Record<string, (args: object) => Promise<unknown>>)[method]!;
      await call(args);
      expected.push(`${meta.method.toUpperCase()} ${meta.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(`p-${name}`))}`);
    }
  }
  expect([...reached].sort()).toEqual(Object.keys(pkg.operations).sort());
  return { sent: received.map((line) => line.split('?')[0]!), expected };
}

describe('every operation is reachable by name', () => {
  it('spec/openapiV3.json (generated/)', async () => {
    const pkg = (await import(join(PROJECT_ROOT, 'generated/index.ts'))) as GeneratedPackage;
    expect(Object.keys(pkg.operations)).toHaveLength(255);
    const { sent, expected } = await callEveryMethod(pkg);
    expect(sent).toEqual(expected);
  });

  it('the newest real snapshot in ../shared', { timeout: 240_000 }, async () => {
    const outDir = join(projectScratchDir('named-methods'), 'package');
    await generate({ specPath: newestRealSpecPath(), outDir });
    const pkg = (await import(join(outDir, 'index.ts'))) as GeneratedPackage;
    expect(Object.keys(pkg.operations).length).toBeGreaterThan(100);
    const { sent, expected } = await callEveryMethod(pkg);
    expect(sent).toEqual(expected);
  });
});
