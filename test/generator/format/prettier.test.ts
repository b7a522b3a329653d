/** prettier's worker: answers each file by its own id, turns a parse failure into that file's rejection, and lets the process exit. */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { PRETTIER_OPTIONS, prettierIdentity, startFormatter } from '../../../generator/format/prettier.ts';
import { PROJECT_ROOT, projectScratchDir, removeScratchDirs } from '../../support/generator-runs.ts';

afterAll(removeScratchDirs);

describe('startFormatter', () => {
  it('formats many files at once as prettier does in this thread, each answered with its own text', async () => {
    const sources = Array.from({ length: 12 }, (_, i) => `export const value${i} = {a:${i},\n b:"${'x'.repeat(i * 12)}", c: [${'1,'.repeat(i * 5)}]}`);
    const formatter = startFormatter();
    const formatted = await Promise.all(sources.map((source) => formatter.format(source)));
    formatter.close();
    expect(formatted).toEqual(await Promise.all(sources.map((source) => prettier.format(source, PRETTIER_OPTIONS))));
  });

  it('rejects only the file prettier cannot parse, naming prettier; the others still format', async () => {
    const formatter = startFormatter();
    const [bad, good] = await Promise.allSettled([formatter.format('export const = ;'), formatter.format('export type B = {a:string}')]);
    formatter.close();
    expect(bad).toMatchObject({ status: 'rejected', reason: expect.objectContaining({ message: expect.stringMatching(/^prettier failed: /) }) });
    expect(good).toEqual({ status: 'fulfilled', value: 'export type B = { a: string };\n' });
  });

  it('starts its worker for a file handed to it after close(), answers it, then refuses more work with a message instead of hanging', async () => {
    const formatter = startFormatter();
    formatter.close();
    formatter.close();
    expect(await formatter.format('let a=1')).toBe('let a = 1;\n');
    const refusals = await Promise.allSettled([formatter.format('let b=2'), formatter.format('let c=3')]);
    expect(refusals).toEqual([
      { status: 'rejected', reason: new Error('prettier worker exited with status 1') },
      { status: 'rejected', reason: new Error('prettier worker exited with status 1') },
    ]);
    // Once the worker is gone, a file is refused at once, with the same reason.
    await expect(formatter.format('let d=4')).rejects.toThrow('prettier worker exited with status 1');
  });

  it('ends its worker when closed after its files are answered: a file handed to it later is refused', async () => {
    const formatter = startFormatter();
    expect(await formatter.format('let a=1')).toBe('let a = 1;\n');
    formatter.close();
    await expect(formatter.format('let b=2')).rejects.toThrow('prettier worker exited with status 1');
  });

  it('names the prettier version it runs and the options, the format cache’s key', () => {
    expect(prettierIdentity()).toBe(`prettier@${prettier.version}\0${JSON.stringify(PRETTIER_OPTIONS)}`);
  });

  it('does not keep the process alive, whether it was given work or not', async () => {
    const dir = projectScratchDir('prettier-worker-caller');
    const caller = join(dir, 'caller.mts');
    const module = JSON.stringify(join(PROJECT_ROOT, 'generator/format/prettier.ts'));
    writeFileSync(caller, `import { startFormatter } from ${module};\nstartFormatter();\nconst used = startFormatter();\nconsole.log(await used.format('let a=1'));\n`);
    const started = performance.now();
    const { stdout } = await promisify(execFile)(join(PROJECT_ROOT, 'node_modules/.bin/tsx'), [caller], { timeout: 30_000 });
    expect(stdout).toBe('let a = 1;\n\n');
    expect(performance.now() - started).toBeLessThan(25_000);
  });
});
