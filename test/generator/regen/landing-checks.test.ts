/**
 * What a landing verifies, step by step, with real processes: the package generated from a real
 * small document, `generate --check` through the real collaborators, and for the type-checkers and
 * the test runner a recording script in their place (the commands are options), so each step's
 * arguments, folder and config can be read back, and each can be made to fail. The pipeline's
 * scenario runs the real tools; this pins what each step is given and what its failure reports.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../../generator/context.ts';
import { generate } from '../../../generator/generate.ts';
import { realCollaborators } from '../../../generator/regen/adapters.ts';
import { typecheckStagedPackage, verifyLandedPackage, type LandingChecks } from '../../../generator/regen/landing-checks.ts';
import { fixtureDocument } from '../../support/generator-fixture.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

/** Records each call (name, folder, arguments, the config it was given) and exits as `<name>.status` says. */
const RECORDER = `import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
const [name, ...args] = process.argv.slice(2);
const here = import.meta.dirname;
const last = args.at(-1);
const config = last && last.endsWith('.json') && existsSync(last) ? JSON.parse(readFileSync(last, 'utf8')) : undefined;
appendFileSync(join(here, 'calls.jsonl'), JSON.stringify({ name, cwd: process.cwd(), args, config }) + '\\n');
for (let line = 1; line <= 20; line++) console.log(name + ' line ' + line);
const status = join(here, name + '.status');
process.exit(existsSync(status) ? Number(readFileSync(status, 'utf8')) : 0);
`;

interface Call {
  name: string;
  cwd: string;
  args: string[];
  config?: { extends: string; include: string[]; files: string[] };
}

let generated: Promise<string> | undefined;
/** A package generated from the small document, once, inside the first test that needs it. */
function generatedPackage(): Promise<string> {
  return (generated ??= (async () => {
    const dir = tempDir('landing-generated');
    writeFileSync(join(dir, 'openapiV3.json'), JSON.stringify(fixtureDocument()));
    await generate({ specPath: join(dir, 'openapiV3.json'), outDir: join(dir, 'generated') });
    return dir;
  })());
}

function setup(project: { spec?: string; outDir?: string; tsconfig?: boolean } = {}) {
  const tools = tempDir('landing-tools');
  writeFileSync(join(tools, 'recorder.mjs'), RECORDER);
  const root = tempDir('landing-root');
  // Two of the three landing tests exist in this project: only those are type-checked.
  for (const test of DEFAULTS.landingTests.slice(0, 2)) {
    mkdirSync(join(root, test, '..'), { recursive: true });
    writeFileSync(join(root, test), 'export {};\n');
  }
  if (project.tsconfig) writeFileSync(join(root, 'tsconfig.json'), '{}');
  const progress: string[] = [];
  const tool = (name: string) => [process.execPath, join(tools, 'recorder.mjs'), name];
  const checks: LandingChecks = {
    root,
    spec: project.spec ?? join(root, 'spec/openapiV3.json'),
    outDir: project.outDir ?? join(root, 'generated'),
    releasesFile: join(root, 'spec/releases.json'),
    stagedTypecheckCommand: tool('staged'),
    landedTypecheckCommand: tool('landed'),
    landingTests: DEFAULTS.landingTests,
    testCommand: tool('tests'),
    progress: (line) => progress.push(line),
  };
  const calls = (): Call[] => (existsSync(join(tools, 'calls.jsonl')) ? readFileSync(join(tools, 'calls.jsonl'), 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as Call) : []);
  const fail = (name: string, status = 3) => writeFileSync(join(tools, `${name}.status`), String(status));
  const tail = (name: string) => Array.from({ length: 15 }, (_, index) => `${name} line ${index + 6}`).join('\n');
  return { checks, root, tools, progress, calls, fail, tail, scratchConfig: join(tools, 'landed-tsconfig.json') };
}

describe('typecheckStagedPackage', () => {
  it("runs the staged type-check on the staged package's tsconfig.json from the project root, saying which program", async () => {
    const { checks, root, calls, progress } = setup();
    expect(await typecheckStagedPackage('/staged/generated', checks)).toBeUndefined();
    expect(calls()).toEqual([{ name: 'staged', cwd: root, args: ['/staged/generated/tsconfig.json'] }]);
    expect(progress).toEqual([`type-checking the staged package (${process.execPath})`]);
  });

  it('reports a failure as the type-check step with the end of its output', async () => {
    const { checks, fail, tail } = setup();
    fail('staged');
    expect(await typecheckStagedPackage('/staged/generated', checks)).toEqual({ step: 'type-check', output: tail('staged') });
  });
});

describe('verifyLandedPackage', () => {
  it('stops at generate --check when generated/ is not what the generator makes of the spec, running nothing else', { timeout: 120_000 }, async () => {
    const dir = await generatedPackage();
    const { checks, calls, progress, scratchConfig } = setup({ spec: join(dir, 'openapiV3.json') });
    const failed = await verifyLandedPackage(checks, realCollaborators, scratchConfig);
    expect(failed).toEqual({ step: 'generate --check', output: `${checks.outDir} has no generation.json: it was never generated` });
    expect(calls()).toEqual([]);
    expect(progress).toEqual(['checking generated/ against spec/openapiV3.json (generate --check)']);
  });

  it('type-checks generated/ with the landing tests that exist under the package tsconfig, then runs the tests, from the root', { timeout: 120_000 }, async () => {
    const dir = await generatedPackage();
    const { checks, root, calls, progress, scratchConfig } = setup({ spec: join(dir, 'openapiV3.json'), outDir: join(dir, 'generated') });
    expect(await verifyLandedPackage(checks, realCollaborators, scratchConfig)).toBeUndefined();
    const config = { extends: join(dir, 'generated/tsconfig.json'), include: [join(dir, 'generated/**/*.ts')], files: DEFAULTS.landingTests.slice(0, 2).map((test) => join(root, test)) };
    expect(calls()).toEqual([
      { name: 'landed', cwd: root, args: [scratchConfig], config },
      { name: 'tests', cwd: root, args: [] },
    ]);
    expect(progress).toEqual([
      'checking generated/ against spec/openapiV3.json (generate --check)',
      `type-checking generated/ and the landing tests (${process.execPath})`,
      'running the landing tests',
    ]);
  });

  it("extends the project's own tsconfig.json when it has one", { timeout: 120_000 }, async () => {
    const dir = await generatedPackage();
    const { checks, root, calls, scratchConfig } = setup({ spec: join(dir, 'openapiV3.json'), outDir: join(dir, 'generated'), tsconfig: true });
    expect(await verifyLandedPackage(checks, realCollaborators, scratchConfig)).toBeUndefined();
    expect(calls()[0]?.config?.extends).toBe(join(root, 'tsconfig.json'));
  });

  it('reports a failed type-check without running the tests, and failed tests as the tests step', { timeout: 120_000 }, async () => {
    const dir = await generatedPackage();
    const typecheck = setup({ spec: join(dir, 'openapiV3.json'), outDir: join(dir, 'generated') });
    typecheck.fail('landed');
    expect(await verifyLandedPackage(typecheck.checks, realCollaborators, typecheck.scratchConfig)).toEqual({ step: 'type-check', output: typecheck.tail('landed') });
    expect(typecheck.calls().map((call) => call.name)).toEqual(['landed']);
    const tests = setup({ spec: join(dir, 'openapiV3.json'), outDir: join(dir, 'generated') });
    tests.fail('tests', 1);
    expect(await verifyLandedPackage(tests.checks, realCollaborators, tests.scratchConfig)).toEqual({ step: 'tests', output: tests.tail('tests') });
  });
});
