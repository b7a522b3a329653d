/**
 * What every rule tells the reader, over the same one-row-per-rule table as levels.test.ts: a
 * message that names what changed (the field, status, header, operation, values, before and
 * after) and never prints `undefined` or an object; and symbols that name the operation's
 * generated type. A rule that forgot to pass a fact to its message fails here.
 */
import { describe, expect, it } from 'vitest';
import { RULES } from '../../../../generator/drift/rules/registry.ts';
import { diff, object, ok, spec, withId } from '../fixtures.ts';
import { asRequest, asResponse, operation } from './levels/rows.ts';
import { TABLE } from './levels/table.ts';

/** Every change each row's documents report under its rule, from every side the rule fires on. */
function changesOf(id: string) {
  const row = TABLE[id]!;
  if (!('thing' in row)) return withId(diff(row.documents[0], row.documents[1], row.options), id);
  return [asRequest, asResponse].flatMap((place) => withId(diff(place(row.thing[0], row.openapi), place(row.thing[1], row.openapi)), id));
}

describe('every rule’s message', () => {
  it.each(RULES.map((rule) => rule.id))('%s: says what changed, with no undefined, object or empty part', (id) => {
    const changes = changesOf(id);
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) {
      expect(change.message).not.toMatch(/undefined|\[object |\(\)|: :|^\s*:/);
      expect(change.message.trim()).toBe(change.message);
      expect(change.message.length).toBeGreaterThan(10);
      // A change placed on a component names the field it is about.
      if (change.location?.includes('.')) expect(change.message).toContain(change.location.slice(change.location.indexOf('.') + 1).replace(/\(.*?\)\.?/g, '').split('.').at(-1)!);
      // Operation-level changes name the generated type of their operation or event.
      expect(change.symbols.length, `${id} symbols`).toBeGreaterThan(0);
    }
  });
});

