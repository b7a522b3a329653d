/**
 * What a bundler keeps of the emitted package (esbuild: bundle, ESM, platform browser, the
 * package's `source` condition and `sideEffects: false`): a consumer of named resources bundles
 * those operations and no other, no table, no webhook code, and no rate limiter, response
 * validation or openapi-fetch createClient unless it imports what brings them; a webhook-only
 * consumer bundles no client; `createIncidentClient` alone bundles no webhook code. Sizes are `make bench`'s
 * (PARTS=bundle); this checks which code is there, on the fixture's package. And what a minifier
 * renames: every error class each entry exports keeps its own name.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { emitPackageJson } from '../../../generator/emit/package-files.ts';
import { emitRuntime } from '../../../generator/emit/runtime.ts';
import { emitTesting } from '../../../generator/emit/testing.ts';
import { printSyntaxTreeFiles } from '../../../generator/emit/syntax-tree-files.ts';
import { emitValidators } from '../../../generator/emit/validators.ts';
import { writeEmitted } from '../../support/emitted-modules.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';
import { projectScratchDir, removeScratchDirs } from '../../support/generator-runs.ts';
import { PROJECT_ROOT } from '../../support/project.ts';

afterAll(removeScratchDirs);

/** The fixture's package without schema.ts (types only: nothing a bundle reads), written once. */
function fixturePackage(): string {
  const model = fixtureModel();
  const files = [...printSyntaxTreeFiles(model), ...emitRuntime(model), emitValidators(model), emitTesting(model), emitPackageJson(model), { path: 'schema.ts', content: 'export {};\n' }];
  return writeEmitted(files, 'bundle-package');
}

const packageDir = fixturePackage();

