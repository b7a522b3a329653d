/**
 * format/layout/ against prettier itself: every syntax-tree file of real snapshots (the oldest,
 * the newest, two between), the reference edition, the small description, the hostile spec and
 * the any-document fixtures of issue 23 comes out byte-identical to prettier's formatting of the
 * same ts-morph output, and is taken by the layout (not left to prettier). All 83 snapshots:
 * test/generator/format/layout/all-real-snapshots.ts, a script.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANY_DOCUMENTS } from '../../../support/any-documents.ts';
import { hostileDocument } from '../../../support/hostile-spec.ts';
import { layoutVerdicts } from '../../../support/layout-identity.ts';
import { PROJECT_ROOT } from '../../../support/project.ts';
import { readRealSpecText, realSpecPaths, snapshotName } from '../../../support/real-specs.ts';
import { SMALL_DESCRIPTION } from '../../../support/small-description.ts';

const snapshots = realSpecPaths();
const chosen = [snapshots[0]!, snapshots[27]!, snapshots[55]!, snapshots.at(-1)!];

const documents: Array<[string, () => string]> = [
  ...chosen.map((path): [string, () => string] => [`snapshot ${snapshotName(path)}`, () => readRealSpecText(path)]),
  ['the reference edition', () => readFileSync(join(PROJECT_ROOT, 'spec/openapiV3.json'), 'utf8')],
  ['the small description', () => readFileSync(SMALL_DESCRIPTION, 'utf8')],
  ['the hostile spec', () => JSON.stringify(hostileDocument().document)],
  ...Object.entries(ANY_DOCUMENTS).map(([name, { document }]): [string, () => string] => [`any document: ${name}`, () => JSON.stringify(document)]),
];

describe('layoutTypeScript against prettier', () => {
  it.each(documents)('lays out every syntax-tree file of %s as prettier does', async (_name, text) => {
    const verdicts = await layoutVerdicts(text(), 'spec.json');
    expect(verdicts.length).toBeGreaterThanOrEqual(8);
    expect(verdicts.filter((verdict) => !verdict.identical)).toEqual([]);
    expect(verdicts.filter((verdict) => verdict.refused)).toEqual([]);
  }, 240_000);
});
