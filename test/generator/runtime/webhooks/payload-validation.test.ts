/**
 * validatePayloads on verifyWebhook and the handlers: deliveries of the newest real snapshot's own
 * event examples, signed by standardwebhooks, pass clean; one fault reports, throws or is ignored
 * by mode, with the event name as the operation and the delivery id as the request id.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IncidentError, ResponseValidationError } from '../../../../generator/runtime/client/errors.ts';
import type { DriftFinding } from '../../../../generator/runtime/validation/findings.ts';
import { bindWebhooks, type BoundWebhooks } from '../../../../generator/runtime/webhooks/index.ts';
import { removeScratchDirs } from '../../../support/generator-runs.ts';
import { startLoopbackServer } from '../../../support/loopback.ts';
import { newestRealSpecPath } from '../../../support/real-specs.ts';
import { importValidators, realModel, type Json } from '../../../support/validators.ts';
import { SECRET, signedDelivery } from './fixture.ts';

const EVENT = 'public_incident.incident_created_v2';
const DELIVERY_ID = 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W';

let webhooks: BoundWebhooks<Record<string, object>>;
let examples: Array<[string, Json]>;

beforeAll(async () => {
  const { document, model } = realModel(newestRealSpecPath());
  const { eventValidators } = await importValidators(model);
  webhooks = bindWebhooks(model.events.filter((event) => event.kind === 'webhook').map((event) => event.name), eventValidators);
  examples = Object.entries((document['x-webhooks'] ?? {}) as Record<string, Json>)
    .filter(([key]) => key.startsWith('/x-webhooks/'))
    .map(([key, item]): [string, Json] => [key.slice('/x-webhooks/'.length), item['get'].responses['200'].content['application/json'].example])
    .filter(([, example]) => example !== undefined);
});
afterAll(() => removeScratchDirs());

const exampleOf = (name: string): Json => structuredClone(examples.find(([event]) => event === name)![1]);
/** The example with its incident's `created_at` gone: a required property missing, nested. */
function broken(): Json {
  const payload = exampleOf(EVENT);
  delete payload[EVENT].created_at;
  return payload;
}
const expectedFinding = { operation: EVENT, location: 'WebhookIncidentV2.created_at', rule: 'response-property-removed', expected: 'present', found: 'missing', requestId: DELIVERY_ID };

describe('the newest snapshot’s event examples', () => {
  it('every webhook event with an example is covered', () => {
    expect(examples.length).toBeGreaterThanOrEqual(30);
  });

  it("pass clean through verifyWebhook under 'throw', and report nothing under 'report'", () => {
    for (const [name, example] of examples) {
      const seen: DriftFinding[] = [];
      const delivery = signedDelivery({ body: JSON.stringify(example) });
      expect(webhooks.verifyWebhook({ ...delivery, secret: SECRET, validatePayloads: 'throw' }).event_type, name).toBe(example['event_type']);
      webhooks.verifyWebhook({ ...delivery, secret: SECRET, onDrift: (finding) => seen.push(finding) });
      expect(seen, name).toEqual([]);
    }
  });
});

