/**
 * SameSchemas: which schemas, inline or `$ref`s, read the same in both documents of a pair (a schema
 * diff then skips the walk below them). Attacked from both sides: a difference anywhere a `$ref` reaches,
 * through cycles in any order of asking, must make it not the same; and every shape the schema
 * diff reports on between identical sides must never be called the same, or the short cut would
 * hide what the walk finds.
 */
import { describe, expect, it } from 'vitest';
import { SameSchemas } from '../../../../generator/drift/tree/same-schemas.ts';
import { SchemaDiffer } from '../../../../generator/drift/tree/schema.ts';
import { DEFAULTS } from '../../../../generator/context.ts';
import { object, ref, spec } from '../fixtures.ts';

type Json = Record<string, unknown>;

const sameIn = (before: Json, after: Json) => {
  const refs = new SameSchemas(spec({ schemas: before }), spec({ schemas: after }));
  return (name: string) => refs.same(ref(name).$ref);
};

/** The schema diff of component E, walked as before the short cut: the pair is told apart by an extension no rule reads. */
function walkedDiff(schema: Json, others: Json = {}) {
  const schemas = new SchemaDiffer(spec({ schemas: { ...others, E: schema } }), spec({ schemas: { ...structuredClone(others), E: { ...structuredClone(schema), 'x-walked': true } } }));
  const diff = schemas.diff(ref('E'), ref('E'));
  schemas.settle();
  return diff;
}

