import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { newRelease, resolveRelease, type LandingContext, type LandingJudgement } from '../../../generator/release/landing.ts';
import type { Release, ReleaseChange } from '../../../generator/release/record.ts';

const added: ReleaseChange = { group: 'added', id: 'operation-added', operations: ['GET /v2/things/{id}'], location: null, symbols: ['ThingsV2Show'] };
const judged = (overrides: Partial<LandingJudgement> = {}): LandingJudgement => ({ bump: 'minor', reasons: ['operation-added (1)'], changes: [added], documentDate: '2026-03-01T00:00:00.000Z', edition: 'live', ...overrides });
const identity = { document: 'd'.repeat(64), fingerprint: 'f'.repeat(64) };
const release = (version: string, fingerprint = 'old'): Release => ({ version, bump: 'minor', reasons: [], documentDate: null, document: 'old-document', fingerprint, changes: [] });

describe('newRelease', () => {
  it("starts each edition at its first version, saying so, with the judge's reasons only when there are changes", () => {
    expect(newRelease(undefined, judged({ edition: 'reference' }), identity)).toEqual({
      version: '0.1.0',
      bump: 'initial',
      reasons: ['first release of the edition written from the reference', 'operation-added (1)'],
      documentDate: '2026-03-01T00:00:00.000Z',
      ...identity,
      changes: [added],
    });
    expect(newRelease(undefined, judged({ changes: [], reasons: ['no drift change and no API-surface change: descriptions, examples or formatting only'] }), identity)).toMatchObject({ version: '1.0.0', bump: 'initial', reasons: ['first import of the live API'], changes: [] });
  });

  it('makes the first live landing on a reference version 1.0.0, a major, whatever the judge said', () => {
    expect(newRelease(release('0.3.1'), judged({ bump: 'patch', reasons: ['x (1)'] }), identity)).toEqual({ version: '1.0.0', bump: 'major', reasons: ['first import of the live API', 'x (1)'], documentDate: '2026-03-01T00:00:00.000Z', ...identity, changes: [added] });
  });

  it('otherwise moves the version as the judge classified it, in its edition', () => {
    expect(newRelease(release('1.2.3'), judged(), identity)).toEqual({ version: '1.3.0', bump: 'minor', reasons: ['operation-added (1)'], documentDate: '2026-03-01T00:00:00.000Z', ...identity, changes: [added] });
    expect(newRelease(release('0.3.1'), judged({ edition: 'reference', bump: 'major' }), identity)).toMatchObject({ version: '0.4.0', bump: 'major' });
    expect(newRelease(release('2.0.0'), judged({ bump: 'patch', documentDate: null }), identity)).toMatchObject({ version: '2.0.1', bump: 'patch', documentDate: null });
  });
});

describe('resolveRelease', () => {
  const context: Omit<LandingContext, 'previous'> = { packageDir: '/staged', document: { openapi: '3.0.3' } as OpenApiDocument, documentHash: identity.document };

  it('keeps the newest release, asking no judge, when the package is the same', async () => {
    const record = { releases: [release('1.0.0', 'first'), release('1.1.0', identity.fingerprint)] };
    const resolved = await resolveRelease(record, identity.fingerprint, context, () => Promise.reject(new Error('no judge should be asked')));
    expect(resolved).toEqual({ record, release: record.releases[1], landed: false });
  });

  it('asks the judge about a changed package, showing it the newest release, and appends what it makes', async () => {
    const record = { releases: [release('1.0.0', 'first'), release('1.1.0', 'second')] };
    const asked: LandingContext[] = [];
    const resolved = await resolveRelease(record, identity.fingerprint, context, async (shown) => {
      asked.push(shown);
      return judged({ bump: 'major', reasons: ['response-property-removed (1)'] });
    });
    expect(asked).toEqual([{ ...context, previous: record.releases[1] }]);
    expect(resolved.landed).toBe(true);
    expect(resolved.release).toMatchObject({ version: '2.0.0', bump: 'major', ...identity });
    expect(resolved.record.releases).toEqual([...record.releases, resolved.release]);
    expect(record.releases).toHaveLength(2);
    const first = await resolveRelease({ releases: [] }, identity.fingerprint, context, async () => judged());
    expect(first).toMatchObject({ landed: true, release: { version: '1.0.0', bump: 'initial' } });
  });
});
