import { describe, expect, it } from 'vitest';
import type { DriftChange } from '../../../generator/drift/index.ts';
import { classifyLanding, groupOf } from '../../../generator/release/classify.ts';
import { releaseHeadline, releaseSummary } from '../../../generator/release/headline.ts';

const change = (id: string, level: DriftChange['level'], operation: string | null, location: string | null = null, symbols: string[] = []): DriftChange => ({
  id,
  level,
  operation,
  location,
  message: `${id} message`,
  symbols,
  fingerprint: '',
});
const NO_SURFACE = { breaking: [], added: [] };

describe('classifyLanding', () => {
  it('is major for any error-level change, whatever else is there, its reasons the breaking rules counted', () => {
    const result = classifyLanding(
      [change('operation-added', 'info', 'GET /v2/a'), change('response-property-removed', 'error', 'GET /v2/b', 'B.x'), change('response-property-removed', 'error', 'GET /v2/c', 'C.y')],
      { breaking: [], added: ['added A'] },
    );
    expect(result.bump).toBe('major');
    expect(result.reasons).toEqual(['response-property-removed (2)']);
  });

  it('is major for an API-surface break the drift report does not have', () => {
    const result = classifyLanding([change('operation-added', 'info', 'GET /v2/a')], { breaking: ['removed components.schemas.Gone'], added: [] });
    expect(result).toMatchObject({ bump: 'major', reasons: ['api-surface-break (1)'] });
    expect(result.changes).toContainEqual({ group: 'breaking', id: 'api-surface-break', operations: [], location: 'removed components.schemas.Gone', symbols: [] });
  });

  it('is minor for additions, deprecations, warnings and other compatible changes, nothing breaking', () => {
    for (const [id, level] of [['operation-added', 'info'], ['operation-deprecated', 'info'], ['request-parameter-removed', 'warning'], ['response-property-constraint-changed', 'info']] as const) {
      expect(classifyLanding([change(id, level, 'GET /v2/a')], NO_SURFACE)).toMatchObject({ bump: 'minor', reasons: [`${id} (1)`] });
    }
    expect(classifyLanding([], { breaking: [], added: ['added newExport'] })).toMatchObject({ bump: 'minor', reasons: ['api-surface-addition (1)'] });
  });

  it('lists surface additions one by one only when the drift report has nothing; beside drift changes, their count is a reason', () => {
    const surface = { breaking: [], added: ['added ThingsV2Show', 'added v2.ThingsV2ShowResponse'] };
    const alone = classifyLanding([], surface);
    expect(alone.changes.map((entry) => [entry.group, entry.id, entry.location])).toEqual([
      ['added', 'api-surface-addition', 'added ThingsV2Show'],
      ['added', 'api-surface-addition', 'added v2.ThingsV2ShowResponse'],
    ]);
    const beside = classifyLanding([change('operation-added', 'info', 'GET /v2/things/{id}')], surface);
    expect(beside).toMatchObject({ bump: 'minor', reasons: ['api-surface-addition (2)', 'operation-added (1)'] });
    expect(beside.changes.map((entry) => entry.id)).toEqual(['operation-added']);
  });

  it('is patch when neither the drift report nor the surface reports anything', () => {
    expect(classifyLanding([], NO_SURFACE)).toMatchObject({ bump: 'patch', changes: [] });
  });

  it('lists a component change reached from several operations once, with every operation and symbol, in a fixed order', () => {
    const drift = [
      change('response-property-added', 'info', 'GET /v2/b', 'Thing.x', ['ThingsV2Show', 'Thing']),
      change('response-property-added', 'info', 'GET /v2/a', 'Thing.x', ['ThingsV2List', 'Thing']),
      change('operation-added', 'info', 'GET /v2/z'),
      change('operation-added', 'info', 'GET /v2/y'),
      change('operation-deprecated', 'info', 'GET /v2/old'),
      change('request-parameter-removed', 'warning', 'GET /v2/a', 'page'),
    ];
    const expected = [
      { group: 'added', id: 'operation-added', operations: ['GET /v2/y'], location: null, symbols: [] },
      { group: 'added', id: 'operation-added', operations: ['GET /v2/z'], location: null, symbols: [] },
      { group: 'added', id: 'response-property-added', operations: ['GET /v2/a', 'GET /v2/b'], location: 'Thing.x', symbols: ['Thing', 'ThingsV2List', 'ThingsV2Show'] },
      { group: 'deprecated', id: 'operation-deprecated', operations: ['GET /v2/old'], location: null, symbols: [] },
      { group: 'other', id: 'request-parameter-removed', operations: ['GET /v2/a'], location: 'page', symbols: [] },
    ];
    expect(classifyLanding(drift, NO_SURFACE).changes).toEqual(expected);
    expect(classifyLanding([...drift].reverse(), NO_SURFACE).changes).toEqual(expected);
  });

  it('groups by level first: an error-level addition rule (a severity override) is breaking', () => {
    expect(groupOf({ id: 'operation-added', level: 'error' })).toBe('breaking');
    expect(groupOf({ id: 'operation-added', level: 'info' })).toBe('added');
    expect(groupOf({ id: 'property-deprecated', level: 'info' })).toBe('deprecated');
    expect(groupOf({ id: 'security-removed', level: 'info' })).toBe('other');
  });
});

