/**
 * The json-schema family: JSON Schema 2020-12 keywords appearing, going or changing value, judged
 * by direction and located at the keyword's step; and changes inside their sub-schemas found,
 * judged by the other families' rules and located through the step (`Thing.(then).card`).
 */
import { describe, expect, it } from 'vitest';
import { parseIgnore } from '../../../../generator/drift/ignore.ts';
import { diffDocuments } from '../../../../generator/drift/report.ts';
import { diff, ids, jsonContent, object, ok, ref, spec, withId } from '../fixtures.ts';
import { asRequest as asRequest30, asResponse as asResponse30, text, type Json } from './levels/rows.ts';

/** `Thing` reached from a request or a response, in OpenAPI 3.1 documents (the keywords are JSON Schema 2020-12's). */
const asRequest = (thing: Json) => asRequest30(thing, '3.1.0');
const asResponse = (thing: Json) => asResponse30(thing, '3.1.0');
const spec31 = (parts: Parameters<typeof spec>[0]) => ({ ...spec(parts), openapi: '3.1.0' });

/** Every change `Thing` before -> after reports, reached from a request and from a response. */
const both = (before: Json, after: Json) => ({ request: diff(asRequest(before), asRequest(after)), response: diff(asResponse(before), asResponse(after)) });
const brief = (changes: ReturnType<typeof diff>) => changes.map(({ id, level, location }) => ({ id, level, location }));

const tags = (extra: Json = {}) => object({ tags: { type: 'array', items: text, ...extra } });
const conditional = (extra: Json) => ({ ...object({ kind: text, card: text }), if: object({ kind: { const: 'card' } }, ['kind']), ...extra });

