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

describe('request parameter rules: widening, null, defaults, serialisation, header case, content', () => {
  const count = (schema: Record<string, unknown>, extra: Record<string, unknown> = {}) => list([{ name: 'count', in: 'query', schema, ...extra }]);

  it('request-parameter-type-generalized (integer -> number) is info; the reverse is request-parameter-type-changed', () => {
    expect(diff(count({ type: 'integer' }), count({ type: 'number' }))).toMatchObject([{ id: 'request-parameter-type-generalized', level: 'info' }]);
    expect(ids(diff(count({ type: 'number' }), count({ type: 'integer' })))).toEqual(['request-parameter-type-changed']);
  });

  it('request-parameter-became-non-nullable is an error, in 3.0 and 3.1 spelling; becoming nullable reports nothing', () => {
    expect(diff(count({ type: 'integer', nullable: true }), count({ type: 'integer' }))).toMatchObject([{ id: 'request-parameter-became-non-nullable', level: 'error' }]);
    expect(ids(diff(count({ type: ['integer', 'null'] }), count({ type: 'integer' })))).toEqual(['request-parameter-became-non-nullable']);
    expect(diff(count({ type: 'integer' }), count({ type: 'integer', nullable: true }))).toEqual([]);
  });

  it('request-parameter-default-changed is a warning (changed, added, removed)', () => {
    expect(diff(count({ type: 'integer', default: 25 }), count({ type: 'integer', default: 50 }))).toMatchObject([{ id: 'request-parameter-default-changed', level: 'warning' }]);
    expect(ids(diff(count({ type: 'integer' }), count({ type: 'integer', default: 50 })))).toEqual(['request-parameter-default-changed']);
  });

  it('request-parameter-style-changed is an error; writing out the default style is no change', () => {
    expect(diff(count({ type: 'array' }), count({ type: 'array' }, { style: 'pipeDelimited', explode: true }))).toMatchObject([{ id: 'request-parameter-style-changed', level: 'error' }]);
    expect(ids(diff(count({ type: 'array' }, { explode: false }), count({ type: 'array' })))).toEqual(['request-parameter-style-changed']);
    expect(diff(count({ type: 'array' }), count({ type: 'array' }, { style: 'form', explode: true }))).toEqual([]);
  });

  it('matches header parameters whatever their case, and compares parameters declared with content', () => {
    const trace = (name: string) => list([{ name, in: 'header', schema: { type: 'string' } }]);
    expect(diff(trace('X-Trace'), trace('x-trace'))).toEqual([]);
    const filter = (type: string) => list([{ name: 'filter', in: 'query', content: { 'application/json': { schema: { type } } } }]);
    expect(ids(diff(filter('object'), filter('string')))).toEqual(['request-parameter-type-changed']);
  });

  it('exclusiveMinimum, exclusiveMaximum and multipleOf narrow or widen (3.0 flags and 3.1 numbers)', () => {
    const narrowed = (before: Record<string, unknown>, after: Record<string, unknown>) => ids(diff(count({ type: 'number', ...before }), count({ type: 'number', ...after })));
    expect(narrowed({ minimum: 0 }, { minimum: 0, exclusiveMinimum: true })).toEqual(['request-parameter-constraint-narrowed']);
    expect(narrowed({ exclusiveMaximum: 10 }, { exclusiveMaximum: 5 })).toEqual(['request-parameter-constraint-narrowed']);
    expect(narrowed({ exclusiveMaximum: 5 }, { exclusiveMaximum: 10 })).toEqual(['request-parameter-constraint-widened']);
    expect(narrowed({ multipleOf: 5 }, { multipleOf: 10 })).toEqual(['request-parameter-constraint-narrowed']);
    expect(narrowed({ multipleOf: 10 }, { multipleOf: 5 })).toEqual(['request-parameter-constraint-widened']);
  });
});
