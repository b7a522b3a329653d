/**
 * Unions that wrap one schema (3.1's nullable reference, a reference with a sibling) read as that
 * schema plus nullability: properties that still exist are not removed, no enum is dropped, no
 * type widens to none, and what does change, nullability or a change inside the wrapped schema,
 * is found where it is.
 */
import { describe, expect, it } from 'vitest';
import { unwrapPair, wrappedOption as wrappedOf } from '../../../../generator/drift/tree/nullable.ts';
import type { OpenApiDocument, SchemaObject } from '../../../../generator/load/document.ts';
import { diff, ids, jsonContent, object, ok, ref, spec } from '../fixtures.ts';

type Json = Record<string, unknown>;
/** Any JSON, as a document may hold it: the loader's SchemaObject type is narrower than what arrives. */
const wrappedOption = (schema: Json) => wrappedOf(schema as SchemaObject);
const nullType = { type: 'null' };
const colours = (values: string[]) => object({ name: { type: 'string' }, colour: { type: 'string', enum: values } }, ['name']);

/** `Owner.pet` holds the case's schema; `Owner` is a request body and a response. */
const owner = (pet: unknown, cat: Json = colours(['black', 'white']), openapi = '3.1.0'): OpenApiDocument => ({
  ...spec({
    paths: {
      '/v1/owners': {
        post: { operationId: 'Owners V1#Create', requestBody: { required: true, ...jsonContent(ref('Owner')) }, responses: ok({ type: 'string' }) },
        get: { operationId: 'Owners V1#List', responses: ok(ref('Owner')) },
      },
    },
    schemas: { Cat: cat, Dog: object({ bark: { type: 'string' } }), Owner: object({ pet }, ['pet']) },
  }),
  openapi,
});
const summary = (before: OpenApiDocument, after: OpenApiDocument) => diff(before, after).map((change) => `${change.id} ${change.operation} ${change.location}`);

describe('wrappedOption', () => {
  it('finds the one option of a oneOf or anyOf beside null, and whether null is there', () => {
    expect(wrappedOption({ oneOf: [nullType, ref('Cat')] })).toEqual({ option: ref('Cat'), nullable: true });
    expect(wrappedOption({ anyOf: [ref('Cat'), nullType], description: 'A pet.', default: null })).toEqual({ option: ref('Cat'), nullable: true });
    expect(wrappedOption({ anyOf: [ref('Cat')], type: ['object', 'null'] })).toEqual({ option: ref('Cat'), nullable: false });
  });

  it('finds none in a choice, in both unions at once, in a union of null alone, or beside keywords that constrain the value', () => {
    expect(wrappedOption({ oneOf: [ref('Cat'), ref('Dog')] })).toBeUndefined();
    expect(wrappedOption({ oneOf: [ref('Cat')], anyOf: [ref('Dog')] })).toBeUndefined();
    expect(wrappedOption({ oneOf: [nullType] })).toBeUndefined();
    expect(wrappedOption({ oneOf: [ref('Cat')], properties: { a: {} } })).toBeUndefined();
    expect(wrappedOption({ anyOf: [ref('Cat')], required: ['a'] })).toBeUndefined();
    expect(wrappedOption({ anyOf: 'not a list' })).toBeUndefined();
    expect(wrappedOption({ type: 'string' })).toBeUndefined();
  });
});

describe('unwrapPair', () => {
  const read = (schemas: Json) => (option: unknown) => schemas[(option as { $ref: string }).$ref.split('/').pop()!] as Json;
  const readers = { old: read({ Cat: colours(['a']) }), new: read({ Cat: colours(['b']) }) };

  it("reads each wrapper as its option, the wrapper's own keywords over it, null added; names the wrapped component", () => {
    const { before, after, component } = unwrapPair({ type: 'object' }, { oneOf: [nullType, ref('Cat')], description: 'A pet.' }, readers);
    expect(before).toEqual({ type: 'object' });
    expect(after).toEqual({ ...colours(['b']), description: 'A pet.', nullable: true });
    expect(component).toBe('Cat');
  });

  it('leaves a wrapper that faces a choice as written, and a wrapper of itself once the bound is reached', () => {
    const wrapper = { oneOf: [nullType, ref('Cat')] };
    const choice = { oneOf: [ref('Cat'), ref('Dog')] };
    expect(unwrapPair(wrapper, choice, readers)).toEqual({ before: wrapper, after: choice });
    const loop = { anyOf: [ref('Loop')] };
    const looping = { old: () => loop, new: () => loop };
    expect(unwrapPair(loop, loop, looping).component).toBe('Loop');
  });
});

describe('nullable wrappers in a diff', () => {
  const plain = owner(ref('Cat'));
  const wrapped = owner({ oneOf: [nullType, ref('Cat')] });

  it('a ref becoming nullable through the 3.1 idiom: only nullability (a response may now be null), nothing removed or dropped', () => {
    // Located at the wrapped component, as 3.0's allOf wrapper of one $ref always was.
    expect(summary(plain, wrapped)).toEqual(['response-property-became-nullable GET /v1/owners Cat']);
    expect(summary(wrapped, plain)).toEqual(['request-property-became-non-nullable POST /v1/owners Cat']);
    expect(summary(owner({ allOf: [ref('Cat')], nullable: true }, undefined, '3.0.3'), wrapped)).toEqual([]);
  });

  it('an enum narrowed inside the wrapped component is found there, whether the wrapper came, stayed or is 3.0\'s', () => {
    const narrowed = colours(['black']);
    for (const [before, after] of [
      [plain, owner({ oneOf: [nullType, ref('Cat')] }, narrowed)],
      [wrapped, owner({ anyOf: [ref('Cat'), nullType] }, narrowed)],
      [owner({ allOf: [ref('Cat')], nullable: true }, undefined, '3.0.3'), owner({ oneOf: [ref('Cat'), nullType] }, narrowed)],
    ] as const) {
      expect(diff(before, after).filter((change) => change.id.includes('enum')).map((change) => `${change.id} ${change.location}`)).toEqual(['request-enum-value-removed Cat.colour', 'response-enum-value-removed Cat.colour']);
      expect(ids(diff(before, after))).not.toContain('request-property-removed');
    }
  });

  it('an option added beside the wrapped one is an option added, not the wrapped properties removed', () => {
    const choice = owner({ oneOf: [nullType, ref('Cat'), ref('Dog')] });
    expect(ids(diff(wrapped, choice))).toEqual(['request-option-added', 'response-option-added']);
    expect(ids(diff(choice, wrapped))).toEqual(['request-option-removed', 'response-option-removed']);
  });
});
