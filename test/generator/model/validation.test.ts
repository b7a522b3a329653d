/**
 * The policy the validators apply, keyword by keyword, through the real model builder, emitter
 * and runtime: a document written for it (OpenAPI 3.0 and 3.1 forms, hostile names, degenerate
 * cycles) is generated, imported and run.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { checksByKey, findDrift, type RootCheck } from '../../../generator/runtime/validation/findings.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';
import { removeScratchDirs } from '../../support/generator-runs.ts';
import { importValidators } from '../../support/validators.ts';

const HOSTILE = 'evil\n*/ name\u2028';
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function documentWith(schemas: Record<string, object>, openapi = '3.0.3'): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.keys(schemas).map((name) => [`/v1/${name.toLowerCase()}`, { get: { operationId: `Probe#${name}`, responses: { '200': { description: 'OK', content: { 'application/json': { schema: ref(name) } } } } } }]),
  );
  return { openapi, info: { title: 'Policy', version: '1' }, paths, components: { schemas } } as unknown as OpenApiDocument;
}

const SCHEMAS = {
  Bounds: {
    type: 'object',
    properties: {
      short: { type: 'string', maxLength: 3 },
      long: { type: 'string', minLength: 2 },
      score: { type: 'integer', minimum: 1, maximum: 10 },
      ratio: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 1, exclusiveMaximum: true },
      list: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 2 },
      code: { type: 'string', pattern: '^(a+)+$' },
    },
  },
  Formats: {
    type: 'object',
    properties: {
      at: { type: 'string', format: 'date-time' },
      day: { type: 'string', format: 'date' },
      uid: { type: 'string', format: 'uuid' },
      small: { type: 'integer', format: 'int32' },
      big: { type: 'integer', format: 'int64' },
      other: { type: 'string', format: 'hostname-ish' },
    },
  },
  Nullables: {
    type: 'object',
    required: ['maybe', 'never'],
    properties: { maybe: { type: 'string', nullable: true }, never: { type: 'string' }, either: { anyOf: [{ type: 'string' }, { type: 'null' }] }, nulled: { allOf: [ref('Leaf')], nullable: true } },
  },
  Leaf: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
  Composed: { allOf: [ref('Leaf'), { type: 'object', required: ['extra'], properties: { extra: { type: 'boolean' } } }] },
  Union: { type: 'object', properties: { value: { oneOf: [{ type: 'string' }, { type: 'integer' }] }, shape: { oneOf: [ref('Leaf'), { type: 'array', items: { type: 'string' } }] } } },
  Maps: { type: 'object', properties: { counts: { type: 'object', additionalProperties: { type: 'integer' } } } },
  Secretive: { type: 'object', required: ['password', 'name'], properties: { password: { type: 'string', writeOnly: true }, name: { type: 'string' } } },
  Prototype: { type: 'object', required: ['__proto__', 'constructor'], properties: { __proto__: { type: 'string' }, constructor: { type: 'integer' }, toString: { type: 'string' } } },
  Hostile: { type: 'object', required: [HOSTILE], properties: { [HOSTILE]: { type: 'string' } } },
  // Cycles that never descend into a value: checking them must end.
  LoopA: { allOf: [ref('LoopB'), { type: 'object', required: ['a'], properties: { a: { type: 'string' } } }] },
  LoopB: { allOf: [ref('LoopA')] },
  AliasA: ref('AliasB'),
  AliasB: ref('AliasA'),
  Tree: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, children: { type: 'array', items: ref('Tree') } } },
};

let checks: ReadonlyMap<string, RootCheck>;
let checks31: ReadonlyMap<string, RootCheck>;

// Built by the first test that needs them, not in a beforeAll: a generator bug that breaks the
// build then fails the tests instead of skipping them (which a mutation run counts as passing).
let building: Promise<void> | undefined;
const built = () => (building ??= build());

async function build() {
  const document = documentWith(SCHEMAS);
  // JSON keeps `__proto__` as an own key, as a document read from disk does.
  (document.components!.schemas as Record<string, unknown>)['Prototype'] = JSON.parse(JSON.stringify(SCHEMAS.Prototype).replace('"properties":{', '"properties":{"__proto__":{"type":"string"},'));
  checks = checksByKey((await importValidators(fixtureModel(document))).responseValidators);
  const document31 = documentWith(
    {
      Modern: {
        type: 'object',
        properties: { maybe: { type: ['string', 'null'] }, either: { type: ['string', 'integer'] }, low: { type: 'number', exclusiveMinimum: 0 }, high: { type: 'number', exclusiveMaximum: 10 } },
      },
    },
    '3.1.0',
  );
  checks31 = checksByKey((await importValidators(fixtureModel(document31))).responseValidators);
}
afterAll(() => removeScratchDirs());

/** `rule location expected found` per finding, for one probe and body. */
function found(name: string, body: unknown, table = checks): string[] {
  return findDrift(table.get(`Probe#${name}`)!, body, `GET /v1/${name.toLowerCase()}`).map((finding) => `${finding.rule} ${finding.location} ${finding.expected} ${finding.found}`).sort();
}

