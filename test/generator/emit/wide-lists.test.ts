/**
 * Emitters over lists far longer than the real ones: no line list is spread into a call's
 * arguments, which overflows the stack near 100,000 entries.
 */
import { describe, expect, it } from 'vitest';
import { CHANGELOG_BUDGET_BYTES, emitChangelog } from '../../../generator/release/changelog.ts';
import { emitValidators } from '../../../generator/emit/validators.ts';
import type { ApiModel } from '../../../generator/model/types.ts';
import type { Release } from '../../../generator/release/record.ts';

const WIDE = 200_000;
const range = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('emitters on 200,000 entries', () => {
  it('writes a changelog release of 200,000 changes as its headline and count, within the budget', () => {
    const release: Release = {
      version: '2.0.0',
      bump: 'major',
      reasons: ['response-property-removed (200000)'],
      documentDate: null,
      document: 'c'.repeat(64),
      fingerprint: 'd'.repeat(64),
      changes: range(WIDE).map((index) => ({ group: 'breaking', id: 'response-property-removed', operations: ['GET /v1/wide'], location: `W.p${index}`, symbols: [] })),
    };
    const { content } = emitChangelog({ releases: [release] }, 'wide');
    expect(content).toContain('## 2.0.0 (major): 200000 breaking changes');
    expect(content).toContain(`- Changes recorded: ${WIDE}`);
    expect(Buffer.byteLength(content)).toBeLessThanOrEqual(CHANGELOG_BUDGET_BYTES);
  });

  it('writes a validator table of 200,000 operations', () => {
    const validation = { components: [], events: [], responses: range(WIDE).map((index) => ({ key: `op${index}`, shape: { kind: 'any' as const }, root: `Op${index}` })) };
    const { content } = emitValidators({ validation } as unknown as ApiModel);
    expect(content.match(/^ {2}\["op\d+", /gm)).toHaveLength(WIDE);
  });
});
