/**
 * Every exit status the CLI promises, through the CLI as a process: drift 0 / 1 / 2 (and
 * --fail-on), regen's unchanged, blocked (by level and by --fail-on), landed and verify-failed,
 * and an internal error's 70 with one line (its stack only under DEBUG=1).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalText } from '../../../generator/text/canonical-json.ts';
import { runCli, runIn } from '../../support/generator-runs.ts';
import { BASE, BROKEN, entry, GROWN, GROWN_MORE, WARNED } from './regen-documents.ts';
import { projectClone, scratchProject, treeDigest } from '../regen/scratch-project.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

let dir: string;
const roots: string[] = [];
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

beforeAll(() => {
  dir = tempDir('cli-statuses');
});
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('drift exit statuses', () => {
  it('0 without changes at or above --fail-on, 1 with, 2 when the comparison cannot be made', async () => {
    const base = file('base.json', BASE);
    expect((await runCli(['drift', base, base])).status).toBe(0);
    expect((await runCli(['drift', base, file('broken.json', BROKEN)])).status).toBe(1);
    const grown = file('grown.json', GROWN);
    expect((await runCli(['drift', base, grown])).status).toBe(0);
    expect((await runCli(['drift', base, grown, '--fail-on', 'warning'])).status).toBe(0);
    expect((await runCli(['drift', base, grown, '--fail-on', 'info'])).status).toBe(1);
    const [before, after] = [file('warned-before.json', WARNED[0]), file('warned-after.json', WARNED[1])];
    expect((await runCli(['drift', before, after])).status).toBe(0);
    expect((await runCli(['drift', before, after, '--fail-on', 'warning'])).status).toBe(1);
    const truncated = await runCli(['drift', base, file('truncated.json', '{"openapi": "3.0.3", "paths": {')]);
    expect(truncated.status).toBe(2);
    expect(truncated.stderr).toMatch(/^error: .*truncated\.json: .*\n$/);
    expect((await runCli(['drift', base, grown, '--fail-on', 'fatal'])).status).toBe(2);
  });
});

describe('regen exit statuses', () => {
  const project = (current: unknown) => {
    const root = scratchProject();
    roots.push(root);
    writeFileSync(join(root, 'spec/openapiV3.json'), canonicalText(current as Record<string, unknown>));
    return root;
  };
  const regen = (root: string, next: unknown, ...args: string[]) => runCli(['regen', '--root', root, '--spec-file', file(`next-${roots.length}.json`, next), '--min-paths', '1', ...args]);

  it('0 and "unchanged" for the same document once it landed; 2 naming what is out of step for a spec alone', async () => {
    const specAlone = await regen(project(BASE), BASE, '--no-verify');
    expect(specAlone.status).toBe(2);
    expect(specAlone.stderr).toMatch(/(^|\n)error: spec\/openapiV3\.json: unchanged, but the project is out of step with it: [^\n]*generated has no generation\.json[^\n]*\n$/);
    const root = scratchProject();
    roots.push(root);
    const landed = await regen(root, BASE, '--no-verify');
    expect(landed.status, landed.stderr).toBe(0);
    const result = await regen(root, BASE, '--no-verify');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^unchanged: /);
  });

  it('1 and "blocked" on a breaking change, leaving spec/ and generated/ alone', async () => {
    const root = project(BASE);
    const before = treeDigest(root);
    const result = await regen(root, BROKEN, '--no-verify');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^blocked: 2 breaking drift change\(s\), 0 API-surface break\(s\)/);
    expect(treeDigest(root)).toEqual(before);
  });

  it('--fail-on warning blocks on a warning; --fail-on info on an addition; a bad level is a usage error', async () => {
    const warned = project(WARNED[0]);
    const blocked = await regen(warned, WARNED[1], '--no-verify', '--fail-on', 'warning');
    expect(blocked.status).toBe(1);
    expect(blocked.stdout).toMatch(/^blocked: 1 breaking drift change\(s\)/);
    const grown = project(BASE);
    expect((await regen(grown, GROWN, '--no-verify', '--fail-on', 'info')).status).toBe(1);
    const bad = await regen(grown, GROWN, '--fail-on', 'fatal');
    expect(bad).toMatchObject({ status: 2, stderr: 'error: --fail-on must be error, warning or info, not "fatal"\n' });
  });

  it('0 and "landed" for a compatible change; 1 and "failed" naming the check when verification fails, restoring the tree', async () => {
    const root = project(BASE);
    const landed = await regen(root, GROWN, '--no-verify');
    expect(landed.status).toBe(0);
    // A project with no release yet: the first live document it lands is 1.0.0.
    expect(landed.stdout).toMatch(/^landed \S+: 1\.0\.0 \(initial\), 0 error, 0 warning, 2 info; report /);
    expect(existsSync(join(root, 'generated/index.ts'))).toBe(true);

    // A toolchain installed without TypeScript 7.0 (a clone of this one, the dependency's name changed): its landing checks cannot run.
    const toolchain = projectClone();
    roots.push(dirname(toolchain));
    const context = join(toolchain, 'generator/context.ts');
    writeFileSync(context, readFileSync(context, 'utf8').replace("typescript7: 'typescript7'", "typescript7: 'typescript7-not-installed'"));
    const before = treeDigest(root);
    const failed = await runIn(root, join(toolchain, 'node_modules/.bin/tsx'), [join(toolchain, 'generator/cli.ts'), 'regen', '--root', root, '--spec-file', file('grown-more.json', GROWN_MORE), '--min-paths', '1']);
    expect(failed.status, failed.stderr).toBe(1);
    expect(failed.stdout).toMatch(
      /^failed: 1 landing check\(s\) did not pass; spec\/ and generated\/ unchanged\n {2}checks tools:\n {4}typescript7-not-installed is not installed beside the toolchain \(reinstall incident-api-toolchain\)\nfull log: \S+\/\.tmp\/regen\/\S+-verify\.log\n$/,
    );
    expect(readFileSync(failed.stdout.trimEnd().split('full log: ')[1]!, 'utf8')).toMatch(/^== checks tools: FAILED/);
    expect(treeDigest(root)).toEqual(before);
  }, 300_000);
});

describe('an internal error', () => {
  // Valid JSON the loader accepts, on which openapi-typescript throws inside the schema worker.
  const WORKER_FAILS = entry({ broken: null });

  it('exits 70, never 1 or 2, with one line, and shows its stack only under DEBUG=1', async () => {
    const spec = file('worker-fails.json', WORKER_FAILS);
    const out = join(dir, 'internal-out');
    const quiet = await runCli(['generate', '--spec', spec, '--out', out]);
    expect(quiet.status).toBe(70);
    expect(quiet.stderr).toMatch(/^error: internal: [^\n]*\n$/);
    expect(quiet.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
    process.env.DEBUG = '1';
    try {
      const debug = await runCli(['generate', '--spec', spec, '--out', out]);
      expect(debug.status).toBe(70);
      expect(debug.stderr.split('\n')[0]).toBe(quiet.stderr.trimEnd());
      expect(debug.stderr).toMatch(/\n\s+at /);
    } finally {
      delete process.env.DEBUG;
    }
  }, 120_000);
});
