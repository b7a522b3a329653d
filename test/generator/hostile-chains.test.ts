/**
 * No `$ref` chain crashes the tool (test/support/ref-chains.ts builds them): of every shape and
 * ending, from one link to 100,000. Load + model + emit in-process, and drift between two such
 * documents, either refuse in one line naming the chain (an InputError) or give the right
 * result: never a RangeError. A few of the biggest go through the CLI as real processes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../generator/context.ts';
import { diffDocuments } from '../../generator/drift/report.ts';
import { emitPackage } from '../../generator/emit/index.ts';
import { InputError, loadSpecText, type LoadedSpec } from '../../generator/load/index.ts';
import { buildModel } from '../../generator/model/index.ts';
import { readPackageModel } from '../../generator/model/package-info.ts';
import { readRuntimeFiles } from '../../generator/model/runtime.ts';
import { PROJECT_ROOT, projectScratchDir, removeScratchDirs, runCli } from '../support/generator-runs.ts';
import { CHAIN_ENDINGS, CHAIN_SHAPES, chainDocument, COMPONENT_LINKS, diamondDocument, type ChainOptions } from '../support/ref-chains.ts';

const REFUSAL = /^spec-(old|new)\.json #\/components\/\w+\/A0: \$ref chain nests \d+ levels deep, more than \d+ \(A0[^\n]*\)$/;

/** Lengths that fit, that straddle the bound, and that are far past it. */
const chains = fc.record({
  shape: fc.constantFrom(...CHAIN_SHAPES),
  ending: fc.constantFrom(...CHAIN_ENDINGS),
  length: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 100, max: DEFAULTS.maxRefDepth + 100 }), fc.integer({ min: DEFAULTS.maxRefDepth, max: 100_000 })),
});

/** The loaded document, or the one-line refusal; anything else thrown (a RangeError) fails the test. */
function load(options: ChainOptions, side: 'old' | 'new'): LoadedSpec | string {
  try {
    return loadSpecText(JSON.stringify(chainDocument(options)), `spec-${side}.json`);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    expect(error.message).toMatch(REFUSAL);
    return error.message;
  }
}

/** Drift's verdict on a chain whose leaf changes from string to integer: the rule ids, which its length must not change. */
function driftIds(options: ChainOptions): string[] | string {
  const [before, after] = [load({ ...options, leafType: 'string' }, 'old'), load({ ...options, leafType: 'integer' }, 'new')];
  if (typeof before === 'string' || typeof after === 'string') {
    // Both sides are equally deep: refused on the first.
    expect(typeof before).toBe('string');
    return before as string;
  }
  return [...new Set(diffDocuments(before.document, after.document).changes.map((change) => change.id))].sort();
}

describe('$ref chains of any shape and length', () => {
  afterAll(removeScratchDirs);
  const inputs = { runtimeFiles: readRuntimeFiles(join(PROJECT_ROOT, 'generator/runtime')), package: readPackageModel(PROJECT_ROOT) };

  it('load, model and emit: a one-line refusal past the bound, a package holding every link within it', async () => {
    const seen = { refused: 0, emitted: 0 };
    await fc.assert(
      fc.asyncProperty(chains, async (options) => {
        const loaded = load(options, 'new');
        if (typeof loaded === 'string') return void seen.refused++;
        seen.emitted++;
        const files = await emitPackage(buildModel(loaded.document, inputs));
        const schema = files.find((file) => file.path === 'schema.ts')?.content ?? '';
        const kind = (COMPONENT_LINKS as readonly string[]).includes(options.shape) ? options.shape : 'schemas';
        expect(schema).toContain(`${kind}: {`);
        expect(schema).toMatch(new RegExp(`\\bA${options.length - 1}\\b`));
      }),
      { numRuns: 10, seed: 33 },
    );
    // Both outcomes were tried: the runs are few.
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.emitted).toBeGreaterThan(0);
  }, 600_000);

  it('drift: a one-line refusal past the bound, and within it the same verdict as a chain of three', () => {
    const seen = { refused: 0, judged: 0 };
    fc.assert(
      fc.property(chains, (options) => {
        const verdict = driftIds(options);
        if (typeof verdict === 'string') return void seen.refused++;
        seen.judged++;
        expect(verdict).toEqual(driftIds({ ...options, length: 3 }));
      }),
      { numRuns: 15, seed: 33 },
    );
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.judged).toBeGreaterThan(0);
  }, 600_000);

  it('drift finds the leaf change at the end of the longest accepted chain of every shape', () => {
    for (const shape of CHAIN_SHAPES) {
      let length = 3;
      while (typeof load({ shape, length: length * 2 }, 'new') !== 'string') length *= 2;
      const verdict = driftIds({ shape, length });
      // Drift compares no `not` (what a schema excludes changes no generated type): nothing to find there.
      if (shape !== 'not') expect(verdict, shape).not.toHaveLength(0);
      expect(verdict, shape).toEqual(driftIds({ shape, length: 3 }));
    }
  }, 600_000);
});

