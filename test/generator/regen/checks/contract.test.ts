/**
 * The contract check against the fixture package as built: it passes a client that agrees with its
 * document, and fails, naming the operation, each way a client and document can disagree: a path the
 * document lacks, the records under another key, a record shape the document does not declare, and
 * a package that was never built.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT, contractCheck } from '../../../../generator/regen/checks/contract.ts';
import type { CheckWorkspace } from '../../../../generator/regen/checks/workspace.ts';
import { systemTempDirs } from '../../../support/temp-dirs.ts';
import { replaceIn, stagedFixtures } from './staged-fixture.ts';

const { builtWorkspace } = stagedFixtures(systemTempDirs());

/** The workspace with its document changed by `edit` (the package stays as built from the original). */
function withDocument(workspace: CheckWorkspace, edit: (document: { components: { schemas: Record<string, { properties: Record<string, object> }> } }) => void): CheckWorkspace {
  const document = JSON.parse(readFileSync(workspace.specFile, 'utf8'));
  edit(document);
  const specFile = join(workspace.workDir, 'edited.json');
  writeFileSync(specFile, JSON.stringify(document));
  return { ...workspace, specFile };
}

describe('the contract check', () => {
  it('passes a client that agrees with its document: every list operation walked over two pages', { timeout: 180_000 }, async () => {
    const result = await contractCheck(await builtWorkspace());
    expect(result).toMatchObject({ name: CONTRACT, ok: true, firstLines: [], log: 'ok GET /v2/widgets: two pages, one record' });
  });

  it('fails when the client lists a path the document does not have', { timeout: 180_000 }, async () => {
    const workspace = await builtWorkspace((copy) => replaceIn(join(copy.packageDir, 'dist/pagination.js'), "'/v2/widgets': {", "'/v2/widget': {"));
    const result = await contractCheck(workspace);
    expect(result.ok).toBe(false);
    expect(result.firstLines[0]).toBe('GET /v2/widget: the document has no GET operation at this path');
  });

  it('fails when the client reads the records under a key the document does not give them', { timeout: 180_000 }, async () => {
    const workspace = await builtWorkspace((copy) => replaceIn(join(copy.packageDir, 'dist/pagination.js'), "itemsKey: 'widgets'", "itemsKey: 'gizmos'"));
    const result = await contractCheck(workspace);
    expect(result.ok).toBe(false);
    expect(result.firstLines).toEqual(['GET /v2/widgets: paginate: GET /v2/widgets answered without a "gizmos" array']);
  });

  it("fails when a record's shape is not what the client's validators were generated for", { timeout: 180_000 }, async () => {
    const workspace = withDocument(await builtWorkspace(), (document) => {
      document.components.schemas.WidgetV2!.properties.id = { type: 'integer' };
    });
    const result = await contractCheck(workspace);
    expect(result.ok).toBe(false);
    expect(result.firstLines[0]).toMatch(/^GET \/v2\/widgets: .*WidgetV2\.id/);
  });

  it('fails with the reason, never a crash, when the package was not built', { timeout: 180_000 }, async () => {
    const workspace = await builtWorkspace((copy) => rmSync(join(copy.packageDir, 'dist'), { recursive: true }));
    const result = await contractCheck(workspace);
    expect(result).toMatchObject({ name: CONTRACT, ok: false });
    expect(result.firstLines[0]).toMatch(/Cannot find module .*dist\/index\.js/);
  });

  it('passes a package without list operations, saying there was nothing to walk', { timeout: 180_000 }, async () => {
    const workspace = await builtWorkspace((copy) => replaceIn(join(copy.packageDir, 'dist/pagination.js'), /export const pagination = \{[\s\S]*?\n\};/, 'export const pagination = {};'));
    expect(await contractCheck(workspace)).toMatchObject({ ok: true, log: 'the package has no paginated list operation: nothing to walk' });
  });
});
