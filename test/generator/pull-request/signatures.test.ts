import { describe, expect, it } from 'vitest';
import { diffDocuments, type DriftChange } from '../../../generator/drift/index.ts';
import { documentSymbolNames } from '../../../generator/model/symbol-names.ts';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { SignatureReader } from '../../../generator/pull-request/signatures.ts';
import { locate } from '../../../generator/pull-request/schema-at.ts';
import { TYPE_TEXT_LIMITS, typeText } from '../../../generator/pull-request/type-text.ts';
import { clone, jsonContent, object, ok, ref, spec } from '../drift/fixtures.ts';
import { HOSTILE_STRINGS, hostileDocument } from '../../support/hostile-spec.ts';
import { readRealSpec, realSpecPaths, snapshotName } from '../../support/real-specs.ts';

/** One component `Thing` whose property `value` is `schema`, returned by `GET /v2/things/{id}` and sent by `POST /v2/things`. */
function thingSpec(schema: unknown, extra: Record<string, unknown> = {}, required: string[] = ['value']): OpenApiDocument {
  const thing = schema === undefined ? object({}) : object({ value: schema }, required);
  return spec({
    paths: {
      '/v2/things/{id}': {
        get: {
          operationId: 'Things V2#Show',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'mode', in: 'query', schema: { type: 'string', enum: ['fast', 'slow'] } },
          ],
          responses: ok(object({ thing: ref('Thing') }, ['thing'])),
        },
      },
      '/v2/things': {
        post: {
          operationId: 'Things V2#Create',
          requestBody: { required: true, ...jsonContent(object({ name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } }, thing: ref('Thing') }, ['name'])) },
          responses: ok(object({ id: { type: 'string' } })),
        },
      },
    },
    schemas: { Thing: thing, Other: object({ id: { type: 'string' } }, ['id']), ...extra },
  });
}

/** The type text of `Thing.value` in a document where it is `schema`. */
const textOf = (schema: unknown, extra: Record<string, unknown> = {}) => {
  const document = thingSpec(schema, extra);
  return typeText(document, (document.components!.schemas as Record<string, { properties: { value: unknown } }>).Thing!.properties.value, (name) => `${name}Type`);
};

describe('type text: each schema form as the generated package types it, one short line', () => {
  it.each([
    ['a string enum: a union of literals', { type: 'string', enum: ['a', 'b'] }, "'a' | 'b'"],
    ['a const: one literal', { const: 3 }, '3'],
    ['primitives', { type: 'integer' }, 'number'],
    ['a boolean', { type: 'boolean' }, 'boolean'],
    ['an array of strings', { type: 'array', items: { type: 'string' } }, 'string[]'],
    ['an array of a union: parenthesised', { type: 'array', items: { type: 'string', enum: ['x', 'y'] } }, "('x' | 'y')[]"],
    ['a $ref: the generated name', ref('Other'), 'OtherType'],
    ['an object, optional members marked', object({ a: { type: 'string' }, b: { type: 'number' } }, ['a']), '{ a: string; b?: number }'],
    ['a map', { type: 'object', additionalProperties: { type: 'string' } }, 'Record<string, string>'],
    ['nullable (3.0)', { type: 'string', nullable: true }, 'string | null'],
    ['nullable (3.1 type list)', { type: ['string', 'null'] }, 'string | null'],
    ['a nullable union (3.1 null option)', { oneOf: [ref('Other'), { type: 'null' }] }, 'OtherType | null'],
    ['a union of refs', { oneOf: [ref('Other'), ref('Thing')] }, 'OtherType | ThingType'],
    ['an allOf of one ref (3.0 description wrapper)', { allOf: [ref('Other')], description: 'x' }, 'OtherType'],
    ['a quoted key', object({ 'a-b': { type: 'string' } }, ['a-b']), "{ 'a-b': string }"],
    ['a literal with a quote', { enum: ["it's"] }, "'it\\'s'"],
    ['nothing said', {}, 'unknown'],
  ])('%s', (_, schema, expected) => {
    expect(textOf(schema)).toBe(expected);
  });

  it('abbreviates: past the member limit an object ends with …, past the depth limit it is { … }', () => {
    const wide = object(Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`p${index}`, { type: 'string' }])));
    expect(textOf(wide)).toMatch(/^\{ p0\?: string; p1\?: string; .*; … \}$/);
    const deep = object({ a: object({ b: object({ c: object({ d: { type: 'string' } }) }) }) });
    expect(textOf(deep)).toBe('{ a?: { b?: { … } } }');
  });

  it('stays one line within the length limit however large the schema: 100,000 enum values, long names, unions of unions', () => {
    const huge = { type: 'string', enum: Array.from({ length: 100_000 }, (_, index) => `value_${index}_${'x'.repeat(index % 50)}`) };
    const text = textOf(huge);
    expect(text.length).toBeLessThanOrEqual(TYPE_TEXT_LIMITS.length);
    expect(text).toMatch(/ \| … \d+ more$/);
    expect(Number(/… (\d+) more$/.exec(text)![1]) + text.split(' | ').length - 1).toBe(100_000);
    // Six options sharing one node per level: 6^40 paths through 40 nodes, if a writer walked them all.
    const nested = (depth: number): unknown => (depth === 0 ? { type: 'string' } : { oneOf: Array(6).fill(nested(depth - 1)) });
    const unions = textOf(nested(40));
    expect(unions.length).toBeLessThanOrEqual(TYPE_TEXT_LIMITS.length);
    expect(textOf({ type: 'array', items: { type: 'string', enum: ['y'.repeat(5000)] } }).length).toBeLessThanOrEqual(TYPE_TEXT_LIMITS.length);
  });

  it('ends a $ref cycle: a component that contains itself is named, not expanded', () => {
    const document = thingSpec(ref('Node'), { Node: object({ next: ref('Node'), items: { type: 'array', items: { $ref: '#/components/schemas/Node/properties/next' } } }) });
    expect(typeText(document, (document.components!.schemas as Record<string, unknown>).Node, (name) => name)).toBe('{ next?: Node; items?: Node[] }');
  });
});