describe('SameSchemas', () => {
  it('is the same when the content and everything reached through $refs is, and not when anything reached differs', () => {
    const schemas = { A: object({ b: ref('B'), list: { type: 'array', items: ref('C') } }), B: object({ c: ref('C') }), C: { type: 'string', enum: ['x'] }, D: { type: 'integer' } };
    const same = sameIn(schemas, structuredClone(schemas));
    expect(['A', 'B', 'C', 'D', 'Missing'].map(same)).toEqual([true, true, true, true, true]);
    const changedLeaf = sameIn(schemas, { ...structuredClone(schemas), C: { type: 'string', enum: ['x', 'y'] } });
    expect(['A', 'B', 'C', 'D'].map(changedLeaf)).toEqual([false, false, false, true]);
    expect(sameIn({ A: ref('B') }, { A: ref('B'), B: {} })('A')).toBe(false);
  });

  it('reads a schema as the diff does: annotations aside, names as names, data and extensions key for key', () => {
    const base = object({ description: { type: 'string' }, title: ref('T') }, ['title']);
    const schemas = { T: { type: 'string' } };
    const variant = (change: (schema: Json) => void) => {
      const after = structuredClone({ ...schemas, E: base }) as Json;
      change(after.E as Json);
      return sameIn({ ...schemas, E: base }, after)('E');
    };
    // Annotations, at the schema or beside a $ref, change no payload and no generated name.
    expect(variant((e) => Object.assign(e, { description: 'new words', title: 'T', example: { a: 1 }, examples: [1], externalDocs: { url: 'x' }, $comment: 'c' }))).toBe(true);
    expect(variant((e) => Object.assign((e.properties as Json).title as Json, { description: 'beside the $ref' }))).toBe(true);
    // Properties named like annotations are properties; extensions and data count, in order.
    expect(variant((e) => ((e.properties as Json).description = { type: 'integer' }))).toBe(false);
    expect(variant((e) => ((e.properties as Json).title = ref('Other')))).toBe(false);
    expect(variant((e) => (e['x-stability-level'] = 'beta'))).toBe(false);
    expect(variant((e) => (e.required = ['title', 'description']))).toBe(false);
    expect(variant((e) => (e.default = {}))).toBe(false);
    expect(variant((e) => (e.enum = [{ description: 'data' }]))).toBe(false);
  });

  it('decides a cycle as a whole, whichever member is asked first, and leaves a clean cycle reached beside a difference the same', () => {
    const cycle = { A: object({ b: ref('B') }), B: object({ a: ref('A'), c: ref('C') }) };
    const changed = { ...structuredClone(cycle), C: { type: 'integer' } };
    for (const order of [['A', 'B', 'C'], ['B', 'A', 'C'], ['C', 'B', 'A']]) {
      const same = sameIn({ ...cycle, C: { type: 'string' } }, changed);
      expect(order.map(same)).toEqual([false, false, false]);
      const clean = sameIn({ ...cycle, C: { type: 'string' } }, { ...structuredClone(cycle), C: { type: 'string' } });
      expect(order.map(clean)).toEqual([true, true, true]);
    }
    // X leads into the clean cycle B <-> C first, then differs itself: the cycle, decided while X was open, stays the same.
    const loop = { B: object({ c: ref('C') }), C: object({ b: ref('B') }) };
    const same = sameIn({ ...loop, X: object({ a: ref('B'), z: { type: 'string' } }) }, { ...structuredClone(loop), X: object({ a: ref('B'), z: { type: 'integer' } }) });
    expect(['X', 'B', 'C'].map(same)).toEqual([false, true, true]);
    // Y leans on the open X through the cycle X <-> Y; X then differs: Y reaches that difference too.
    const lean = sameIn({ X: object({ y: ref('Y'), z: { type: 'string' } }), Y: object({ x: ref('X') }) }, { X: object({ y: ref('Y'), z: { type: 'integer' } }), Y: object({ x: ref('X') }) });
    expect(['X', 'Y'].map(lean)).toEqual([false, false]);
  });

  it('walks an object both documents share: a $ref inside it leads into each document', () => {
    const shared = object({ c: ref('C') });
    expect(sameIn({ A: shared, C: { type: 'string' } }, { A: shared, C: { type: 'integer' } })('A')).toBe(false);
  });

  it('reads data as written: keys in another order are not the same (the diff compares data as JSON text)', () => {
    const before = { E: { type: 'object', default: { a: 1, b: 2 } } };
    const after = { E: { type: 'object', default: { b: 2, a: 1 } } };
    expect(sameIn(before, after)('E')).toBe(false);
    expect(walkedDiff(before.E).dirty).toBe(false);
    const schemas = new SchemaDiffer(spec({ schemas: before }), spec({ schemas: after }));
    expect(schemas.diff(ref('E'), ref('E')).default).toBeDefined();
  });

  it('never calls the same what the diff reports between identical sides: an object where it compares by identity, one component named twice among options', () => {
    const identityKeywords = ['format', 'maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum', 'minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum', 'multipleOf', 'pattern'];
    const shapes: Json[] = [
      ...identityKeywords.map((keyword) => ({ type: 'string', [keyword]: { odd: true } })),
      { oneOf: [ref('X'), ref('X')] },
      { anyOf: [ref('X'), { $ref: '#/components/responses/X' }] },
      { type: 'object', discriminator: { propertyName: 'kind', mapping: { a: { odd: true } } } },
    ];
    for (const shape of shapes) {
      const others = { X: object({ a: { type: 'string' } }) };
      expect([shape, sameIn({ ...others, E: shape }, structuredClone({ ...others, E: shape }))('E')]).toEqual([shape, false]);
      expect([shape, walkedDiff(shape, others).dirty]).toEqual([shape, true]);
    }
  });

  it('counts a key one side lacks, even one every object answers for (__proto__, constructor), in schemas, names and data', () => {
    // As JSON.parse makes them: own, enumerable data properties, whatever their name.
    const withKey = (fields: Json, key: string, value: unknown) => Object.defineProperty({ ...fields }, key, { value, enumerable: true, configurable: true, writable: true });
    for (const key of ['__proto__', 'constructor', 'toString']) {
      for (const [value, balance] of [[{}, { type: 'string' }], ['x', 'y']] as const) {
        expect([key, value, sameIn({ E: withKey({ type: 'object' }, key, value) }, { E: { type: 'object', other: balance } })('E')]).toEqual([key, value, false]);
        expect([key, value, sameIn({ E: { type: 'object', properties: withKey({}, key, { type: 'string' }) } }, { E: { type: 'object', properties: { other: { type: 'string' } } } })('E')]).toEqual([key, value, false]);
        expect([key, value, sameIn({ E: { type: 'object', default: withKey({}, key, value) } }, { E: { type: 'object', default: { other: value } } })('E')]).toEqual([key, value, false]);
      }
    }
  });

  it('calls nothing the same that is not plain JSON', () => {
    expect(sameIn({ E: { type: 'string', 'x-since': new Date(0) } }, { E: { type: 'string', 'x-since': new Date(1) } })('E')).toBe(false);
    expect(sameIn({ E: { type: 'string', 'x-since': new Date(0) } }, { E: { type: 'string', 'x-since': new Date(0) } })('E')).toBe(false);
  });

  it(`gives up past ${DEFAULTS.maxRefDepth} levels (the diff then walks, under its own depth guard) without overflowing the stack`, () => {
    const nested = (levels: number) => {
      let schema: Json = { type: 'string' };
      for (let level = 0; level < levels; level++) schema = { items: schema };
      return schema;
    };
    expect(sameIn({ E: nested(DEFAULTS.maxRefDepth * 40) }, { E: nested(DEFAULTS.maxRefDepth * 40) })('E')).toBe(false);
    expect(sameIn({ E: nested(DEFAULTS.maxRefDepth - 10) }, { E: nested(DEFAULTS.maxRefDepth - 10) })('E')).toBe(true);
  });
});

