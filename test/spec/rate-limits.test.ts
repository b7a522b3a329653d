import { describe, expect, it } from 'vitest';
import { REFERENCE_SPEC } from '../../spec/build/files.ts';
import { readReference, section, tableRows } from './support/reference.ts';
import { operationsOf, readSpecFile } from './support/spec-files.ts';

/** Row labels of the reference's per-endpoint limits table -> the operations they name. */
const OPERATIONS_OF_ROW: Record<string, string[]> = {
  'List incidents (v1, v2); show incident (v2)': ['GET /v1/incidents', 'GET /v2/incidents', 'GET /v2/incidents/{id}'],
  // The reference does not show the bulk-update path: the spec cannot carry this limit.
  'Bulk update catalog entries (v3)': [],
  'Update catalog entry (v3)': ['PUT /v3/catalog_entries/{id}'],
  'Show postmortem document content (v1)': ['GET /v1/postmortem_documents/{id}/content'],
  'Preview schedule entries (v2)': ['POST /v2/schedules/{id}/actions/preview_entries'],
  'Create retrospective status page incident (v2)': ['POST /v2/status_page_retrospective_incidents'],
  'Update telemetry data source (v2)': ['PUT /v2/telemetry/data_sources/{id}'],
};

const limits = section(readReference('api-overview.md'), '## Limits');
const operations = operationsOf(readSpecFile(REFERENCE_SPEC));
const limitOf = (key: string) => operations.find((operation) => operation.key === key)?.operation['x-rate-limit'];

describe('rate limits of the reference', () => {
  const rows = tableRows(section(limits, '### Per-endpoint limits'));

  it('knows every row of the per-endpoint table', () => {
    expect(rows.map(([label]) => label).sort()).toEqual(Object.keys(OPERATIONS_OF_ROW).sort());
  });

  it.each(rows.map((row) => [row[0]!, row] as const))('%s', (label, [, burst = '', sustained = '']) => {
    for (const key of OPERATIONS_OF_ROW[label]!) {
      expect(limitOf(key), key).toEqual({ burst: Number(burst), perMinute: Number(/^(\d+) per minute$/.exec(sustained)![1]) });
    }
  });

  it('puts the hourly incident-creation caps on POST /v2/incidents', () => {
    const text = section(limits, '### Incident creation');
    const [, withChannel, otherwise] = /(\d+) incidents per hour when a chat channel is created for the incident; (\d+) per hour otherwise/.exec(text)!;
    expect(limitOf('POST /v2/incidents')).toEqual({ perHour: Number(otherwise), perHourWithChatChannel: Number(withChannel) });
  });

  it('limits no other operation', () => {
    const limited = operations
      .filter(({ operation }) => operation['x-rate-limit'])
      .map(({ key }) => key)
      .sort();
    expect(limited).toEqual([...Object.values(OPERATIONS_OF_ROW).flat(), 'POST /v2/incidents'].sort());
  });
});