/** The consumer's source bundled against the package, unminified: names and paths stay readable. */
async function bundle(source: string): Promise<string> {
  const work = projectScratchDir('bundle-consumer');
  mkdirSync(join(work, 'node_modules'), { recursive: true });
  symlinkSync(packageDir, join(work, 'node_modules', 'incident-api-client'), 'dir');
  writeFileSync(join(work, 'consumer.js'), source);
  const result = await build({
    entryPoints: [join(work, 'consumer.js')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['source'],
    nodePaths: [join(PROJECT_ROOT, 'node_modules')],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Code a lean client holds only when the consumer imports what brings it; each pattern is found in the whole client's bundle. */
const OPT_IN = {
  'the rate limiter': /\bTokenBucket = class\b|\bclass TokenBucket\b/,
  'response validation': /\bfunction findDrift\(|\bfunction createResponseValidator\(/,
  "openapi-fetch's createClient": /\bfunction createClient\(/,
} as const;

function expectOptIns(code: string, present: ReadonlyArray<keyof typeof OPT_IN>): void {
  for (const [name, pattern] of Object.entries(OPT_IN)) expect(pattern.test(code), name).toBe(present.includes(name as keyof typeof OPT_IN));
}

const LEAN = `import { createIncidentClientWith } from 'incident-api-client';
import { widgetsV2 } from 'incident-api-client/resources';
`;

/** The path style and the version views (path-style.ts): createIncidentClient's alone. */
const PATH_STYLE = /\bfunction pathStyleClient\(|\bfunction callWithPrefix\(|\bfunction methodsFor\(/;

describe('what a bundler keeps of the package', () => {
  it('createIncidentClientWith and one resource: that resource’s operations, none of the others, no table, no webhook code', async () => {
    const code = await bundle(`${LEAN}export const client = createIncidentClientWith({ widgetsV2 }, { apiKey: 'consumer-key-0123456789' });
`);
    for (const id of ['Widgets V2#List', 'Widgets V2#Create', 'Widgets V2#Delete', 'Widgets V2#Show']) expect(code).toContain(id);
    for (const id of ['Widgets V1#List', 'API Keys V3#List']) expect(code).not.toContain(id);
    expect(code).not.toMatch(/\boperations = \{|\bpagination = \{|\bresources = \{|\bresponseValidators = |\beventValidators = /);
    expect(code).not.toMatch(/webhook-signature|standardwebhooks|fast-sha256/);
    expect(code).not.toMatch(PATH_STYLE);
    // No rate limiter, no validation, and openapi-fetch's small helpers only (transport.ts), not its createClient.
    expectOptIns(code, []);
    expect(code).toContain('openapi-fetch');
  });

  it('createIncidentClientWith given single methods: those operations only, not the rest of their resource', async () => {
    const code = await bundle(`import { createIncidentClientWith } from 'incident-api-client';
import { widgetsV2List, widgetsV2Show } from 'incident-api-client/resources';
export const client = createIncidentClientWith({ widgetsV2: { list: widgetsV2List, show: widgetsV2Show } }, { apiKey: 'consumer-key-0123456789' });
`);
    for (const id of ['Widgets V2#List', 'Widgets V2#Show']) expect(code).toContain(id);
    for (const id of ['Widgets V2#Create', 'Widgets V2#Delete', 'Widgets V1#List', 'API Keys V3#List']) expect(code).not.toContain(id);
    expect(code).not.toMatch(/\boperations = \{|\bpagination = \{|\bresources = \{/);
    expect(code).not.toMatch(PATH_STYLE);
    expectOptIns(code, []);
  });

  it('createIncidentClientWith: the deprecation notifier only with a deprecated method, which carries it', async () => {
    const notifier = /\bfunction createDeprecationNotifier\(/;
    const current = await bundle(`${LEAN}export const client = createIncidentClientWith({ widgetsV2 }, { apiKey: 'consumer-key-0123456789' });
`);
    expect(current).not.toMatch(notifier);
    expect(current).not.toContain('is deprecated');
    const deprecated = await bundle(`import { createIncidentClientWith } from 'incident-api-client';
import { widgetsV1List } from 'incident-api-client/resources';
export const client = createIncidentClientWith({ widgetsV1: { list: widgetsV1List } }, { apiKey: 'consumer-key-0123456789' });
`);
    expect(deprecated).toMatch(notifier);
    expect(deprecated).toContain('Widgets V1#List');
  });

  it('createIncidentClientWith: the paging code only with a list method, the body split only with a body method, each carrying it', async () => {
    const paginator = /\bfunction createPaginator\(/;
    const noList = await bundle(`import { createIncidentClientWith } from 'incident-api-client';
import { widgetsV2Show, widgetsV2Create } from 'incident-api-client/resources';
export const client = createIncidentClientWith({ widgetsV2: { show: widgetsV2Show, create: widgetsV2Create } }, { apiKey: 'consumer-key-0123456789' });
`);
    expect(noList).toContain('Widgets V2#Show');
    expect(noList).not.toMatch(paginator);
    expect(noList).not.toMatch(/\bfunction listCall\(|maxPages/);
    expect(noList).toMatch(/\bfunction bodySplit\(/);
    const list = await bundle(`import { createIncidentClientWith } from 'incident-api-client';
import { widgetsV2List } from 'incident-api-client/resources';
export const client = createIncidentClientWith({ widgetsV2: { list: widgetsV2List } }, { apiKey: 'consumer-key-0123456789' });
`);
    expect(list).toMatch(paginator);
    // No body method: the code splitting a body from the query is not there either.
    expect(list).not.toMatch(/\bfunction bodySplit\(/);
  });

  it('createIncidentClientWith given clientRateLimiter: the limiter, still no validation nor createClient', async () => {
    const code = await bundle(`${LEAN.replace('createIncidentClientWith }', 'createIncidentClientWith, clientRateLimiter }')}export const client = createIncidentClientWith({ widgetsV2 }, { apiKey: 'consumer-key-0123456789', rateLimiter: clientRateLimiter });
`);
    expectOptIns(code, ['the rate limiter']);
  });

  it('createIncidentClientWith given responseValidators: the checks and the code that runs them, no limiter nor createClient', async () => {
    const code = await bundle(`${LEAN}import { responseValidators } from 'incident-api-client/validators';
export const client = createIncidentClientWith({ widgetsV2 }, { apiKey: 'consumer-key-0123456789', validators: responseValidators });
`);
    expectOptIns(code, ['response validation']);
    expect(code).toMatch(/\bresponseValidators = /);
  });

  it('verifyWebhook from the webhooks entry: no client, no operation', async () => {
    const code = await bundle(`import { verifyWebhook } from 'incident-api-client/webhooks';
export const verify = verifyWebhook;
`);
    expect(code).toMatch(/webhook-signature/);
    expect(code).not.toMatch(/openapi-fetch|Widgets V2#List|createIncidentClient/);
  });

  it('createIncidentClient from the main entry: every operation, and no webhook code though the entry re-exports it', async () => {
    const code = await bundle(`import { createIncidentClient } from 'incident-api-client';
export const client = createIncidentClient({ apiKey: 'consumer-key-0123456789' });
`);
    for (const id of ['Widgets V1#List', 'Widgets V2#Show', 'API Keys V3#List']) expect(code).toContain(id);
    // The tables and the opt-in code the composed bundle must not hold, found here by the same patterns.
    for (const table of [/\boperations = \{/, /\bpagination = \{/, /\bresources = \{/, /\bresponseValidators = /]) expect(code).toMatch(table);
    expect(code).toMatch(/\bfunction createDeprecationNotifier\(/);
    expect(code).toMatch(/\bfunction createPaginator\(/);
    expect(code).toMatch(/\bfunction bodySplit\(/);
    expect(code).toMatch(PATH_STYLE);
    expectOptIns(code, Object.keys(OPT_IN) as Array<keyof typeof OPT_IN>);
    expect(code).not.toMatch(/webhook-signature|standardwebhooks|fast-sha256/);
  });
});

/** Each entry of the package's `exports` and the source file it maps to. */
function packageEntries(): Array<[string, string]> {
  const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { exports: Record<string, string | { source?: string }> };
  return Object.entries(exports).flatMap(([entry, target]) => (typeof target === 'object' && target.source ? [[entry, target.source] as [string, string]] : []));
}

/** The entry bundled minified (its dependencies left as imports) and imported. */
async function importMinified(source: string): Promise<Record<string, unknown>> {
  const outfile = join(projectScratchDir('minified-entry'), 'entry.mjs');
  await build({ entryPoints: [join(packageDir, source)], bundle: true, minify: true, format: 'esm', platform: 'node', packages: 'external', outfile, logLevel: 'silent' });
  return (await import(pathToFileURL(outfile).href)) as Record<string, unknown>;
}

/**
 * One argument list every error constructor accepts: an ApiErrorInit first (the API errors' only
 * argument), then what the others quote (method or detail, path, a count).
 */
const CONSTRUCTOR_ARGUMENTS = [{ status: 404, method: 'GET', path: '/v2/widgets/{id}', bodyKind: 'empty', attempts: 1 }, 'GET', '/v2/widgets/{id}', 1];

const isErrorClass = (value: unknown): value is new (...args: unknown[]) => Error => typeof value === 'function' && value.prototype instanceof Error;

describe('error names in a minified bundle', () => {
  const entries = packageEntries();

  it('the package has the entries whose errors are checked', () => {
    expect(entries.map(([entry]) => entry)).toEqual(expect.arrayContaining(['.', './webhooks', './resources', './validators', './testing']));
  });

  it.each(entries)('%s: every exported class that extends Error is named after its export, instance and class', async (_entry, source) => {
    const module = await importMinified(source);
    const errorClasses = Object.entries(module).filter((exported): exported is [string, new (...args: unknown[]) => Error] => isErrorClass(exported[1]));
    for (const [exportName, ErrorClass] of errorClasses) {
      expect([exportName, new ErrorClass(...CONSTRUCTOR_ARGUMENTS).name]).toEqual([exportName, exportName]);
      expect([exportName, ErrorClass.name]).toEqual([exportName, exportName]);
    }
  });

  it('the main entry exports the client errors and the webhook one, so the check above has classes to check', async () => {
    const module = await importMinified(entries.find(([entry]) => entry === '.')![1]);
    const names = Object.entries(module).filter(([, value]) => isErrorClass(value)).map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['IncidentError', 'NotFoundError', 'TimeoutError', 'WebhookVerificationError']));
  });
});
