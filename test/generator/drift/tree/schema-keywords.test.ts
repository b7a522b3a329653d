/**
 * SchemaDiffer on the keywords beyond properties and types: defaults, access, closed objects,
 * discriminators, maps, allOf folding, components behind an allOf, enum presence, the nesting
 * bound, and which nodes count as changed.
 */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../../generator/load/errors.ts';
import { SchemaDiffer } from '../../../../generator/drift/tree/schema.ts';
import { DEFAULTS } from '../../../../generator/context.ts';
import { object, ref, spec } from '../fixtures.ts';

type Json = Record<string, unknown>;
/** The diff of component `E` between two versions, settled. */
const diffE = (before: unknown, after: unknown, others: Json = {}) => {
  const schemas = new SchemaDiffer(spec({ schemas: { ...others, E: before } }), spec({ schemas: { ...others, E: after } }));
  const diff = schemas.diff(ref('E'), ref('E'));
  schemas.settle();
  return diff;
};
const child = (diff: { children: Array<{ segment: string; diff: unknown }> }, segment: string) => diff.children.find((entry) => entry.segment === segment)?.diff as ReturnType<typeof diffE>;

describe('SchemaDiffer: keywords', () => {
  it('records a changed default compared as data, and none for equal structures', () => {
    expect(diffE({ type: 'integer', default: 10 }, { type: 'integer', default: '10' }).default).toEqual({ from: 10, to: '10' });
    expect(diffE({ type: 'array', default: [1] }, { type: 'array', default: [1] }).default).toBeUndefined();
    expect(diffE({ type: 'array', default: [1] }, { type: 'array', default: [1] }).dirty).toBe(false);
  });

  it('records readOnly, writeOnly and deprecated turning on or off, truthiness as written', () => {
    const diff = diffE({ type: 'string', readOnly: true, deprecated: 0 }, { type: 'string', writeOnly: true, deprecated: false });
    expect([diff.readOnly, diff.writeOnly, diff.deprecated]).toEqual([{ from: true, to: false }, { from: false, to: true }, undefined]);
  });

  it("names the successor only of a newly deprecated schema that gives one", () => {
    expect(diffE({ type: 'string' }, { type: 'string', deprecated: true, description: 'Use `other_id` instead.' }).deprecated).toEqual({ from: false, to: true, successor: 'other_id' });
    expect(diffE({ type: 'string' }, { type: 'string', deprecated: true }).deprecated).toEqual({ from: false, to: true });
  });

  it('records additionalProperties: false appearing or going, and nothing for other values', () => {
    expect(diffE({ type: 'object' }, { type: 'object', additionalProperties: false }).closed).toEqual({ from: false, to: true });
    expect(diffE({ type: 'object', additionalProperties: false }, { type: 'object', additionalProperties: true }).closed).toEqual({ from: true, to: false });
    expect(diffE({ type: 'object', additionalProperties: true }, { type: 'object' }).closed).toBeUndefined();
  });

  it('diffs map values ({}) and array items ([]) present on both sides only', () => {
    const map = diffE({ type: 'object', additionalProperties: { type: 'string' } }, { type: 'object', additionalProperties: { type: 'integer' } });
    expect(map.children.map((entry) => entry.segment)).toEqual(['{}']);
    expect(child(map, '{}').type).toMatchObject({ from: 'string', to: 'integer' });
    expect(diffE({ type: 'object', additionalProperties: true }, { type: 'object', additionalProperties: { type: 'integer' } }).children).toEqual([]);
    expect(diffE({ type: 'array' }, { type: 'array', items: { type: 'string' } }).children).toEqual([]);
    expect(diffE({ type: 'array', items: { type: 'string' } }, { type: 'array' }).children).toEqual([]);
    expect(diffE({ type: 'object', additionalProperties: { type: 'integer' } }, { type: 'object', additionalProperties: true }).children).toEqual([]);
    expect(diffE({ type: 'object', additionalProperties: { type: 'integer' } }, { type: 'object' }).children).toEqual([]);
  });

  it('diffs the options both sides name, under (name), for oneOf and anyOf', () => {
    const diff = diffE({ oneOf: [ref('Cat'), { type: 'string' }], anyOf: [ref('Cat')] }, { oneOf: [ref('Cat'), { type: 'integer' }], anyOf: [ref('Cat'), ref('Dog')] }, { Cat: object({ meow: { type: 'string' } }), Dog: object({}) });
    expect(diff.children.map((entry) => entry.segment)).toEqual(['(Cat)', '(#0)', '(Cat)']);
    expect(child(diff, '(#0)').type).toMatchObject({ from: 'string', to: 'integer' });
    expect(diff.optionsAdded).toEqual([{ keyword: 'anyOf', name: 'Dog' }]);
    expect(diffE({ type: 'string' }, { oneOf: [ref('Cat')] }, { Cat: object({}) }).optionsAdded).toEqual([]);
  });

  it('records an enum appearing or going, with its values, apart from values added and removed', () => {
    expect(diffE({ type: 'string' }, { type: 'string', enum: ['a', 'b'] }).enumPresence).toEqual({ from: false, to: true, values: ['a', 'b'] });
    expect(diffE({ type: 'string', const: 'a' }, { type: 'string' }).enumPresence).toEqual({ from: true, to: false, values: ['a'] });
    const changed = diffE({ type: 'string', enum: ['a', 'b'] }, { type: 'string', enum: ['b', 'c'] });
    expect([changed.enumPresence, changed.enumAdded, changed.enumRemoved]).toEqual([undefined, ['c'], ['a']]);
    const typed = diffE({ enum: [1, 2] }, { enum: ['1', 2] });
    expect([typed.enumAdded, typed.enumRemoved]).toEqual([['1'], [1]]);
    expect(diffE({ enum: [{ a: 1 }] }, { enum: [{ a: 1 }] }).dirty).toBe(false);
  });

  it('records discriminator property and mapping changes: a mapping value leading elsewhere counts as removed', () => {
    const tagged = (propertyName: unknown, mapping?: unknown) => ({ oneOf: [ref('Cat')], discriminator: { propertyName, ...(mapping === undefined ? {} : { mapping }) } });
    const others = { Cat: object({}), Dog: object({}) };
    const diff = diffE(tagged('kind', { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog', z: '#/components/schemas/Cat' }), tagged('kind', { cat: '#/components/schemas/Dog', dog: '#/components/schemas/Dog', bird: '#/x', a: '#/y' }), others);
    expect([diff.discriminator, diff.discriminatorMappingRemoved, diff.discriminatorMappingAdded]).toEqual([undefined, ['cat', 'z'], ['a', 'bird']]);
    expect(diff.dirty).toBe(true);
    expect(diffE(tagged('kind'), tagged('type'), others).discriminator).toEqual({ from: 'kind', to: 'type' });
    expect(diffE({ oneOf: [ref('Cat')] }, tagged('kind'), others).discriminator).toEqual({ from: undefined, to: 'kind' });
    expect(diffE(tagged(7, 'not a map'), tagged(undefined), others).discriminator).toBeUndefined();
    expect(diffE({ ...tagged('kind'), discriminator: 'kind' }, tagged(undefined), others).dirty).toBe(false);
    const added = diffE(tagged('kind'), tagged('kind', { cat: '#/components/schemas/Cat' }), others);
    expect([added.discriminatorMappingAdded, added.dirty]).toEqual([['cat'], true]);
  });

  it('records a discriminator going away, with its mapping values removed in name order', () => {
    const others = { Cat: object({}), Dog: object({}) };
    const gone = diffE({ oneOf: [ref('Cat')], discriminator: { propertyName: 'kind', mapping: { z: '#/components/schemas/Cat', cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' } } }, { oneOf: [ref('Cat')] }, others);
    expect([gone.discriminator, gone.discriminatorMappingRemoved, gone.dirty]).toEqual([{ from: 'kind', to: undefined }, ['cat', 'dog', 'z'], true]);
  });

  it('notes readOnly and writeOnly properties of either side, through $refs, for the rules to skip', () => {
    const diff = diffE(
      object({ id: { type: 'string', readOnly: true }, secret: ref('Secret'), name: { type: 'string' } }),
      object({ id: { type: 'string' }, created: { type: 'string', readOnly: true }, secret: { type: 'string' }, name: { type: 'string', readOnly: 'yes' } }),
      { Secret: { type: 'string', writeOnly: true } },
    );
    expect([...diff.readOnlyProperties].sort()).toEqual(['created', 'id']);
    expect([...diff.writeOnlyProperties]).toEqual(['secret']);
    const plain = diffE(object({ a: { type: 'string' } }), object({ a: { type: 'integer' } }));
    expect([plain.readOnlyProperties.size, plain.writeOnlyProperties.size]).toEqual([0, 0]);
  });

  it('reads a property whose schema is null or a $ref leading nowhere as any value, neither readOnly nor writeOnly', () => {
    // An extension no rule reads differs, so the pair is walked: schemas that read the same are not (same-schemas.ts).
    const diff = diffE(object({ a: null, b: ref('Nowhere'), c: { type: 'string', readOnly: true } }), { ...object({ a: null, b: ref('Nowhere'), c: { type: 'string', readOnly: true } }), 'x-walked': true });
    expect([[...diff.readOnlyProperties], [...diff.writeOnlyProperties], diff.dirty]).toEqual([['c'], [], false]);
  });

  it('reads properties and required that are no map or list as none', () => {
    const diff = diffE({ type: 'object', properties: 'x', required: 'a' }, object({ a: { type: 'string' } }, ['a']));
    expect(diff.propertiesAdded).toEqual([{ name: 'a', required: true }]);
    expect(diffE(object({ a: { type: 'string' } }, ['a']), { type: 'object', properties: ['a'], required: 'a' }).propertiesRemoved).toEqual([{ name: 'a', required: true }]);
  });

  it('lists removed and added properties sorted by name', () => {
    const diff = diffE(object({ z: {}, b: {}, a: {} }), object({ y: {}, c: {}, x: {} }));
    expect(diff.propertiesRemoved.map((p) => p.name)).toEqual(['a', 'b', 'z']);
    expect(diff.propertiesAdded.map((p) => p.name)).toEqual(['c', 'x', 'y']);
  });
});

describe('SchemaDiffer: allOf, components, nesting', () => {
  it('folds allOf: its own keywords win, then the first member that sets one; properties and required from all', () => {
    const others = { A: { type: 'string', format: 'uuid', maxLength: 10, properties: { a: { type: 'string' } }, required: ['a'] }, B: { type: 'integer', format: 'ulid', minLength: 1, properties: { b: { type: 'string' } }, required: ['b'] } };
    const diff = diffE({ allOf: [ref('A'), ref('B')], format: 'date' }, { allOf: [ref('B'), ref('A')] }, others);
    expect(diff.type).toEqual({ from: 'string', to: 'integer', widened: false, narrowed: false });
    expect(diff.format).toEqual({ from: 'date', to: 'ulid' });
    expect([diff.constraints, diff.propertiesAdded, diff.propertiesRemoved, diff.becameOptional]).toEqual([[], [], [], []]);
    const required = diffE({ allOf: [object({ a: { type: 'string' } })], required: ['a'] }, { allOf: [object({ a: { type: 'string' } })] });
    expect(required.becameOptional).toEqual(['a']);
  });

  it('skips allOf members that are no objects and members that lead back into the fold', () => {
    const diff = diffE({ allOf: [ref('E'), 'junk', object({ a: { type: 'string' } })] }, { allOf: [ref('E'), null, object({ a: { type: 'string' }, b: { type: 'string' } })] });
    expect(diff.propertiesAdded).toEqual([{ name: 'b', required: false }]);
  });

  it('reads a node that is no object (or is a list) as any value', () => {
    expect(diffE(['string'], { type: 'string' }).type).toMatchObject({ from: undefined, to: 'string' });
    expect(diffE('string', { type: 'string' }).type).toMatchObject({ from: undefined, to: 'string' });
  });

  it('names the component behind a $ref, or behind an allOf of exactly one $ref without properties', () => {
    const others = { Inner: { type: 'string' } };
    const schemas = new SchemaDiffer(spec({ schemas: others }), spec({ schemas: others }));
    const component = (schema: unknown) => schemas.diff(schema, schema).component;
    expect(component(ref('Inner'))).toBe('Inner');
    expect(component({ allOf: [ref('Inner')], description: 'd' })).toBe('Inner');
    expect(component({ allOf: [ref('Inner'), ref('Inner')] })).toBeUndefined();
    expect(component({ allOf: [{ type: 'string' }] })).toBeUndefined();
    expect(component({ allOf: [ref('Inner')], properties: {} })).toBeUndefined();
    expect(component({ type: 'string' })).toBeUndefined();
    expect(new SchemaDiffer(spec({}), spec({ schemas: others })).diff({ type: 'string' }, ref('Inner')).component).toBe('Inner');
  });

  it('names two components that are both the schema `true` (OpenAPI 3.1: any value) apart, diffed against one old component', () => {
    const schemas = new SchemaDiffer(spec({ schemas: { Old: { type: 'string' } } }), spec({ schemas: { Anything: true, Whatever: true } }));
    expect([schemas.diff(ref('Old'), ref('Anything')).component, schemas.diff(ref('Old'), ref('Whatever')).component]).toEqual(['Anything', 'Whatever']);
  });

  it('shares one diff per pair of nodes, and diffs inline nodes that are no objects afresh', () => {
    const others = { A: { type: 'string' } };
    const schemas = new SchemaDiffer(spec({ schemas: others }), spec({ schemas: others }));
    expect(schemas.diff(ref('A'), ref('A'))).toBe(schemas.diff(ref('A'), ref('A')));
    expect(schemas.diff(true, true)).not.toBe(schemas.diff(true, true));
    const node = { type: 'string' };
    expect(schemas.diff(node, ref('A'))).not.toBe(schemas.diff(ref('A'), ref('A')));
  });

  it(`refuses a chain of $refs deeper than ${DEFAULTS.maxRefDepth} (for documents the loader never saw), naming where it stopped, and counts the depth back down`, () => {
    const chain = (name: string, length: number, leaf: unknown) => {
      const schemas: Json = { [`${name}${length}`]: leaf };
      for (let index = 0; index < length; index++) schemas[`${name}${index}`] = object({ next: ref(`${name}${index + 1}`) });
      return schemas;
    };
    const deep = DEFAULTS.maxRefDepth + 5;
    const tooDeep = () => new SchemaDiffer(spec({ schemas: chain('C', deep, { type: 'string' }) }), spec({ schemas: chain('C', deep, { type: 'integer' }) }));
    expect(() => tooDeep().diff(ref('C0'), ref('C0'))).toThrow(InputError);
    expect(() => tooDeep().diff(ref('C0'), ref('C0'))).toThrow(`#/components/schemas/C${DEFAULTS.maxRefDepth}: schemas nest more than ${DEFAULTS.maxRefDepth} levels deep through $refs`);
    let inline: unknown = { type: 'string' };
    for (let level = 0; level < deep; level++) inline = object({ next: inline });
    expect(() => new SchemaDiffer(spec({}), spec({})).diff(inline, inline)).toThrow(`an inline schema: schemas nest more than ${DEFAULTS.maxRefDepth} levels deep`);
    // Two chains that each fit, diffed one after the other by one differ: the depth of the first is not carried into the second.
    const length = DEFAULTS.maxRefDepth - 2;
    const fits = new SchemaDiffer(spec({ schemas: { ...chain('C', length, { type: 'string' }), ...chain('D', length, { type: 'string' }) } }), spec({ schemas: { ...chain('C', length, { type: 'integer' }), ...chain('D', length, { type: 'integer' }) } }));
    for (const name of ['C0', 'D0']) expect(fits.diff(ref(name), ref(name)).children).toHaveLength(1);
  });

  it('settles dirtiness up every path: a change three levels down marks each parent, and nothing beside it', () => {
    const others = { A: object({ b: ref('B'), side: ref('Side') }), B: object({ c: ref('C') }), Side: object({ s: { type: 'string' } }) };
    const schemas = new SchemaDiffer(spec({ schemas: { ...others, C: { type: 'string' } } }), spec({ schemas: { ...others, C: { type: 'integer' } } }));
    const a = schemas.diff(ref('A'), ref('A'));
    schemas.settle();
    const b = child(a, 'b');
    expect([a.dirty, b.dirty, child(b, 'c').dirty, child(a, 'side').dirty]).toEqual([true, true, true, false]);
  });

  it('counts every kind of own change as dirty', () => {
    const cases: Array<[unknown, unknown]> = [
      [{ type: 'string' }, { type: 'integer' }],
      [{ format: 'a' }, { format: 'b' }],
      [{ type: 'string' }, { type: 'string', nullable: true }],
      [{}, { deprecated: true }],
      [{}, { enum: ['a'] }],
      [{ enum: ['a'] }, { enum: ['b'] }],
      [{ enum: ['a'] }, { enum: ['a', 'b'] }],
      [{}, { maxLength: 1 }],
      [{}, { default: 1 }],
      [{}, { readOnly: true }],
      [{}, { writeOnly: true }],
      [{}, { additionalProperties: false }],
      [{ discriminator: { propertyName: 'a' } }, { discriminator: { propertyName: 'b' } }],
      [{ discriminator: { propertyName: 'a', mapping: { x: '#/X' } } }, { discriminator: { propertyName: 'a' } }],
      [object({}), object({ a: {} })],
      [object({ a: {} }), object({})],
      [object({ a: {} }), object({ a: {} }, ['a'])],
      [object({ a: {} }, ['a']), object({ a: {} })],
      [{ oneOf: [ref('X')] }, { oneOf: [ref('X'), ref('Y')] }],
      [{ oneOf: [ref('X'), ref('Y')] }, { oneOf: [ref('X')] }],
    ];
    for (const [before, after] of cases) expect(diffE(before, after, { X: {}, Y: {} }).dirty, JSON.stringify([before, after])).toBe(true);
    expect(diffE({ type: 'string', description: 'a' }, { type: 'string', description: 'b' }).dirty).toBe(false);
  });
});
