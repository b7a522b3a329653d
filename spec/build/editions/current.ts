import type { Edition } from '../document.ts';
import { AUDIT_LOG_EVENTS, WEBHOOK_EVENTS } from '../events.ts';
import { v1Operations } from '../families/v1.ts';
import { v2AlertOperations } from '../families/v2-alerts.ts';
import { v2AutomationOperations } from '../families/v2-automation.ts';
import { v2IncidentOperations } from '../families/v2-incidents.ts';
import { v2OnCallOperations } from '../families/v2-on-call.ts';
import { v2PayOperations } from '../families/v2-pay.ts';
import { v2StatusPageOperations } from '../families/v2-status-pages.ts';
import { v3Operations } from '../families/v3.ts';

export const CURRENT_VERSION = '2026-11-22';

/** The API as the reference describes it today. */
export const currentEdition = (): Edition => ({
  version: CURRENT_VERSION,
  operations: [
    ...v1Operations(),
    ...v2IncidentOperations(),
    ...v2AlertOperations(),
    ...v2AutomationOperations(),
    ...v2OnCallOperations(),
    ...v2StatusPageOperations(),
    ...v2PayOperations(),
    ...v3Operations(),
  ],
  webhookEvents: WEBHOOK_EVENTS,
  auditLogEvents: AUDIT_LOG_EVENTS,
});
