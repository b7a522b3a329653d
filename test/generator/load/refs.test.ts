import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childRole, componentName, decodesAsUri, deref, escapeToken, isRef, pointerTokens, refName, resolvePointer, resolvePointerWithin } from '../../../generator/load/refs.ts';

describe('JSON Pointers into a document', () => {
  const document = {
    paths: { '/v2/incidents/{id}': { get: { operationId: 'Show' } } },
    components: { schemas: { 'a~b': { type: 'string' }, 'with/slash': { type: 'integer' }, '100%': { type: 'null' }, list: { allOf: [{ type: 'object' }] }, text: 'plain', nothing: null } },
  };

  it('escapes any name into one token and reads it back (~ and / included)', () => {
    expect(escapeToken('/v2/incidents/{id}')).toBe('~1v2~1incidents~1{id}');
    expect(escapeToken('a~1/b')).toBe('a~01~1b');
    fc.assert(
      fc.property(fc.string().filter((name) => !name.includes('%')), (name) => {
        expect(pointerTokens(`#/components/${escapeToken(name)}/x`)).toEqual(['components', name, 'x']);
        expect(resolvePointer({ [name]: { value: 1 } }, `#/${escapeToken(name)}/value`)).toBe(1);
      }),
    );
  });

  it('resolves a $ref through paths, escaped names, URI escapes and arrays', () => {
    expect(resolvePointer(document, '#/paths/~1v2~1incidents~1{id}/get')).toEqual({ operationId: 'Show' });
    expect(resolvePointer(document, '#/components/schemas/a~0b')).toEqual({ type: 'string' });
    expect(resolvePointer(document, '#/components/schemas/with~1slash')).toEqual({ type: 'integer' });
    expect(resolvePointer(document, '#/components/schemas/100%25')).toEqual({ type: 'null' });
    expect(resolvePointer(document, '#/components/schemas/list/allOf/0')).toEqual({ type: 'object' });
    expect(resolvePointer(document, '#')).toBe(document);
  });

  it('gives undefined for a dangling pointer, a step into text or null, an inherited key, or a ref into another file', () => {
    for (const ref of ['#/components/schemas/Missing', '#/components/schemas/text/length', '#/components/schemas/nothing/type', '#/components/constructor', '#/paths/toString', 'other.json#/components', 'components/schemas/text']) {
      expect(resolvePointer(document, ref), ref).toBeUndefined();
    }
    expect(resolvePointer(document, '#/components/schemas/nothing')).toBeNull();
  });

  it('resolves many refs of one document through remembered parents exactly as one at a time', () => {
    const token = fc.oneof(fc.constantFrom('', 'a', 'b', '0', '1', '~0', '~1', 'a~1b', '%25', '%7E', '__proto__', 'constructor', 'length', '#'), fc.string({ maxLength: 3 }));
    const ref = fc.tuple(fc.constantFrom('#', '#a', 'x#', ''), fc.array(token, { maxLength: 5 })).map(([start, tokens]) => [start, ...tokens].join('/'));
    const shape = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 1 }), fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(fc.constantFrom('', 'a', 'b', '0', 'a~b', 'a/b', '%', '~', '__proto__', 'length'), tie('node'), { maxKeys: 4 })),
    })).node;
    fc.assert(
      fc.property(shape, fc.array(ref.filter(decodesAsUri), { maxLength: 12 }), (document, refs) => {
        const parents = new Map<string, unknown>();
        for (const each of refs) expect(resolvePointerWithin(document, each, parents), each).toBe(resolvePointer(document, each));
      }),
      { numRuns: 2000 },
    );
    const parents = new Map<string, unknown>();
    for (const each of ['#/components/schemas/a~0b', '#/components/schemas/with~1slash', '#/components/schemas/100%25', '#/components/schemas/Missing', '#/components/schemas/nothing', '#/components/constructor', '#', '#/paths/~1v2~1incidents~1{id}/get']) {
      expect(resolvePointerWithin(document, each, parents), each).toBe(resolvePointer(document, each));
    }
  });

  it('names a component by its last token, unescaped', () => {
    expect(refName('#/components/schemas/IncidentV2')).toBe('IncidentV2');
    expect(refName('#/components/schemas/with~1slash')).toBe('with/slash');
    expect(refName('#/components/schemas/a~0b%20c')).toBe('a~b c');
  });

  it('names the component a ref names itself, and none for a ref into one or elsewhere', () => {
    expect(componentName('#/components/schemas/IncidentV2')).toBe('IncidentV2');
    expect(componentName('#/components/schemas/with~1slash')).toBe('with/slash');
    expect(componentName('#/components/schemas/Incident/properties/status')).toBeUndefined();
    expect(componentName('#/components/responses/NotFound')).toBeUndefined();
    expect(componentName('#/definitions/Thing')).toBeUndefined();
  });

  it('tells a URI fragment from text with a bare %', () => {
    expect(decodesAsUri('#/components/schemas/100%25')).toBe(true);
    expect(decodesAsUri('#/components/schemas/100%')).toBe(false);
    expect(decodesAsUri('#/components/schemas/%zz')).toBe(false);
  });
});

