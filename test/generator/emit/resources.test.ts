/**
 * The named-method layer, generated for real: every operation of spec/openapiV3.json (the
 * committed generated/ package) and of the newest real snapshot in ../shared (generated into a
 * scratch folder) is reachable as `client.<resource>.<method>` and sends the method and path its
 * `operations` entry names, to a loopback server that records the requests. Also the emitted
 * text: JSDoc, escaping of hostile summaries, reference.md.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../generator/generate.ts';
import { buildModel } from '../../../generator/model/index.ts';
import { emitResources } from '../../../generator/emit/resources.ts';
import { emitReference } from '../../../generator/emit/reference.ts';
import { projectScratchDir, PROJECT_ROOT, removeScratchDirs } from '../../support/generator-runs.ts';
import { startLoopbackServer, type LoopbackServer } from '../../support/loopback.ts';
import { newestRealSpecPath } from '../../support/real-specs.ts';
import type { NamedOperation, OperationMeta } from '../../../generator/runtime/client/index.ts';

interface GeneratedPackage {
  operations: Readonly<Record<string, OperationMeta>>;
  resources: Readonly<Record<string, Readonly<Record<string, NamedOperation>>>>;
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

/** A document whose spec strings try to break out of the code, comments and markdown they land in. */
function hostileModel() {
  const summary = 'Close */ export const pwned = 1; /* | cell <b>x</b>\nsecond line';
  const document = {
    openapi: '3.0.3',
    info: { title: 'T | */', version: '1' },
    paths: {
      '/v2/things/{id}': {
        put: {
          operationId: "Things V2#Update'); pwned('",
          summary,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
        get: {
          operationId: 'Things V2#Then',
          deprecated: true,
          'x-successor': "Things V2#Update'); pwned('",
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
      '/v2/things': {
        post: {
          operationId: 'Things V2#Create',
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } } },
          responses: { '201': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
    },
  };
  return buildModel(document as never, { runtimeFiles: [], package: { name: 'x', dependencies: {}, peerDependencies: {} } });
}

describe('the emitted layer', () => {
  it('splits a body that shares a parameter name under `body`, spreads one that does not, and never names a method `then`', () => {
    const text = emitResources(hostileModel()).content;
    expect(text).toMatch(/updatePwned\(\s*args: v2\.ThingsV2UpdatePwnedPathParams & \{\s*body: v2\.ThingsV2UpdatePwnedRequestBody;\s*\}/);
    expect(text).toMatch(/create\(args\?: v2\.ThingsV2CreateRequestBody/);
    expect(text).toMatch(/\bthen2\(/);
    expect(text).not.toMatch(/\bthen\(/);
  });

  it('keeps hostile summaries inside their comment and operationIds inside their strings', () => {
    const text = emitResources(hostileModel()).content;
    expect(text).not.toMatch(/^\s*export const pwned/m);
    expect(text).toContain("operationId: 'Things V2#Update\\'); pwned(\\''");
    expect(text).toContain('Close *\\/ export const pwned');
    expect(text).toContain('@deprecated Use `client.thingsV2.updatePwned` instead.');
    expect(text).toMatch(/@example\n\s*\* const data = await client\.thingsV2\.updatePwned\(\{ id: '\.\.\.', body \}\);/);
  });

  it('reference.md lists every method with its HTTP call, one row each, cells escaped', () => {
    const text = emitReference(hostileModel()).content;
    expect(text.split('\n')[0]).toMatch(/^<!-- DO NOT EDIT\. Generated by generator\/emit\/reference\.ts; run `make generate` to update\. -->$/);
    expect(text).toContain('| `client.thingsV2.updatePwned()` | PUT `/v2/things/{id}` | Close \\*/ export const pwned = 1; /\\* \\| cell \\<b\\>x\\</b\\> second line |');
    expect(text).toContain('| `client.thingsV2.then2()` | GET `/v2/things/{id}` |  **Deprecated**: use `client.thingsV2.updatePwned`. |');
    expect(text.match(/^\| `client\./gm)).toHaveLength(3);
  });
});
