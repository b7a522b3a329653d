/**
 * docs/testing-kit.md's example suites, run as a consumer runs them: each fenced block whose info
 * string names a file (```ts file=incidents.vitest.test.ts) is written into a folder of the
 * consumer's install and run there by the runner its name says (vitest, node --test, jest); a
 * `browser-page` block is the page `make registry` runs in Chromium. The runners are the
 * project's own, linked into the install: no download.
 */
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT as ROOT } from '../support/project.ts';

export const KIT_DOC = 'docs/testing-kit.md';

export interface KitSuite {
  file: string;
  code: string;
}

/** Every block of the page that names its file. */
export function kitSuites(markdown = readFileSync(join(ROOT, KIT_DOC), 'utf8')): KitSuite[] {
  return [...markdown.matchAll(/^```[a-z]+ file=(\S+)\s*\n([\s\S]*?)^```\s*$/gm)].map((match) => ({ file: match[1]!, code: match[2]! }));
}

/** The runners each suite needs, from the project's node_modules, linked where the consumer resolves packages. */
const RUNNERS = ['vitest', 'jest', '@jest/globals'];

export interface KitRun {
  name: string;
  file: string;
  args: string[];
}

/**
 * Writes the suites into `<consumer>/kit` and returns how to run each under the node given
 * (`node` is a path): vitest and jest suites through the project's runners, node:test ones alone.
 */
export function prepareKitSuites(consumer: string, node = process.execPath): KitRun[] {
  const dir = join(consumer, 'kit');
  mkdirSync(dir, { recursive: true });
  for (const runner of RUNNERS) {
    const link = join(consumer, 'node_modules', runner);
    mkdirSync(join(link, '..'), { recursive: true });
    if (!existsSync(link)) symlinkSync(join(ROOT, 'node_modules', runner), link, 'dir');
  }
  const suites = kitSuites();
  for (const suite of suites) writeFileSync(join(dir, suite.file), suite.code);
  // An ES-module project, as the page asks.
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  // Plain objects, no import: the configs must load wherever the runner sits.
  writeFileSync(join(dir, 'vitest.config.mjs'), "export default { test: { include: ['*.vitest.test.ts'] } };\n");
  writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023', 'DOM'], types: ['node'], strict: true, noEmit: true, skipLibCheck: true }, include: ['*.vitest.test.ts'] }, null, 2)}\n`);
  const runs: KitRun[] = [];
  const names = suites.map((suite) => suite.file);
  if (names.some((name) => name.endsWith('.vitest.test.ts'))) {
    runs.push({ name: 'type-check the vitest suite (tsc 5.9)', file: node, args: [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json')] });
    runs.push({ name: 'vitest', file: node, args: [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--root', dir, '--config', join(dir, 'vitest.config.mjs')] });
  }
  for (const name of names.filter((file) => file.endsWith('.node.test.mjs'))) runs.push({ name: `node --test ${name}`, file: node, args: ['--test', join(dir, name)] });
  if (names.some((name) => name.endsWith('.jest.test.mjs'))) {
    const config = { rootDir: dir, testMatch: ['**/*.jest.test.mjs'], transform: {}, testEnvironment: 'node' };
    runs.push({ name: 'jest', file: node, args: ['--experimental-vm-modules', join(ROOT, 'node_modules/jest/bin/jest.js'), '--config', JSON.stringify(config), '--ci'] });
  }
  return runs;
}

/** The browser page's source, written beside the suites; esbuild bundles it from there. */
export const browserPage = (consumer: string): string => join(consumer, 'kit', 'browser-page.ts');
