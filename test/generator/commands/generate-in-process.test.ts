/**
 * `generate` and `surface` run in-process, as cli.ts runs them: the subprocess tests beside these
 * check the exit statuses end to end, but only code in the test's own process can be mutated
 * (make mutation), so the commands' own logic (flags, summaries, statuses) is pinned here.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeGeneration, generateCommand, generateOptions } from '../../../generator/commands/generate.ts';
import { DEFAULTS } from '../../../generator/context.ts';
import { surfaceCommand } from '../../../generator/commands/surface.ts';
import { checkSurface } from '../../../generator/surface/check.ts';
import { InputError, UsageError } from '../../../generator/load/errors.ts';
import { fixtureDocument } from '../../support/generator-fixture.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { runCommand } from '../drift/fixtures.ts';

const tempDir = systemTempDirs();
let work: string;
let spec: string;
let out: string;
let firstRun: Promise<Awaited<ReturnType<typeof runCommand>>> | undefined;
/**
 * The first generation, run by whichever test needs it first, inside that test: under Stryker a
 * mutant that breaks it must fail a test, and a failing beforeAll only skips them.
 */
const generated = () => (firstRun ??= runCommand(generateCommand, ['--spec', spec, '--out', out]));

beforeAll(() => {
  work = tempDir('commands-in-process');
  spec = join(work, 'spec.json');
  out = join(work, 'pkg');
  writeFileSync(spec, JSON.stringify(fixtureDocument()));
});

describe('generate, in-process', () => {
  it('writes the package and prints what it holds, then finds it up to date', async () => {
    const first = await generated();
    expect(first.status).toBe(0);
    const where = relative(process.cwd(), out);
    expect(first.stdout).toMatch(new RegExp(`^generated ${where.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} in \\d+ ms\\n`));
    // The fixture's counts: every feature it holds once or a few times.
    expect(first.stdout.split('\n').slice(1)).toEqual([
      '  operations  6 (v1 1, v2 4, v3 1)',
      '  enums       5',
      '  paginated   1',
      '  deprecated  1',
      '  events      1 webhook, 2 audit-log',
      '',
    ]);
    const again = await runCommand(generateCommand, ['--spec', spec, '--out', out]);
    expect(again.status).toBe(0);
    // Up to date: the counts recorded by the run that wrote the package, the same lines.
    expect(again.stdout.replace(/ in \d+ ms/, '')).toBe(first.stdout.replace(/^generated (.*) in \d+ ms/, 'up to date: $1'));
    expect(again.stderr).toBe('');
  });

  it('--check: 0 when up to date; 1 with the reason on stderr when a file was edited, writing nothing', async () => {
    await generated();
    expect((await runCommand(generateCommand, ['--spec', spec, '--out', out, '--check'])).status).toBe(0);
    const edited = join(out, 'index.ts');
    const original = readFileSync(edited, 'utf8');
    writeFileSync(edited, `${original}// edited\n`);
    try {
      const stale = await runCommand(generateCommand, ['--spec', spec, '--out', out, '--check']);
      expect(stale).toMatchObject({ status: 1, stdout: '' });
      expect(stale.stderr).toMatch(/^stale: .*index\.ts.*; run `make generate`\n$/);
      expect(readFileSync(edited, 'utf8')).toBe(`${original}// edited\n`);
    } finally {
      writeFileSync(edited, original);
    }
  });

  it('a record from before counts were kept: up to date, one line', async () => {
    await generated();
    const recordPath = join(out, 'generation.json');
    const record = readFileSync(recordPath, 'utf8');
    const { counts, ...withoutCounts } = JSON.parse(record) as { counts: unknown };
    expect(counts).toBeDefined();
    writeFileSync(recordPath, JSON.stringify(withoutCounts));
    try {
      const again = await runCommand(generateCommand, ['--spec', spec, '--out', out]);
      expect(again.status).toBe(0);
      expect(again.stdout).toMatch(/^up to date: \S+ in \d+ ms\n$/);
    } finally {
      writeFileSync(recordPath, record);
    }
  });

  it('an unknown flag or a missing spec is bad input', async () => {
    await expect(runCommand(generateCommand, ['--spec', spec, '--outdir', out])).rejects.toThrow(new UsageError("Unknown option '--outdir' (see 'incident-gen generate --help')"));
    await expect(runCommand(generateCommand, ['--spec', join(work, 'nope.json'), '--out', out])).rejects.toThrow(InputError);
  });
});

