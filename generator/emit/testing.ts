/**
 * testing.ts: the `testing` entry, the test kit bound to this API. Its table of operations (status,
 * required fields, list and record shapes, examples) comes from the model (model/fake-operations.ts);
 * the fake itself is the runtime's (runtime/testing/). Data goes in as one JSON text parsed at
 * import: spec strings as property names cannot reach an object literal (`__proto__`), and a
 * large table parses faster as JSON than as code.
 */
import { DEFAULT_BASE_URL } from '../runtime/client/options.ts';
import type { ApiModel } from '../model/types.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { stringLiteral } from './string-literal.ts';
import { EVENTS_MODULE, jsPath, RUNTIME_DIR, SCHEMA_MODULE, TESTING_MODULE } from './package-layout.ts';

export function emitTesting(model: ApiModel): EmittedFile {
  const { naming } = model.package;
  const baseUrl = naming.own ? naming.own.baseUrl : DEFAULT_BASE_URL;
  const kit = `./${RUNTIME_DIR}/testing/index.js`;
  const data = JSON.stringify({ operations: model.testing.operations, events: Object.fromEntries(model.testing.events.map((event) => [event.name, event.example ?? null])) });
  const lines = [
    `import type { paths } from ${stringLiteral(`./${jsPath(SCHEMA_MODULE)}`)};`,
    `import type { WebhookEvents } from ${stringLiteral(`./${jsPath(EVENTS_MODULE)}`)};`,
    `import { createFakeApi, signDelivery, type FakeApi, type FakeApiOptions, type FakeOperation, type SignedDelivery, type SignOptions } from ${stringLiteral(kit)};`,
    '',
    `export { exampleRecords, replayOf } from ${stringLiteral(kit)};`,
    `export type { DeliveryFault, FakeApi, FakeApiOptions, FakeCall, FakeFault, FakeOperation, FakeReply, FakeRoute, FaultScope, RecordedRequest, SignedDelivery, SignOptions } from ${stringLiteral(kit)};`,
    '',
    'const DATA = JSON.parse(',
    `  ${stringLiteral(data)},`,
    ') as { operations: readonly FakeOperation[]; events: Record<string, unknown> };',
    '',
    '/** What the fake serves for each operation: status, required body fields, list and record shapes, example body. */',
    'export const fakeOperations: readonly FakeOperation[] = DATA.operations;',
    '',
    '/** Where the fake answers unless `baseUrl` says otherwise: the API\'s own base URL. */',
    `export const FAKE_BASE_URL: string | undefined = ${baseUrl === undefined ? 'undefined' : stringLiteral(baseUrl)};`,
    '',
    '/**',
    ' * A fake of this API for tests, served by MSW: `setupServer(...fake.handlers)`. Every list',
    ' * pages over the records `seed()` gave it; a missing key gets 401 and a missing required field 422,',
    ' * in the documented error body; `fail()` queues 429s, 5xx, cut bodies and delays.',
    ' */',
    `export function createFake${naming.prefix}Api(options: FakeApiOptions = {}): FakeApi<paths> {`,
    '  const baseUrl = options.baseUrl ?? FAKE_BASE_URL;',
    "  if (baseUrl === undefined) throw new TypeError('baseUrl is required: the API names no server');",
    '  return createFakeApi<paths>(fakeOperations, baseUrl, options);',
    '}',
    '',
    'export interface WebhookDeliveryOptions<Name extends keyof WebhookEvents> extends SignOptions {',
    '  event: Name;',
    "  /** The delivery's payload (default: one built from the document's examples). */",
    '  payload?: WebhookEvents[Name];',
    '}',
    '',
    '/** A delivery of `event` signed as the platform signs it (Standard Webhooks): its body and headers. */',
    'export function signWebhookDelivery<Name extends keyof WebhookEvents & string>(options: WebhookDeliveryOptions<Name>): Promise<SignedDelivery> {',
    '  const payload = options.payload ?? (Object.hasOwn(DATA.events, options.event) ? DATA.events[options.event] : undefined);',
    '  if (payload === undefined) return Promise.reject(new RangeError(`${String(options.event)} is not a webhook event of this API`));',
    "  const named = typeof payload === 'object' && payload !== null ? (payload as { event_type?: unknown }).event_type : undefined;",
    '  // A payload of another event than the one named would test the wrong handler.',
    '  if (named !== undefined && named !== options.event) return Promise.reject(new RangeError(`the payload is a ${String(named)} event, not ${String(options.event)}`));',
    '  return signDelivery(JSON.stringify(payload), options);',
    '}',
    '',
  ];
  return tsFile(TESTING_MODULE, 'testing.ts', lines.join('\n'));
}
