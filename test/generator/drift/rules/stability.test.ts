/** x-stability-level changes on operations, events, parameters and properties (from a request and from a response). */
import { describe, expect, it } from 'vitest';
import { diff, ids, object, ok, spec } from '../fixtures.ts';
import { asRequest, asResponse } from './levels/rows.ts';

type Json = Record<string, unknown>;
const operationAt = (level: unknown) => spec({ paths: { '/a': { get: { operationId: 'A V1#List', ...(level === undefined ? {} : { 'x-stability-level': level }), responses: ok({ type: 'string' }) } } } });
const parameterAt = (level: unknown) =>
  spec({ paths: { '/a': { get: { operationId: 'A V1#List', parameters: [{ name: 'q', in: 'query', schema: { type: 'string' }, 'x-stability-level': level }], responses: ok({ type: 'string' }) } } } });
const propertyAt = (level: unknown) => object({ id: { type: 'string', ...(level === undefined ? {} : { 'x-stability-level': level }) } });
const eventAt = (level: unknown) => spec({ webhooks: { 'incident.created': { get: { operationId: 'Webhooks#Created', 'x-stability-level': level, responses: ok({ type: 'string' }) } } } });

describe('stability rules', () => {
  it('stability-decreased is a warning on an operation, with the levels before and after', () => {
    expect(diff(operationAt('stable'), operationAt('beta'))).toMatchObject([
      { id: 'stability-decreased', level: 'warning', operation: 'GET /a', location: null, message: 'operation: stability decreased from stable to beta (x-stability-level)', symbols: ['AV1List'] },
    ]);
    expect(diff(operationAt('beta'), operationAt('stable'))).toMatchObject([{ id: 'stability-increased', level: 'info', message: 'operation: stability increased from beta to stable (x-stability-level)' }]);
  });

  it('reads a missing level as stable, as oasdiff does: marking one beta is a decrease, dropping stable nothing', () => {
    expect(ids(diff(operationAt(undefined), operationAt('draft')))).toEqual(['stability-decreased']);
    expect(ids(diff(operationAt('alpha'), operationAt(undefined)))).toEqual(['stability-increased']);
    expect(diff(operationAt('stable'), operationAt(undefined))).toEqual([]);
  });

  it('orders draft < alpha < beta < stable', () => {
    const levels = ['draft', 'alpha', 'beta', 'stable'];
    for (const [fromRank, from] of levels.entries()) {
      for (const [toRank, to] of levels.entries()) {
        const expected = fromRank === toRank ? [] : [toRank < fromRank ? 'stability-decreased' : 'stability-increased'];
        expect(ids(diff(operationAt(from), operationAt(to))), `${from} -> ${to}`).toEqual(expected);
      }
    }
  });

  it('on a parameter and on an event', () => {
    expect(diff(parameterAt('stable'), parameterAt('alpha'))).toMatchObject([{ id: 'stability-decreased', location: 'AV1List.q', message: 'q (query parameter): stability decreased from stable to alpha (x-stability-level)' }]);
    expect(ids(diff(eventAt('beta'), eventAt('stable')))).toEqual(['stability-increased']);
  });

  it('on a property, from a request and from a response', () => {
    for (const place of [asRequest, asResponse]) {
      expect(diff(place(propertyAt('stable')), place(propertyAt('beta')))).toMatchObject([{ id: 'stability-decreased', level: 'warning', location: 'Thing.id' }]);
      expect(diff(place(propertyAt('draft')), place(propertyAt('beta')))).toMatchObject([{ id: 'stability-increased', level: 'info', location: 'Thing.id' }]);
    }
  });

  it('stability-level-invalid: a value other than the four levels, wherever it is written; once, when written', () => {
    expect(diff(operationAt('beta'), operationAt('experimental'))).toMatchObject([{ id: 'stability-level-invalid', level: 'warning', message: 'operation: x-stability-level "experimental" is not one of draft, alpha, beta, stable' }]);
    for (const bad of ['Stable', 3, null, ['beta']]) expect(ids(diff(operationAt(undefined), operationAt(bad))), String(bad)).toEqual(['stability-level-invalid']);
    expect(ids(diff(parameterAt('beta'), parameterAt('preview')))).toEqual(['stability-level-invalid']);
    for (const place of [asRequest, asResponse]) expect(ids(diff(place(propertyAt(undefined)), place(propertyAt('GA'))))).toEqual(['stability-level-invalid']);
    // Kept as it was: nothing; corrected: nothing to compare the old value with.
    expect(diff(operationAt('preview'), operationAt('preview'))).toEqual([]);
    expect(diff(operationAt('preview'), operationAt('beta'))).toEqual([]);
  });

  it('what else changes on the element does not hide it', () => {
    const both = (level: string, extra: Json) => spec({ paths: { '/a': { get: { operationId: 'A V1#List', 'x-stability-level': level, ...extra, responses: ok({ type: 'string' }) } } } });
    expect(ids(diff(both('stable', {}), both('beta', { deprecated: true })))).toEqual(['operation-deprecated', 'stability-decreased']);
  });
});