describe('generate: its options and its summary', () => {
  it('writes the project\'s own package with the project\'s record; a package written elsewhere only with a record named', () => {
    const maxSpecBytes = DEFAULTS.maxSpecMegabytes * 1024 * 1024;
    expect(generateOptions({})).toEqual({ specPath: DEFAULTS.specPath, outDir: DEFAULTS.outDir, check: false, maxSpecBytes, releases: { file: DEFAULTS.releasesFile, judge: expect.any(Function) } });
    expect(generateOptions({ check: true, spec: 'next.json' })).toMatchObject({ specPath: 'next.json', outDir: DEFAULTS.outDir, check: true, releases: { file: DEFAULTS.releasesFile } });
    expect(generateOptions({ out: 'elsewhere' })).toEqual({ specPath: DEFAULTS.specPath, outDir: 'elsewhere', check: false, maxSpecBytes });
    expect(generateOptions({ 'max-spec-mb': '2' })).toMatchObject({ maxSpecBytes: 2 * 1024 * 1024 });
    expect(generateOptions({ out: 'elsewhere', releases: 'own/releases.json' })).toMatchObject({ outDir: 'elsewhere', releases: { file: 'own/releases.json' } });
  });

  it('names the working folder `.` when the package is written there, and every reason of a landed release', () => {
    expect(describeGeneration({ status: 'written', outDir: process.cwd(), elapsedMs: 12.4 })).toBe('generated . in 12 ms');
    expect(describeGeneration({ status: 'unchanged', outDir: join(process.cwd(), 'pkg'), elapsedMs: 3 })).toBe('up to date: pkg in 3 ms');
    const counts = { operationsPerVersion: { v1: 2, v2: 1 }, operations: 3, enums: 4, paginatedOperations: 1, deprecatedOperations: 0, webhookEvents: 2, auditLogEvents: 5, files: 9 };
    const release = { version: '1.3.0', bump: 'minor' as const, reasons: ['operation-added', 'enum-value-added'], documentDate: null, document: 'd', fingerprint: 'f', changes: [] };
    expect(describeGeneration({ status: 'written', outDir: process.cwd(), elapsedMs: 7, counts, release: { ...release, landed: true } }).split('\n')).toEqual([
      'generated . in 7 ms',
      '  operations  3 (v1 2, v2 1)',
      '  enums       4',
      '  paginated   1',
      '  deprecated  0',
      '  events      2 webhook, 5 audit-log',
      '  version     1.3.0 (minor, new: operation-added; enum-value-added)',
    ]);
  });
});

describe('generate --releases, in-process', () => {
  it('lands a first release in the record and shows its version, then the version alone; a later change is judged from the snapshots beside the record', async () => {
    const project = tempDir('commands-releases');
    const record = join(project, 'spec/releases.json');
    const specFile = join(project, 'openapiV3.json');
    const pkg = join(project, 'pkg');
    writeFileSync(specFile, JSON.stringify(fixtureDocument()));
    const run = () => runCommand(generateCommand, ['--spec', specFile, '--out', pkg, '--releases', record]);
    const first = await run();
    expect(first.status).toBe(0);
    expect(first.stdout.split('\n').at(-2)).toBe('  version     0.1.0 (initial, new: first release of the edition written from the reference)');
    expect((JSON.parse(readFileSync(record, 'utf8')) as { releases: Array<{ version: string }> }).releases.map((release) => release.version)).toEqual(['0.1.0']);
    expect((JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { version: string }).version).toBe('0.1.0');
    const again = await run();
    expect(again.stdout).toMatch(/^up to date: /);
    expect(again.stdout.split('\n').at(-2)).toBe('  version     0.1.0');
    // A changed document needs the previous release's document, looked for in spec/snapshots/ beside the record.
    const changed = fixtureDocument() as unknown as { paths: Record<string, unknown> };
    changed.paths['/v9/extras'] = { get: { operationId: 'Extras V9#List', responses: { '200': { description: 'OK' } } } };
    writeFileSync(specFile, JSON.stringify(changed));
    await expect(run()).rejects.toThrow(new RegExp(`^${record.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .* is not among the snapshots in ${join(project, 'spec/snapshots').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `));
  });
});