describe('diamond chains: 2^40 paths through 120 components', () => {
  const inputs = { runtimeFiles: readRuntimeFiles(join(PROJECT_ROOT, 'generator/runtime')), package: readPackageModel(PROJECT_ROOT) };
  const loaded = (keyword: 'allOf' | 'oneOf' | 'properties', leafType: 'string' | 'integer' = 'string') => loadSpecText(JSON.stringify(diamondDocument(40, keyword, leafType)), 'diamond.json').document;

  it.each(['allOf', 'oneOf', 'properties'] as const)('%s: modelled, emitted and judged once per component, not once per path', async (keyword) => {
    const files = await emitPackage(buildModel(loaded(keyword), inputs));
    expect(files.find((file) => file.path === 'schema.ts')?.content).toMatch(/\bA40\b/);
    const ids = diffDocuments(loaded(keyword), loaded(keyword, 'integer')).changes.map((change) => change.id);
    expect(ids.sort()).toEqual(['request-property-type-changed', 'response-property-type-changed']);
  });
});

describe('the CLI on the biggest chains', () => {
  let work: string;
  beforeAll(() => (work = projectScratchDir('hostile-chains')));
  afterAll(removeScratchDirs);
  const write = (name: string, options: ChainOptions) => {
    const path = join(work, name);
    writeFileSync(path, JSON.stringify(chainDocument(options)));
    return path;
  };

  it.each([
    { shape: 'alias', ending: 'leaf' },
    { shape: 'allOf', ending: 'cycle' },
    { shape: 'properties', ending: 'self' },
    { shape: 'responses', ending: 'leaf' },
  ] as const)('generate and drift refuse a chain of 100,000 $shape links ending in a $ending: exit 2, one line, no output folder', async ({ shape, ending }) => {
    const spec = write(`${shape}-${ending}.json`, { shape, ending, length: 100_000 });
    const out = join(work, `out-${shape}-${ending}`);
    for (const args of [['generate', '--spec', spec, '--out', out], ['drift', spec, spec]]) {
      const result = await runCli(args);
      expect({ status: result.status, stdout: result.stdout }, args[0]).toEqual({ status: 2, stdout: '' });
      expect(result.stderr, args[0]).toMatch(/^error: \S+ #\/components\/\w+\/A0: \$ref chain nests \d+ levels deep, more than \d+ \(A0[^\n]*\)\n$/);
    }
    expect(existsSync(out)).toBe(false);
  });

  it('generate writes, and drift judges, an enum of 200,000 values', async () => {
    const enumDocument = (values: string[]) => ({ ...chainDocument({ shape: 'alias', length: 1 }), components: { schemas: { A0: { type: 'object', properties: { status: { type: 'string', enum: values } } } } } });
    const values = Array.from({ length: 200_000 }, (_, index) => `v${index}`);
    const [before, after] = [join(work, 'enum-old.json'), join(work, 'enum-new.json')];
    writeFileSync(before, JSON.stringify(enumDocument(values)));
    writeFileSync(after, JSON.stringify(enumDocument([...values.slice(1), 'new'])));
    const out = join(work, 'out-enum');
    const generated = await runCli(['generate', '--spec', after, '--out', out]);
    expect({ status: generated.status, stderr: generated.stderr }).toEqual({ status: 0, stderr: '' });
    expect(readFileSync(join(out, 'enums.ts'), 'utf8')).toContain("'v199999',");
    const drift = await runCli(['drift', before, after]);
    expect({ status: drift.status, stderr: drift.stderr }).toEqual({ status: 0, stderr: '' });
    expect(drift.stdout).toMatch(/^info +response-enum-value-added .* "new"/m);
    expect(drift.stdout).toMatch(/^info +response-enum-value-removed .* "v0"/m);
  });

  it('generate writes, drift judges and surface reads a chain just within the bound', async () => {
    // An alias chain nests its length + 10 levels (ref-depth.test.ts).
    const length = DEFAULTS.maxRefDepth - 10;
    const [before, after] = [write('within-old.json', { shape: 'alias', length }), write('within-new.json', { shape: 'alias', length, leafType: 'integer' })];
    const out = join(work, 'out-within');
    const generated = await runCli(['generate', '--spec', after, '--out', out]);
    expect(generated.stderr).toBe('');
    expect(generated.status).toBe(0);
    expect(existsSync(join(out, 'schema.ts'))).toBe(true);
    const drift = await runCli(['drift', before, after]);
    expect(drift.status).toBe(1);
    expect(drift.stdout).toMatch(/^error +response-property-type-changed +GET \/v1\/things -> id: response type changed from "string" to "integer"/m);
    // TypeScript, run in-process on the package, resolves the alias chain recursively too.
    const surface = await runCli(['surface', '--accept', '--dir', out, '--baseline', join(work, 'surface.d.ts')]);
    expect({ status: surface.status, stderr: surface.stderr }).toEqual({ status: 0, stderr: expect.stringMatching(/^surface: wrote \S+ \(0 breaking, 0 compatible since the previous baseline\)\n$/) });
    expect(existsSync(join(work, 'surface.d.ts'))).toBe(true);
  });
});
