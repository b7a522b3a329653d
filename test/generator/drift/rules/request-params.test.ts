import { describe, expect, it } from 'vitest';
import { diff, ids, ok, spec } from '../fixtures.ts';

const list = (parameters: unknown[]) => spec({ paths: { '/v2/incidents': { get: { operationId: 'Incidents V2#List', parameters, responses: ok({ type: 'string' }) } } } });
const page = (extra: Record<string, unknown> = {}) => ({ name: 'page_size', in: 'query', schema: { type: 'integer', maximum: 250 }, ...extra });

describe('request parameter rules', () => {
  it('request-parameter-added-required is an error, request-parameter-added-optional info', () => {
    const required = diff(list([]), list([page({ required: true })]));
    expect(required).toMatchObject([{ id: 'request-parameter-added-required', level: 'error', location: 'IncidentsV2List.page_size', symbols: ['IncidentsV2List'] }]);
    expect(ids(diff(list([]), list([page()])))).toEqual(['request-parameter-added-optional']);
  });

  it('request-parameter-removed is a warning', () => {
    expect(diff(list([page()]), list([]))).toMatchObject([{ id: 'request-parameter-removed', level: 'warning' }]);
  });

  it('request-parameter-became-required / request-parameter-became-optional', () => {
    expect(ids(diff(list([page()]), list([page({ required: true })])))).toEqual(['request-parameter-became-required']);
    expect(ids(diff(list([page({ required: true })]), list([page()])))).toEqual(['request-parameter-became-optional']);
  });

  it('request-parameter-type-changed', () => {
    const changes = diff(list([page()]), list([page({ schema: { type: 'string' } })]));
    expect(ids(changes)).toContain('request-parameter-type-changed');
    expect(changes.find((c) => c.id === 'request-parameter-type-changed')!.message).toContain('page_size (query parameter)');
  });

  it('request-parameter-constraint-narrowed (error) and request-parameter-constraint-widened (info)', () => {
    const narrowed = diff(list([page()]), list([page({ schema: { type: 'integer', maximum: 100 } })]));
    expect(narrowed).toMatchObject([{ id: 'request-parameter-constraint-narrowed', level: 'error' }]);
    expect(ids(diff(list([page()]), list([page({ schema: { type: 'integer', maximum: 500 } })])))).toEqual(['request-parameter-constraint-widened']);
    expect(ids(diff(list([page()]), list([page({ schema: { type: 'integer' } })])))).toEqual(['request-parameter-constraint-widened']);
  });

  it('reports nothing for reordered parameters or description edits', () => {
    const other = { name: 'status', in: 'query', schema: { type: 'string' } };
    expect(diff(list([page(), other]), list([{ ...other, description: 'new words' }, page()]))).toEqual([]);
  });
});
