/** The runtime as consumers meet it: bound to the generated event map through the package entry. */
import { Webhook } from 'standardwebhooks';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  createFetchWebhookHandler,
  isWebhookEvent,
  verifyWebhook,
  webhookEventNames,
  WebhookVerificationError,
  type WebhookEventName,
} from '../../../../generated/index.ts';
import { newestRealSpecPath, readRealSpec } from '../../../support/real-specs.ts';
import { SECRET, signedDelivery } from './fixture.ts';

/** A literal kind of the package, whichever document it was generated from. */
type FirstKind = (typeof webhookEventNames)[0];

const bodyOf = (name: string) => JSON.stringify({ event_type: name, [name]: { id: `01${name.length}` } });

describe('the generated package entry', () => {
  it('verifies a delivery of every generated kind and narrows it by name', () => {
    expect(webhookEventNames.length).toBeGreaterThan(0);
    for (const name of webhookEventNames) {
      const event = verifyWebhook({ ...signedDelivery({ body: bodyOf(name) }), secret: SECRET });
      expect(isWebhookEvent(event)).toBe(true);
      expect(isWebhookEvent(event, name)).toBe(true);
      expect(event.event_type).toBe(name);
    }
  });

  it('types a verified event as a union that discriminates on event_type', () => {
    // Whichever document generated/ came from: its first kind stands for every kind.
    const kind: FirstKind = webhookEventNames[0];
    const event = verifyWebhook({ ...signedDelivery({ body: bodyOf(kind) }), secret: SECRET });
    if (!isWebhookEvent(event)) throw new Error('expected a generated kind');
    expectTypeOf(event.event_type).toEqualTypeOf<WebhookEventName>();
    if (!isWebhookEvent(event, kind)) throw new Error(`expected ${kind}`);
    expectTypeOf(event.event_type).toEqualTypeOf<FirstKind>();
    expect((event as unknown as Record<string, unknown>)[kind]).toEqual({ id: `01${kind.length}` });
  });

  it('acknowledges through the fetch handler and refuses a forged delivery with the generated error class', async () => {
    const received: string[] = [];
    const handler = createFetchWebhookHandler({ secret: SECRET, onEvent: (event) => void received.push(event.event_type) });
    const { body, headers } = signedDelivery({ body: bodyOf(webhookEventNames[0]) });
    expect((await handler(new Request('https://receiver.example/hook', { method: 'POST', body, headers }))).status).toBe(204);
    expect(received).toEqual([webhookEventNames[0]]);
    expect(() => verifyWebhook({ body: `${body} `, headers, secret: SECRET })).toThrow(WebhookVerificationError);
  });

  it('verifies the newest real spec example payloads, keeping kinds the package does not know as generic events', () => {
    // A kind no document has: however generated/ was made, some delivery is of an unknown kind.
    const unknownKind = 'regen_test.kind_newer_than_the_package_v1';
    const spec = readRealSpec(newestRealSpecPath()) as { 'x-webhooks'?: Record<string, { get?: { responses?: Record<string, unknown> } }> };
    const examples = Object.entries(spec['x-webhooks'] ?? {})
      .filter(([key]) => key.startsWith('/x-webhooks/'))
      .map(([key, item]) => [key.slice('/x-webhooks/'.length), (item.get?.responses?.['200'] as { content?: Record<string, { example?: unknown }> })?.content?.['application/json']?.example] as const)
      .filter(([, example]) => example !== undefined);
    expect(examples.length).toBeGreaterThan(10);
    const known = new Set<string>(webhookEventNames);
    expect(known.has(unknownKind)).toBe(false);
    let unknown = 0;
    for (const [name, example] of [...examples, [unknownKind, { event_type: unknownKind, [unknownKind]: { id: '01NEW' } }] as const]) {
      const at = new Date();
      const body = JSON.stringify(example);
      const headers = { 'svix-id': `msg_${name}`, 'svix-timestamp': String(Math.floor(at.getTime() / 1000)), 'svix-signature': new Webhook(SECRET).sign(`msg_${name}`, at, body) };
      const event = verifyWebhook({ body: new TextEncoder().encode(body), headers, secret: SECRET });
      expect(event.event_type).toBe(name);
      expect(isWebhookEvent(event)).toBe(known.has(name));
      if (!known.has(name)) unknown++;
    }
    expect(unknown).toBeGreaterThan(0);
  });
});