describe('surface, in-process', () => {
  const surface = async (...argv: string[]) => {
    await generated();
    return runCommand(surfaceCommand, argv);
  };

  it('asks for exactly one of --check and --accept', async () => {
    await expect(surface('--dir', out)).rejects.toThrow(new UsageError('give exactly one of --check or --accept (see surface --help)'));
    await expect(surface('--check', '--accept', '--dir', out)).rejects.toThrow(UsageError);
    await expect(surface('--check', '--force')).rejects.toThrow(new UsageError("Unknown option '--force' (see 'incident-gen surface --help')"));
  });

  it('--check without a baseline is bad input naming the file; --accept writes the current surface', async () => {
    const baseline = join(work, 'first-surface.d.ts');
    await expect(surface('--check', '--dir', out, '--baseline', baseline)).rejects.toThrow(new InputError(baseline, 'no API-surface baseline yet; run `make surface` to write one'));
    const accepted = await surface('--accept', '--dir', out, '--baseline', baseline);
    expect(accepted).toEqual({ status: 0, stdout: '', stderr: `surface: wrote ${baseline} (0 breaking, 0 compatible since the previous baseline)\n` });
    expect(readFileSync(baseline, 'utf8')).toBe(checkSurface(out, baseline).text);
  });

  it('--accept where the baseline cannot be written is bad input naming it, and leaves nothing beside it', async () => {
    const blocker = join(work, 'a-file');
    writeFileSync(blocker, 'kept');
    // The file is the baseline's folder (EEXIST), or a folder above it (ENOTDIR).
    for (const baseline of [join(blocker, 'surface.d.ts'), join(blocker, 'deeper/surface.d.ts')]) {
      await expect(surface('--accept', '--dir', out, '--baseline', baseline)).rejects.toThrow(new InputError(baseline, 'cannot be written: a file stands where its folder should be'));
    }
    await expect(surface('--accept', '--dir', out, '--baseline', '/proc/surface.d.ts')).rejects.toThrow(/^\/proc\/surface\.d\.ts: cannot be written \(E[A-Z]+\)$/);
    expect(readFileSync(blocker, 'utf8')).toBe('kept');
    expect(readdirSync(work).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('--check of the package in --dir: 0 with a line per compatible change when it only grew', async () => {
    const baseline = join(work, 'smaller-surface.d.ts');
    await surface('--accept', '--dir', out, '--baseline', baseline);
    const grownSpec = join(work, 'grown.json');
    const grown = fixtureDocument() as unknown as { paths: Record<string, unknown> };
    grown.paths['/v9/extras'] = { get: { operationId: 'Extras V9#List', responses: { '200': { description: 'OK' } } } };
    writeFileSync(grownSpec, JSON.stringify(grown));
    const grownOut = join(work, 'grown-pkg');
    expect((await runCommand(generateCommand, ['--spec', grownSpec, '--out', grownOut])).status).toBe(0);
    const checked = await surface('--check', '--dir', grownOut, '--baseline', baseline);
    const lines = checked.stdout.trimEnd().split('\n');
    expect(checked.status).toBe(0);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^compatible: \S/);
    expect(checked.stdout).toMatch(/xtras/);
    expect(checked.stderr).toBe(`surface: 0 breaking, ${lines.length} compatible\n`);
  });

  it('--check: 0 against its own baseline; 1 naming an export the package lost', async () => {
    const baseline = join(work, 'surface.d.ts');
    await surface('--accept', '--dir', out, '--baseline', baseline);
    expect(await surface('--check', '--dir', out, '--baseline', baseline)).toEqual({ status: 0, stdout: '', stderr: 'surface: 0 breaking, 0 compatible\n' });

    // The baseline's entry declares one export the package does not have (lost): a break.
    const entry = 'declare module "incident-api-client" {\n';
    const accepted = readFileSync(baseline, 'utf8');
    expect(accepted).toContain(entry);
    writeFileSync(baseline, accepted.replace(entry, `${entry}    export const lostHelper: () => void;\n`));
    const checked = await surface('--check', '--dir', out, '--baseline', baseline);
    expect(checked.status).toBe(1);
    expect(checked.stdout).toMatch(/^\S.*lostHelper.*\n$/);
    expect(checked.stderr).toBe('surface: 1 breaking, 0 compatible (run `make surface` to accept)\n');
    expect((await surface('--accept', '--dir', out, '--baseline', baseline)).stderr).toBe(`surface: wrote ${baseline} (1 breaking, 0 compatible since the previous baseline)\n`);
    expect((await surface('--check', '--dir', out, '--baseline', baseline)).status).toBe(0);
  });
});
