/**
 * The kit's types refuse what the API does not have: typing/kit-usage.ts marks each wrong use with
 * `@ts-expect-error`, and both compilers a consumer may use must accept the file as it stands (an
 * unused marker is an error too), and must reject it once the markers are taken out.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../support/project.ts';

const run = promisify(execFile);
const USAGE = join(PROJECT_ROOT, 'test/generator/runtime/testing/typing/kit-usage.ts');
// TypeScript 7 refuses files named on the command line beside a tsconfig.json unless told to ignore it.
const COMPILERS = { '5.9': ['node_modules/typescript/bin/tsc'], '7.0': ['node_modules/typescript7/bin/tsc', '--ignoreConfig'] };
const MARKERS = (readFileSync(USAGE, 'utf8').match(/^\/\/ @ts-expect-error/gm) ?? []).length;

/** Compiles `file` as the package's consumers do (NodeNext, strict, exact optional properties); returns the error lines. */
async function errors([compiler, ...flags]: string[], file: string, cwd: string): Promise<string[]> {
  const args = [join(PROJECT_ROOT, compiler!), ...flags, '--noEmit', '--strict', '--exactOptionalPropertyTypes', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--allowImportingTsExtensions', '--skipLibCheck', '--types', 'node', file];
  try {
    await run(process.execPath, args, { cwd });
    return [];
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error).split('\n').filter((line) => /error TS/.test(line));
  }
}

describe('the test kit refuses at compile time what the API does not have', () => {
  for (const [version, compiler] of Object.entries(COMPILERS)) {
    it(`TypeScript ${version}: every marked misuse is an error, and nothing else is`, async () => {
      expect(MARKERS).toBeGreaterThanOrEqual(8);
      const scratch = join(PROJECT_ROOT, '.tmp/kit-types', version);
      mkdirSync(scratch, { recursive: true });
      expect(await errors(compiler, USAGE, scratch)).toEqual([]);
      const unmarked = join(scratch, 'kit-usage.ts');
      writeFileSync(unmarked, readFileSync(USAGE, 'utf8').replaceAll('// @ts-expect-error', '//').replaceAll('../../../../../generated/', '../../../generated/'));
      try {
        const lines = await errors(compiler, unmarked, scratch);
        const lineNumbers = new Set(lines.map((line) => /\((\d+),/.exec(line)?.[1]));
        expect(lineNumbers.size).toBe(MARKERS);
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    }, 120_000);
  }
});
