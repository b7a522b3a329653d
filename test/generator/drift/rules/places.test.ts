/**
 * Where each change is placed and how its field is named, for the places the level table's rows
 * do not reach: changes at the root of a body, a payload or a component; inside maps; inside
 * object parameters; inside inline event payloads (named events and callbacks); components
 * reached twice or through a cycle; properties a direction never carries.
 */
import { describe, expect, it } from 'vitest';
import { diff, ids, jsonContent, object, ok, ref, spec, withId } from '../fixtures.ts';

const text = { type: 'string' };
const kind = (values: string[]) => ({ type: 'string', enum: values });
const post = (schema: unknown) => spec({ paths: { '/v1/things': { post: { operationId: 'Things V1#Create', requestBody: { required: true, ...jsonContent(schema) }, responses: ok(text) } } } });
const get = (schema: unknown, schemas: Record<string, unknown> = {}) => spec({ paths: { '/v1/things': { get: { operationId: 'Things V1#List', responses: ok(schema) } } }, schemas });

describe('the field a message names at the root', () => {
  it('a request body, a response body and an event payload each say what they are', () => {
    expect(diff(post(kind(['a', 'b'])), post(kind(['a'])))).toMatchObject([{ id: 'request-enum-value-removed', message: '(request body): request enum no longer accepts "b"', location: 'ThingsV1Create' }]);
    expect(diff(get(kind(['a'])), get(kind(['a', 'b'])))).toMatchObject([{ id: 'response-enum-value-added', message: '(response body): response enum may return "b"', location: 'ThingsV1List' }]);
    const hook = (schema: unknown) => ({ ...spec({}), webhooks: { thingCreated: { post: { operationId: 'Thing Created', requestBody: jsonContent(schema), responses: ok(text) } } } });
    expect(diff(hook(kind(['a'])), hook(kind(['a', 'b'])))).toMatchObject([{ id: 'response-enum-value-added', message: '(event payload): response enum may return "b"', operation: '/webhooks/thingCreated' }]);
    const xHook = (schema: unknown) => spec({ webhooks: { '/x-webhooks/thing.created_v1': { get: { operationId: 'ThingCreatedV1', responses: ok(schema) } } } });
    expect(diff(xHook(kind(['a'])), xHook(kind(['a', 'b'])))).toMatchObject([{ message: '(event payload): response enum may return "b"', operation: '/x-webhooks/thing.created_v1' }]);
  });

  it("a component's own change is located at the component, without a trailing dot", () => {
    const changes = diff(get(ref('Thing'), { Thing: kind(['a']) }), get(ref('Thing'), { Thing: kind(['a', 'b']) }));
    expect(changes).toMatchObject([{ location: 'Thing', message: '(response body): response enum may return "b"' }]);
  });

  it('a map value is written name{}.field, an array item name[].field', () => {
    const withMap = (values: string[]) => get(object({ labels: { type: 'object', additionalProperties: object({ tone: kind(values) }) }, rows: { type: 'array', items: object({ tone: kind(values) }) } }));
    const changes = diff(withMap(['a']), withMap(['a', 'b']));
    expect(changes.map((change) => [change.location, change.message])).toEqual([
      ['ThingsV1List.labels{}.tone', 'labels{}.tone: response enum may return "b"'],
      ['ThingsV1List.rows[].tone', 'rows[].tone: response enum may return "b"'],
    ]);
  });

  it("names an inline enum's generated type among the symbols, for operations, not for a component's property twice", () => {
    const [inline] = diff(get(object({ tone: kind(['a']) })), get(object({ tone: kind(['a', 'b']) })));
    expect(inline!.symbols).toHaveLength(2);
    expect(inline!.symbols[0]).toBe('ThingsV1List');
    const [removed] = diff(get(object({ tone: kind(['a']), note: text })), get(object({ tone: kind(['a']) })));
    expect(removed!.symbols).toEqual(['ThingsV1List']);
  });
});

describe('parameters', () => {
  const withFilter = (filter: unknown) =>
    spec({ paths: { '/v1/things': { get: { operationId: 'Things V1#List', parameters: [{ name: 'filter', in: 'query', style: 'deepObject', schema: filter }], responses: ok(text) } } } });

  it("a parameter's own type is a parameter change; a property inside an object parameter is a request property change", () => {
    expect(ids(diff(withFilter(text), withFilter({ type: 'integer' })))).toEqual(['request-parameter-type-changed']);
    const inside = diff(withFilter(object({ status: text })), withFilter(object({ status: { type: 'integer' } })));
    expect(inside).toMatchObject([{ id: 'request-property-type-changed', message: 'filter.status (query parameter): request type changed from "string" to "integer"' }]);
  });

  it('an event’s parameters are not judged: the consumer does not send them', () => {
    const hook = (type: string) => ({ ...spec({}), webhooks: { thingCreated: { post: { operationId: 'Thing Created', parameters: [{ name: 'X-Sig', in: 'header', schema: { type } }], requestBody: jsonContent(text), responses: ok(text) } } } });
    expect(diff(hook('string'), hook('integer'))).toEqual([]);
  });
});

