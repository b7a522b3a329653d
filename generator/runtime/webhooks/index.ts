import { eventKindGuard, parseEventPayload, type WebhookEvent, type WebhookEventGuard } from './events.js';
import { fetchWebhookHandler, nodeWebhookHandler, type DeliveryVerifier, type FetchWebhookHandler, type NodeWebhookHandler, type WebhookHandlerOptions } from './handler.js';
import { createSigner, type Signer } from './signature.js';
import { verifyDelivery, verifyWebhookInput, type VerifyWebhookInput } from './verify.js';
import { checksByKey } from '../validation/findings.js';
import type { CheckTable } from '../validation/checks.js';
import { checkPayload, payloadValidation, type PayloadValidation } from './payload-validation.js';

// The package entry re-exports all of these beside the bound functions: keep the names specific to webhooks.
export { isWebhookVerificationError, WebhookVerificationError, webhookRefusalStatus, webhookVerificationReasons, type WebhookVerificationReason } from './errors.js';
export type { KnownWebhookEvent, UnknownWebhookEvent, WebhookEvent } from './events.js';
export type { FetchWebhookHandler, NodeWebhookHandler, NodeWebhookRequest, NodeWebhookResponse, WebhookHandlerOptions } from './handler.js';
export type { WebhookHeaders } from './headers.js';
export type { VerifyWebhookInput, WebhookDelivery } from './verify.js';
export type { PayloadValidationOptions } from './payload-validation.js';

/** The webhook runtime bound to one generated event map (name -> payload). */
export interface BoundWebhooks<Events extends object> {
  /**
   * Verifies one delivery's signature (Standard Webhooks: the `webhook-id`, `webhook-timestamp` and
   * `webhook-signature` headers, or their `svix-` names) against the raw body and returns its
   * event; throws `WebhookVerificationError` (its `reason` says why) when it does not verify.
   * @param input The raw body (string or bytes, never re-serialised JSON), the request's headers and the endpoint's `secret`.
   * @example
   * const event = verifyWebhook({ body: rawBody, headers: request.headers, secret: process.env['INCIDENT_WEBHOOK_SECRET'] ?? '' });
   * if (isWebhookEvent(event, 'public_incident.incident_created_v2')) console.log(event['public_incident.incident_created_v2']);
   */
  verifyWebhook(input: VerifyWebhookInput): WebhookEvent<Events>;
  /** Parses a body that was verified elsewhere; unknown kinds come back as UnknownWebhookEvent. */
  parseWebhookEvent(body: string | Uint8Array | object): WebhookEvent<Events>;
  /** Narrows an event to one kind by its `event_type`: `isWebhookEvent(event, 'public_incident.incident_created_v2')`. */
  isWebhookEvent: WebhookEventGuard<Events>;
  /**
   * A `node:http` listener (Express and friends fit too; mount it before any body parser): 204 once
   * `onEvent` has run, 400 or 401 with the reason when verification fails, 405 for a method but POST.
   * @example
   * createServer(createNodeWebhookHandler({ secret, onEvent: (event) => console.log(event.event_type) })).listen(8080);
   */
  createNodeWebhookHandler(options: WebhookHandlerOptions<WebhookEvent<Events>>): NodeWebhookHandler;
  /**
   * A fetch-style handler (`Request` -> `Response`) with the node handler's answers, for Bun, Deno and edge runtimes.
   * @example
   * const handler = createFetchWebhookHandler({ secret, onEvent: (event) => console.log(event.event_type) });
   * Bun.serve({ fetch: handler });
   */
  createFetchWebhookHandler(options: WebhookHandlerOptions<WebhookEvent<Events>>): FetchWebhookHandler;
}

/**
 * Binds the generic webhook runtime to one generated package's event map (name -> payload) and,
 * when given, its payload checks by event name (generated validators.ts).
 */
export function bindWebhooks<Events extends object>(eventNames: readonly (keyof Events & string)[], validators?: CheckTable): BoundWebhooks<Events> {
  const parseWebhookEvent = (body: string | Uint8Array | object) => parseEventPayload(body) as WebhookEvent<Events>;
  const isWebhookEvent = eventKindGuard(eventNames) as BoundWebhooks<Events>['isWebhookEvent'];
  const checks = checksByKey(validators);
  // Events and locations already warned about, for the package's life.
  const warned = new Set<string>();
  const verified = (body: string, deliveryId: string, validation: PayloadValidation) => {
    const event = parseEventPayload(body);
    checkPayload(event, deliveryId, validation, checks);
    return event as WebhookEvent<Events>;
  };
  // Handlers decode their secret and settle their options once, when made, so a mistake fails at start-up rather than per delivery.
  const verifierFor = (signer: Signer, validation: PayloadValidation): DeliveryVerifier<WebhookEvent<Events>> => (input) => {
    const { body, ...delivery } = verifyDelivery(input, signer);
    return { event: verified(body, delivery.id, validation), delivery };
  };
  const handlerVerifier = (where: string, options: WebhookHandlerOptions<WebhookEvent<Events>>) => verifierFor(createSigner(options.secret), payloadValidation(where, options, warned));
  return {
    verifyWebhook: (input) => {
      const validation = payloadValidation('verifyWebhook', input, warned);
      const { body, id } = verifyWebhookInput(input);
      return verified(body, id, validation);
    },
    parseWebhookEvent,
    isWebhookEvent,
    createNodeWebhookHandler: (options) => nodeWebhookHandler(handlerVerifier('createNodeWebhookHandler', options), options),
    createFetchWebhookHandler: (options) => fetchWebhookHandler(handlerVerifier('createFetchWebhookHandler', options), options),
  };
}