describe('json-schema rules: a keyword appearing, going or changing value', () => {
  it('contains: added narrows a request (error) and a response (info); removed widens both, an error for a response; located at the step', () => {
    const added = both(tags(), tags({ contains: { type: 'string' } }));
    expect(brief(added.request)).toEqual([{ id: 'request-contains-narrowed', level: 'error', location: 'Thing.tags.(contains)' }]);
    expect(brief(added.response)).toEqual([{ id: 'response-contains-narrowed', level: 'info', location: 'Thing.tags.(contains)' }]);
    const removed = both(tags({ contains: { type: 'string' } }), tags());
    expect(brief(removed.request)).toEqual([{ id: 'request-contains-widened', level: 'info', location: 'Thing.tags.(contains)' }]);
    expect(brief(removed.response)).toEqual([{ id: 'response-contains-widened', level: 'error', location: 'Thing.tags.(contains)' }]);
    expect(added.request[0]!.message).toBe('tags.(contains): a schema added (the request accepts fewer arrays)');
  });

  it('minContains raised and maxContains lowered narrow; their defaults (1, none) count; without contains they mean nothing', () => {
    const contains = { contains: text };
    const request = (before: Json, after: Json) => brief(diff(asRequest(tags(before)), asRequest(tags(after))));
    expect(request(contains, { ...contains, minContains: 2 })).toEqual([{ id: 'request-contains-narrowed', level: 'error', location: 'Thing.tags.(minContains)' }]);
    expect(request({ ...contains, minContains: 2 }, contains)).toEqual([{ id: 'request-contains-widened', level: 'info', location: 'Thing.tags.(minContains)' }]);
    expect(request(contains, { ...contains, maxContains: 3 })).toEqual([{ id: 'request-contains-narrowed', level: 'error', location: 'Thing.tags.(maxContains)' }]);
    expect(request({ ...contains, maxContains: 3 }, { ...contains, maxContains: 5 })).toEqual([{ id: 'request-contains-widened', level: 'info', location: 'Thing.tags.(maxContains)' }]);
    expect(request({ ...contains, minContains: 1 }, contains)).toEqual([]);
    expect(request({ minContains: 1 }, { minContains: 5, maxContains: 1 })).toEqual([]);
    const response = brief(diff(asResponse(tags({ ...contains, maxContains: 3 })), asResponse(tags(contains))));
    expect(response).toEqual([{ id: 'response-contains-widened', level: 'error', location: 'Thing.tags.(maxContains)' }]);
    expect(diff(asRequest(tags(contains)), asRequest(tags({ ...contains, minContains: 2 })))[0]!.message).toBe('tags.(minContains): 1 -> 2 (the request accepts fewer arrays)');
  });

  it('prefixItems: a position gained narrows, lost widens; a closed tuple (items: false) turns both round; a position handed to another schema harms each direction', () => {
    const tuple = (prefixItems: unknown[], extra: Json = {}) => ({ type: 'array', prefixItems, ...extra });
    const request = (before: Json, after: Json) => brief(diff(asRequest(before), asRequest(after)));
    const response = (before: Json, after: Json) => brief(diff(asResponse(before), asResponse(after)));
    expect(request(tuple([text]), tuple([text, text]))).toEqual([{ id: 'request-prefix-items-narrowed', level: 'error', location: 'Thing.(prefixItems[1])' }]);
    expect(request(tuple([text, text]), tuple([text]))).toEqual([{ id: 'request-prefix-items-widened', level: 'info', location: 'Thing.(prefixItems[1])' }]);
    expect(request(tuple([text, text], { items: false }), tuple([text], { items: false }))).toEqual([{ id: 'request-prefix-items-narrowed', level: 'error', location: 'Thing.(prefixItems[1])' }]);
    expect(response(tuple([text], { items: false }), tuple([text, text], { items: false }))).toEqual([{ id: 'response-prefix-items-widened', level: 'error', location: 'Thing.(prefixItems[1])' }]);
    expect(response(tuple([text, text]), tuple([text]))).toEqual([{ id: 'response-prefix-items-widened', level: 'error', location: 'Thing.(prefixItems[1])' }]);
    expect(response(tuple([text]), tuple([text, text]))).toEqual([{ id: 'response-prefix-items-narrowed', level: 'info', location: 'Thing.(prefixItems[1])' }]);
    // Position 1 went from `items` (integers) to a string of its own: neither side's payloads all pass the other.
    const handed = [tuple([text], { items: { type: 'integer' } }), tuple([text, text], { items: { type: 'integer' } })] as const;
    expect(request(...handed)).toEqual([{ id: 'request-prefix-items-narrowed', level: 'error', location: 'Thing.(prefixItems[1])' }]);
    expect(response(...handed)).toEqual([{ id: 'response-prefix-items-widened', level: 'error', location: 'Thing.(prefixItems[1])' }]);
    expect(diff(asRequest(handed[0]), asRequest(handed[1]))[0]!.message).toBe('(prefixItems[1]): replaced by another schema (the request accepts fewer tuples)');
    // The position written out as what `items` already said changes nothing.
    expect(request(tuple([text], { items: text }), tuple([text, text], { items: text }))).toEqual([]);
  });

  it('then/else: added narrows, removed widens; without an if they mean nothing; an if that changed is a warning both ways', () => {
    const then = { then: { required: ['card'] } };
    const added = both(conditional({}), conditional(then));
    expect(brief(added.request)).toEqual([{ id: 'request-conditional-narrowed', level: 'error', location: 'Thing.(then)' }]);
    expect(brief(added.response)).toEqual([{ id: 'response-conditional-narrowed', level: 'info', location: 'Thing.(then)' }]);
    const removedElse = both(conditional({ else: { required: ['card'] } }), conditional({}));
    expect(brief(removedElse.request)).toEqual([{ id: 'request-conditional-widened', level: 'info', location: 'Thing.(else)' }]);
    expect(brief(removedElse.response)).toEqual([{ id: 'response-conditional-widened', level: 'error', location: 'Thing.(else)' }]);
    // An if appearing brings its then into force.
    const unconditional = object({ kind: text, card: text });
    expect(ids(diff(asRequest({ ...unconditional, ...then }), asRequest(conditional(then))))).toEqual(['request-conditional-narrowed']);
    expect(ids(diff(asRequest(unconditional), asRequest({ ...unconditional, ...then })))).toEqual([]);
    const changedIf = { ...conditional(then), if: object({ kind: { const: 'bank' } }, ['kind']) };
    const changed = both(conditional(then), changedIf);
    expect(brief(changed.request)).toEqual([{ id: 'request-conditional-changed', level: 'warning', location: 'Thing.(if)' }]);
    expect(brief(changed.response)).toEqual([{ id: 'response-conditional-changed', level: 'warning', location: 'Thing.(if)' }]);
    expect(changed.request[0]!.message).toBe('(if): if condition changed: a request may now have to meet the other branch');
  });

  it('dependentRequired: names added narrow, removed widen, both is harmful each way; a key added or removed counts as its names', () => {
    const dependent = (map: Json) => ({ type: 'object', dependentRequired: map });
    const request = (before: Json, after: Json) => brief(diff(asRequest(dependent(before)), asRequest(dependent(after))));
    const response = (before: Json, after: Json) => brief(diff(asResponse(dependent(before)), asResponse(dependent(after))));
    const at = 'Thing.(dependentRequired[card])';
    expect(request({ card: ['expiry'] }, { card: ['expiry', 'cvc'] })).toEqual([{ id: 'request-dependent-required-narrowed', level: 'error', location: at }]);
    expect(request({ card: ['expiry', 'cvc'] }, { card: ['expiry'] })).toEqual([{ id: 'request-dependent-required-widened', level: 'info', location: at }]);
    expect(request({}, { card: ['expiry'] })).toEqual([{ id: 'request-dependent-required-narrowed', level: 'error', location: at }]);
    expect(request({ card: ['expiry'] }, { card: ['cvc'] })).toEqual([{ id: 'request-dependent-required-narrowed', level: 'error', location: at }]);
    expect(response({ card: ['expiry'] }, { card: ['cvc'] })).toEqual([{ id: 'response-dependent-required-widened', level: 'error', location: at }]);
    expect(response({ card: ['expiry'] }, {})).toEqual([{ id: 'response-dependent-required-widened', level: 'error', location: at }]);
    expect(response({}, { card: ['expiry'] })).toEqual([{ id: 'response-dependent-required-narrowed', level: 'info', location: at }]);
    expect(request({ card: ['expiry', 'cvc'] }, { card: ['cvc', 'expiry'] })).toEqual([]);
    expect(diff(asRequest(dependent({ card: ['expiry'] })), asRequest(dependent({ card: ['expiry', 'cvc'] })))[0]!.message).toBe(
      '(dependentRequired[card]): ["expiry"] -> ["expiry","cvc"] (the request requires more properties alongside it)',
    );
  });

  it('dependentSchemas, propertyNames, unevaluatedItems/Properties, contentSchema: a sub-schema added narrows, removed widens; true and {} are no schema, false is the strictest', () => {
    // Per keyword: the rule a request accepting less, a request accepting more, a response promising less and one promising more report.
    const cases: Array<[string, unknown, [string, string, string, string]]> = [
      ['dependentSchemas', { card: { required: ['expiry'] } }, ['request-dependent-schemas-narrowed', 'request-dependent-schemas-widened', 'response-dependent-schemas-widened', 'response-dependent-schemas-narrowed']],
      ['propertyNames', { maxLength: 10 }, ['request-property-names-narrowed', 'request-property-names-widened', 'response-property-names-widened', 'response-property-names-narrowed']],
      ['unevaluatedProperties', false, ['request-unevaluated-narrowed', 'request-unevaluated-widened', 'response-unevaluated-widened', 'response-unevaluated-narrowed']],
      ['unevaluatedItems', { type: 'string' }, ['request-unevaluated-narrowed', 'request-unevaluated-widened', 'response-unevaluated-widened', 'response-unevaluated-narrowed']],
      ['contentSchema', { type: 'object' }, ['request-content-narrowed', 'request-content-widened', 'response-content-widened', 'response-content-narrowed']],
    ];
    for (const [keyword, value, [requestNarrowed, requestWidened, responseWidened, responseNarrowed]] of cases) {
      const location = `Thing.${keyword === 'dependentSchemas' ? '(dependentSchemas[card])' : `(${keyword})`}`;
      const stricter = { type: 'object', [keyword]: value };
      const freer = { type: 'object' };
      expect(brief(both(freer, stricter).request), keyword).toEqual([{ id: requestNarrowed, level: 'error', location }]);
      expect(brief(both(freer, stricter).response), keyword).toEqual([{ id: responseNarrowed, level: 'info', location }]);
      expect(brief(both(stricter, freer).request), keyword).toEqual([{ id: requestWidened, level: 'info', location }]);
      expect(brief(both(stricter, freer).response), keyword).toEqual([{ id: responseWidened, level: 'error', location }]);
    }
    for (const free of [true, {}]) expect(ids(diff(asRequest({ type: 'object' }), asRequest({ type: 'object', propertyNames: free })))).toEqual([]);
    expect(brief(diff(asRequest({ type: 'object', unevaluatedProperties: { type: 'string' } }), asRequest({ type: 'object', unevaluatedProperties: false })))).toEqual([
      { id: 'request-unevaluated-narrowed', level: 'error', location: 'Thing.(unevaluatedProperties)' },
    ]);
    expect(diff(asRequest({ type: 'object' }), asRequest({ type: 'object', unevaluatedProperties: false }))[0]!.message).toBe(
      '(unevaluatedProperties): false (nothing passes) added (the request accepts fewer extra items or properties)',
    );
  });

  it('patternProperties: a pattern added narrows an open object and widens a closed one; the step percent-encodes what would end it', () => {
    const patterned = (patterns: Json, extra: Json = {}) => ({ type: 'object', patternProperties: patterns, ...extra });
    const request = (before: Json, after: Json) => brief(diff(asRequest(before), asRequest(after)));
    expect(request(patterned({}), patterned({ '^x-': text }))).toEqual([{ id: 'request-pattern-properties-narrowed', level: 'error', location: 'Thing.(patternProperties[^x-])' }]);
    expect(request(patterned({ '^x-': text }), patterned({}))).toEqual([{ id: 'request-pattern-properties-widened', level: 'info', location: 'Thing.(patternProperties[^x-])' }]);
    const closed = { additionalProperties: false };
    expect(request(patterned({}, closed), patterned({ '^x-': text }, closed))).toEqual([{ id: 'request-pattern-properties-widened', level: 'info', location: 'Thing.(patternProperties[^x-])' }]);
    expect(brief(diff(asResponse(patterned({ '^x-': text }, closed)), asResponse(patterned({}, closed))))).toEqual([
      { id: 'response-pattern-properties-narrowed', level: 'info', location: 'Thing.(patternProperties[^x-])' },
    ]);
    expect(brief(diff(asResponse(patterned({ '^x-': text })), asResponse(patterned({})))) ).toEqual([
      { id: 'response-pattern-properties-widened', level: 'error', location: 'Thing.(patternProperties[^x-])' },
    ]);
    const location = request(patterned({}), patterned({ '^a (b).[c] %d$': text }))[0]!.location!;
    expect(location).toBe('Thing.(patternProperties[^a%20%28b%29%2E%5Bc%5D%20%25d$])');
    expect(location).not.toMatch(/\s/);
  });

  it('contentMediaType and contentEncoding: appearing narrows, going widens, changing harms each direction', () => {
    const request = (before: Json, after: Json) => brief(diff(asRequest({ ...text, ...before }), asRequest({ ...text, ...after })));
    const response = (before: Json, after: Json) => brief(diff(asResponse({ ...text, ...before }), asResponse({ ...text, ...after })));
    expect(request({}, { contentEncoding: 'base64' })).toEqual([{ id: 'request-content-narrowed', level: 'error', location: 'Thing.(contentEncoding)' }]);
    expect(request({ contentEncoding: 'base64' }, {})).toEqual([{ id: 'request-content-widened', level: 'info', location: 'Thing.(contentEncoding)' }]);
    expect(request({ contentMediaType: 'image/png' }, { contentMediaType: 'image/jpeg' })).toEqual([{ id: 'request-content-narrowed', level: 'error', location: 'Thing.(contentMediaType)' }]);
    expect(response({ contentMediaType: 'image/png' }, { contentMediaType: 'image/jpeg' })).toEqual([{ id: 'response-content-widened', level: 'error', location: 'Thing.(contentMediaType)' }]);
    expect(response({}, { contentMediaType: 'image/png' })).toEqual([{ id: 'response-content-narrowed', level: 'info', location: 'Thing.(contentMediaType)' }]);
    expect(diff(asRequest({ ...text, contentMediaType: 'image/png' }), asRequest({ ...text, contentMediaType: 'image/jpeg' }))[0]!.message).toBe(
      '(contentMediaType): "image/png" -> "image/jpeg" (the request string\'s content is constrained or read differently)',
    );
  });
});

