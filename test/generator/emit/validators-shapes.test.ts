/**
 * validators.ts from a small document holding every shape a check is compiled from: imported for
 * real (with the runtime it calls) and run over bodies a server might send. Each test emits its
 * own module, so what it asserts is about the emitter's output, not a file left by another test.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { checksByKey, findDrift } from '../../../generator/runtime/validation/findings.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';
import { removeScratchDirs } from '../../support/generator-runs.ts';
import { importValidators, validatorFiles } from '../../support/validators.ts';

afterAll(removeScratchDirs);

const json = (schema: object) => ({ 'application/json': { schema } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** A spec's property name holding a quote, a backslash and a line separator. */
const ODD_NAME = `it's "odd"\\\u2028\u2029name`;

function probeDocument(): OpenApiDocument {
  return {
    openapi: '3.0.3',
    info: { title: 'Probe API', version: '1' },
    paths: {
      '/v2/probes/{id}': {
        get: {
          operationId: 'Probes V2#Show',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'OK', content: json(ref('Probe')) } },
        },
      },
      '/v2/probes': {
        get: {
          operationId: 'Probes V2#List',
          responses: { '200': { description: 'OK', content: json({ type: 'array', items: ref('Probe'), minItems: 1 }) } },
        },
      },
    },
    components: {
      schemas: {
        Probe: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            plain_string: { type: 'string' },
            code: { type: 'string', minLength: 2, maxLength: 4 },
            created_at: { type: 'string', format: 'date-time' },
            short: { type: 'string', maxLength: 3 },
            handle: { type: 'string', minLength: 1 },
            count: { type: 'integer' },
            ratio: { type: 'number' },
            small: { type: 'integer', format: 'int32' },
            wide: { type: 'integer', format: 'int64' },
            positive_wide: { type: 'integer', format: 'int64', minimum: 1 },
            score: { type: 'number', minimum: -1.5, maximum: 10 },
            open_range: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
            flag: { type: 'boolean' },
            tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 2 },
            anything: { type: 'array', items: {} },
            labels: { type: 'object', additionalProperties: { type: 'integer' } },
            maybe: { type: 'string', nullable: true },
            maybe_anything: { nullable: true },
            loose: {},
            both: { allOf: [ref('Named'), ref('Timestamped')] },
            either: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
            parent: ref('Probe'),
            [ODD_NAME]: { type: 'boolean' },
          },
          required: ['id', 'count', 'loose', ODD_NAME],
        },
        Named: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
        Timestamped: { type: 'object', properties: { at: { type: 'string', format: 'date' } }, required: ['at'] },
      },
    },
  } as unknown as OpenApiDocument;
}

/** A body the schema accepts: every required property there, every present one of its type. */
const validProbe = () => ({ id: 'p1', count: 3, loose: null, [ODD_NAME]: true });

/** The findings for `body` as `Probes V2#Show`'s answer, as `location rule expected found`. */
async function findingsFor(body: unknown, key = 'Probes V2#Show'): Promise<string[]> {
  const { responseValidators } = await importValidators(fixtureModel(probeDocument()));
  const check = checksByKey(responseValidators).get(key)!;
  return findDrift(check, body, key).map(({ location, rule, expected, found }) => `${location} ${rule} ${expected} ${found}`);
}