describe('a payload outside its schema', () => {
  it("'report' hands onDrift the finding: the event name as operation, the delivery id as request id", () => {
    const seen: DriftFinding[] = [];
    const event = webhooks.verifyWebhook({ ...signedDelivery({ body: JSON.stringify(broken()) }), secret: SECRET, onDrift: (finding) => seen.push(finding) });
    expect(event.event_type).toBe(EVENT);
    expect(seen.map(({ message: _message, ...rest }) => rest)).toEqual([expectedFinding]);
    expect(seen[0]!.message).toBe(`${EVENT} answered outside its spec: WebhookIncidentV2.created_at is missing (the spec requires it) (response-property-removed) [request_id ${DELIVERY_ID}]`);
  });

  it("'throw' refuses it with ResponseValidationError (an IncidentError)", () => {
    let thrown: unknown;
    try {
      webhooks.verifyWebhook({ ...signedDelivery({ body: JSON.stringify(broken()) }), secret: SECRET, validatePayloads: 'throw' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ResponseValidationError);
    expect(thrown).toBeInstanceOf(IncidentError);
    expect((thrown as ResponseValidationError).findings.map(({ message: _message, ...rest }) => rest)).toEqual([expectedFinding]);
  });

  it("'off' checks nothing", () => {
    const seen: DriftFinding[] = [];
    webhooks.verifyWebhook({ ...signedDelivery({ body: JSON.stringify(broken()) }), secret: SECRET, validatePayloads: 'off', onDrift: (finding) => seen.push(finding) });
    expect(seen).toEqual([]);
  });

  it('by default warns on the console once per event and location', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const fresh = bindWebhooks([EVENT], [[EVENT, (value, at, found) => found(`${at}.created_at`, 'response-property-removed', 'present', undefined), 'Payload']]);
      for (let round = 0; round < 3; round++) fresh.verifyWebhook({ ...signedDelivery({ body: JSON.stringify(broken()) }), secret: SECRET });
      expect(warn.mock.calls).toEqual([[`incident webhooks: ${EVENT} answered outside its spec: Payload.created_at is missing (the spec requires it) (response-property-removed) [request_id ${DELIVERY_ID}]`]]);
    } finally {
      warn.mockRestore();
    }
  });

  it('an event kind newer than the package is not checked', () => {
    const seen: DriftFinding[] = [];
    const body = JSON.stringify({ event_type: 'public_incident.brand_new_v9', anything: null });
    expect(webhooks.verifyWebhook({ ...signedDelivery({ body }), secret: SECRET, validatePayloads: 'throw', onDrift: (finding) => seen.push(finding) }).event_type).toBe('public_incident.brand_new_v9');
    expect(seen).toEqual([]);
  });

  it('a bad mode is refused when the handler is made', () => {
    expect(() => webhooks.createNodeWebhookHandler({ secret: SECRET, onEvent() {}, validatePayloads: 'loud' as never })).toThrow(/createNodeWebhookHandler: validatePayloads must be one of off, report, throw/);
  });
});

describe('the handlers', () => {
  const post = (url: string, body: string) => {
    const delivery = signedDelivery({ body });
    return fetch(url, { method: 'POST', headers: delivery.headers, body });
  };
  let close: (() => Promise<void>) | undefined;
  afterAll(async () => close?.());

  it("node: 'report' runs onEvent and answers 204; 'throw' answers 500 and hands onError the ResponseValidationError", async () => {
    const events: string[] = [];
    const errors: unknown[] = [];
    const seen: DriftFinding[] = [];
    const reporting = await startLoopbackServer(webhooks.createNodeWebhookHandler({ secret: SECRET, onEvent: (event) => void events.push(event.event_type), onDrift: (finding) => seen.push(finding) }));
    const throwing = await startLoopbackServer(webhooks.createNodeWebhookHandler({ secret: SECRET, onEvent: (event) => void events.push(event.event_type), onError: (error) => void errors.push(error), validatePayloads: 'throw' }));
    close = async () => {
      await reporting.close();
      await throwing.close();
    };
    expect((await post(reporting.url, JSON.stringify(broken()))).status).toBe(204);
    expect(seen.map((finding) => finding.location)).toEqual(['WebhookIncidentV2.created_at']);
    expect((await post(throwing.url, JSON.stringify(broken()))).status).toBe(500);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(ResponseValidationError);
    expect((await post(throwing.url, JSON.stringify(exampleOf(EVENT)))).status).toBe(204);
    expect(events).toEqual([EVENT, EVENT]);
  });

  it("fetch: 'throw' answers 500, a clean delivery 204", async () => {
    const handler = webhooks.createFetchWebhookHandler({ secret: SECRET, onEvent() {}, validatePayloads: 'throw' });
    const request = (body: string) => {
      const delivery = signedDelivery({ body });
      return new Request('http://receiver.test/hook', { method: 'POST', headers: delivery.headers, body });
    };
    expect((await handler(request(JSON.stringify(broken())))).status).toBe(500);
    expect((await handler(request(JSON.stringify(exampleOf(EVENT))))).status).toBe(204);
  });
});