describe('schema-at: every location form drift writes finds its schema', () => {
  const document = thingSpec({ type: 'string' }, {
    Forms: {
      type: 'object',
      properties: {
        'a.b': { type: 'string', enum: ['dotted'] },
        a: object({ b: { type: 'integer' } }),
        '[x]': { type: 'boolean' },
        list: { type: 'array', items: object({ id: { type: 'string' } }, ['id']) },
        map: { type: 'object', additionalProperties: { type: 'number' } },
        union: { oneOf: [ref('Other'), object({ inline: { type: 'string' } })] },
        tuple: { type: 'array', contains: { const: 'c' }, prefixItems: [{ type: 'string' }, { const: 'second' }] },
        patterned: { type: 'object', patternProperties: { '^x-': { const: 'pattern' } } },
      },
      allOf: [object({ merged: { const: 'from allOf' } }, ['merged'])],
    },
  });
  const at = (location: string, operation: string | null = 'GET /v2/things/{id}', owner?: string) => {
    const found = locate(document, { operation, location }, 'both', owner);
    return found === 'absent' ? found : { steps: found.steps.map((step) => step.name).join(' '), text: typeText(document, found.schema, (name) => name), optional: found.optional };
  };

  it.each([
    ['Forms', '', 'object'],
    ['Forms.a', 'a', 'object'],
    ['Forms.[x]', '[x]', 'boolean'],
    ['Forms.list[].id', 'list [] id', 'string'],
    ['Forms.map{}', 'map {}', 'number'],
    ['Forms.union.(Other).id', 'union (Other) id', 'string'],
    ['Forms.union.(#0).inline', 'union (#0) inline', 'string'],
    ['Forms.tuple.(contains)', 'tuple (contains)', "'c'"],
    ['Forms.tuple.(prefixItems[1])', 'tuple (prefixItems[1])', "'second'"],
    ['Forms.patterned.(patternProperties[%5Ex-])', 'patterned (patternProperties[%5Ex-])', "'pattern'"],
    ['Forms.merged', 'merged', "'from allOf'"],
  ])('%s', (location, steps, text) => {
    const found = at(location);
    expect(found).not.toBe('absent');
    expect(found === 'absent' ? undefined : found.steps).toBe(steps);
    if (text !== 'object' && found !== 'absent') expect(found.text).toBe(text);
  });

  it('a property whose name holds a dot is found whole, before the path through its prefix', () => {
    const found = locate(document, { operation: null, location: 'Forms.a.b' }, 'both', undefined);
    expect(found !== 'absent' && found.steps).toEqual([{ kind: 'property', name: 'a.b' }]);
  });

  it('operation-owned locations: a parameter, an inline request body; a name that is not there is absent', () => {
    expect(at('ThingsV2Show.mode', 'GET /v2/things/{id}', 'ThingsV2Show')).toMatchObject({ steps: 'mode', optional: true });
    expect(at('ThingsV2Create.tags[]', 'POST /v2/things', 'ThingsV2Create')).toMatchObject({ steps: 'tags []', text: 'string' });
    expect(at('ThingsV2Create.nothing', 'POST /v2/things', 'ThingsV2Create')).toBe('absent');
    expect(at('Forms.nothing')).toBe('absent');
    expect(at('Forms.tuple.(prefixItems[%E0%A4%A])')).toBe('absent');
  });
});