describe('bounds', () => {
  it('lengths count code points, numbers honour both exclusive forms, items are counted', async () => {
    await built();
    expect(found('Bounds', { short: 'abc', long: 'ab', score: 1, ratio: 0.5, list: ['a'] })).toEqual([]);
    expect(found('Bounds', { short: '😀😀😀' })).toEqual([]);
    expect(found('Bounds', { short: 'abcd', long: '😀', score: 11, ratio: 1, list: [] })).toEqual([
      'response-property-constraint-changed Bounds.list minItems 1 array',
      'response-property-constraint-changed Bounds.long minLength 2 string',
      'response-property-constraint-changed Bounds.ratio exclusiveMaximum 1 integer',
      'response-property-constraint-changed Bounds.score maximum 10 integer',
      'response-property-constraint-changed Bounds.short maxLength 3 string',
    ]);
    expect(found('Bounds', { score: 0, ratio: 0, list: ['a', 'b', 'c'] })).toEqual([
      'response-property-constraint-changed Bounds.list maxItems 2 array',
      'response-property-constraint-changed Bounds.ratio exclusiveMinimum 0 integer',
      'response-property-constraint-changed Bounds.score minimum 1 integer',
    ]);
    expect(found('Modern', { low: 0, high: 10 }, checks31)).toEqual(['response-property-constraint-changed Modern.high exclusiveMaximum 10 integer', 'response-property-constraint-changed Modern.low exclusiveMinimum 0 integer']);
  });

  it('a pattern is not checked: the spec’s regex never runs on a response (this one backtracks catastrophically)', async () => {
    await built();
    const started = Date.now();
    expect(found('Bounds', { code: `${'a'.repeat(40)}!` })).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('formats', () => {
  it('date-time, date, uuid and int32 are checked; int64 and unknown formats are taken on trust', async () => {
    await built();
    const good = { at: '2021-08-17T13:28:57.801578Z', day: '2021-08-17', uid: '761722cd-d1d7-477b-ac7e-90f9e079dc33', small: 2147483647, big: 2 ** 40, other: 'anything' };
    expect(found('Formats', good)).toEqual([]);
    expect(found('Formats', { at: '2021-08-17T13:28:57+01:00' })).toEqual([]);
    expect(found('Formats', { at: '2021-13-17T13:28:57Z', day: '17/08/2021', uid: 'not-a-uuid', small: 2147483648, big: 1.5 })).toEqual([
      'format-changed Formats.at date-time string',
      'format-changed Formats.day date string',
      'format-changed Formats.small int32 integer',
      'format-changed Formats.uid uuid string',
      'response-property-type-changed Formats.big integer number',
    ]);
  });
});

describe('nullability and types', () => {
  it('null is a finding only where the schema does not admit it, in each way a schema says it does', async () => {
    await built();
    expect(found('Nullables', { maybe: null, never: 'x', either: null, nulled: null })).toEqual([]);
    expect(found('Nullables', { maybe: 'x', never: null })).toEqual(['response-property-became-nullable Nullables.never string null']);
    expect(found('Modern', { maybe: null, either: 3 }, checks31)).toEqual([]);
    expect(found('Modern', { either: true }, checks31)).toEqual(['response-property-type-changed Modern.either string boolean']);
  });

  it('allOf requires what each member requires; oneOf is clean when any member is', async () => {
    await built();
    expect(found('Composed', { id: 'x', extra: true })).toEqual([]);
    expect(found('Composed', { extra: 'yes' })).toEqual(['response-property-removed Leaf.id present missing', 'response-property-type-changed Composed.extra boolean string']);
    expect(found('Union', { value: 3, shape: ['a'] })).toEqual([]);
    expect(found('Union', { value: 'x', shape: { id: 'y' } })).toEqual([]);
    expect(found('Union', { value: false, shape: {} })).toEqual(['response-property-removed Leaf.id present missing', 'response-property-type-changed Union.value string boolean']);
  });

  it("a map's values are located at `{}`, whatever their keys", async () => {
    await built();
    expect(found('Maps', { counts: { a: 1, b: 2 } })).toEqual([]);
    expect(found('Maps', { counts: { first: 'x', second: 'y' } })).toEqual(['response-property-type-changed Maps.counts{} integer string']);
  });

  it('a required writeOnly property is never missing from a response', async () => {
    await built();
    expect(found('Secretive', { name: 'x' })).toEqual([]);
  });

  it('property names that are Object.prototype members are read as own properties only', async () => {
    await built();
    expect(found('Prototype', JSON.parse('{"__proto__": "x", "constructor": 1, "toString": "y"}'))).toEqual([]);
    expect(found('Prototype', {})).toEqual(['response-property-removed Prototype.__proto__ present missing', 'response-property-removed Prototype.constructor present missing']);
  });
});

describe('names and cycles', () => {
  it('a hostile property name stays data: the module loads, the location keeps it, the message shows it escaped on one line', async () => {
    await built();
    const findings = findDrift(checks.get('Probe#Hostile')!, {}, 'GET /v1/hostile');
    expect(findings.map((finding) => finding.location)).toEqual([`Hostile.${HOSTILE}`]);
    expect(findings[0]!.message).not.toMatch(/[\n\u2028]/);
    expect(findings[0]!.message).toContain('Hostile.evil\\u000a*/ name\\u2028');
  });

  it('cycles that never descend end, and the recursion that does descend checks every level', async () => {
    await built();
    expect(found('LoopA', { a: 1 })).toEqual(['response-property-type-changed LoopA.a string integer']);
    expect(found('AliasA', 'anything')).toEqual([]);
    const deep = { name: 'root', children: [{ name: 'a', children: [{ name: 'b', children: [{ children: [] }] }] }] };
    expect(found('Tree', deep)).toEqual(['response-property-removed Tree.name present missing']);
  });
});
