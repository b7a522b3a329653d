/**
 * The release regen lands is judged on everything its drift report saw, accepted breaks included,
 * and on the staged package's surface, asked of the package the judge is given.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffDocuments, renderReport, withIgnores } from '../../../generator/drift/index.ts';
import type { DriftResult } from '../../../generator/regen/collaborators.ts';
import type { LandingContext } from '../../../generator/release/landing.ts';
import { regenJudge } from '../../../generator/regen/release-judge.ts';
import { checkStagedSurface } from '../../../generator/regen/surface-gate.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { BASE, BROKEN, GROWN } from '../commands/regen-documents.ts';

const tempDir = systemTempDirs();
/** What generate asks a judge about: the staged package (the rest the regen judge does not read). */
const staged = (packageDir: string): LandingContext => ({ packageDir, document: BASE, documentHash: '', previous: undefined });

const result = (report: DriftResult['report']): DriftResult => ({ report, markdown: renderReport(report, 'markdown'), json: renderReport(report, 'json'), failing: [], accepted: report.ignored.length, acceptedWithFlag: 0 });

/** A one-file package exporting `index`, with its surface baseline from `baselineIndex` (none when undefined). */
function stagedPackage(index: string, baselineIndex?: string): { dir: string; baseline: string } {
  const dir = tempDir('judge');
  const baseline = join(dir, 'surface.d.ts');
  if (baselineIndex !== undefined) {
    writeFileSync(join(dir, 'index.ts'), baselineIndex);
    writeFileSync(baseline, checkStagedSurface(dir, baseline, false).updated!);
  }
  writeFileSync(join(dir, 'index.ts'), index);
  return { dir, baseline };
}

describe('regenJudge', () => {
  it('counts a break the ignore file accepted as breaking: the release is major, dated by the snapshot, a live edition', async () => {
    const report = diffDocuments(BASE, BROKEN);
    const accepted = withIgnores(report, report.changes.map((change) => ({ operation: change.operation ?? '*', rule: change.id, location: change.location ?? '*', reason: 'gone upstream', line: 1 })));
    expect(accepted.changes).toEqual([]);
    const { dir, baseline } = stagedPackage('export interface Thing { id: string }\n', 'export interface Thing { id: string }\n');
    const asked: string[] = [];
    const judge = regenJudge(result(accepted), new Date('2026-11-22T11:00:00Z'), (packageDir) => (asked.push(packageDir), checkStagedSurface(packageDir, baseline, true)));
    const judgement = await judge(staged(dir));
    expect(judgement).toMatchObject({ bump: 'major', documentDate: '2026-11-22T11:00:00.000Z', edition: 'live' });
    expect(judgement.reasons).toEqual(['response-property-removed (1)']);
    expect(asked).toEqual([dir]);
  });

  it("adds the staged surface's breaks and, with no drift change, its additions", async () => {
    const none = result(diffDocuments(BASE, BASE));
    const removed = stagedPackage('export interface Thing { id: string }\n', 'export interface Thing { id: string; layer_id: string }\n');
    const judged = await regenJudge(none, new Date(0), (dir) => checkStagedSurface(dir, removed.baseline, true))(staged(removed.dir));
    expect(judged).toMatchObject({ bump: 'major', reasons: ['api-surface-break (1)'] });
    const grown = stagedPackage('export interface Thing { id: string; name?: string }\n', 'export interface Thing { id: string }\n');
    const added = await regenJudge(none, new Date(0), (dir) => checkStagedSurface(dir, grown.baseline, false))(staged(grown.dir));
    expect(added).toMatchObject({ bump: 'minor', documentDate: '1970-01-01T00:00:00.000Z' });
    expect(added.changes.map((change) => change.group)).toEqual(['added']);
    // With drift changes, those are what the release lists.
    const withDrift = await regenJudge(result(diffDocuments(BASE, GROWN)), new Date(0), (dir) => checkStagedSurface(dir, grown.baseline, false))(staged(grown.dir));
    expect(withDrift.changes.map((change) => change.id)).toEqual(['response-property-added']);
  });
});