describe('validators.ts: what each compiled check reports', () => {
  it('accepts a body the schema describes, with properties it does not list', async () => {
    expect(await findingsFor(validProbe())).toEqual([]);
    expect(await findingsFor({ ...validProbe(), unlisted: { deep: [1] }, parent: validProbe() })).toEqual([]);
  });

  it('reports a missing required property, a spec-named one included, and nothing for a missing optional one', async () => {
    const { id: _id, [ODD_NAME]: _odd, ...rest } = validProbe();
    expect(await findingsFor(rest)).toEqual([`Probe.id response-property-removed present missing`, `Probe.${ODD_NAME} response-property-removed present missing`]);
  });

  it('reports each primitive of another type, and null where the schema is not nullable', async () => {
    const body = { ...validProbe(), plain_string: 1, count: 1.5, ratio: 'x', flag: 'yes', id: null };
    expect((await findingsFor(body)).sort()).toEqual([
      'Probe.count response-property-type-changed integer number',
      'Probe.flag response-property-type-changed boolean string',
      'Probe.id response-property-became-nullable string null',
      'Probe.plain_string response-property-type-changed string integer',
      'Probe.ratio response-property-type-changed number string',
    ]);
  });

  it('checks string formats and lengths', async () => {
    expect(await findingsFor({ ...validProbe(), code: 'abc', created_at: '2026-11-24T09:00:00Z', short: 'abc' })).toEqual([]);
    const findings = await findingsFor({ ...validProbe(), code: 'a', created_at: 'yesterday', short: 'abcd' });
    expect(findings.sort()).toEqual([
      'Probe.code response-property-constraint-changed minLength 2 string',
      'Probe.created_at format-changed date-time string',
      'Probe.short response-property-constraint-changed maxLength 3 string',
    ]);
    expect(await findingsFor({ ...validProbe(), code: 'abcde' })).toEqual(['Probe.code response-property-constraint-changed maxLength 4 string']);
    // A lower bound alone is checked too, not only a pair of bounds.
    expect(await findingsFor({ ...validProbe(), handle: 'h' })).toEqual([]);
    expect(await findingsFor({ ...validProbe(), handle: '' })).toEqual(['Probe.handle response-property-constraint-changed minLength 1 string']);
  });

  it('checks int32 and numeric bounds, negative and exclusive ones included, and takes int64 on trust', async () => {
    expect(await findingsFor({ ...validProbe(), small: 2 ** 31 - 1, wide: 2 ** 40, score: -1.5, open_range: 0.5 })).toEqual([]);
    expect(await findingsFor({ ...validProbe(), score: 10 })).toEqual([]);
    // int64 is not a range the check knows, yet a bound on it is checked.
    expect(await findingsFor({ ...validProbe(), positive_wide: 2 ** 40 })).toEqual([]);
    expect(await findingsFor({ ...validProbe(), positive_wide: 0 })).toEqual(['Probe.positive_wide response-property-constraint-changed minimum 1 integer']);
    const findings = await findingsFor({ ...validProbe(), small: 2 ** 31, score: -2, open_range: 0 });
    expect(findings.sort()).toEqual([
      'Probe.open_range response-property-constraint-changed exclusiveMinimum 0 integer',
      'Probe.score response-property-constraint-changed minimum -1.5 integer',
      'Probe.small format-changed int32 integer',
    ]);
    expect((await findingsFor({ ...validProbe(), score: 10.5, open_range: 1, small: 1.5 })).sort()).toEqual([
      'Probe.open_range response-property-constraint-changed exclusiveMaximum 1 integer',
      'Probe.score response-property-constraint-changed maximum 10 number',
      'Probe.small response-property-type-changed integer number',
    ]);
  });

  it('checks arrays (bounds and items, also of a whole body), typed map values, nullability, allOf and oneOf', async () => {
    expect(await findingsFor({ ...validProbe(), tags: ['a'], anything: [1, 'x', null], labels: { a: 1 }, maybe: null, maybe_anything: 3, both: { name: 'n', at: '2026-11-24' }, either: 4 })).toEqual([]);
    const findings = await findingsFor({ ...validProbe(), tags: [], labels: { a: 'one' }, maybe: 3, both: { at: 'soon' }, either: true });
    expect(findings.sort()).toEqual([
      'Named.name response-property-removed present missing',
      'Probe.either response-property-type-changed string boolean',
      'Probe.labels{} response-property-type-changed integer string',
      'Probe.maybe response-property-type-changed string integer',
      'Probe.tags response-property-constraint-changed minItems 1 array',
      'Timestamped.at format-changed date string',
    ]);
    expect(await findingsFor({ ...validProbe(), tags: ['a', 'b', 3] })).toEqual(['Probe.tags response-property-constraint-changed maxItems 2 array', 'Probe.tags[] response-property-type-changed string integer']);
    expect(await findingsFor([], 'Probes V2#List')).toEqual(['ProbesV2List response-property-constraint-changed minItems 1 array']);
    expect(await findingsFor([{ ...validProbe(), count: 'x' }], 'Probes V2#List')).toEqual(['Probe.count response-property-type-changed integer string']);
  });

  it('follows a $ref cycle into a nested record', async () => {
    expect((await findingsFor({ ...validProbe(), parent: { ...validProbe(), parent: { count: 'x' } } })).sort()).toEqual([
      'Probe.count response-property-type-changed integer string',
      'Probe.id response-property-removed present missing',
      `Probe.${ODD_NAME} response-property-removed present missing`,
      'Probe.loose response-property-removed present missing',
    ]);
  });

  it('writes every spec string as an escaped literal, no line separator raw, and no argument it could leave out', () => {
    const [validators] = validatorFiles(fixtureModel(probeDocument()));
    const text = validators!.content;
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain(JSON.stringify(ODD_NAME).replace('\u2028', '\\u2028').replace('\u2029', '\\u2029'));
    // Compact: its bytes ship. Trailing absent arguments are left out, an optional property that may hold anything is not written.
    expect(text).not.toMatch(/, undefined\)/);
    expect(text).toContain('$.S(undefined, 2, 4)');
    expect(text).not.toContain('"maybe_anything"');
    expect(text).toContain('["loose", $.x, 1]');
  });

  it('writes each check in its shortest form: a plain type as its one-letter check, a format or bound only when there is one', () => {
    const [validators] = validatorFiles(fixtureModel(probeDocument()));
    const text = validators!.content;
    // Every call is marked pure, so a bundler drops the checks nothing imported reaches; read without the marks.
    expect(text).not.toMatch(/(?<!\/\*#__PURE__\*\/)\$\.[A-Za-z]+\(/);
    const written = (name: string) => text.replaceAll('/*#__PURE__*/', '').match(new RegExp(`\\["${name}", (.*?)(, 1)?\\](?=, \\[|\\])`))?.[1];
    expect(written('plain_string')).toBe('$.s');
    expect(written('handle')).toBe('$.S(undefined, 1)');
    expect(written('short')).toBe('$.S(undefined, undefined, 3)');
    expect(written('created_at')).toBe('$.S("date-time")');
    expect(written('count')).toBe('$.i');
    expect(written('ratio')).toBe('$.n');
    // int64 is taken on trust: plain unless bounded, and its format is never written.
    expect(written('wide')).toBe('$.i');
    expect(written('positive_wide')).toBe('$.N(true, undefined, 1)');
    expect(written('small')).toBe('$.N(true, "int32")');
    expect(written('score')).toBe('$.N(false, undefined, -1.5, 10)');
    expect(written('open_range')).toBe('$.N(false, undefined, undefined, undefined, 0, 1)');
    expect(written('flag')).toBe('$.b');
    expect(written('maybe')).toBe('$.z($.s)');
  });

  it('opens with the banner naming its emitter and documents each table', () => {
    const [validators] = validatorFiles(fixtureModel(probeDocument()));
    expect(validators!.path).toBe('validators.ts');
    expect(validators!.content.split('\n', 1)[0]).toMatch(/^\/\/ DO NOT EDIT\. Generated by generator\/emit\/validators\.ts\b/);
    expect(validators!.content).toContain('\n/** The success body check of each operation with a JSON body, by operationId; it carries the code that runs them. */\nexport const responseValidators: ResponseCheckTable = /*#__PURE__*/withResponseValidation([\n');
    expect(validators!.content).toContain('\n/** The payload check of each webhook event, by event name. */\nexport const eventValidators: $.CheckTable = [\n');
  });
});
