/**
 * Every rule's level and direction, asserted from one table over the registry: a rule added to
 * the registry without a row here fails, and so does a row whose level or direction the registry
 * or the reported change disagrees with. Each row drives a change that fires the rule. Rows on
 * schemas place the same change once reached from a request and once from a response: the rule
 * must fire exactly where its direction says. Rows on whole documents also diff the change
 * backwards, and name what that reports.
 */
import { describe, expect, it } from 'vitest';
import { SnapshotHistory } from '../../../../generator/drift/history.ts';
import type { DiffOptions } from '../../../../generator/drift/report.ts';
import { RULES, type Direction, type Level } from '../../../../generator/drift/rules/registry.ts';
import type { OpenApiDocument } from '../../../../generator/load/document.ts';
import { diff, ids, jsonContent, object, ok, ref, spec, withId } from '../fixtures.ts';

type Json = Record<string, unknown>;

interface SchemaRow {
  level: Level;
  direction: Direction;
  /** The component `Thing` before and after. */
  thing: [Json, Json];
}
interface DocumentRow {
  level: Level;
  direction: Direction;
  documents: [OpenApiDocument, OpenApiDocument];
  options?: DiffOptions;
  /** Every rule id the change reports when diffed from after to before. */
  reverse: string[];
}
type Row = SchemaRow | DocumentRow;

// `Thing` reached only from a request body, or only from a response.
const asRequest = (thing: Json) =>
  spec({ paths: { '/v1/things': { post: { operationId: 'Things V1#Create', requestBody: { required: true, ...jsonContent(ref('Thing')) }, responses: ok({ type: 'string' }) } } }, schemas: { Thing: thing } });
const asResponse = (thing: Json) => spec({ paths: { '/v1/things': { get: { operationId: 'Things V1#List', responses: ok(ref('Thing')) } } }, schemas: { Thing: thing } });

const text = { type: 'string' };
const named = (extra: Json = {}, required: string[] = ['name']) => object({ name: { type: 'string', maxLength: 50, ...extra } }, required);
const kinds = (values: string[]) => object({ kind: { type: 'string', enum: values } }, ['kind']);

const operation = (operationId: string, deprecated = false) => ({ operationId, deprecated, responses: ok({ type: 'string' }) });
const withOld = (deprecated: boolean) => spec({ paths: { '/v1/old': { get: operation('Old V1#List', deprecated) }, '/v2/new': { get: operation('New V2#List') } } });
const withoutOld = spec({ paths: { '/v2/new': { get: operation('New V2#List') } } });
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
function deprecatedSince(iso: string): SnapshotHistory {
  const history = new SnapshotHistory();
  history.add(day(iso), withOld(true));
  return history;
}

const followUps = (deprecated: boolean) =>
  spec({ paths: { '/v2/follow_ups': { get: operation('Follow-ups V2#List', deprecated) }, '/v3/follow_ups': { get: operation('Follow-ups V3#List') } } });
const list = (parameters: unknown[]) => spec({ paths: { '/v2/incidents': { get: { operationId: 'Incidents V2#List', parameters, responses: ok({ type: 'string' }) } } } });
const page = (extra: Json = {}, schema: Json = { type: 'integer', maximum: 250 }) => ({ name: 'page_size', in: 'query', schema, ...extra });
const withBody = (requestBody?: Json) => spec({ paths: { '/v1/a': { post: { operationId: 'A V1#Create', ...(requestBody ? { requestBody } : {}), responses: ok({ type: 'string' }) } } } });
const optionalBody = jsonContent({ type: 'object' });
const requiredBody = { required: true, ...jsonContent({ type: 'object' }) };
const twoMedia = { content: { 'application/json': { schema: { type: 'object' } }, 'text/plain': { schema: { type: 'string' } } } };
const responses = (answers: Json) => spec({ paths: { '/a': { post: { operationId: 'A V1#Create', responses: answers } } } });
const twoTypes = { '200': { description: 'OK', content: { 'application/json': { schema: {} }, 'text/csv': { schema: {} } } } };
const events = (present: boolean) =>
  spec({ paths: { '/v1/x': { get: operation('X V1#Get') } }, webhooks: present ? { '/x-webhooks/schedule.updated_v1': { get: { operationId: 'ScheduleUpdatedV1', responses: ok({}) } } } : {} });

