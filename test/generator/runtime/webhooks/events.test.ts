import { describe, expect, it } from 'vitest';
import { eventKindGuard, parseEventPayload } from '../../../../generator/runtime/webhooks/events.ts';
import { expectRefusal, fixtureEventNames, scheduleCreated } from './fixture.ts';

describe('parseEventPayload', () => {
  it('parses text, bytes and already parsed objects alike', () => {
    const expected = JSON.parse(scheduleCreated);
    expect(parseEventPayload(scheduleCreated)).toEqual(expected);
    expect(parseEventPayload(new TextEncoder().encode(scheduleCreated))).toEqual(expected);
    expect(parseEventPayload(expected)).toBe(expected);
  });

  it('keeps an event kind it does not know as a generic event', () => {
    const body = '{"event_type":"public_incident.something_new_v9","public_incident.something_new_v9":{"id":"01X"}}';
    expect(parseEventPayload(body)).toEqual({ event_type: 'public_incident.something_new_v9', 'public_incident.something_new_v9': { id: '01X' } });
  });

  it.each([
    ['text that is not JSON', '{"event_type":'],
    ['a JSON array', '[{"event_type":"schedule.created_v1"}]'],
    ['a JSON string', '"schedule.created_v1"'],
    ['null', 'null'],
    ['an object without event_type', '{"schedule.created_v1":{}}'],
    ['a non-string event_type', '{"event_type":7}'],
  ])('refuses %s with bad_body', (_what, body) => {
    expectRefusal(() => parseEventPayload(body), 'bad_body');
  });

  it('refuses bytes that are not UTF-8 with bad_body', () => {
    expectRefusal(() => parseEventPayload(Uint8Array.from([0x7b, 0xc3, 0x7d])), 'bad_body');
  });
});

describe('eventKindGuard', () => {
  const isKnown = eventKindGuard(fixtureEventNames);

  it('recognises the kinds it was made with, and one kind when asked', () => {
    const event = JSON.parse(scheduleCreated);
    expect(isKnown(event)).toBe(true);
    expect(isKnown(event, 'schedule.created_v1')).toBe(true);
    expect(isKnown(event, 'public_incident.incident_created_v2')).toBe(false);
  });

  it('rejects other kinds, unlisted kinds asked for by name, and values that are not events', () => {
    expect(isKnown({ event_type: 'schedule.renamed_v7' })).toBe(false);
    expect(isKnown({ event_type: 'schedule.renamed_v7' }, 'schedule.renamed_v7')).toBe(false);
    for (const value of [null, undefined, 'schedule.created_v1', 42, {}, { event_type: ['schedule.created_v1'] }]) {
      expect(isKnown(value)).toBe(false);
    }
  });
});

describe('parseEventPayload with keys a sender chooses', () => {
  it('`__proto__` at any depth stays an own key: no prototype, no event_type borrowed from it', () => {
    const payload = parseEventPayload('{"event_type":"x","__proto__":{"isAdmin":true},"data":{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}}');
    const data = payload['data'] as Record<string, unknown>;
    for (const held of [payload as Record<string, unknown>, data]) {
      expect(Object.getPrototypeOf(held)).toBe(Object.prototype);
      expect(held['isAdmin']).toBeUndefined();
      expect(Object.hasOwn(held, '__proto__')).toBe(true);
    }
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
    expectRefusal(() => parseEventPayload('{"__proto__":{"event_type":"x"}}'), 'bad_body');
  });
});