/** The one change of `id` between two documents, with its signature. */
function signed(before: OpenApiDocument, after: OpenApiDocument, id: string, names = false) {
  const report = diffDocuments(before, after);
  const change = report.changes.find((each) => each.id === id);
  if (!change) throw new Error(`no ${id} among ${report.changes.map((each) => each.id).join(', ')}`);
  const reader = new SignatureReader(before, after, names ? { old: documentSymbolNames(before), new: documentSymbolNames(after) } : undefined);
  return { change, signature: reader.signatureOf(change) };
}

describe('signatures: the generated symbols a change touches, with the type before and after', () => {
  const enumOf = (...values: string[]) => ({ type: 'string', enum: values });

  it('an enum value removed from a component property: the method, the indexed access and both unions (the removed value first)', () => {
    const { signature } = signed(thingSpec(enumOf('a', 'b')), thingSpec(enumOf('a')), 'request-enum-value-removed');
    expect(signature).toEqual({ entry: 'client.thingsV2.create(...)', target: "Thing['value']", before: "'b' | 'a'", after: "'a'", present: { before: true, after: true } });
  });

  it('a property removed: absent after; one added: absent before; optional properties read `| undefined`', () => {
    const removed = signed(thingSpec(enumOf('a'), {}, ['value']), thingSpec(undefined), 'response-property-removed');
    expect(removed.signature).toMatchObject({ target: "Thing['value']", before: "'a'", after: null });
    const added = signed(thingSpec(undefined), thingSpec({ type: 'integer' }, {}, []), 'response-property-added');
    expect(added.signature).toMatchObject({ target: "Thing['value']", before: null, after: 'number | undefined' });
  });

  it('a property that became optional in a response: the same type, `| undefined` after', () => {
    const { signature } = signed(thingSpec({ type: 'string' }, {}, ['value']), thingSpec({ type: 'string' }, {}, []), 'response-property-became-optional');
    expect(signature).toMatchObject({ before: 'string', after: 'string | undefined' });
  });

  it('a query parameter: typed on the operation’s Query type (the removed value leads the union)', () => {
    const before = thingSpec({ type: 'string' });
    const after = clone(before);
    (after.paths['/v2/things/{id}']!.get!.parameters as Array<{ schema: { enum: string[] } }>)[1]!.schema.enum = ['fast'];
    const { signature } = signed(before, after, 'request-enum-value-removed');
    expect(signature).toMatchObject({ entry: 'client.thingsV2.show(...)', target: "ThingsV2ShowQuery['mode']", before: "'slow' | 'fast' | undefined", after: "'fast' | undefined" });
  });

  it('an inline request body: typed on the operation’s RequestBody type, array steps as [number]', () => {
    const before = thingSpec({ type: 'string' });
    const after = clone(before);
    const body = after.paths['/v2/things']!.post!.requestBody as { content: Record<string, { schema: { properties: { tags: { items: unknown } } } }> };
    body.content['application/json']!.schema.properties.tags.items = { type: 'integer' };
    const { signature } = signed(before, after, 'request-property-type-changed');
    expect(signature).toMatchObject({ entry: 'client.thingsV2.create(...)', target: "ThingsV2CreateRequestBody['tags'][number]", before: 'string', after: 'number' });
  });

  it('an operation removed or added: the method, said removed or added, no types', () => {
    const before = thingSpec({ type: 'string' });
    const after = clone(before);
    delete after.paths['/v2/things'];
    const { signature } = signed(before, after, 'operation-removed-without-deprecation');
    expect(signature).toEqual({ entry: 'client.thingsV2.create(...)', target: undefined, before: undefined, after: undefined, present: { before: true, after: false } });
  });

  it('a request body removed as a whole: typed as the operation’s RequestBody, absent after', () => {
    const before = thingSpec({ type: 'string' });
    const after = clone(before);
    delete after.paths['/v2/things']!.post!.requestBody;
    const { signature } = signed(before, after, 'request-body-removed');
    expect(signature).toMatchObject({ entry: 'client.thingsV2.create(...)', target: 'ThingsV2CreateRequestBody', before: '{ name: string; tags?: string[]; thing?: Thing }', after: null });
  });

  it("names components as the model does when the caller passes the model's names (a collision's suffix included)", () => {
    // `paths` is a name the schema module already declares: the component's type is `pathsSchema`.
    const extra = { paths: object({ id: { type: 'string' } }) };
    const { signature } = signed(thingSpec(undefined, extra), thingSpec({ type: 'array', items: ref('paths') }, extra, []), 'response-property-added', true);
    expect(signature).toMatchObject({ target: "Thing['value']", before: null, after: 'pathsSchema[] | undefined' });
  });

  it.each(REAL_ENUM_PAIRS)('on real snapshots (%s to %s): an enum value removed shows both unions, the removed value first', (beforeName, afterName) => {
    // Found once by scanning consecutive snapshots for an enum value removed: a component property, and a query parameter.
    const pathOf = (name: string) => realSpecPaths().find((path) => snapshotName(path) === name)!;
    const before = readRealSpec(pathOf(beforeName)) as OpenApiDocument;
    const after = readRealSpec(pathOf(afterName)) as OpenApiDocument;
    const change = diffDocuments(before, after).changes.find((each) => each.id === 'request-enum-value-removed') as DriftChange;
    const signature = new SignatureReader(before, after).signatureOf(change)!;
    const removed = /"([^"]+)"/.exec(change.message)![1]!;
    expect(signature.entry).toMatch(/^client\.\w+\.\w+\(\.\.\.\)$/);
    expect(signature.target).toMatch(/^\w+(\['[^']+'\]|\[number\]|\[string\])+$/);
    expect(signature.before!.startsWith(`'${removed}'`)).toBe(true);
    expect(signature.after).not.toContain(`'${removed}'`);
    expect(signature.after).not.toBeNull();
  });
});

