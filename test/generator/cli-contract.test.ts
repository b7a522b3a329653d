/**
 * The CLI's contract on every path, through the CLI as a process: bad input is one line and exit
 * status 2 (however deep or odd the input), a failure of the tool itself is one line and 70, and
 * 1 is kept for "breaking changes found". Nothing is written when the answer is an error.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDocument } from '../support/generator-fixture.ts';
import { PROJECT_ROOT, projectScratchDir, removeScratchDirs } from '../support/generator-runs.ts';

/** Long enough for a cold start on a loaded machine; a run that hangs is killed here and fails. */
const HANG_LIMIT_MS = 60_000;

interface Outcome {
  status: number | string;
  stdout: string;
  stderr: string;
}

async function cli(args: string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await promisify(execFile)(join(PROJECT_ROOT, 'node_modules/.bin/tsx'), [join(PROJECT_ROOT, 'generator/cli.ts'), ...args], { cwd: PROJECT_ROOT, timeout: HANG_LIMIT_MS, maxBuffer: 16 << 20 });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; signal?: string; stdout?: string; stderr?: string };
    return { status: failed.signal ? `killed by ${failed.signal}` : (failed.code ?? -1), stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fixture is edited in place, field by field
type Editable = Record<string, any>;

/** The fixture with one response schema replaced, or an extra field on the document. */
function fixtureWith(change: (document: Editable) => void): string {
  const document = fixtureDocument() as unknown as Editable;
  change(document);
  return JSON.stringify(document);
}

/**
 * JSON text nested `depth` levels, as `open` ... `leaf` ... `close`, written where `change` put
 * DEEP: JSON.stringify itself cannot write such a document.
 */
const DEEP = '\u0000deep';
function deepFixture(change: (document: Editable) => void, depth: number, open: string, close: string, leaf: string): string {
  return fixtureWith(change).replace(JSON.stringify(DEEP), `${open.repeat(depth)}${leaf}${close.repeat(depth)}`);
}

const deepSchema = (depth: number) => deepFixture((d) => (responseSchema(d).schema = DEEP), depth, '{"type":"object","properties":{"deeper":', '}}', '{"type":"string"}');
const deepExtension = (depth: number) => deepFixture((d) => (d['x-deep'] = DEEP), depth, '{"x":', '}', '{}');

const responseSchema = (document: Editable) => document.paths['/v3/api_keys'].get.responses['200'].content['application/json'];

/** `#/components/schemas/Chain0` -> Chain1 -> ... -> Chain{length}: shallow in the document, deep through refs. */
function refChain(length: number, title: string): string {
  return fixtureWith((document) => {
    for (let index = 0; index < length; index++) {
      document.components.schemas[`Chain${index}`] = { type: 'object', title, properties: { next: { $ref: `#/components/schemas/Chain${index + 1}` } } };
    }
    document.components.schemas[`Chain${length}`] = { type: 'string', title };
    responseSchema(document).schema = { $ref: '#/components/schemas/Chain0' };
  });
}

const BAD_SPECS: Record<string, { text: () => string; says: RegExp }> = {
  'a schema nested 100,000 levels': { text: () => deepSchema(100_000), says: /nested more than 256 levels deep$/ },
  'a schema nested 3,000 levels': { text: () => deepSchema(3_000), says: /nested more than 256 levels deep$/ },
  'an x- field nested 3,000 levels': { text: () => deepExtension(3_000), says: /#\/x-deep\/x\/x\/x\/x\/…\/x\/x\/x\/x: nested more than 256 levels deep$/ },
  'arrays nested 100,000 levels': { text: () => deepFixture((d) => (d['x-arrays'] = DEEP), 100_000, '[', ']', '[]'), says: /nested more than 256 levels deep$/ },
  'a $ref with a bare %': { text: () => fixtureWith((d) => (responseSchema(d).schema = { $ref: '#/components/schemas/100%' })), says: /\$ref "#\/components\/schemas\/100%" is not a URI fragment/ },
  'a property name with a %': { text: () => fixtureWith((d) => (responseSchema(d).schema = { type: 'object', properties: { '100% done': { type: 'string' } } })), says: /the name "100% done" holds a %/ },
  'an operationId with line breaks': { text: () => fixtureWith((d) => (d.paths['/v2/widgets'].post.operationId = d.paths['/v2/widgets'].get.operationId = 'a\nb\u2028c')), says: /duplicate operationId "a\\u000ab\\u2028c"/ },
};

describe('incident-gen: the exit-status contract', () => {
  afterAll(removeScratchDirs);
  let work: string;
  let out: string;
  let good: string;

  beforeAll(() => {
    work = projectScratchDir('cli-contract');
    out = join(work, 'pkg');
    good = join(work, 'good.json');
    writeFileSync(good, JSON.stringify(fixtureDocument()));
  });

  it.each(Object.entries(BAD_SPECS))('generate refuses %s: one line, exit 2, nothing written', async (what, { text, says }) => {
    const spec = join(work, `${what.replace(/\W+/g, '-')}.json`);
    writeFileSync(spec, text());
    const result = await cli(['generate', '--spec', spec, '--out', out]);
    expect({ status: result.status, stdout: result.stdout }).toEqual({ status: 2, stdout: '' });
    expect(result.stderr).toMatch(/^error: [^\n]+\n$/);
    expect(result.stderr.trimEnd()).toMatch(says);
    expect(existsSync(out)).toBe(false);
  });

  it('drift refuses a document nested too deep, and a $ref chain deeper than the limit, with one line and exit 2; a chain within it is compared', async () => {
    const deep = join(work, 'deep.json');
    writeFileSync(deep, deepExtension(3_000));
    const [oldChain, newChain] = [join(work, 'chain-old.json'), join(work, 'chain-new.json')];
    writeFileSync(oldChain, refChain(3_000, 'old'));
    writeFileSync(newChain, refChain(3_000, 'new'));
    for (const args of [[good, deep], [oldChain, newChain]]) {
      const result = await cli(['drift', ...args]);
      expect({ status: result.status, stdout: result.stdout }).toEqual({ status: 2, stdout: '' });
      expect(result.stderr).toMatch(/^error: [^\n]+ (nested more than 256 levels deep|\$ref chain nests \d+ levels deep, more than \d+ \([^\n]+\))\n$/);
    }
    const [shortOld, shortNew] = [join(work, 'short-old.json'), join(work, 'short-new.json')];
    // 75 property links nest 234 levels through their refs, within DEFAULTS.maxRefDepth.
    writeFileSync(shortOld, refChain(75, 'old'));
    writeFileSync(shortNew, refChain(75, 'new'));
    expect(await cli(['drift', shortOld, shortNew])).toMatchObject({ status: 0, stderr: '' });
  });

  it('reports a failure inside the schema worker as an internal error: one line, exit 70, never an unhandled rejection', async () => {
    const spec = join(work, 'worker-fails.json');
    // Valid JSON the loader accepts, on which openapi-typescript throws a TypeError in the worker.
    writeFileSync(spec, fixtureWith((d) => (responseSchema(d).schema = { type: 'object', properties: { broken: null } })));
    const result = await cli(['generate', '--spec', spec, '--out', out]);
    expect({ status: result.status, stdout: result.stdout }).toEqual({ status: 70, stdout: '' });
    expect(result.stderr).toMatch(/^error: internal: openapi-typescript failed: [^\n]+\n$/);
    expect(existsSync(out)).toBe(false);
  });

  it.each([
    ['a file', () => join(work, 'good.json'), /--out \S+good\.json: is a file, not a folder$/],
    ['a folder below a file', () => join(work, 'good.json', 'pkg'), /--out \S+: \S+good\.json is a file, so no folder can be made below it$/],
    ['a device', () => '/dev/null', /--out \/dev\/null: is a file, not a folder$/],
    ['a place nothing can be written', () => '/proc/incident-gen-test/pkg', /--out \/proc\/incident-gen-test\/pkg: cannot write in \/proc \(E[A-Z]+\)$/],
    ["somebody else's folder", () => { mkdirSync(join(work, 'foreign'), { recursive: true }); writeFileSync(join(work, 'foreign', 'notes.txt'), 'mine'); return join(work, 'foreign'); }, /refusing to replace \S+foreign: it is not empty/],
  ])('generate refuses --out on %s before reading the spec: one line, exit 2', async (_what, target, says) => {
    const path = target();
    const before = readdirSync(work).sort();
    // The spec does not exist: an answer about --out proves the path was checked first.
    const result = await cli(['generate', '--spec', join(work, 'missing.json'), '--out', path]);
    expect({ status: result.status, stdout: result.stdout }).toEqual({ status: 2, stdout: '' });
    expect(result.stderr).toMatch(/^error: [^\n]+\n$/);
    expect(result.stderr.trimEnd()).toMatch(says);
    expect(readdirSync(work).sort()).toEqual(before);
  });
});
