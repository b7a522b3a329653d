import { diffDocuments, type DriftReport } from '../../../../generator/drift/index.ts';
import { jsonContent, object, ok, ref, spec } from '../fixtures.ts';

/** The list endpoint returns the entry; the create endpoint only takes a body, so each change is reported once. */
const entries = (entry: Record<string, unknown>, create: Record<string, unknown>) =>
  spec({
    paths: {
      '/v2/schedule_entries': {
        get: { operationId: 'Schedules V2#ListEntries', responses: ok(object({ schedule_entries: { type: 'array', items: ref('ScheduleEntryV2') } }, ['schedule_entries'])) },
        post: { operationId: 'Schedules V2#CreateEntry', requestBody: { required: true, ...jsonContent(ref('CreateEntryRequestBody')) }, responses: ok({ type: 'string' }) },
      },
    },
    schemas: { ScheduleEntryV2: entry, CreateEntryRequestBody: create },
  });

/** One error, one warning and one info change, with characters every format must escape, as diffDocuments reports them. */
export function sampleReport(): DriftReport {
  const before = entries(object({ id: { type: 'string' }, layer_id: { type: 'string' }, kind: { type: 'string', enum: ['a<b'] } }, ['id']), object({ name: { type: 'string' }, old: { type: 'string' } }));
  const after = entries(object({ id: { type: 'string' }, kind: { type: 'string', enum: ['a<b', 'c|d&"e"'] } }, ['id']), object({ name: { type: 'string' } }));
  return diffDocuments(before, after);
}
