/**
 * `validatePayloads` on verifyWebhook and the handlers: a verified payload checked against its
 * event's schema by the generated validators, as the client checks responses (the event name is
 * the finding's operation, the delivery id its request id).
 */
import { ResponseValidationError } from '../client/errors.js';
import { checkDriftHandler, checkValidationMode, findDrift, reportDrift, warnOnce, type DriftHandler, type RootCheck, type ValidationMode } from '../validation/findings.js';
import type { UnknownWebhookEvent } from './events.js';

export interface PayloadValidationOptions {
  /** 'report' (the default) hands each finding to `onDrift`; 'throw' refuses the delivery with ResponseValidationError (a handler answers 500); 'off' checks nothing. */
  validatePayloads?: ValidationMode | undefined;
  /** Receives each finding under 'report'. Default: `console.warn`, once per event and location per process. */
  onDrift?: DriftHandler | undefined;
}

export interface PayloadValidation {
  mode: ValidationMode;
  onDrift: DriftHandler;
}

/** Settles the options once (a handler's when it is made), refusing what would fail later. */
export function payloadValidation(where: string, options: PayloadValidationOptions, warned: Set<string>): PayloadValidation {
  const mode = checkValidationMode(where, 'validatePayloads', options.validatePayloads);
  const onDrift = checkDriftHandler(where, options.onDrift) ?? warnOnce(warned, (message) => console.warn(`incident webhooks: ${message}`));
  return { mode, onDrift };
}

export function checkPayload(event: UnknownWebhookEvent, deliveryId: string, validation: PayloadValidation, checks: ReadonlyMap<string, RootCheck>): void {
  if (validation.mode === 'off') return;
  const check = checks.get(event.event_type);
  if (!check) return;
  const findings = findDrift(check, event, event.event_type, () => deliveryId);
  if (findings.length === 0) return;
  if (validation.mode === 'throw') throw new ResponseValidationError(event.event_type, findings, deliveryId);
  reportDrift(findings, validation.onDrift);
}
