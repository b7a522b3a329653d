/**
 * Removals judged by the lifecycle the old document declared (a sunset, a dated deprecation, a
 * stable level), on parameters and on properties reached from a request and from a response; and
 * sunsets deleted or written as no date on operations, parameters and properties.
 */
import { describe, expect, it } from 'vitest';
import { SnapshotHistory } from '../../../../generator/drift/history.ts';
import { diff, ids, object, ok, spec, withId } from '../fixtures.ts';
import { asRequest, asResponse, day } from './levels/rows.ts';

type Json = Record<string, unknown>;
const june = { comparedAt: day('2026-06-01') };
const list = (parameters: unknown[], extra: Json = {}) =>
  spec({ paths: { '/v2/incidents': { get: { operationId: 'Incidents V2#List', parameters, responses: ok({ type: 'string' }), ...extra } } } });
const page = (extra: Json = {}) => ({ name: 'page_size', in: 'query', schema: { type: 'integer' }, ...extra });
const removedParameter = (extra: Json, options: Parameters<typeof diff>[2] = june, operation: Json = {}) => diff(list([page(extra)], operation), list([], operation), options);
const text = { type: 'string' };
const withOld = (old: Json) => object({ id: text, old: { ...text, ...old } });
const withoutOld = object({ id: text });
/** The property `old` removed from `Thing`, reached from a request and from a response: [request changes, response changes]. */
const removedProperty = (old: Json, options: Parameters<typeof diff>[2] = june) => [asRequest, asResponse].map((place) => diff(place(withOld(old)), place(withoutOld), options));

describe('a removed parameter', () => {
  it('is judged by the sunset it announced: before it an error, on the day or after it info', () => {
    expect(removedParameter({ deprecated: true, 'x-sunset': '2026-09-01' })).toMatchObject([
      { id: 'parameter-removed-before-sunset', level: 'error', location: 'IncidentsV2List.page_size', message: 'page_size (query parameter): deprecated parameter removed before its announced sunset date 2026-09-01' },
    ]);
    expect(removedParameter({ deprecated: true, 'x-sunset': '2026-06-01' })).toMatchObject([{ id: 'parameter-removed-after-sunset', level: 'info' }]);
    expect(removedParameter({ deprecated: true, 'x-sunset': '2026-06-01T00:00:01Z' })).toMatchObject([{ id: 'parameter-removed-before-sunset', level: 'error' }]);
    // Past its sunset, deprecated or not, the removal was announced.
    expect(removedParameter({ 'x-sunset': '2026-03-01' })).toMatchObject([{ id: 'parameter-removed-after-sunset', level: 'info', message: 'page_size (query parameter): parameter removed after its announced sunset date 2026-03-01' }]);
  });

  it('before a sunset, never deprecated, or with a sunset that is no date, keeps request-parameter-removed', () => {
    expect(ids(removedParameter({ 'x-sunset': '2026-09-01' }))).toEqual(['request-parameter-removed']);
    expect(ids(removedParameter({ deprecated: true, 'x-sunset': 'soon' }))).toEqual(['request-parameter-removed']);
    expect(ids(removedParameter({ deprecated: true, 'x-sunset': 20260901 }))).toEqual(['request-parameter-removed']);
    expect(ids(removedParameter({ deprecated: true }))).toEqual(['request-parameter-removed']);
  });

  it('deprecated with a date of its own and no sunset, is judged against the deprecation window', () => {
    expect(removedParameter({ deprecated: true, 'x-deprecated-since': '2026-05-01' })).toMatchObject([
      {
        id: 'parameter-removed-before-deprecation-window',
        level: 'error',
        message: 'page_size (query parameter): parameter removed 31 days after its deprecation (deprecated since 2026-05-01, as the document states), before the 91-day window ran out',
      },
    ]);
    expect(removedParameter({ deprecated: true, 'x-deprecated-since': '2026-01-01' })).toMatchObject([
      { id: 'parameter-removed-after-deprecation-window', level: 'info', message: 'page_size (query parameter): deprecated parameter removed after 151 days (deprecated since 2026-01-01, as the document states)' },
    ]);
    expect(ids(removedParameter({ deprecated: true, 'x-deprecated-since': '2026-05-01' }, { ...june, deprecationWindowDays: 30 }))).toEqual(['parameter-removed-after-deprecation-window']);
    // A date after the removal, or none that parses, says nothing.
    expect(ids(removedParameter({ deprecated: true, 'x-deprecated-since': '2026-07-01' }))).toEqual(['request-parameter-removed']);
    expect(ids(removedParameter({ deprecated: true, 'x-deprecated-since': 'last spring' }))).toEqual(['request-parameter-removed']);
    // Not deprecated: the date is no deprecation.
    expect(ids(removedParameter({ 'x-deprecated-since': '2026-01-01' }))).toEqual(['request-parameter-removed']);
  });

  it('is removed when the history says the new document was published, else now', () => {
    const history = new SnapshotHistory();
    history.add(day('2026-10-01'), list([]));
    expect(ids(removedParameter({ deprecated: true, 'x-sunset': '2026-09-01' }, { history }))).toEqual(['parameter-removed-after-sunset']);
    expect(ids(removedParameter({ deprecated: true, 'x-sunset': '2999-01-01' }, {}))).toEqual(['parameter-removed-before-sunset']);
    expect(ids(removedParameter({ deprecated: true, 'x-sunset': '2000-01-01' }, {}))).toEqual(['parameter-removed-after-sunset']);
  });

  it('marked stable, by itself or by its operation, and never deprecated, is an error', () => {
    expect(removedParameter({ 'x-stability-level': 'stable' })).toMatchObject([
      { id: 'stable-removed-without-deprecation', level: 'error', message: 'page_size (query parameter): removed without deprecation, though marked stable (x-stability-level)' },
    ]);
    expect(ids(removedParameter({}, june, { 'x-stability-level': 'stable' }))).toEqual(['stable-removed-without-deprecation']);
    // Its own level wins over its operation's; beta, no level, or deprecated first: the usual rule.
    expect(ids(removedParameter({ 'x-stability-level': 'beta' }, june, { 'x-stability-level': 'stable' }))).toEqual(['request-parameter-removed']);
    expect(ids(removedParameter({}))).toEqual(['request-parameter-removed']);
    expect(ids(removedParameter({ deprecated: true, 'x-stability-level': 'stable' }))).toEqual(['request-parameter-removed']);
  });
});

