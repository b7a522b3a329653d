/**
 * Refactors that change how a document is written, not what it accepts or returns: each pair is
 * diffed both ways, with the schema reached from a request body and from a response, and must
 * report nothing. docs/drift.md lists them ("Refactors that report nothing").
 */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { diff, jsonContent, object, ok, ref, spec } from './fixtures.ts';

type Json = Record<string, unknown>;

const text = { type: 'string' };
const cat = object({ meow: text, lives: { type: 'integer', minimum: 0 } }, ['meow']);
const dog = object({ bark: text, colour: { type: 'string', enum: ['black', 'brown'] } }, ['bark']);

/** `Thing` as a request body and as a response, with whatever other components the case needs. */
const both = (thing: unknown, schemas: Json = {}, openapi = '3.0.3'): OpenApiDocument => ({
  ...spec({
    paths: {
      '/v1/things': {
        post: { operationId: 'Things V1#Create', requestBody: { required: true, ...jsonContent(ref('Thing')) }, responses: ok({ type: 'string' }) },
        get: { operationId: 'Things V1#List', responses: ok(object({ thing: ref('Thing') }, ['thing'])) },
      },
    },
    schemas: { ...schemas, Thing: thing },
  }),
  openapi,
});

/** Each case: before and after (each diffed both ways), in 3.0 or 3.1. */
const REFACTORS: Record<string, [OpenApiDocument, OpenApiDocument]> = {
  'an inline anyOf option moved into an identical component': [both({ anyOf: [ref('Cat'), dog] }, { Cat: cat }), both({ anyOf: [ref('Cat'), ref('Dog')] }, { Cat: cat, Dog: dog })],
  'an inline oneOf option moved into an identical component that adds a title and description': [
    both({ oneOf: [cat, dog] }),
    both({ oneOf: [ref('Cat'), dog] }, { Cat: { ...cat, title: 'Cat', description: 'A cat.' } }),
  ],
  'inline oneOf options reordered': [both({ oneOf: [cat, dog] }), both({ oneOf: [dog, cat] })],
  'inline anyOf options reordered among refs': [both({ anyOf: [cat, ref('Bird'), dog] }, { Bird: object({ wings: text }) }), both({ anyOf: [dog, cat, ref('Bird')] }, { Bird: object({ wings: text }) })],
  "3.0's nullable ref wrapper (allOf + nullable) against 3.1's oneOf with a null option": [
    both(object({ pet: { allOf: [ref('Cat')], nullable: true } }), { Cat: cat }),
    both(object({ pet: { oneOf: [{ type: 'null' }, ref('Cat')] } }), { Cat: cat }, '3.1.0'),
  ],
  "3.1's oneOf null option against its anyOf spelling, the null option first or last": [
    both(object({ pet: { oneOf: [{ type: 'null' }, ref('Cat')] } }), { Cat: cat }, '3.1.0'),
    both(object({ pet: { anyOf: [ref('Cat'), { type: 'null' }] } }), { Cat: cat }, '3.1.0'),
  ],
  "3.0's nullable: true against 3.1's type list with null": [
    both(object({ colour: { type: 'string', enum: ['red', 'blue'], nullable: true } })),
    both(object({ colour: { type: ['string', 'null'], enum: ['red', 'blue', null] } }), {}, '3.1.0'),
  ],
  "a nullable inline object against its 3.1 oneOf-with-null spelling": [
    both(object({ pet: { ...cat, nullable: true } })),
    both(object({ pet: { oneOf: [cat, { type: 'null' }] } }), {}, '3.1.0'),
  ],
  "a nullable ref (3.0 allOf wrapper) against 3.1's type list on a ref's sibling": [
    both(object({ pet: { allOf: [ref('Cat')], nullable: true } }), { Cat: cat }),
    both(object({ pet: { anyOf: [ref('Cat')], type: ['object', 'null'] } }), { Cat: cat }, '3.1.0'),
  ],
  'an empty pattern (matches every string) added': [both(object({ code: text })), both(object({ code: { type: 'string', pattern: '' } }))],
  'an unanchored pattern that matches the empty string (so every string) added': [both(object({ code: text })), both(object({ code: { type: 'string', pattern: '.*' } }))],
};

describe('refactors that report nothing', () => {
  for (const [name, [before, after]] of Object.entries(REFACTORS)) {
    it(`${name}: nothing either way`, () => {
      expect(diff(before, after)).toEqual([]);
      expect(diff(after, before)).toEqual([]);
    });
  }
});