describe('SameSchemas: inline schemas', () => {
  it('compares inline schemas as it compares components, following their $refs into each document', () => {
    const refs = new SameSchemas(spec({ schemas: { C: { type: 'string' } } }), spec({ schemas: { C: { type: 'integer' } } }));
    expect(refs.sameSchemas(object({ a: { type: 'string', description: 'old' } }), object({ a: { type: 'string', description: 'new' } }))).toBe(true);
    expect(refs.sameSchemas(object({ c: ref('C') }), object({ c: ref('C') }))).toBe(false);
    expect(refs.sameSchemas(object({ a: { type: 'string' } }), object({ a: { type: 'string', format: 'uuid' } }))).toBe(false);
    expect([refs.sameSchemas(true, true), refs.sameSchemas(undefined, undefined), refs.sameSchemas({}, undefined)]).toEqual([true, true, false]);
  });

  it(`counts the depth the asking diff is at: what it skips stays within its ${DEFAULTS.maxRefDepth} levels`, () => {
    const refs = new SameSchemas(spec({}), spec({}));
    const schema = { items: { items: { type: 'string' } } };
    expect([refs.sameSchemas(schema, structuredClone(schema), DEFAULTS.maxRefDepth - 3), refs.sameSchemas(schema, structuredClone(schema), DEFAULTS.maxRefDepth - 1)]).toEqual([true, false]);
  });
});

describe('SchemaDiffer: a component the same on both sides', () => {
  it('is a clean diff naming it, shared by every place that reaches it, with nothing below it', () => {
    const schemas = { A: object({ b: ref('B'), name: { type: 'string', readOnly: true } }), B: { type: 'string' } };
    const differ = new SchemaDiffer(spec({ schemas }), spec({ schemas: structuredClone(schemas) }));
    const diff = differ.diff(ref('A'), ref('A'));
    differ.settle();
    expect([diff.component, diff.dirty, diff.children, differ.diff(ref('A'), ref('A')) === diff]).toEqual(['A', false, [], true]);
  });

  it('inside a changed schema: the changed parent is walked and keeps its own marks, the unchanged component below it is clean', () => {
    const schemas = { B: { type: 'string', readOnly: true } };
    const differ = new SchemaDiffer(spec({ schemas: { ...schemas, A: object({ b: ref('B'), n: { type: 'string' } }) } }), spec({ schemas: { ...schemas, A: object({ b: ref('B'), n: { type: 'integer' } }) } }));
    const diff = differ.diff(ref('A'), ref('A'));
    differ.settle();
    expect([diff.dirty, [...diff.readOnlyProperties], diff.children.map((child) => [child.segment, child.diff.component, child.diff.dirty])]).toEqual([
      true,
      ['b'],
      [
        ['b', 'B', false],
        ['n', undefined, true],
      ],
    ]);
  });

  it('an inline schema that reads the same inside a changed one is clean with nothing below it; the changed path is walked to the change', () => {
    const entry = (kind: string) => object({ same: object({ deep: { type: 'string', readOnly: true } }), changed: object({ kind: { type: kind } }) });
    const differ = new SchemaDiffer(spec({ schemas: { E: entry('string') } }), spec({ schemas: { E: entry('integer') } }));
    const diff = differ.diff(ref('E'), ref('E'));
    differ.settle();
    const child = (parent: typeof diff, segment: string) => parent.children.find((entry) => entry.segment === segment)!.diff;
    expect([child(diff, 'same').dirty, child(diff, 'same').children, child(diff, 'changed').dirty, child(child(diff, 'changed'), 'kind').type?.to]).toEqual([false, [], true, 'integer']);
  });
});