describe('the release headline (the regen pull request title)', () => {
  it('names the version, the bump and what was added', () => {
    const { changes } = classifyLanding(['GET /v2/a', 'GET /v2/b', 'POST /v2/c'].map((operation) => change('operation-added', 'info', operation)), NO_SURFACE);
    expect(releaseHeadline('incident-api-client', { version: '1.5.0', bump: 'minor', changes })).toBe('incident-api-client 1.5.0 (minor): 3 operations added');
  });

  it('counts breaking changes, each kind of addition, deprecations and the rest, singular where one', () => {
    const { changes } = classifyLanding(
      [change('response-property-removed', 'error', 'GET /v2/a', 'A.x'), change('event-added', 'info', '/x-webhooks/e'), change('response-property-added', 'info', 'GET /v2/a', 'A.y'), change('response-property-added', 'info', 'GET /v2/a', 'A.z'), change('operation-deprecated', 'info', 'GET /v2/d'), change('security-removed', 'info', 'GET /v2/s')],
      { breaking: ['removed X'], added: [] },
    );
    expect(releaseSummary({ bump: 'major', changes })).toBe('1 breaking change, 1 API-surface break, 1 event added, 2 properties added, 1 deprecated, 1 other change');
    expect(releaseSummary({ bump: 'patch', changes: [] })).toBe('descriptions, examples or formatting only');
    expect(releaseSummary({ bump: 'initial', changes: [] })).toBe('first release');
  });

  it("takes the landing's own count of breaking changes when given: a component change at two operations is one record entry, two changes", () => {
    const { changes } = classifyLanding([change('response-property-removed', 'error', 'GET /v2/a', 'A.x'), change('response-property-removed', 'error', 'GET /v2/b', 'A.x')], { breaking: ['removed X'], added: [] });
    expect(releaseSummary({ bump: 'major', changes })).toBe('1 breaking change, 1 API-surface break');
    expect(releaseSummary({ bump: 'major', changes }, { breaking: 2 })).toBe('2 breaking changes, 1 API-surface break');
    expect(releaseHeadline('incident-api-client', { version: '2.0.0', bump: 'major', changes }, { breaking: 2 })).toBe('incident-api-client 2.0.0 (major): 2 breaking changes, 1 API-surface break');
    // A count of none leaves the kind out, as the record's own would.
    expect(releaseSummary({ bump: 'major', changes }, { breaking: 0 })).toBe('1 API-surface break');
  });

  it('counts in plural, shows no kind it has none of, and a surface-only break without "0 breaking changes"', () => {
    const many = classifyLanding(
      [change('response-property-removed', 'error', 'GET /v2/a', 'A.x'), change('operation-removed', 'error', 'GET /v2/b'), change('response-success-added', 'info', 'GET /v2/a'), change('security-removed', 'info', 'GET /v2/s'), change('auth-changed', 'warning', 'GET /v2/t')],
      { breaking: ['removed X'], added: [] },
    ).changes;
    expect(releaseSummary({ bump: 'major', changes: many })).toBe('2 breaking changes, 1 API-surface break, 1 other addition, 2 other changes');
    const surfaceOnly = classifyLanding([], { breaking: ['removed X', 'removed Y'], added: [] }).changes;
    expect(releaseSummary({ bump: 'major', changes: surfaceOnly })).toBe('2 API-surface breaks');
    const deprecatedOnly = classifyLanding([change('operation-deprecated', 'info', 'GET /v2/d'), change('parameter-deprecated', 'info', 'GET /v2/d', 'D.q')], NO_SURFACE).changes;
    expect(releaseSummary({ bump: 'minor', changes: deprecatedOnly })).toBe('2 deprecated');
    const otherAdditions = classifyLanding([change('response-header-added', 'info', 'GET /v2/a', 'A.h'), change('request-option-added', 'info', 'GET /v2/b')], NO_SURFACE).changes;
    expect(releaseSummary({ bump: 'minor', changes: otherAdditions })).toBe('2 other additions');
  });
});

describe('classifyLanding: order and reasons', () => {
  it('says why a patch is a patch', () => {
    expect(classifyLanding([], NO_SURFACE)).toEqual({ bump: 'patch', reasons: ['no drift change and no API-surface change: descriptions, examples or formatting only'], changes: [] });
  });

  it('lists surface additions with no symbols, and an operation-level change before one at a place', () => {
    expect(classifyLanding([], { breaking: [], added: ['added X'] }).changes).toEqual([{ group: 'added', id: 'api-surface-addition', operations: [], location: 'added X', symbols: [] }]);
    const { changes } = classifyLanding([change('response-property-type-changed', 'warning', 'GET /v2/a', 'A.x'), change('response-property-type-changed', 'warning', 'GET /v2/b')], NO_SURFACE);
    expect(changes.map((entry) => `${entry.location} ${entry.operations.join(',')}`)).toEqual(['null GET /v2/b', 'A.x GET /v2/a']);
  });
});
