// CONTRACT STUB (integrator): the webhooks helper replaces this file; keep the exported names.

export interface VerifyWebhookInput {
  body: string | Uint8Array;
  headers: Record<string, string | string[] | undefined> | Headers;
  secret: string;
  toleranceSeconds?: number;
  now?: Date | number;
}

export interface UnknownWebhookEvent {
  event_type: string;
  [key: string]: unknown;
}

/** Binds the generic webhook runtime to one generated package's event map (name -> payload). */
export function bindWebhooks<Events extends object>(
  eventNames: readonly (keyof Events & string)[],
): {
  verifyWebhook(input: VerifyWebhookInput): Events[keyof Events] | UnknownWebhookEvent;
  parseWebhookEvent(body: string | Uint8Array | object): Events[keyof Events] | UnknownWebhookEvent;
} {
  void eventNames;
  throw new Error('webhooks runtime not built yet');
}