describe('a removed property, from a request and from a response', () => {
  it('before the sunset it announced is an error both ways; after it info both ways', () => {
    for (const changes of removedProperty({ deprecated: true, 'x-sunset': '2026-09-01' })) {
      expect(changes).toMatchObject([{ id: 'property-removed-before-sunset', level: 'error', location: 'Thing.old', message: 'old: deprecated property removed before its announced sunset date 2026-09-01' }]);
    }
    for (const changes of removedProperty({ deprecated: true, 'x-sunset': '2026-03-01' })) {
      expect(changes).toMatchObject([{ id: 'property-removed-after-sunset', level: 'info', message: 'old: property removed after its announced sunset date 2026-03-01' }]);
    }
  });

  it('without a lifecycle of its own keeps the direction rule: a request warning, a response error', () => {
    const [request, response] = removedProperty({ deprecated: true });
    expect(request).toMatchObject([{ id: 'request-property-removed', level: 'warning' }]);
    expect(response).toMatchObject([{ id: 'response-property-removed', level: 'error' }]);
    const [undeprecatedRequest, undeprecatedResponse] = removedProperty({ 'x-sunset': '2026-09-01' });
    expect(ids(undeprecatedRequest!)).toEqual(['request-property-removed']);
    expect(ids(undeprecatedResponse!)).toEqual(['response-property-removed']);
  });

  it('deprecated with a date of its own is judged against the deprecation window both ways', () => {
    for (const changes of removedProperty({ deprecated: true, 'x-deprecated-since': '2026-05-01' })) {
      expect(changes).toMatchObject([{ id: 'property-removed-before-deprecation-window', level: 'error', message: expect.stringContaining('old: property removed 31 days after its deprecation') }]);
    }
    for (const changes of removedProperty({ deprecated: true, 'x-deprecated-since': '2026-01-01' })) {
      expect(changes).toMatchObject([{ id: 'property-removed-after-deprecation-window', level: 'info' }]);
    }
  });

  it('marked stable and never deprecated is an error both ways, by its own level or its operation’s', () => {
    for (const changes of removedProperty({ 'x-stability-level': 'stable' })) expect(changes).toMatchObject([{ id: 'stable-removed-without-deprecation', level: 'error', location: 'Thing.old' }]);
    const stableOperation = (thing: Json) =>
      spec({ paths: { '/v1/things': { get: { operationId: 'Things V1#List', 'x-stability-level': 'stable', responses: ok({ $ref: '#/components/schemas/Thing' }) } } }, schemas: { Thing: thing } });
    expect(ids(diff(stableOperation(withOld({})), stableOperation(withoutOld)))).toEqual(['stable-removed-without-deprecation']);
  });

  it('reads deprecated and x-sunset written beside a $ref over the schema it leads to', () => {
    const thing = (properties: Json) => spec({ paths: { '/v1/things': { get: { operationId: 'Things V1#List', responses: ok(object(properties)) } } }, schemas: { Old: { type: 'string', 'x-sunset': '2026-03-01' } } });
    const removed = (old: Json) => ids(diff(thing({ id: text, old }), thing({ id: text }), june));
    expect(removed({ $ref: '#/components/schemas/Old', deprecated: true, 'x-sunset': '2026-09-01' })).toEqual(['property-removed-before-sunset']);
    expect(removed({ $ref: '#/components/schemas/Old' })).toEqual(['property-removed-after-sunset']);
  });

  it('not sent in requests (readOnly), its removal is judged from responses only', () => {
    const [request, response] = removedProperty({ readOnly: true, deprecated: true, 'x-sunset': '2026-09-01' });
    expect(request).toEqual([]);
    expect(ids(response!)).toEqual(['property-removed-before-sunset']);
  });
});

