/**
 * An operation's effective security as the change tree records it, and the two questions the
 * security rules ask of it (is anonymous access allowed, do held credentials meet a requirement).
 */
import { describe, expect, it } from 'vitest';
import { diffTree } from '../../../../generator/drift/tree/document.ts';
import { allowsAnonymous, satisfies } from '../../../../generator/drift/tree/security.ts';
import { ok, spec } from '../fixtures.ts';

/** One operation; `security` undefined leaves it to the document's (`global`). */
const secured = (security: unknown, global?: unknown) => ({
  ...spec({ paths: { '/v2/incidents': { get: { operationId: 'Incidents V2#List', ...(security === undefined ? {} : { security }), responses: ok({ type: 'string' }) } } } }),
  ...(global === undefined ? {} : { security: global }),
});
const securityChange = (before: unknown, after: unknown) => diffTree(before as never, after as never).operations.common[0]!.security;

describe('effective security in the change tree', () => {
  it('is the same whatever the order of alternatives, schemes within one, and scopes', () => {
    const before = secured([{ oauth: ['write', 'read'], key: [] }, { bearer: [] }]);
    const after = secured([{ bearer: [] }, { key: [], oauth: ['read', 'write'] }]);
    expect(securityChange(before, after)).toBeUndefined();
  });

  it('is the same for every order of three schemes in one requirement', () => {
    const orders = [['a', 'b', 'c'], ['a', 'c', 'b'], ['b', 'a', 'c'], ['b', 'c', 'a'], ['c', 'a', 'b'], ['c', 'b', 'a']];
    const requirement = (order: string[]) => Object.fromEntries(order.map((scheme) => [scheme, []]));
    for (const before of orders) for (const after of orders) expect(securityChange(secured([requirement(before)]), secured([requirement(after)])), `${before} / ${after}`).toBeUndefined();
  });

  it('records a change with sorted scopes, and scopes written as non-strings as text', () => {
    expect(securityChange(secured([{ oauth: ['write', 'read'] }]), secured([{ oauth: ['read'] }]))).toEqual({ from: [{ oauth: ['read', 'write'] }], to: [{ oauth: ['read'] }] });
    expect(securityChange(secured([{ oauth: [1] }]), secured([{ oauth: ['1', '2'] }]))).toEqual({ from: [{ oauth: ['1'] }], to: [{ oauth: ['1', '2'] }] });
  });

  it("falls back to the document's security, and an operation's own empty list overrides it", () => {
    expect(securityChange(secured(undefined, [{ bearer: [] }]), secured(undefined, [{ key: [] }]))).toEqual({ from: [{ bearer: [] }], to: [{ key: [] }] });
    expect(securityChange(secured(undefined, [{ bearer: [] }]), secured([], [{ bearer: [] }]))).toEqual({ from: [{ bearer: [] }], to: [] });
    expect(securityChange(secured(undefined, [{ bearer: [] }]), secured([{ bearer: [] }]))).toBeUndefined();
  });

  it('reads what is not a list of requirements as none, and skips entries that are not objects', () => {
    expect(securityChange(secured(undefined, 'bearer'), secured(undefined))).toBeUndefined();
    expect(securityChange(secured(['bearer', null, { key: [] }]), secured([{ key: [] }]))).toBeUndefined();
    expect(securityChange(secured([{ key: 'all' }]), secured([{ key: [] }]))).toBeUndefined();
    expect(securityChange(secured([{ key: [] }]), secured('anything'))).toEqual({ from: [{ key: [] }], to: [] });
  });

  it('tells two different schemes apart, and two scope sets of one scheme', () => {
    expect(securityChange(secured([{ a: [] }]), secured([{ b: [] }]))).toBeDefined();
    expect(securityChange(secured([{ a: ['x'] }]), secured([{ a: ['y'] }]))).toBeDefined();
    expect(securityChange(secured([{ a: [], b: [] }]), secured([{ a: [] }, { b: [] }]))).toBeDefined();
  });
});

describe('allowsAnonymous and satisfies', () => {
  it('anonymous access: no requirement at all, or an empty one among the alternatives', () => {
    expect(allowsAnonymous([])).toBe(true);
    expect(allowsAnonymous([{ bearer: [] }, {}])).toBe(true);
    expect(allowsAnonymous([{ bearer: [] }])).toBe(false);
  });

  it('held credentials meet a requirement when they hold every scheme it names, with every scope', () => {
    expect(satisfies({ oauth: ['read', 'write'] }, { oauth: ['read'] })).toBe(true);
    expect(satisfies({ oauth: ['read'] }, { oauth: ['read', 'write'] })).toBe(false);
    expect(satisfies({ oauth: ['read'] }, { oauth: ['read'], key: [] })).toBe(false);
    expect(satisfies({ oauth: [], key: [] }, { key: [] })).toBe(true);
    expect(satisfies({ key: [] }, { toString: [] })).toBe(false);
  });
});
