import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeConsumerCheck } from '../../support/consumer-checks.ts';
import { fixtureDocument } from '../../support/generator-fixture.ts';
import { projectScratchDir, removeScratchDirs, runCli, typecheck } from '../../support/generator-runs.ts';

/** Every file below a folder with its bytes: a folder "untouched" means this is unchanged. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const visit = (relative: string) => {
    for (const name of readdirSync(join(dir, relative))) {
      const path = relative ? `${relative}/${name}` : name;
      if (statSync(join(dir, path)).isDirectory()) visit(path);
      else files[path] = readFileSync(join(dir, path), 'utf8');
    }
  };
  visit('');
  return files;
}

const BAD_INPUTS: Record<string, string | undefined> = {
  'not JSON': 'openapi: 3.0.3\npaths: {}\n',
  'truncated JSON': JSON.stringify(fixtureDocument()).slice(0, 300),
  'an HTML page': '<!doctype html><html><body>502 Bad Gateway</body></html>',
  'Swagger 2.0': JSON.stringify({ swagger: '2.0', info: {}, paths: { '/a': {} } }),
  'no paths': JSON.stringify({ ...fixtureDocument(), paths: undefined }),
  'a dangling $ref': JSON.stringify(fixtureDocument()).replace('#/components/schemas/WidgetV1', '#/components/schemas/Nowhere'),
  'duplicate operationIds': JSON.stringify(fixtureDocument()).replace('"Widgets V2#Delete"', '"Widgets V2#Show"'),
};

describe('incident-gen generate (as a subprocess)', () => {
  afterAll(removeScratchDirs);
  let work: string;
  let spec: string;
  let out: string;
  let first: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    work = projectScratchDir('generate-cli');
    spec = join(work, 'spec.json');
    out = join(work, 'pkg');
    writeFileSync(spec, JSON.stringify(fixtureDocument()));
    first = await runCli(['generate', '--spec', spec, '--out', out]);
  });

  it('generates the package and prints a short summary', () => {
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^generated \S+ in \d+ ms\n/);
    expect(first.stdout).toContain('operations  6 (v1 1, v2 4, v3 1)');
    expect(first.stdout).toMatch(/enums +5\n +paginated +1\n +deprecated +1\n +events +1 webhook, 2 audit-log/);
  });

  it('compiles strictly under NodeNext and bundler resolution, with TypeScript 5.9 and 7', async () => {
    writeConsumerCheck(out, { paginated: '/v2/widgets', plain: '/v2/widgets/{id}', version: 'v2', ownPath: '/v2/widgets', otherVersionPath: '/v1/widgets', operationId: 'Widgets V2#Create' });
    const results = await Promise.all([typecheck(out), typecheck(out, { resolution: 'bundler' }), typecheck(out, { compiler: 'tsc7' })]);
    for (const result of results) expect(result.stdout + result.stderr).toBe('');
  }, 180_000);

  it('is a no-op when nothing changed, and --check passes', async () => {
    const before = snapshot(out);
    const again = await runCli(['generate', '--spec', spec, '--out', out]);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/^up to date: \S+ in \d+ ms\n/);
    expect(snapshot(out)).toEqual(before);
    expect((await runCli(['generate', '--spec', spec, '--out', out, '--check'])).status).toBe(0);
  });

  it('--check fails with one line when the output was edited or the spec changed', async () => {
    const dir = projectScratchDir('generate-check');
    const copy = join(dir, 'pkg');
    expect((await runCli(['generate', '--spec', spec, '--out', copy])).status).toBe(0);
    writeFileSync(join(copy, 'v2.ts'), 'export {};\n');
    const edited = await runCli(['generate', '--spec', spec, '--out', copy, '--check']);
    expect(edited.status).toBe(1);
    expect(edited.stderr).toMatch(/^stale: \S+\/v2\.ts differs from what the generator wrote .*\n$/);
    const changedSpec = join(dir, 'changed.json');
    writeFileSync(changedSpec, JSON.stringify({ ...fixtureDocument(), info: { title: 'Fixture API', version: '9' } }));
    const stale = await runCli(['generate', '--spec', changedSpec, '--out', out, '--check']);
    expect(stale.status).toBe(1);
    expect(stale.stderr.trim().split('\n')).toHaveLength(1);
    expect(stale.stderr).toContain('the spec or the generator changed');
  });

  it('writes byte-identical output on every run, wherever it writes', async () => {
    const elsewhere = join(projectScratchDir('generate-again'), 'nested', 'pkg');
    expect((await runCli(['generate', '--spec', spec, '--out', elsewhere])).status).toBe(0);
    const { 'consumer-check.ts': _consumer, 'tsconfig.bundler.json': _bundler, ...generated } = snapshot(out);
    expect(snapshot(elsewhere)).toEqual(generated);
  });

  it('answers bad input with one line and exit status 2, leaving the output as it was', async () => {
    const before = snapshot(out);
    const cases = Object.entries({ 'a missing file': undefined, ...BAD_INPUTS });
    // One after another: runs writing one folder take turns (write/project-lock.ts), and a turn waited for is a line of its own.
    const results: Array<{ what: string; result: Awaited<ReturnType<typeof runCli>> }> = [];
    for (const [what, text] of cases) {
      const path = join(work, `bad-${what.replace(/\W+/g, '-')}.json`);
      if (text !== undefined) writeFileSync(path, text);
      results.push({ what, result: await runCli(['generate', '--spec', path, '--out', out]) });
    }
    for (const { what, result } of results) {
      expect({ what, status: result.status, stdout: result.stdout }).toEqual({ what, status: 2, stdout: '' });
      expect(result.stderr, what).toMatch(/^error: [^\n]+\n$/);
      expect(result.stderr, what).not.toContain('internal');
    }
    expect(snapshot(out)).toEqual(before);
  }, 180_000);

  it('explains itself: --help, and an unknown flag is a usage error', async () => {
    const help = await runCli(['generate', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('usage: incident-gen generate [--spec FILE] [--out DIR] [--name NAME] [--config FILE] [--releases FILE] [--check] [--max-spec-mb N]\n');
    // Every flag of the usage line is explained below it.
    for (const flag of ['--spec FILE', '--out DIR', '--name NAME', '--config FILE', '--releases FILE', '--check', '--max-spec-mb N', '--help']) {
      expect(help.stdout, flag).toMatch(new RegExp(`\\n  ${flag} +\\S`));
    }
    const unknown = await runCli(['generate', '--frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^error: .*--frobnicate.*\n$/);
  });
});