/** One row per rule: the level and direction the reference's versioning policy gives it. */
const TABLE: Record<string, Row> = {
  'operation-added': { level: 'info', direction: 'both', documents: [withoutOld, withOld(false)], reverse: ['operation-removed-without-deprecation'] },
  'operation-removed-without-deprecation': { level: 'error', direction: 'both', documents: [withOld(false), withoutOld], reverse: ['operation-added'] },
  'operation-removed-before-deprecation-window': {
    level: 'error',
    direction: 'both',
    documents: [withOld(true), withoutOld],
    options: { history: deprecatedSince('2026-02-01'), comparedAt: day('2026-03-15') },
    reverse: ['operation-added'],
  },
  'operation-removed-deprecated': { level: 'warning', direction: 'both', documents: [withOld(true), withoutOld], reverse: ['operation-added'] },
  'operation-removed-after-deprecation-window': {
    level: 'info',
    direction: 'both',
    documents: [withOld(true), withoutOld],
    options: { history: deprecatedSince('2026-01-01'), comparedAt: day('2026-06-01') },
    reverse: ['operation-added'],
  },
  'operation-id-added': { level: 'warning', direction: 'both', documents: [spec({ paths: { '/a': { get: { responses: ok({ type: 'string' }) } } } }), spec({ paths: { '/a': { get: operation('A V2#List') } } })], reverse: ['operation-id-changed'] },
  'operation-id-changed': { level: 'warning', direction: 'both', documents: [spec({ paths: { '/a': { get: operation('A V2#List') } } }), spec({ paths: { '/a': { get: operation('B V2#List') } } })], reverse: ['operation-id-changed'] },

  'operation-deprecated': { level: 'info', direction: 'both', documents: [followUps(false), followUps(true)], reverse: ['operation-undeprecated'] },
  'operation-undeprecated': { level: 'info', direction: 'both', documents: [followUps(true), followUps(false)], reverse: ['operation-deprecated'] },
  'parameter-deprecated': { level: 'info', direction: 'request', documents: [list([page()]), list([page({ deprecated: true })])], reverse: [] },
  'property-deprecated': { level: 'info', direction: 'both', thing: [object({ id: text }), object({ id: { ...text, deprecated: true } })] },

  'request-parameter-added-required': { level: 'error', direction: 'request', documents: [list([]), list([page({ required: true })])], reverse: ['request-parameter-removed'] },
  'request-parameter-added-optional': { level: 'info', direction: 'request', documents: [list([]), list([page()])], reverse: ['request-parameter-removed'] },
  'request-parameter-removed': { level: 'warning', direction: 'request', documents: [list([page()]), list([])], reverse: ['request-parameter-added-optional'] },
  'request-parameter-became-required': { level: 'error', direction: 'request', documents: [list([page()]), list([page({ required: true })])], reverse: ['request-parameter-became-optional'] },
  'request-parameter-became-optional': { level: 'info', direction: 'request', documents: [list([page({ required: true })]), list([page()])], reverse: ['request-parameter-became-required'] },
  'request-parameter-type-changed': { level: 'error', direction: 'request', documents: [list([page({}, { type: 'integer' })]), list([page({}, { type: 'string' })])], reverse: ['request-parameter-type-changed'] },
  'request-parameter-constraint-narrowed': {
    level: 'error',
    direction: 'request',
    documents: [list([page()]), list([page({}, { type: 'integer', maximum: 100 })])],
    reverse: ['request-parameter-constraint-widened'],
  },
  'request-parameter-constraint-widened': {
    level: 'info',
    direction: 'request',
    documents: [list([page()]), list([page({}, { type: 'integer', maximum: 500 })])],
    reverse: ['request-parameter-constraint-narrowed'],
  },

  'request-body-added-required': { level: 'error', direction: 'request', documents: [withBody(), withBody(requiredBody)], reverse: ['request-body-removed'] },
  'request-body-became-required': { level: 'error', direction: 'request', documents: [withBody(optionalBody), withBody(requiredBody)], reverse: ['request-body-became-optional'] },
  'request-body-became-optional': { level: 'info', direction: 'request', documents: [withBody(requiredBody), withBody(optionalBody)], reverse: ['request-body-became-required'] },
  'request-body-removed': { level: 'warning', direction: 'request', documents: [withBody(requiredBody), withBody()], reverse: ['request-body-added-required'] },
  'request-media-type-removed': { level: 'error', direction: 'request', documents: [withBody(twoMedia), withBody(optionalBody)], reverse: [] },
  'request-property-added-required': { level: 'error', direction: 'request', thing: [object({ id: text }), object({ id: text, name: text }, ['name'])] },
  'request-property-added-optional': { level: 'info', direction: 'request', thing: [object({ id: text }), object({ id: text, name: text })] },
  'request-property-removed': { level: 'warning', direction: 'request', thing: [object({ id: text, name: text }), object({ id: text })] },
  'request-property-became-required': { level: 'error', direction: 'request', thing: [named({}, []), named()] },
  'request-property-became-optional': { level: 'info', direction: 'request', thing: [named(), named({}, [])] },
  'request-property-type-changed': { level: 'error', direction: 'request', thing: [object({ count: { type: 'integer' } }), object({ count: { type: 'string' } })] },
  'request-property-became-non-nullable': { level: 'error', direction: 'request', thing: [named({ nullable: true }), named()] },
  'request-property-constraint-narrowed': { level: 'error', direction: 'request', thing: [named(), named({ maxLength: 20 })] },
  'request-property-constraint-widened': { level: 'info', direction: 'request', thing: [named(), named({ maxLength: 80 })] },

  'response-success-removed': { level: 'error', direction: 'response', documents: [responses({ ...ok({}), ...ok({}, '201') }), responses(ok({}))], reverse: ['response-success-added'] },
  'response-success-added': { level: 'info', direction: 'response', documents: [responses(ok({})), responses({ ...ok({}), ...ok({}, '201') })], reverse: ['response-success-removed'] },
  'response-media-type-removed': { level: 'error', direction: 'response', documents: [responses(twoTypes), responses(ok({}))], reverse: [] },
  'response-property-removed': { level: 'error', direction: 'response', thing: [object({ id: text, name: text }), object({ id: text })] },
  'response-property-added': { level: 'info', direction: 'response', thing: [object({ id: text }), object({ id: text, name: text })] },
  'response-property-became-optional': { level: 'error', direction: 'response', thing: [named(), named({}, [])] },
  'response-property-became-required': { level: 'info', direction: 'response', thing: [named({}, []), named()] },
  'response-property-became-nullable': { level: 'error', direction: 'response', thing: [named(), named({ nullable: true })] },
  'response-property-type-changed': { level: 'error', direction: 'response', thing: [object({ count: { type: 'integer' } }), object({ count: { type: 'string' } })] },
  'response-property-constraint-changed': { level: 'info', direction: 'response', thing: [named(), named({ maxLength: 20 })] },

  'request-enum-value-removed': { level: 'error', direction: 'request', thing: [kinds(['a', 'b']), kinds(['a'])] },
  'request-enum-value-added': { level: 'info', direction: 'request', thing: [kinds(['a']), kinds(['a', 'b'])] },
  'response-enum-value-added': { level: 'info', direction: 'response', thing: [kinds(['a']), kinds(['a', 'b'])] },
  'response-enum-value-removed': { level: 'info', direction: 'response', thing: [kinds(['a', 'b']), kinds(['a'])] },

  'format-changed': { level: 'info', direction: 'both', thing: [object({ id: { ...text, format: 'uuid' } }), object({ id: text })] },

  'event-added': { level: 'info', direction: 'response', documents: [events(false), events(true)], reverse: ['event-removed'] },
  'event-removed': { level: 'error', direction: 'response', documents: [events(true), events(false)], reverse: ['event-added'] },
};