describe('isRef and deref', () => {
  it('knows a reference object by its string $ref only', () => {
    expect(isRef({ $ref: '#/a' })).toBe(true);
    for (const value of [null, undefined, '#/a', 7, [], {}, { $ref: 7 }, { $ref: null }]) expect(isRef(value), JSON.stringify(value)).toBe(false);
  });

  it('follows a chain of refs to the first value, and ends a cycle or a dangling ref as undefined', () => {
    const document = { a: { $ref: '#/b' }, b: { $ref: '#/c' }, c: { type: 'string' }, loop1: { $ref: '#/loop2' }, loop2: { $ref: '#/loop1' }, self: { $ref: '#/self' }, dangling: { $ref: '#/missing' } };
    expect(deref(document, { $ref: '#/a' })).toEqual({ type: 'string' });
    expect(deref(document, document.c)).toBe(document.c);
    expect(deref(document, 'text')).toBe('text');
    expect(deref(document, undefined)).toBeUndefined();
    expect(deref(document, { $ref: '#/loop1' })).toBeUndefined();
    expect(deref(document, { $ref: '#/self' })).toBeUndefined();
    expect(deref(document, { $ref: '#/dangling' })).toBeUndefined();
  });
});

describe('childRole: what a walk for $refs reads as keywords, names or data', () => {
  it('reads the entries of a name map as keywords, except components and callbacks (names of names) and examples (Example Objects)', () => {
    expect(childRole('names', 'properties', 'example', {})).toBe('keywords');
    expect(childRole('names', 'paths', '/v2/x', {})).toBe('keywords');
    expect(childRole('names', 'components', 'schemas', {})).toBe('names');
    expect(childRole('names', 'callbacks', 'onEvent', {})).toBe('names');
    expect(childRole('names', 'examples', 'one', {})).toBe('example');
  });

  it('reads example values, value keywords and extensions as data; an Example Object value too, but `value` elsewhere as a keyword', () => {
    for (const key of ['example', 'default', 'enum', 'const', 'x-code-samples', 'x-']) expect(childRole('keywords', undefined, key, {}), key).toBeUndefined();
    expect(childRole('example', 'one', 'value', {})).toBeUndefined();
    expect(childRole('example', 'one', 'summary', {})).toBe('keywords');
    expect(childRole('keywords', 'schema', 'value', {})).toBe('keywords');
  });

  it('reads x-webhooks, examples maps and the name maps as names; a schema examples list as data; other keywords as keywords', () => {
    expect(childRole('keywords', undefined, 'x-webhooks', {})).toBe('names');
    expect(childRole('keywords', 'content', 'examples', {})).toBe('names');
    expect(childRole('keywords', 'schema', 'examples', [])).toBeUndefined();
    for (const key of ['properties', 'paths', 'responses', 'components', 'content', 'headers']) expect(childRole('keywords', undefined, key, {}), key).toBe('names');
    for (const key of ['schema', 'items', 'allOf', 'get', 'requestBody', 'xml']) expect(childRole('keywords', undefined, key, {}), key).toBe('keywords');
  });
});
