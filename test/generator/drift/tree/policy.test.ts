/** The lifecycle marks the tree reads (x-sunset, x-deprecated-since, x-stability-level) and where it keeps them. */
import { describe, expect, it } from 'vitest';
import { diffTree } from '../../../../generator/drift/tree/document.ts';
import { operationMarksOf, policyChange, policyMarksOf, removedLifecycle } from '../../../../generator/drift/tree/policy.ts';
import { object, ok, ref, spec } from '../fixtures.ts';

describe('policyMarksOf', () => {
  it('keeps each mark as written, whatever its value; none is undefined', () => {
    expect(policyMarksOf({ 'x-sunset': 'soon', 'x-deprecated-since': 2025, 'x-stability-level': ['beta'] })).toEqual({ sunset: 'soon', deprecatedSince: 2025, stability: ['beta'] });
    expect(policyMarksOf({ 'x-sunset': null })).toEqual({ sunset: null });
    for (const none of [{}, { type: 'string', deprecated: true }, null, 'x-sunset', ['x-sunset']]) expect(policyMarksOf(none)).toBeUndefined();
  });

  it('reads own keys only, not inherited ones', () => {
    expect(policyMarksOf(Object.create({ 'x-sunset': '2026-01-01' }))).toBeUndefined();
  });
});

describe('operationMarksOf', () => {
  const withHeaders = (headers: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ ...extra, responses: { '200': { description: 'OK', headers } } });

  it("takes the dates a Sunset or Deprecation header documents where the operation writes none, its own x-sunset first even when no date", () => {
    expect(operationMarksOf({}, withHeaders({ Sunset: { example: '2026-09-01' }, Deprecation: { example: '@1739232000' } }) as never)).toEqual({ sunset: '2026-09-01', deprecatedSince: '@1739232000' });
    expect(operationMarksOf({}, withHeaders({ Sunset: { example: '2026-09-01' } }, { 'x-sunset': 'soon' }) as never)).toEqual({ sunset: 'soon' });
    expect(operationMarksOf({}, withHeaders({ Sunset: { example: 'whenever' } }) as never)).toBeUndefined();
  });
});

describe('policyChange', () => {
  it('a sunset or stability level that differs as data, with whether the element is still deprecated', () => {
    expect(policyChange({ sunset: '2026-09-01' }, undefined, true)).toEqual({ deprecated: true, sunset: { from: '2026-09-01', to: undefined } });
    expect(policyChange(undefined, { stability: 'beta' }, false)).toEqual({ deprecated: false, stability: { from: undefined, to: 'beta' } });
    expect(policyChange({ sunset: 1 }, { sunset: '1' }, false)?.sunset).toEqual({ from: 1, to: '1' });
  });

  it('nothing when neither changed (a deprecation date moving is the window rules’ business, not a change here)', () => {
    expect(policyChange(undefined, undefined, true)).toBeUndefined();
    expect(policyChange({ sunset: '2026-09-01', stability: 'beta' }, { sunset: '2026-09-01', stability: 'beta', deprecatedSince: '2026-01-01' }, true)).toBeUndefined();
  });
});

describe('removedLifecycle', () => {
  it('reads the property as written over the schema it leads to', () => {
    expect(removedLifecycle({ $ref: '#/x', deprecated: true, 'x-sunset': '2026-09-01' }, { deprecated: false, 'x-sunset': '2026-01-01', 'x-stability-level': 'beta' })).toEqual({
      deprecated: true,
      sunset: '2026-09-01',
      stability: 'beta',
    });
    expect(removedLifecycle({ $ref: '#/x' }, { deprecated: true })).toEqual({ deprecated: true });
    expect(removedLifecycle({ type: 'string' }, { type: 'string' })).toBeUndefined();
    expect(removedLifecycle({ deprecated: 'yes' }, undefined)).toBeUndefined();
  });
});

describe('the tree keeps them', () => {
  const operation = (parameter: Record<string, unknown>, extra: Record<string, unknown> = {}, body: unknown = object({ id: { type: 'string' } })) =>
    spec({
      paths: { '/a': { get: { operationId: 'A', parameters: [{ name: 'q', in: 'query', schema: { type: 'string' }, ...parameter }], responses: ok(ref('Thing')), ...extra } } },
      schemas: { Thing: body },
    });

  it("on an operation's sides, its parameters and its schemas, and marks the schema changed", () => {
    const before = operation({ 'x-sunset': '2026-09-01' }, { 'x-stability-level': 'stable' }, object({ id: { type: 'string', 'x-stability-level': 'stable' } }));
    const after = operation({}, { 'x-stability-level': 'beta' }, object({ id: { type: 'string', 'x-stability-level': 'beta' } }));
    const [diff] = diffTree(before, after).operations.common;
    expect(diff!.old.policy).toEqual({ stability: 'stable' });
    expect(diff!.policy).toEqual({ deprecated: false, stability: { from: 'stable', to: 'beta' } });
    expect(diff!.parameters[0]!.policy).toEqual({ deprecated: false, sunset: { from: '2026-09-01', to: undefined } });
    const thing = diff!.responses[0]!.media[0]!.schema;
    expect(thing.dirty).toBe(true);
    expect(thing.children.find((child) => child.segment === 'id')!.diff.policy).toEqual({ deprecated: false, stability: { from: 'stable', to: 'beta' } });
  });

  it('on a removed parameter and a removed property', () => {
    const before = operation({ deprecated: true, 'x-deprecated-since': '2026-01-01' }, {}, object({ id: { type: 'string' }, old: { type: 'string', deprecated: true, 'x-sunset': '2026-09-01' } }));
    const after = spec({ paths: { '/a': { get: { operationId: 'A', responses: ok(ref('Thing')) } } }, schemas: { Thing: object({ id: { type: 'string' } }) } });
    const [diff] = diffTree(before, after).operations.common;
    expect(diff!.parametersRemoved).toEqual([{ in: 'query', name: 'q', required: false, deprecated: true, policy: { deprecatedSince: '2026-01-01' } }]);
    expect(diff!.responses[0]!.media[0]!.schema.propertiesRemoved).toEqual([{ name: 'old', required: false, lifecycle: { deprecated: true, sunset: '2026-09-01' } }]);
  });

  it('nothing for a document against itself', () => {
    const document = operation({ deprecated: true, 'x-sunset': 'soon', 'x-stability-level': 'nope' }, { 'x-stability-level': 'beta' }, object({ id: { type: 'string', 'x-sunset': '2026-01-01', 'x-extensible-enum': ['a'] } }));
    const [diff] = diffTree(document, document).operations.common;
    // An operation that reads the same is not walked (operation.ts): no parameter or response to look at.
    expect([diff!.policy, diff!.parameters, diff!.responses]).toEqual([undefined, [], []]);
    // Walked, as when an extension no rule reads tells the sides apart (the operation's, and its response's): still nothing.
    const walked = structuredClone(document);
    const get = walked.paths['/a']!.get as { responses: Record<string, Record<string, unknown>> };
    (get as Record<string, unknown>)['x-walked'] = true;
    get.responses['200']!['x-walked'] = true;
    const [walkedDiff] = diffTree(document, walked).operations.common;
    expect(walkedDiff!.policy).toBeUndefined();
    expect(walkedDiff!.parameters[0]!.policy).toBeUndefined();
    expect(walkedDiff!.responses[0]!.media[0]!.schema.dirty).toBe(false);
  });
});