/** Consecutive real snapshots between which a request enum lost values. */
const REAL_ENUM_PAIRS = [
  ['2026-02-27T160210Z', '2026-03-03T132124Z'],
  ['2026-03-03T132124Z', '2026-03-03T132320Z'],
] as const;

describe('signatures of a hostile document', () => {
  it('every change of a document whose every name is hostile text gets its method or event and, where located, its types', () => {
    const { document: before } = hostileDocument();
    const after = clone(before);
    // Each schema loses its second enum value and its deprecated property: changes at hostile locations.
    for (const schema of Object.values(after.components!.schemas as Record<string, { properties: Record<string, { enum?: string[] }> }>)) {
      for (const [name, property] of Object.entries(schema.properties)) {
        if (name.endsWith(' old')) delete schema.properties[name];
        else if (property.enum && property.enum.length > 1) property.enum = property.enum.slice(0, 1);
      }
    }
    const report = diffDocuments(before, after);
    expect(report.changes.length).toBeGreaterThan(Object.keys(HOSTILE_STRINGS).length);
    const reader = new SignatureReader(before, after);
    for (const change of report.changes) {
      const signature = reader.signatureOf(change)!;
      expect(signature.entry, `${change.operation} ${change.location}`).toBeDefined();
      if (change.location !== null) expect({ change: change.location, target: signature.target === undefined, both: signature.before === null && signature.after === null }).toEqual({ change: change.location, target: false, both: false });
      for (const text of [signature.before, signature.after]) if (typeof text === 'string') expect(text.length).toBeLessThanOrEqual(TYPE_TEXT_LIMITS.length + ' | undefined'.length);
    }
  });
});