const firesFrom = (direction: Direction) => ({ request: direction !== 'response', response: direction !== 'request' });

describe('every rule, its level and its direction', () => {
  it('the table has a row for every registered rule, and no row for a rule that is not registered', () => {
    expect(Object.keys(TABLE).sort()).toEqual(RULES.map((rule) => rule.id).sort());
  });

  describe.each(RULES.map((rule) => [rule.id, rule] as const))('%s', (id, rule) => {
    const row = TABLE[id];

    it('has the level and direction the table gives it', () => {
      expect(row, `add a row for ${id} to the table in levels.test.ts`).toBeDefined();
      expect({ level: rule.level, direction: rule.direction }).toEqual({ level: row!.level, direction: row!.direction });
    });

    it('fires at that level, where its direction says, and the reverse change reports its counterpart', () => {
      if (!row) throw new Error(`no row for ${id} in levels.test.ts`);
      if ('thing' in row) {
        const fires = firesFrom(row.direction);
        for (const [side, place] of [['request', asRequest], ['response', asResponse]] as const) {
          const changes = withId(diff(place(row.thing[0]), place(row.thing[1])), id);
          expect(changes.length > 0, `${id} reached from a ${side}`).toBe(fires[side]);
          for (const change of changes) expect(change.level).toBe(row.level);
        }
      } else {
        const changes = withId(diff(row.documents[0], row.documents[1], row.options), id);
        expect(changes.length).toBeGreaterThan(0);
        for (const change of changes) expect(change.level).toBe(row.level);
        if (row.direction === 'request') expect(changes.every((change) => /^[A-Z]+ \//.test(change.operation ?? ''))).toBe(true);
        expect(ids(diff(row.documents[1], row.documents[0], row.options))).toEqual(row.reverse);
      }
    });
  });
});
