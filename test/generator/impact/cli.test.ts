import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { clone } from '../drift/fixtures.ts';
import { runCli } from '../../support/generator-runs.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { CONSUMERS, oldDocument, writeConsumer } from './fixtures.ts';

/** Exit statuses of `drift --consumer` through the CLI as a user runs it. */
const tempDir = systemTempDirs();
let root: string;
let oldFile: string;
/** OLD with one change drift reports nothing for: Widget no longer admits other properties. */
let closedFile: string;

beforeAll(() => {
  root = tempDir('impact-cli');
  oldFile = join(root, 'old.json');
  closedFile = join(root, 'closed.json');
  writeFileSync(oldFile, JSON.stringify(oldDocument()));
  const closed = clone(oldDocument()) as ReturnType<typeof oldDocument> & { components: { schemas: Record<string, Record<string, unknown>> } };
  delete closed.components.schemas['Widget']!['additionalProperties'];
  writeFileSync(closedFile, JSON.stringify(closed));
});

const oneLine = (text: string) => text.trim().split('\n');

describe('drift --consumer exit statuses', () => {
  it('exits 1 for a consumer break even when drift reports no change at all; 0 for a consumer it leaves compiling', async () => {
    const broken = await runCli(['drift', oldFile, closedFile, '--consumer', writeConsumer(join(root, 'unexplained'), CONSUMERS.unexplained)]);
    expect(broken.stdout).toContain('src/extra.ts:3:52 ');
    expect(broken.stdout).toContain('← no spec change explains it');
    expect(broken.status).toBe(1);
    const fine = await runCli(['drift', oldFile, closedFile, '--consumer', writeConsumer(join(root, 'unaffected'), CONSUMERS.unaffected)]);
    expect(fine.stdout).toContain('compiles against the new package');
    expect(fine.status).toBe(0);
  }, 600_000);

  it('exits 2 with one line naming the first error for a consumer that does not compile against OLD', async () => {
    const dir = writeConsumer(join(root, 'already-broken'), { 'src/a.ts': `import type { Widget } from 'incident-api-client';\nexport const n: number = ({} as Widget).name;\n` });
    const result = await runCli(['drift', oldFile, closedFile, '--consumer', dir]);
    expect(result.status).toBe(2);
    expect(oneLine(result.stderr)).toHaveLength(1);
    expect(result.stderr).toMatch(/does not compile against the old package: src\/a\.ts:2:14 TS2322 Type 'string' is not assignable to type 'number'/);
  }, 600_000);

  it('exits 2 with one line, before generating anything, for a folder without tsconfig.json or that does not import the package', async () => {
    const bare = writeConsumer(join(root, 'no-tsconfig'), CONSUMERS.reader, null);
    const other = writeConsumer(join(root, 'no-import'), { 'src/a.ts': 'export const a = 1;\n' });
    for (const [dir, why] of [[bare, 'no tsconfig.json'], [other, 'imports incident-api-client'], [join(root, 'missing'), 'not a folder']] as const) {
      const result = await runCli(['drift', oldFile, closedFile, '--consumer', dir]);
      expect(result.status, dir).toBe(2);
      expect(oneLine(result.stderr), dir).toHaveLength(1);
      expect(result.stderr, dir).toContain(why);
      expect(result.stdout, dir).toBe('');
    }
  }, 600_000);
});
