import { eventKindGuard, parseEventPayload, type WebhookEvent, type WebhookEventGuard } from './events.js';
import { fetchWebhookHandler, nodeWebhookHandler, type DeliveryVerifier, type FetchWebhookHandler, type NodeWebhookHandler, type WebhookHandlerOptions } from './handler.js';
import { createSigner, type Signer } from './signature.js';
import { verifyDelivery, verifyWebhookInput, type VerifyWebhookInput } from './verify.js';

// The package entry re-exports all of these beside the bound functions: keep the names specific to webhooks.
export { isWebhookVerificationError, WebhookVerificationError, webhookRefusalStatus, webhookVerificationReasons, type WebhookVerificationReason } from './errors.js';
export type { KnownWebhookEvent, UnknownWebhookEvent, WebhookEvent } from './events.js';
export type { FetchWebhookHandler, NodeWebhookHandler, NodeWebhookRequest, NodeWebhookResponse, WebhookHandlerOptions } from './handler.js';
export type { WebhookHeaders } from './headers.js';
export type { VerifyWebhookInput, WebhookDelivery } from './verify.js';

/** The webhook runtime bound to one generated event map (name -> payload). */
export interface BoundWebhooks<Events extends object> {
  /** Verifies a delivery (see VerifyWebhookInput) and returns its event; throws WebhookVerificationError. */
  verifyWebhook(input: VerifyWebhookInput): WebhookEvent<Events>;
  /** Parses a body that was verified elsewhere; unknown kinds come back as UnknownWebhookEvent. */
  parseWebhookEvent(body: string | Uint8Array | object): WebhookEvent<Events>;
  isWebhookEvent: WebhookEventGuard<Events>;
  createNodeWebhookHandler(options: WebhookHandlerOptions<WebhookEvent<Events>>): NodeWebhookHandler;
  createFetchWebhookHandler(options: WebhookHandlerOptions<WebhookEvent<Events>>): FetchWebhookHandler;
}

/** Binds the generic webhook runtime to one generated package's event map (name -> payload). */
export function bindWebhooks<Events extends object>(eventNames: readonly (keyof Events & string)[]): BoundWebhooks<Events> {
  const parseWebhookEvent = (body: string | Uint8Array | object) => parseEventPayload(body) as WebhookEvent<Events>;
  const isWebhookEvent = eventKindGuard(eventNames) as BoundWebhooks<Events>['isWebhookEvent'];
  // Handlers decode their secret once, when made, so a bad secret fails at start-up rather than per delivery.
  const verifierFor =
    (signer: Signer): DeliveryVerifier<WebhookEvent<Events>> =>
    (input) => {
      const { body, ...delivery } = verifyDelivery(input, signer);
      return { event: parseWebhookEvent(body), delivery };
    };
  return {
    verifyWebhook: (input) => parseWebhookEvent(verifyWebhookInput(input).body),
    parseWebhookEvent,
    isWebhookEvent,
    createNodeWebhookHandler: (options) => nodeWebhookHandler(verifierFor(createSigner(options.secret)), options),
    createFetchWebhookHandler: (options) => fetchWebhookHandler(verifierFor(createSigner(options.secret)), options),
  };
}
