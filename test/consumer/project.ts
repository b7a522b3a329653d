import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Example } from './readme-examples.ts';

/** The module settings a consumer of the package may use; each must compile every example. */
export const RESOLUTIONS = {
  node16: { module: 'node16', moduleResolution: 'node16' },
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
} as const;

export type Resolution = keyof typeof RESOLUTIONS;

/**
 * A consumer as small as it gets: an ES module project with strict settings, one file per
 * example, one tsconfig per module resolution. No settings borrowed from this repository.
 */
export function writeConsumerProject(dir: string, examples: Example[]): void {
  mkdirSync(join(dir, 'examples'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`);
  examples.forEach((example, index) => writeFileSync(join(dir, 'examples', `example${index + 1}.ts`), `// ${example.name}\n${example.code}`));
  for (const [name, settings] of Object.entries(RESOLUTIONS)) {
    // skipLibCheck as `tsc --init` sets it: dependencies' .d.ts are skipped, the package's own .ts sources are not.
    const compilerOptions = { ...settings, target: 'ES2022', lib: ['ES2022', 'DOM'], strict: true, skipLibCheck: true, noEmit: true, types: [] as string[] };
    writeFileSync(join(dir, `tsconfig.${name}.json`), `${JSON.stringify({ compilerOptions, include: ['examples/*.ts'] }, null, 2)}\n`);
  }
}
