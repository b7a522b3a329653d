import { ok, spec } from '../../fixtures.ts';
import { operation, type Rows } from './rows.ts';

const events = (present: boolean) =>
  spec({ paths: { '/v1/x': { get: operation('X V1#Get') } }, webhooks: present ? { '/x-webhooks/schedule.updated_v1': { get: { operationId: 'ScheduleUpdatedV1', responses: ok({}) } } } : {} });

export const eventRows: Rows = {
  'event-added': { level: 'info', direction: 'response', documents: [events(false), events(true)], reverse: ['event-removed'] },
  'event-removed': { level: 'error', direction: 'response', documents: [events(true), events(false)], reverse: ['event-added'] },
};