describe('sunset-deleted', () => {
  it('on an operation still deprecated: its x-sunset or its documented Sunset header gone', () => {
    const operation = (extra: Json) => spec({ paths: { '/a': { get: { operationId: 'A V1#List', deprecated: true, responses: ok(text), ...extra } } } });
    expect(diff(operation({ 'x-sunset': '2026-09-01' }), operation({}))).toMatchObject([
      { id: 'sunset-deleted', level: 'warning', operation: 'GET /a', location: null, message: 'operation: sunset "2026-09-01" deleted while still deprecated' },
    ]);
    const header = { responses: { '200': { ...ok(text)['200'], headers: { Sunset: { schema: { type: 'string', example: '2026-09-01' } } } } } };
    // The header's own removal is reported as such besides.
    expect(ids(diff(operation(header), operation({})))).toEqual(['response-optional-header-removed', 'sunset-deleted']);
    // Undeprecated at the same time: the deprecation is lifted, nothing to plan by.
    const undeprecated = spec({ paths: { '/a': { get: { operationId: 'A V1#List', responses: ok(text) } } } });
    expect(ids(diff(operation({ 'x-sunset': '2026-09-01' }), undeprecated))).toEqual(['operation-undeprecated']);
  });

  it('on a parameter still deprecated', () => {
    expect(diff(list([page({ deprecated: true, 'x-sunset': '2026-09-01' })]), list([page({ deprecated: true })]))).toMatchObject([
      { id: 'sunset-deleted', level: 'warning', location: 'IncidentsV2List.page_size', message: 'page_size (query parameter): sunset "2026-09-01" deleted while still deprecated' },
    ]);
  });

  it('on a property still deprecated, from a request and from a response', () => {
    for (const place of [asRequest, asResponse]) {
      expect(diff(place(withOld({ deprecated: true, 'x-sunset': '2026-09-01' })), place(withOld({ deprecated: true })))).toMatchObject([{ id: 'sunset-deleted', level: 'warning', location: 'Thing.old' }]);
      expect(diff(place(withOld({ 'x-sunset': '2026-09-01' })), place(withOld({})))).toEqual([]);
    }
  });
});

describe('sunset-invalid', () => {
  it('an x-sunset written, or changed, to what reads as no date, on an operation, a parameter and a property both ways', () => {
    const operation = (extra: Json) => spec({ paths: { '/a': { get: { operationId: 'A V1#List', deprecated: true, responses: ok(text), ...extra } } } });
    expect(diff(operation({}), operation({ 'x-sunset': 'next quarter' }))).toMatchObject([{ id: 'sunset-invalid', level: 'warning', message: 'operation: sunset "next quarter" is not a date' }]);
    expect(ids(diff(operation({ 'x-sunset': '2026-09-01' }), operation({ 'x-sunset': 20260901 })))).toEqual(['sunset-invalid']);
    expect(ids(diff(list([page({ deprecated: true })]), list([page({ deprecated: true, 'x-sunset': '31/09/2026' })])))).toEqual(['sunset-invalid']);
    for (const place of [asRequest, asResponse]) expect(diff(place(withOld({})), place(withOld({ 'x-sunset': true })))).toMatchObject([{ id: 'sunset-invalid', level: 'warning', location: 'Thing.old' }]);
  });

  it('a date moved, or a bad value kept as it was, is not reported', () => {
    const operation = (sunset: unknown) => spec({ paths: { '/a': { get: { operationId: 'A V1#List', deprecated: true, 'x-sunset': sunset, responses: ok(text) } } } });
    expect(diff(operation('2026-09-01'), operation('Tue, 01 Dec 2026 00:00:00 GMT'))).toEqual([]);
    expect(diff(operation('soon'), operation('soon'))).toEqual([]);
    expect(withId(diff(operation('soon'), operation('later')), 'sunset-invalid')).toHaveLength(1);
  });
});
