import { readRawBody, readRequestBody } from './body.js';
import { isWebhookVerificationError, webhookRefusalStatus, WebhookVerificationError } from './errors.js';
import type { WebhookHeaders } from './headers.js';
import type { DeliveryInput, WebhookDelivery } from './verify.js';
import type { PayloadValidationOptions } from './payload-validation.js';

export interface WebhookHandlerOptions<Event> extends PayloadValidationOptions {
  /** The endpoint's signing secret (`whsec_...`); checked when the handler is made. */
  secret: string;
  /** As in verifyWebhook; default 300. */
  toleranceSeconds?: number;
  /** Larger bodies are refused (bad_body) before verification; default 1 MiB. */
  maxBodyBytes?: number;
  /** Runs once per verified delivery; a throw or rejection answers 500, so the platform retries. */
  onEvent(event: Event, delivery: WebhookDelivery): void | Promise<void>;
  /** Sees every refused delivery and every `onEvent` failure, e.g. to log them; awaited, and a throw or rejection of its own is ignored. */
  onError?(error: unknown): void | Promise<void>;
}

/** Verifies one delivery and returns its event; bound by index.ts to one secret and one event map. */
export type DeliveryVerifier<Event> = (input: DeliveryInput) => {
  event: Event;
  delivery: WebhookDelivery;
};

/** The parts of node:http's IncomingMessage and ServerResponse used here (Express and friends fit too). */
export interface NodeWebhookRequest extends AsyncIterable<Uint8Array | string> {
  method?: string | undefined;
  headers: WebhookHeaders;
}
export interface NodeWebhookResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body?: string): unknown;
}

/** One incoming request as both transports see it; the body is read only for a POST. */
interface Received {
  method: string | undefined;
  headers: WebhookHeaders;
  readBody(): Promise<Uint8Array>;
}

interface Outcome {
  status: number;
  body?: string;
}

export type NodeWebhookHandler = (request: NodeWebhookRequest, response: NodeWebhookResponse) => Promise<void>;
export type FetchWebhookHandler = (request: Request) => Promise<Response>;

/** A node:http listener: 204 once `onEvent` has run, 400/401 with the reason when verification fails. */
export function nodeWebhookHandler<Event>(verify: DeliveryVerifier<Event>, options: WebhookHandlerOptions<Event>): NodeWebhookHandler {
  return async (request, response) => {
    // node:http ignores the listener's promise: nothing may reject out of here.
    try {
      const { method, headers } = request;
      const outcome = await handleDelivery(verify, options, { method, headers, readBody: () => readRawBody(request, options.maxBodyBytes) });
      response.statusCode = outcome.status;
      if (outcome.status === 405) response.setHeader('allow', 'POST');
      if (outcome.body !== undefined) response.setHeader('content-type', 'application/json');
      response.end(outcome.body);
    } catch (error) {
      await report(options, error);
      answerFailure(response);
    }
  };
}

/** A last answer when writing the real one failed; a socket already gone throws again, harmlessly. */
function answerFailure(response: NodeWebhookResponse): void {
  try {
    response.statusCode = 500;
    response.end();
  } catch {
    // nothing left to answer on
  }
}

/** A fetch-style handler (`Request` -> `Response`) with the same answers. */
export function fetchWebhookHandler<Event>(verify: DeliveryVerifier<Event>, options: WebhookHandlerOptions<Event>): FetchWebhookHandler {
  return async (request) => {
    const { method, headers: requestHeaders } = request;
    const outcome = await handleDelivery(verify, options, { method, headers: requestHeaders, readBody: () => readRequestBody(request, options.maxBodyBytes) });
    const headers: Record<string, string> = outcome.body === undefined ? {} : { 'content-type': 'application/json' };
    if (outcome.status === 405) headers['allow'] = 'POST';
    return new Response(outcome.body ?? null, { status: outcome.status, headers });
  };
}

async function handleDelivery<Event>(
  verify: DeliveryVerifier<Event>,
  options: WebhookHandlerOptions<Event>,
  { method, headers, readBody }: Received,
): Promise<Outcome> {
  if (method !== 'POST') return { status: 405 };
  let verified: ReturnType<DeliveryVerifier<Event>>;
  try {
    const { toleranceSeconds, maxBodyBytes } = options;
    verified = verify({ body: await readBody(), headers, ...(toleranceSeconds !== undefined && { toleranceSeconds }), ...(maxBodyBytes !== undefined && { maxBodyBytes }) });
  } catch (error) {
    await report(options, error);
    // Anything else (a broken stream, a bad option) is ours to fix, not the sender's: 500 so it retries.
    return isWebhookVerificationError(error) ? refusal(error) : { status: 500 };
  }
  try {
    await options.onEvent(verified.event, verified.delivery);
  } catch (error) {
    await report(options, error);
    return { status: 500 };
  }
  return { status: 204 };
}

/** Hands `onError` a failure; its own throw or rejection must not take the answer (or the process) down. */
async function report(options: WebhookHandlerOptions<unknown>, error: unknown): Promise<void> {
  try {
    await options.onError?.(error);
  } catch {
    // The receiver's logger failed: the delivery still gets its answer.
  }
}

const refusal = (error: WebhookVerificationError): Outcome => ({
  status: webhookRefusalStatus(error.reason),
  body: JSON.stringify({ error: error.reason, message: error.message }),
});
