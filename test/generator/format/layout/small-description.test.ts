import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { layoutVerdicts } from '../../../support/layout-identity.ts';
import { SMALL_DESCRIPTION } from '../../../support/small-description.ts';

/**
 * The layout on the files the emitters write for a small description (a second, where a real
 * snapshot takes seven in identity.test.ts): every syntax-tree file taken and printed as prettier
 * prints it.
 */
describe('layoutTypeScript on the small description', () => {
  it('lays out every syntax-tree file of the small description as prettier does', async () => {
    const verdicts = await layoutVerdicts(readFileSync(SMALL_DESCRIPTION, 'utf8'), 'spec.json');
    expect(verdicts.length).toBeGreaterThanOrEqual(8);
    expect(verdicts.filter((verdict) => !verdict.identical || verdict.refused)).toEqual([]);
  });
});
