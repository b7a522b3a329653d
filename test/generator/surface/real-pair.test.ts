/**
 * Packages generated from two real snapshots: 2023-04-04 drops the UpdateTypeRequestBody component
 * (the operation inlines it) and adds `Incidents V2#Edit`. Code that named the component no longer
 * compiles; the rest is compatible. The other way round, the edit operation disappears.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../generator/generate.ts';
import { checkSurface } from '../../../generator/surface/check.ts';
import { surfaceDeclarations } from '../../../generator/surface/declarations.ts';
import { projectScratchDir, removeScratchDirs } from '../../support/generator-runs.ts';
import { realSpecPaths, snapshotName } from '../../support/real-specs.ts';

const OLDER = '2023-03-23T175121Z';
const NEWER = '2023-04-04T174806Z';
const packages: Record<string, string> = {};

beforeAll(async () => {
  for (const name of [OLDER, NEWER]) {
    const specPath = realSpecPaths().find((path) => snapshotName(path) === name);
    if (!specPath) throw new Error(`real spec ${name} is missing`);
    packages[name] = join(projectScratchDir('surface-real'), 'package');
    await generate({ specPath, outDir: packages[name], formatCacheDir: false });
  }
}, 600_000);
afterAll(removeScratchDirs);

function judge(baselineFrom: string, current: string) {
  const baseline = join(projectScratchDir('surface-real-baseline'), 'api-surface.d.ts');
  writeFileSync(baseline, surfaceDeclarations(packages[baselineFrom]!, 'index.ts'));
  return checkSurface(packages[current]!, baseline);
}

describe('the API surface of packages generated from two real snapshots', () => {
  it('reports the dropped component as the only break, and the new operation as compatible', () => {
    const surface = judge(OLDER, NEWER);
    expect(surface.breaking).toEqual([
      'UpdateTypeRequestBody: removed; old code importing it no longer compiles',
      'components.schemas.UpdateTypeRequestBody: removed; old code reading it no longer compiles',
    ]);
    expect(surface.added).toEqual(expect.arrayContaining(['operations["Incidents V2#Edit"]: added', 'Resources.incidentsV2.edit: added', "OperationId: values added: 'Incidents V2#Edit'"]));
  }, 300_000);

  it('the other way round, reports the operation that disappeared', () => {
    const surface = judge(NEWER, OLDER);
    expect(surface.breaking).toEqual(
      expect.arrayContaining([
        'paths["/v2/incidents/{id}/actions/edit"]: removed; old code reading it no longer compiles',
        'Resources.incidentsV2.edit: removed; old code reading it no longer compiles',
      ]),
    );
    expect(surface.added).toEqual(expect.arrayContaining(['UpdateTypeRequestBody: added', 'components.schemas.UpdateTypeRequestBody: added']));
  }, 300_000);
});
