import { describe, expect, it } from 'vitest';
import { diff, ids, object, scheduleSpec } from '../fixtures.ts';

describe('format rules', () => {
  it('format-changed is info when the type stays', () => {
    const changes = diff(scheduleSpec(object({ id: { type: 'string', format: 'uuid' } })), scheduleSpec(object({ id: { type: 'string' } })));
    expect(ids(changes)).toEqual(['format-changed']);
    expect(changes.every((c) => c.level === 'info')).toBe(true);
  });

  it('a type change is reported as a type change, not a format change', () => {
    const changes = diff(scheduleSpec(object({ id: { type: 'string', format: 'uuid' } })), scheduleSpec(object({ id: { type: 'integer', format: 'int64' } })));
    expect(ids(changes)).toEqual(['response-property-type-changed']);
  });

  it('request-format-restricted is a warning when a request string gains a format; the reverse is format-changed (info)', () => {
    const create = (schema: Record<string, unknown>) => scheduleSpec(object({ id: { type: 'string' } }), object({ at: schema }));
    expect(diff(create({ type: 'string' }), create({ type: 'string', format: 'date-time' }))).toMatchObject([{ id: 'request-format-restricted', level: 'warning' }]);
    expect(ids(diff(create({ type: 'string', format: 'date-time' }), create({ type: 'string' })))).toEqual(['format-changed']);
    expect(ids(diff(create({ type: 'integer' }), create({ type: 'integer', format: 'int64' })))).toEqual(['format-changed']);
  });
});