describe('events named by their key, callbacks by their operation', () => {
  it('an inline x-webhooks payload is located under the event’s name', () => {
    const hook = (values: string[]) => spec({ webhooks: { '/x-webhooks/thing.created_v1': { get: { operationId: 'ThingCreatedV1Op', responses: ok(object({ tone: kind(values) })) } } } });
    const [change] = diff(hook(['a']), hook(['a', 'b']));
    expect(change!.location).toBe('ThingCreatedV1.tone');
  });

  it('an inline callback payload is located under the callback operation’s type', () => {
    const subscribing = (values: string[]) =>
      spec({ paths: { '/v1/subscriptions': { post: { operationId: 'Subscriptions V1#Create', callbacks: { ping: { '{$url}': { post: { operationId: 'Ping Sent', requestBody: jsonContent(object({ tone: kind(values) })), responses: ok(text) } } } }, responses: ok(text) } } } });
    const [change] = diff(subscribing(['a']), subscribing(['a', 'b']));
    expect(change).toMatchObject({ operation: 'POST /v1/subscriptions callback ping {$url}', location: 'PingSent.tone' });
  });
});

describe('walking components', () => {
  it('reports a change in a component once per operation, at its shortest field path, however many fields reach it', () => {
    const reached = (entry: unknown) => get(object({ first: ref('Entry'), nested: object({ again: ref('Entry') }), second: ref('Entry') }), { Entry: entry });
    const changes = diff(reached(object({ a: text, b: text })), reached(object({ b: text })));
    expect(changes.map((change) => [change.location, change.message])).toEqual([['Entry.a', 'first.a: removed from the response']]);
  });

  it('ends at a cycle: a self-referencing component with a change is reported once', () => {
    const tree = (extra: Record<string, unknown>) => get(ref('Node'), { Node: object({ child: ref('Node'), children: { type: 'array', items: ref('Node') }, ...extra }) });
    expect(diff(tree({ note: text }), tree({})).map((change) => change.message)).toEqual(['note: removed from the response']);
  });
});

describe('properties a direction never carries', () => {
  const thing = (properties: Record<string, unknown>, required: string[] = []) => post(object(properties, required));
  const readOnlyId = { type: 'string', readOnly: true };

  it('a readOnly property removed, made required or made optional is no request change', () => {
    expect(diff(thing({ id: readOnlyId, name: text }), thing({ name: text }))).toEqual([]);
    expect(diff(thing({ id: readOnlyId, name: text }), thing({ id: readOnlyId, name: text }, ['id']))).toEqual([]);
    expect(diff(thing({ id: readOnlyId, name: text }, ['id']), thing({ id: readOnlyId, name: text }))).toEqual([]);
  });

  it('a writeOnly property is no response change, but is a request change', () => {
    const secret = { type: 'string', writeOnly: true };
    expect(diff(get(object({ secret, name: text })), get(object({ name: text })))).toEqual([]);
    expect(ids(diff(post(object({ secret, name: text })), post(object({ name: text }))))).toEqual(['request-property-removed']);
  });
});

describe('responses of events', () => {
  it('a success response added to an event names the event', () => {
    const hook = (responses: Record<string, unknown>) => spec({ webhooks: { '/x-webhooks/thing.created_v1': { get: { operationId: 'ThingCreatedV1', responses } } } });
    const changes = withId(diff(hook(ok(text)), hook({ ...ok(text), ...ok(text, '202') })), 'response-success-added');
    expect(changes).toMatchObject([{ operation: '/x-webhooks/thing.created_v1', symbols: ["WebhookEvents['thing.created_v1']"] }]);
  });

  it('a status is a success when it starts with 2: 402 is not one', () => {
    const responses = (extra: Record<string, unknown>) => spec({ paths: { '/a': { get: { operationId: 'A', responses: { ...ok(text), ...extra } } } } });
    expect(ids(diff(responses({ '402': { description: 'Pay' } }), responses({})))).toEqual(['response-non-success-removed']);
    expect(ids(diff(responses({}), responses({ '2XX': { description: 'Any' } })))).toEqual(['response-success-added']);
  });
});

describe('symbols name only what the change touches', () => {
  it('a non-enum change on an enum property does not name the enum', () => {
    const capped = (maxLength: number) => get(object({ tone: { ...kind(['a']), maxLength } }));
    const [change] = diff(capped(5), capped(6));
    expect(change).toMatchObject({ id: 'response-property-constraint-changed', symbols: ['ThingsV1List'] });
  });

  it("an event's inline enum names no operation's enum, even one of the same operationId and path", () => {
    const both = (values: string[]) =>
      spec({
        paths: { '/v1/things': { get: { operationId: 'Thing Sent', responses: ok(object({ tone: kind(['a']) })) } } },
        webhooks: { '/x-webhooks/thing.sent_v1': { get: { operationId: 'Thing Sent', responses: ok(object({ tone: kind(values) })) } } },
      });
    const [change] = diff(both(['a']), both(['a', 'b']));
    expect(change).toMatchObject({ operation: '/x-webhooks/thing.sent_v1', symbols: ["WebhookEvents['thing.sent_v1']"] });
  });
});
