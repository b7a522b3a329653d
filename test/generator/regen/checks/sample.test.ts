import { describe, expect, it } from 'vitest';
import { sampleOf } from '../../../../generator/regen/checks/sample.ts';

const document = {
  components: {
    schemas: {
      Node: { type: 'object', properties: { id: { type: 'string' }, child: { $ref: '#/components/schemas/Node' } }, required: ['id', 'child'] },
      Loop: { $ref: '#/components/schemas/Loop' },
      Named: { type: 'object', properties: { name: { type: 'string', minLength: 3 } }, required: ['name'] },
    },
  },
};
const sample = (schema: object) => sampleOf(document, schema);

describe('sampleOf', () => {
  it('gives each scalar type a value of that type and format', () => {
    expect([{ type: 'string' }, { type: 'string', format: 'date-time' }, { type: 'string', format: 'date' }, { type: 'string', format: 'uuid' }].map(sample)).toEqual(['x', '2024-01-01T00:00:00Z', '2024-01-01', '00000000-0000-4000-8000-000000000000']);
    expect([{ type: 'integer' }, { type: 'number', minimum: 5 }, { type: 'boolean' }, { type: 'string', minLength: 4 }].map(sample)).toEqual([1, 5, true, 'xxxx']);
  });

  it("takes a scalar's example and an enum's first value, but never an object's or array's example (real ones are incomplete)", () => {
    expect(sample({ type: 'string', example: 'given' })).toBe('given');
    expect(sample({ type: 'string', enum: ['first', 'second'] })).toBe('first');
    expect(sample({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'], example: { other: 1 } })).toEqual({ id: 'x' });
    expect(sample({ type: 'array', items: { type: 'integer' }, minItems: 2, example: [] })).toEqual([1, 1]);
  });

  it('fills required properties only, follows $refs, merges allOf and takes the first of oneOf and anyOf', () => {
    expect(sample({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, required: ['a', 'missing'] })).toEqual({ a: 'x' });
    expect(sample({ $ref: '#/components/schemas/Named' })).toEqual({ name: 'xxx' });
    expect(sample({ allOf: [{ $ref: '#/components/schemas/Named' }, { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] }] })).toEqual({ name: 'xxx', n: 1 });
    expect(sample({ oneOf: [{ type: 'boolean' }, { type: 'string' }] })).toBe(true);
    expect(sample({ anyOf: [{ type: 'integer' }] })).toBe(1);
    expect(sample({ properties: { id: { type: 'string' } }, required: ['id'] })).toEqual({ id: 'x' });
  });

  it('ends on a recursive schema and on a $ref that points at itself', () => {
    let node = sample({ $ref: '#/components/schemas/Node' }) as { child: unknown } | null;
    let depth = 0;
    while (node && typeof node === 'object') {
      node = node.child as { child: unknown } | null;
      depth += 1;
    }
    expect(depth).toBeGreaterThan(5);
    expect(depth).toBeLessThan(20);
    expect(sample({ $ref: '#/components/schemas/Loop' })).toBeNull();
  });
});
