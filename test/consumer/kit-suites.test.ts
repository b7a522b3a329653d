/** The test kit's page keeps a suite per runner, and each becomes a run: none can drop out unseen. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitSuites, prepareKitSuites } from './kit-suites.ts';

describe('docs/testing-kit.md suites', () => {
  it('names a file for each runner and the browser page, each importing the testing entry', () => {
    const suites = kitSuites();
    expect(suites.map((suite) => suite.file).sort()).toEqual(['browser-page.ts', 'identity.jest.test.mjs', 'incidents.vitest.test.ts', 'webhooks.node.test.mjs']);
    for (const suite of suites) expect(suite.code).toContain("from 'incident-api-client/testing'");
  });

  it('writes them into the install and runs each: type-check, vitest, node --test, jest', () => {
    const consumer = mkdtempSync(join(tmpdir(), 'kit-suites-'));
    try {
      const runs = prepareKitSuites(consumer, '/usr/bin/node');
      expect(runs.map((run) => run.name)).toEqual(['type-check the vitest suite (tsc 5.9)', 'vitest', 'node --test webhooks.node.test.mjs', 'jest']);
      expect(readFileSync(join(consumer, 'kit/package.json'), 'utf8')).toContain('"module"');
      expect(readFileSync(join(consumer, 'kit/incidents.vitest.test.ts'), 'utf8')).toBe(kitSuites().find((suite) => suite.file === 'incidents.vitest.test.ts')!.code);
      expect(kitSuites('```ts\nno file named\n```\n')).toEqual([]);
    } finally {
      rmSync(consumer, { recursive: true, force: true });
    }
  });
});
