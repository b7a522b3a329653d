import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compilerOptions, settingsName, type ConsumerSettings } from './matrix.ts';
import type { Example } from './readme-examples.ts';

/** The runnable consumer programs (pagination, a 422, a 429, a webhook), copied as they are. */
export const PROGRAMS_DIR = join(import.meta.dirname, 'programs');

/**
 * A consumer as small as it gets: an ES module project, one file per example and per program, one
 * tsconfig per settings row, and one that compiles everything to JavaScript for plain node.
 * No settings borrowed from this repository.
 */
export function writeConsumerProject(dir: string, examples: Example[], matrix: readonly ConsumerSettings[]): void {
  mkdirSync(join(dir, 'examples'), { recursive: true });
  mkdirSync(join(dir, 'programs'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`);
  examples.forEach((example, index) => writeFileSync(join(dir, 'examples', `example${index + 1}.ts`), `// ${example.name}\n${example.code}`));
  for (const name of readdirSync(PROGRAMS_DIR)) writeFileSync(join(dir, 'programs', name), readFileSync(join(PROGRAMS_DIR, name)));
  const include = ['examples/*.ts', 'programs/*.ts'];
  for (const settings of matrix) {
    // The programs are node programs (process.env, node:assert): a browser-only consumer compiles the examples.
    const files = settings.lib === 'node' ? include : ['examples/*.ts'];
    writeFileSync(join(dir, `tsconfig.${settingsName(settings)}.json`), `${JSON.stringify({ compilerOptions: compilerOptions(settings), include: files }, null, 2)}\n`);
  }
  const emit = { ...compilerOptions({ compiler: '5.9', module: 'nodenext', skipLibCheck: true, lib: 'node' }), noEmit: false, outDir: 'out', lib: ['ES2022', 'DOM'] };
  writeFileSync(join(dir, 'tsconfig.emit.json'), `${JSON.stringify({ compilerOptions: emit, include }, null, 2)}\n`);
}
