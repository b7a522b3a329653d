import { describe, expect, it } from 'vitest';
import { directionOf, each, field } from '../../../spec/build/fields.ts';
import { byName, string } from '../../../spec/build/schema.ts';

describe('field rules', () => {
  it('`request` sets both request directions; create and update override it', () => {
    expect(field(string(), { resp: 'req', request: 'opt' })).toEqual({ schema: { type: 'string' }, resp: 'req', create: 'opt', update: 'opt' });
    expect(field(string(), { request: 'opt', update: 'req' })).toEqual({ schema: { type: 'string' }, create: 'opt', update: 'req' });
    expect(field(string(), { create: 'opt' })).toEqual({ schema: { type: 'string' }, create: 'opt' });
  });

  it('splits a field table into the properties and required list of one direction', () => {
    const fields = {
      ...each(['a_id', 'b'], byName, { resp: 'req', request: 'opt' }),
      only_update: field(string(), { update: 'opt' }),
      only_response: field(string(), { resp: 'opt' }),
    };
    expect(directionOf(fields, 'resp')).toEqual({
      properties: { a_id: { type: 'string' }, b: {}, only_response: { type: 'string' } },
      required: ['a_id', 'b'],
    });
    expect(directionOf(fields, 'create')).toEqual({ properties: { a_id: { type: 'string' }, b: {} }, required: [] });
    expect(Object.keys(directionOf(fields, 'update').properties)).toEqual(['a_id', 'b', 'only_update']);
  });
});

describe('schemas from field names', () => {
  it('types identifiers, timestamps and URLs by the reference conventions, anything else as any value', () => {
    expect(byName('team_ids')).toEqual({ type: 'array', items: { type: 'string' } });
    expect(byName('alert_id')).toEqual({ type: 'string' });
    expect(byName('last_activity_at')).toEqual({ type: 'string', format: 'date-time' });
    expect(byName('alert_events_url')).toEqual({ type: 'string' });
    expect(byName('redactions')).toEqual({});
  });
});
