/**
 * The consumer example, against the fixture package built as installed: it compiles against a
 * sound package, fails by name with the compiler's first error when the installed declarations lose
 * what a consumer uses, and is written the same way each time, one walk per list operation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSUMER_EXAMPLE, consumerExampleCheck, consumerProgram } from '../../../../generator/regen/checks/consumer-example.ts';
import { systemTempDirs } from '../../../support/temp-dirs.ts';
import { replaceIn, stagedFixtures, tools } from './staged-fixture.ts';

const { builtWorkspace } = stagedFixtures(systemTempDirs());

describe('the consumer example', () => {
  it('compiles against the built package, importing it by name', { timeout: 180_000 }, async () => {
    const workspace = await builtWorkspace();
    expect(await consumerExampleCheck(workspace, tools.tsc59)).toMatchObject({ name: CONSUMER_EXAMPLE, ok: true, firstLines: [] });
    expect(readFileSync(join(workspace.workDir, 'consumer/example.ts'), 'utf8')).toMatch(/^import \{ [^}]+ \} from "incident-api-client";/);
  });

  it('walks every list operation, and is the same program for the same package and document', { timeout: 180_000 }, async () => {
    const workspace = await builtWorkspace();
    const program = await consumerProgram(workspace);
    expect(await consumerProgram(workspace)).toBe(program);
    expect(program).toContain('paginate(client, "/v2/widgets", { maxPages: 1, signal })');
  });

  // A name is lost where it is declared and from the entry's re-export of it: the bound functions
  // sit in their own modules (issue #37). Under the check's skipLibCheck a re-export of a missing
  // declaration is not reported, so losing the declaration alone would not be the package losing it.
  type Edit = [file: string, from: RegExp, to: string];
  const losses: Array<[string, Edit[]]> = [
    ['paginate', [['dist/client.d.ts', /export declare const paginate:/, 'export declare const paginateGone:'], ['dist/index.d.ts', /(export \{[^}]*\b)paginate(\b[^}]*\} from '\.\/client\.js';)/, '$1paginateGone$2']]],
    ['verifyWebhook', [['dist/webhooks.d.ts', /export declare const verifyWebhook:/, 'export declare const verifyWebhookGone:'], ['dist/index.d.ts', /(export \{[^}]*\b)verifyWebhook(\b[^}]*\} from '\.\/webhooks\.js';)/, '$1verifyWebhookGone$2']]],
    ['WebhookVerificationError', [['dist/index.d.ts', / WebhookVerificationError,/, ' WebhookVerificationError as WebhookVerificationErrorGone,']]],
  ];
  for (const [name, edits] of losses) {
    it(`fails by name with the compiler's first error when the installed declarations lose ${name}`, { timeout: 180_000 }, async () => {
      const workspace = await builtWorkspace((copy) => {
        for (const [file, from, to] of edits) replaceIn(join(copy.packageDir, file), from, to);
      });
      const result = await consumerExampleCheck(workspace, tools.tsc59);
      expect(result).toMatchObject({ name: CONSUMER_EXAMPLE, ok: false });
      expect(result.firstLines[0]).toMatch(new RegExp(`^example\\.ts\\(\\d+,\\d+\\): error TS\\d+: .*'${name}'`));
    });
  }

  it('compiles for a package without list operations, importing nothing it does not use', { timeout: 180_000 }, async () => {
    const workspace = await builtWorkspace((copy) => replaceIn(join(copy.packageDir, 'dist/pagination.js'), /export const pagination = \{[\s\S]*?\n\};/, 'export const pagination = {};'));
    expect(await consumerProgram(workspace)).not.toContain('paginate');
    expect(await consumerExampleCheck(workspace, tools.tsc59)).toMatchObject({ name: CONSUMER_EXAMPLE, ok: true });
  });
});
