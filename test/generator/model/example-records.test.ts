/** exampleBody: a value for each schema form, that the schema accepts, the same every run. */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { exampleBody } from '../../../generator/model/example-records.ts';

const documentWith = (schemas: Record<string, unknown>): OpenApiDocument => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, components: { schemas } }) as unknown as OpenApiDocument;
const example = (schema: unknown, schemas: Record<string, unknown> = {}) => exampleBody(documentWith(schemas), schema);

describe('exampleBody', () => {
  it('takes const, then the first non-null enum value, then a short example or default of the right type', () => {
    expect(example({ const: 'fixed', enum: ['other'] })).toBe('fixed');
    expect(example({ type: ['string', 'null'], enum: [null, 'open', 'closed'] })).toBe('open');
    expect(example({ type: 'integer', example: 42, default: 7 })).toBe(42);
    expect(example({ type: 'integer', example: 'forty-two', default: 7 })).toBe(7);
    expect(example({ type: 'string', example: 'x'.repeat(200) })).toBe('text');
  });

  it('makes strings of the format and length asked, numbers within their bounds', () => {
    expect(example({ type: 'string', format: 'date-time' })).toBe('2026-01-01T09:00:00Z');
    expect(example({ type: 'string', format: 'uuid' })).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(example({ type: 'string', minLength: 10 })).toHaveLength(10);
    expect(example({ type: 'string', maxLength: 2 })).toHaveLength(2);
    expect(example({ type: 'integer', minimum: 5, maximum: 9 })).toBe(5);
    expect(example({ type: 'integer', maximum: -3 })).toBe(-3);
    expect(example({ type: 'number', exclusiveMinimum: 10 })).toBe(11);
    expect(example({ type: 'boolean' })).toBe(true);
    expect(example({ type: 'null' })).toBeNull();
  });

  it('fills required properties through $ref and allOf, optional ones only near the top and only when small', () => {
    const schemas = {
      Base: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
      Thing: { allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', required: ['inner'], properties: { inner: { type: 'object', properties: { deep: { type: 'string' } } }, note: { type: 'string' } } }] },
    };
    expect(example({ $ref: '#/components/schemas/Thing' }, schemas)).toEqual({ id: 'text', inner: { deep: 'text' }, note: 'text' });
    expect(example({ type: 'object', required: ['wrap'], properties: { wrap: { $ref: '#/components/schemas/Thing' } } }, schemas)).toEqual({ wrap: { id: 'text', inner: {}, note: 'text' } });
    const deeper = { type: 'object', required: ['outer'], properties: { outer: { type: 'object', required: ['wrap'], properties: { wrap: { $ref: '#/components/schemas/Thing' } } } } };
    expect(example(deeper, schemas)).toEqual({ outer: { wrap: { id: 'text', inner: {} } } });
  });

  it('gives arrays one item, or minItems of them, and takes the first usable oneOf option', () => {
    expect(example({ type: 'array', items: { type: 'integer' } })).toEqual([1]);
    expect(example({ type: 'array', minItems: 3, items: { type: 'string', enum: ['a'] } })).toEqual(['a', 'a', 'a']);
    expect(example({ oneOf: [{ type: 'null' }, { type: 'string', format: 'date' }] })).toBe('2026-01-01');
  });

  it('ends a $ref cycle: an optional way back is left out, a required one gets the plainest value of its type', () => {
    const schemas = {
      Node: { type: 'object', required: ['name', 'parent'], properties: { name: { type: 'string' }, parent: { $ref: '#/components/schemas/Node' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } },
    };
    expect(example({ $ref: '#/components/schemas/Node' }, schemas)).toEqual({ name: 'text', parent: {}, children: [] });
  });

  it('keeps property names the document uses that are also Object.prototype names as plain data', () => {
    const value = example({ type: 'object', required: ['__proto__', 'constructor'], properties: { ['__proto__']: { type: 'string' }, constructor: { type: 'integer' } } }) as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });
});
