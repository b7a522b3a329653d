import { describe, expect, it } from 'vitest';
import { diff, ids, object, ok, scheduleSpec, spec } from '../fixtures.ts';

const entry = (values: string[]) => object({ kind: { type: 'string', enum: values } }, ['kind']);
const create = (values: string[]) => object({ kind: { type: 'string', enum: values } });
const filter = (values: string[]) =>
  spec({ paths: { '/v2/team_roles': { get: { operationId: 'Team Roles V2#List', parameters: [{ name: 'role', in: 'query', schema: { type: 'array', items: { type: 'string', enum: values } } }], responses: ok({}) } } } });

describe('enum rules', () => {
  it('request-enum-value-removed is an error and names the enum symbol', () => {
    const changes = diff(scheduleSpec(entry(['a']), create(['a', 'b'])), scheduleSpec(entry(['a']), create(['a'])));
    expect(changes).toMatchObject([
      { id: 'request-enum-value-removed', level: 'error', location: 'CreateEntryRequestBody.kind', symbols: ['SchedulesV2CreateEntry', 'CreateEntryRequestBody', 'CreateEntryRequestBodyKind'] },
    ]);
    expect(changes[0]!.message).toContain('"b"');
  });

  it('request-enum-value-added is info', () => {
    expect(ids(diff(scheduleSpec(entry(['a']), create(['a'])), scheduleSpec(entry(['a']), create(['a', 'b']))))).toEqual(['request-enum-value-added']);
  });

  it('response-enum-value-added and response-enum-value-removed are info', () => {
    const added = diff(scheduleSpec(entry(['a'])), scheduleSpec(entry(['a', 'b'])));
    expect(added.map((c) => [c.id, c.level])).toEqual([
      ['response-enum-value-added', 'info'],
      ['response-enum-value-added', 'info'],
    ]);
    expect(ids(diff(scheduleSpec(entry(['a', 'b'])), scheduleSpec(entry(['a']))))).toEqual(['response-enum-value-removed']);
  });

  it('names enums inside parameter arrays after the operation and the parameter', () => {
    const changes = diff(filter(['owner', 'member']), filter(['owner']));
    expect(changes).toMatchObject([{ id: 'request-enum-value-removed', location: 'TeamRolesV2List.role[]', symbols: ['TeamRolesV2List', 'TeamRolesV2ListRole'] }]);
  });

  it('reports nothing for reordered enum values', () => {
    expect(diff(scheduleSpec(entry(['a', 'b'])), scheduleSpec(entry(['b', 'a'])))).toEqual([]);
  });
});

describe('enum rules: a list appearing or going away', () => {
  const free = object({ kind: { type: 'string' } });

  it('request-became-enum is an error (a free value narrowed to a union, const included); request-enum-dropped info', () => {
    const changes = diff(scheduleSpec(entry(['a']), free), scheduleSpec(entry(['a']), create(['a', 'b'])));
    expect(changes).toMatchObject([{ id: 'request-became-enum', level: 'error', location: 'CreateEntryRequestBody.kind' }]);
    expect(ids(diff(scheduleSpec(entry(['a']), free), scheduleSpec(entry(['a']), object({ kind: { type: 'string', const: 'a' } }))))).toEqual(['request-became-enum']);
    expect(diff(scheduleSpec(entry(['a']), create(['a', 'b'])), scheduleSpec(entry(['a']), free))).toMatchObject([{ id: 'request-enum-dropped', level: 'info' }]);
  });

  it('response-became-enum and response-enum-dropped are info', () => {
    const freeEntry = object({ kind: { type: 'string' } }, ['kind']);
    expect(ids(diff(scheduleSpec(freeEntry), scheduleSpec(entry(['a']))))).toEqual(['response-became-enum']);
    expect(diff(scheduleSpec(entry(['a'])), scheduleSpec(freeEntry)).map((c) => [c.id, c.level])).toContainEqual(['response-enum-dropped', 'info']);
  });
});