describe('json-schema: changes inside a keyword sub-schema, judged by the existing rules and located through the step', () => {
  it('a new required property inside then is an error in a request; a raised minimum inside contains is narrowed', () => {
    const inThen = both(conditional({ then: object({ card: text }) }), conditional({ then: object({ card: text, expiry: text }, ['expiry']) }));
    expect(brief(inThen.request)).toEqual([{ id: 'request-property-added-required', level: 'error', location: 'Thing.(then).expiry' }]);
    expect(brief(inThen.response)).toEqual([{ id: 'response-property-added', level: 'info', location: 'Thing.(then).expiry' }]);
    const inContains = both(tags({ contains: { type: 'integer', minimum: 1 } }), tags({ contains: { type: 'integer', minimum: 5 } }));
    expect(brief(inContains.request)).toEqual([{ id: 'request-property-constraint-narrowed', level: 'error', location: 'Thing.tags.(contains)' }]);
    expect(brief(inContains.response)).toEqual([{ id: 'response-property-constraint-changed', level: 'info', location: 'Thing.tags.(contains)' }]);
  });

  it('a name joining a then that lists only required names is a property made required there', () => {
    const changes = both(conditional({ then: { required: ['kind'] } }), conditional({ then: { required: ['kind', 'card'] } }));
    expect(brief(changes.request)).toEqual([{ id: 'request-property-became-required', level: 'error', location: 'Thing.(then).card' }]);
    expect(brief(changes.response)).toEqual([{ id: 'response-property-became-required', level: 'info', location: 'Thing.(then).card' }]);
    expect(brief(both(conditional({ then: { required: ['kind', 'card'] } }), conditional({ then: { required: ['kind'] } })).response)).toEqual([
      { id: 'response-property-became-optional', level: 'error', location: 'Thing.(then).card' },
    ]);
  });

  it('every sub-schema keyword is walked: a type changed inside each is found at its step, in a request and a response', () => {
    const holders: Array<[string, (inner: Json) => Json]> = [
      ['(contains)', (inner) => ({ type: 'array', contains: inner })],
      ['(prefixItems[1])', (inner) => ({ type: 'array', prefixItems: [text, inner] })],
      ['(then)', (inner) => ({ if: { required: ['a'] }, then: inner })],
      ['(else)', (inner) => ({ if: { required: ['a'] }, else: inner })],
      ['(dependentSchemas[x])', (inner) => ({ type: 'object', dependentSchemas: { x: inner } })],
      ['(patternProperties[^x-])', (inner) => ({ type: 'object', patternProperties: { '^x-': inner } })],
      ['(propertyNames)', (inner) => ({ type: 'object', propertyNames: inner })],
      ['(unevaluatedItems)', (inner) => ({ type: 'array', unevaluatedItems: inner })],
      ['(unevaluatedProperties)', (inner) => ({ type: 'object', unevaluatedProperties: inner })],
      ['(contentSchema)', (inner) => ({ type: 'string', contentMediaType: 'application/json', contentSchema: inner })],
    ];
    for (const [step, holder] of holders) {
      const changes = both(holder(object({ n: { type: 'string' } })), holder(object({ n: { type: 'integer' } })));
      expect(brief(changes.request), step).toEqual([{ id: 'request-property-type-changed', level: 'error', location: `Thing.${step}.n` }]);
      expect(brief(changes.response), step).toEqual([{ id: 'response-property-type-changed', level: 'error', location: `Thing.${step}.n` }]);
    }
  });

  it('a sub-schema that is a $ref is located on its component, as elsewhere', () => {
    const thing = tags({ contains: ref('Tag') });
    const documents = (minimum: number) => spec31({ paths: asRequest(thing).paths, schemas: { Thing: thing, Tag: { type: 'string', minLength: minimum } } });
    expect(brief(diff(documents(1), documents(3)))).toEqual([{ id: 'request-property-constraint-narrowed', level: 'error', location: 'Tag' }]);
  });

  it("changes inside if are not judged as a schema to match: the condition's change is one warning at (if)", () => {
    const before = conditional({ then: { required: ['card'] } });
    const after = { ...before, if: object({ kind: { const: 'card' }, extra: text }, ['kind', 'extra']) };
    expect(ids(diff(asRequest(before), asRequest(after)))).toEqual(['request-conditional-changed']);
    expect(withId(diff(asRequest(before), asRequest(after)), 'request-property-added-required')).toEqual([]);
  });

  it('an enum inside a keyword sub-schema is named by no generated enum type (the model has none there), though one of the same path exists', () => {
    const kinds = (values: string[]) => ({ type: 'string', enum: values });
    const thing = (values: string[]) => ({ ...object({ kind: kinds(['a', 'b']) }), if: { required: ['kind'] }, then: object({ kind: kinds(values) }) });
    const [change] = diff(asRequest(thing(['a', 'b'])), asRequest(thing(['a'])));
    expect(change).toMatchObject({ id: 'request-enum-value-removed', location: 'Thing.(then).kind', symbols: ['ThingsV1Create', 'Thing'] });
  });

  it('nothing is reported for a document against itself, or for keywords written in another order', () => {
    const thing = { ...conditional({ then: { required: ['card'] }, else: { required: ['kind'] } }), dependentRequired: { a: ['b'] }, patternProperties: { '^x-': text }, propertyNames: { maxLength: 5 } };
    expect(diff(asRequest(thing), asRequest(structuredClone(thing)))).toEqual([]);
    const reordered = Object.fromEntries(Object.entries(thing).reverse());
    expect(diff(asResponse(thing), asResponse(reordered))).toEqual([]);
  });

  it('a keyword change on a parameter is located on the operation type, and its message names the parameter', () => {
    const listed = (schema: Json) => spec31({ paths: { '/v1/things': { get: { operationId: 'Things V1#List', parameters: [{ name: 'tags', in: 'query', schema }], responses: ok(text) } } } });
    const [change] = diff(listed({ type: 'array', items: text }), listed({ type: 'array', items: text, contains: { const: 'urgent' } }));
    expect(change).toMatchObject({ id: 'request-contains-narrowed', level: 'error', location: 'ThingsV1List.tags.(contains)', message: 'tags.(contains) (query parameter): a schema added (the request accepts fewer arrays)' });
  });

  it('an ignore line names a keyword step as the report writes it, encoded entry included, and silences that change alone', () => {
    const patterned = (patterns: Json) => spec31({ paths: { '/v1/things': { post: { operationId: 'Things V1#Create', requestBody: { required: true, ...jsonContent(ref('Thing')) }, responses: ok(text) } } }, schemas: { Thing: { type: 'object', patternProperties: patterns } } });
    const before = patterned({});
    const after = patterned({ '^a b$': text, '^x-': text });
    const ignore = parseIgnore('POST /v1/things request-pattern-properties-narrowed Thing.(patternProperties[^a%20b$]) # agreed with the team\n', 'drift-ignore.txt');
    const report = diffDocuments(before, after, { ignore });
    expect(report.ignored.map((change) => change.location)).toEqual(['Thing.(patternProperties[^a%20b$])']);
    expect(report.changes.map((change) => change.location)).toEqual(['Thing.(patternProperties[^x-])']);
  });

  it('OpenAPI 3.0 documents, whose Schema Object has none of these keywords, are not read for them; one 3.1 side is enough', () => {
    const [before, after] = [tags(), tags({ contains: text })];
    expect(diff(asRequest30(before), asRequest30(after))).toEqual([]);
    expect(ids(diff(asRequest30(before), asRequest(after)))).toEqual(['request-contains-narrowed']);
    expect(ids(diff(asRequest(before), asRequest30(after)))).toEqual(['request-contains-narrowed']);
  });
});
