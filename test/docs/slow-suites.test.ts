import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/project.ts';
import { slowTests } from './commands.ts';

describe("make quick's slow suites", () => {
  const makefile = readFileSync(join(PROJECT_ROOT, 'Makefile'), 'utf8');
  const slow = slowTests(makefile);
  const contributing = readFileSync(join(PROJECT_ROOT, 'docs/contributing.md'), 'utf8');

  it('are test files that exist, each left out by the quick target', () => {
    expect(slow.length).toBeGreaterThan(0);
    expect(slow.filter((file) => !existsSync(join(PROJECT_ROOT, file)))).toEqual([]);
    expect(makefile).toMatch(/^\tnode_modules\/\.bin\/vitest run \$\(addprefix --exclude ,\$\(SLOW_TESTS\)\)$/m);
  });

  it('are each named in docs/contributing.md, and nothing else is named there as one', () => {
    const section = contributing.split('\n## ').find((part) => part.startsWith('The quick check')) ?? '';
    const named = [...section.matchAll(/^\| `(test\/[^`]+)` \|/gm)].map((match) => match[1]);
    expect(named.sort()).toEqual([...slow].sort());
  });

  it('are read from a continued make variable', () => {
    expect(slowTests('A := 1\nSLOW_TESTS := a.ts \\\n  b.ts \\\n  c.ts\nquick:\n')).toEqual(['a.ts', 'b.ts', 'c.ts']);
  });
});
