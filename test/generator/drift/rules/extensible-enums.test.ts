/** x-extensible-enum values removed and added, judged by direction, wherever a schema carries the list. */
import { describe, expect, it } from 'vitest';
import { diff, ids, object, ok, spec } from '../fixtures.ts';
import { asRequest, asResponse } from './levels/rows.ts';

const kinds = (values: unknown[]) => object({ kind: { type: 'string', 'x-extensible-enum': values } });

describe('extensible enum rules', () => {
  it('request-extensible-enum-value-removed is an error, response-extensible-enum-value-removed info', () => {
    expect(diff(asRequest(kinds(['open', 'closed'])), asRequest(kinds(['open'])))).toMatchObject([
      { id: 'request-extensible-enum-value-removed', level: 'error', location: 'Thing.kind', message: 'kind: request x-extensible-enum no longer lists "closed"' },
    ]);
    expect(diff(asResponse(kinds(['open', 'closed'])), asResponse(kinds(['open'])))).toMatchObject([
      { id: 'response-extensible-enum-value-removed', level: 'info', location: 'Thing.kind', message: 'kind: response x-extensible-enum no longer lists "closed"' },
    ]);
  });

  it('extensible-enum-value-added is info both ways', () => {
    for (const place of [asRequest, asResponse]) {
      expect(diff(place(kinds(['open'])), place(kinds(['open', 'triage', 'closed'])))).toMatchObject([{ id: 'extensible-enum-value-added', level: 'info', message: 'kind: x-extensible-enum lists "triage", "closed"' }]);
    }
  });

  it('a value swapped is one removed and one added; reordered, nothing', () => {
    expect(ids(diff(asRequest(kinds(['a', 'b'])), asRequest(kinds(['a', 'c']))))).toEqual(['extensible-enum-value-added', 'request-extensible-enum-value-removed']);
    expect(diff(asResponse(kinds(['a', 'b'])), asResponse(kinds(['b', 'a'])))).toEqual([]);
  });

  it('a list on one side only, or that is no list, is compared with nothing', () => {
    expect(diff(asRequest(object({ kind: { type: 'string' } })), asRequest(kinds(['a'])))).toEqual([]);
    expect(diff(asRequest(kinds(['a'])), asRequest(object({ kind: { type: 'string' } })))).toEqual([]);
    expect(diff(asRequest(kinds(['a'])), asRequest(object({ kind: { type: 'string', 'x-extensible-enum': 'a' } })))).toEqual([]);
  });

  it('in a parameter schema (a request), and in array items', () => {
    const list = (values: string[]) =>
      spec({ paths: { '/a': { get: { operationId: 'A V1#List', parameters: [{ name: 'status', in: 'query', schema: { type: 'string', 'x-extensible-enum': values } }], responses: ok({ type: 'string' }) } } } });
    expect(diff(list(['open', 'closed']), list(['open']))).toMatchObject([{ id: 'request-extensible-enum-value-removed', level: 'error', message: 'status (query parameter): request x-extensible-enum no longer lists "closed"' }]);
    const items = (values: string[]) => object({ tags: { type: 'array', items: { type: 'string', 'x-extensible-enum': values } } });
    expect(diff(asResponse(items(['a', 'b'])), asResponse(items(['a'])))).toMatchObject([{ id: 'response-extensible-enum-value-removed', location: 'Thing.tags[]' }]);
  });

  it('values compared as data: 1 and "1" differ', () => {
    expect(ids(diff(asRequest(kinds([1])), asRequest(kinds(['1']))))).toEqual(['extensible-enum-value-added', 'request-extensible-enum-value-removed']);
  });
});