describe('facts each message carries', () => {
  const message = (id: string) => changesOf(id)[0]!.message;

  it('operations: the operationId, the window, the days and the day deprecation began', () => {
    expect(message('operation-added')).toBe('operation added (Old V1#List)');
    expect(message('operation-removed-without-deprecation')).toBe('operation removed without deprecation (Old V1#List)');
    expect(message('operation-removed-before-deprecation-window')).toBe('operation removed 42 days after its deprecation (deprecated since 2026-02-01, by the snapshot history), before the 91-day window ran out (Old V1#List)');
    expect(message('operation-removed-after-deprecation-window')).toBe('deprecated operation removed after 151 days (deprecated since 2026-01-01, by the snapshot history) (Old V1#List)');
    expect(message('operation-removed-before-sunset')).toBe('operation removed before its announced sunset date 2026-09-01 (Old V1#List)');
    expect(message('operation-removed-after-sunset')).toBe('operation removed after its announced sunset date 2026-03-01 (Old V1#List)');
    expect(message('operation-removed-deprecated')).toContain('(Old V1#List)');
  });

  it('events: the event operationId', () => {
    for (const id of ['event-added', 'event-removed']) expect(message(id)).toMatch(/^event (added|removed) \(\w/);
  });

  it('security: the requirements before and after, scopes in brackets, schemes joined, none as anonymous', () => {
    expect(message('security-added')).toBe('now requires credentials (["bearer"]) where anonymous calls were accepted');
    expect(message('security-removed')).toBe('no longer requires credentials (was ["bearer"])');
    expect(message('security-scope-added')).toBe('requires more scopes: ["oauth[read]"] -> ["oauth[read write]"]');
    expect(message('security-changed')).toBe('accepts none of the credentials it did: ["bearer"] -> ["apiKey"]');
    const secured = (security: unknown[]) => spec({ paths: { '/v2/incidents': { get: { operationId: 'Incidents V2#List', security, responses: ok({ type: 'string' }) } } } });
    expect(diff(secured([{}]), secured([{}, { bearer: [], key: ['a', 'b'] }]))[0]!.message).toBe('accepts more credentials: ["anonymous"] -> ["anonymous","bearer + key[a b]"]');
  });

  it('unions: the options by keyword and name, and which part of the discriminator changed', () => {
    expect(message('request-option-removed')).toBe('(request body): request no longer accepts oneOf #1');
    expect(message('response-option-added')).toBe('(response body): response may also be oneOf #1');
    expect(message('request-discriminator-changed')).toBe('(request body): discriminator propertyName changed from "kind" to "type"');
    const mapped = (mapping: Record<string, string>) => ({ oneOf: [object({ kind: { type: 'string' } })], discriminator: { propertyName: 'kind', mapping } });
    const mapping = withId(diff(asRequest(mapped({ cat: '#/components/schemas/Cat', dog: '#/x' })), asRequest(mapped({ dog: '#/x' }))), 'request-discriminator-changed');
    expect(mapping.map((change) => change.message)).toEqual(['(request body): discriminator mapping changed from ["cat"] to none']);
  });

  it('responses: the status, media type and header', () => {
    expect(message('response-success-removed')).toBe('success response 201 removed');
    expect(message('response-success-added')).toBe('success response 201 added');
    expect(message('response-media-type-removed')).toBe('response 200: media type text/csv no longer returned');
    expect(message('response-non-success-added')).toMatch(/^response 4\d\d documented$/);
    expect(message('response-non-success-removed')).toMatch(/^response 4\d\d no longer documented$/);
    for (const id of ['response-required-header-removed', 'response-optional-header-removed', 'response-header-added', 'response-header-became-optional', 'response-header-type-changed']) {
      expect(message(id), id).toMatch(/^response 200: (required |optional )?header X-RateLimit-Limit /i);
    }
    expect(message('response-header-type-changed')).toMatch(/type changed from "integer" to "string"$/);
  });

  it('request bodies and parameters: the media type and the parameter, where it sits', () => {
    expect(message('request-media-type-removed')).toBe('request media type text/plain no longer accepted');
    for (const id of ['request-parameter-added-required', 'request-parameter-added-optional', 'request-parameter-removed', 'request-parameter-became-required', 'request-parameter-became-optional', 'parameter-deprecated']) {
      expect(message(id), id).toMatch(/^\w+ \((query|header|path|cookie) parameter\): /);
    }
    expect(message('request-parameter-style-changed')).toMatch(/: serialisation (style|explode) changed from .+ to .+$/);
  });

  it('lists: every value, option and renamed parameter, comma-separated', () => {
    const status = (values: string[]) => object({ status: { type: 'string', enum: values } });
    expect(withId(diff(asResponse(status(['a'])), asResponse(status(['a', 'b', 'c']))), 'response-enum-value-added')[0]!.message).toBe('status: response enum may return "b", "c"');
    const options = (count: number) => ({ oneOf: Array.from({ length: count }, (_, i) => object({ [`p${i}`]: { type: 'string' } })) });
    expect(withId(diff(asResponse(options(1)), asResponse(options(3))), 'response-option-added')[0]!.message).toBe('(response body): response may also be oneOf #1, oneOf #2');
    const keyed = (path: string) => spec({ paths: { [path]: { get: operation('Keys V1#Show') } } });
    expect(withId(diff(keyed('/v1/teams/{id}/keys/{key}'), keyed('/v1/teams/{team_id}/keys/{key_id}')), 'path-parameter-renamed')[0]!.message).toBe(
      'path parameter renamed (id -> team_id, key -> key_id): path key "/v1/teams/{id}/keys/{key}" is now "/v1/teams/{team_id}/keys/{key_id}", params.path names change',
    );
  });

  it('deprecations name the successor the document gives, or say none is named', () => {
    const deprecated = (extra: Record<string, unknown>) => spec({ paths: { '/v1/a': { get: { ...operation('A V1#List', true), ...extra } } } });
    const deprecations = (extra: Record<string, unknown>) => withId(diff(spec({ paths: { '/v1/a': { get: operation('A V1#List') } } }), deprecated(extra)), 'operation-deprecated');
    expect(deprecations({ 'x-successor': 'GET /v2/a' })[0]!.message).toBe('operation deprecated (A V1#List); use GET /v2/a instead');
    expect(deprecations({})[0]!.message).toBe('operation deprecated (A V1#List); no successor named');
  });

  it('an operationId change says whether the generated type names stay', () => {
    const named = (operationId: string) => spec({ paths: { '/v1/a': { get: operation(operationId) } } });
    expect(withId(diff(named('A V1#List'), named('A V1 List')), 'operation-id-changed')[0]!.message).toBe('operationId changed from "A V1#List" to "A V1 List" (generated type names unchanged; tables keyed by operationId change)');
    expect(withId(diff(named('A V1#List'), named('B V1#List')), 'operation-id-changed')[0]!.message).toBe('operationId changed from "A V1#List" to "B V1#List"');
  });
});
