import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, SchemaObject } from '../../generator/load/document.ts';
import { REFERENCE_SPEC } from '../../spec/build/files.ts';
import { backticked, readReference, section, tableRows } from './support/reference.ts';
import { readSpecFile, resolved } from './support/spec-files.ts';

/** Resource labels of the "Notable fields" table -> the record bases (`Workflow` + `V2`) of the spec. */
const RESOURCES: Record<string, string[]> = {
  Workflow: ['WorkflowV2'],
  'Workflow run': ['WorkflowRunV2'],
  'Status page structure': ['StatusPageStructureV2'],
  'Status page maintenance': ['StatusPageMaintenanceV2'],
  'Incident (v2)': ['IncidentV2'],
  'Incident attachment': ['IncidentAttachmentV1'],
  'Incident status': ['IncidentStatusV1'],
  'Incident type, catalog type/entry, maintenance window, workflow': ['IncidentTypeV1', 'CatalogTypeV3', 'CatalogEntryV3', 'MaintenanceWindowV1', 'WorkflowV2'],
  'Alert (v2)': ['AlertV2'],
  'Alert note': ['AlertNoteV1'],
  'Alert attribute': ['AlertAttributeV2'],
  'Alert source': ['AlertSourceV2'],
  'Alert route (v2, v3)': ['AlertRouteV2', 'AlertRouteV3'],
  'Alert route (v3)': ['AlertRouteV3'],
  'Alert route': ['AlertRouteV2', 'AlertRouteV3'],
  Escalation: ['EscalationV2'],
  'Escalation path': ['EscalationPathV2'],
  Schedule: ['ScheduleV2'],
  'Schedule entries / schedules': ['ScheduleEntryV2', 'ScheduleV2'],
  'Schedule sync rule': ['ScheduleSyncRuleV2'],
  'Schedule sync target': ['ScheduleSyncTargetV2'],
  'Schedule replica': ['ScheduleReplicaV2'],
  Policy: ['PolicyV2'],
  'Policy finding': ['PolicyFindingV2'],
  User: ['UserV2'],
  'Follow-up (v2, v3)': ['FollowUpV2', 'FollowUpV3'],
  'Custom field': ['CustomFieldV2'],
  'Catalog entry (v3)': ['CatalogEntryV3'],
  'Catalog type / entry': ['CatalogTypeV3', 'CatalogEntryV3'],
  'Team (v3)': ['TeamV3'],
  'Postmortem document': ['PostmortemDocumentV1'],
  'Notification rule': ['NotificationRuleV2'],
  'Notification method': ['NotificationMethodV2'],
  'Notification method / rule': ['NotificationMethodV2', 'NotificationRuleV2'],
  'Telemetry data source (update)': ['TelemetryDataSourceV2'],
};

/** "request Opt (on catalog types and maintenance windows, workflows)": only these take it in requests. */
const REQUEST_ONLY_ON: Record<string, string[]> = {
  'Incident type, catalog type/entry, maintenance window, workflow': ['CatalogTypeV3', 'MaintenanceWindowV1', 'WorkflowV2'],
};

const document = readSpecFile(REFERENCE_SPEC);
const component = (name: string): SchemaObject | undefined => document.components?.schemas?.[name];
const payloadName = (record: string, which: 'Create' | 'Update') => record.replace(/(V\d)$/, `${which}Payload$1`);

type Presence = 'Req' | 'Opt';
interface Clause {
  fields: string[];
  resp?: Presence;
  request?: Presence;
  /** Which request payloads: `create` only, `update` only, or both. */
  requestScope: Array<'Create' | 'Update'>;
}

/** Splits a rule cell into clauses, each naming the fields it governs. */
function clauses(fields: string[], rule: string): Clause[] {
  return rule.split(';').map((text) => {
    // A clause may open with its own fields: "`interval` and `interval_type` are also Req in requests".
    const leading = /^\s*((?:`\w+`\s*(?:,|and)?\s*)+)/.exec(text)?.[1];
    const own = leading ? backticked(leading) : fields;
    const resp = /\bresp (Req|Opt)/.exec(text)?.[1] as Presence | undefined;
    const request = (/\brequest (Req|Opt)/.exec(text)?.[1] ?? /\b(Req) in requests/.exec(text)?.[1] ?? (/^\s*request,/.test(text) ? 'Opt' : undefined)) as
      Presence | undefined;
    const requestScope: Clause['requestScope'] = /\(create\)/.test(text) ? ['Create'] : /\(update only\)/.test(text) ? ['Update'] : ['Create', 'Update'];
    return { fields: [...new Set(own)], ...(resp ? { resp } : {}), ...(request ? { request } : {}), requestScope };
  });
}

function expectPresence(schema: SchemaObject | undefined, field: string, presence: Presence, where: string): void {
  expect(schema?.properties?.[field], where).toBeDefined();
  expect(schema?.required ?? [], where).toSatisfy((required: string[]) => required.includes(field) === (presence === 'Req'));
}

const fieldSchema = (doc: OpenApiDocument, records: string[], field: string): SchemaObject[] =>
  records
    .flatMap((record) => [record, payloadName(record, 'Create'), payloadName(record, 'Update')])
    .map((name) => component(name)?.properties?.[field])
    .filter((schema): schema is SchemaObject => schema !== undefined)
    .map((schema) => resolved(doc, schema));

describe('the "Notable fields" table of the reference', () => {
  const rows = tableRows(section(readReference('api-overview.md'), '### Notable fields per resource')).filter(([resource]) => !/query$/.test(resource!));

  it('names a known resource on every row', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const [resource] of rows) expect(RESOURCES[resource!], resource).toBeDefined();
  });

  it.each(rows.map((row) => [`${row[0]}: ${row[1]}`, row] as const))('%s', (_, [resource = '', fieldCell = '', rule = '']) => {
    const records = RESOURCES[resource]!;
    const fields = backticked(fieldCell);
    if (/removed/.test(rule)) {
      for (const record of records) for (const field of fields) expect(component(record)?.properties?.[field], `${record}.${field}`).toBeUndefined();
      return;
    }
    for (const clause of clauses(fields, rule)) {
      for (const field of clause.fields) {
        for (const record of records) {
          if (clause.resp) expectPresence(component(record), field, clause.resp, `${record}.${field} (response)`);
          if (clause.request && (REQUEST_ONLY_ON[resource] ?? records).includes(record)) {
            const payloads = clause.requestScope.map((which) => payloadName(record, which)).filter((name) => component(name));
            expect(payloads.length, `${record}.${field}: a request payload`).toBeGreaterThan(0);
            for (const payload of payloads) expectPresence(component(payload), field, clause.request, `${payload}.${field}`);
            if (clause.requestScope.length === 1) {
              const other = payloadName(record, clause.requestScope[0] === 'Create' ? 'Update' : 'Create');
              expect(component(other)?.properties?.[field], `${other}.${field}`).toBeUndefined();
            }
          }
        }
        expect(fieldSchema(document, records, field).length, `${resource}.${field} is in the spec`).toBeGreaterThan(0);
      }
    }
    for (const field of fields) {
      const schemas = fieldSchema(document, records, field);
      for (const value of rule.split(';').flatMap((clause) => (/\bincludes\b/.test(clause) ? backticked(clause.slice(clause.indexOf('includes'))) : []))) {
        for (const schema of schemas) expect(schema.enum, `${resource}.${field} enum`).toContain(value);
      }
      if (/\bint32\b/.test(rule)) for (const schema of schemas) expect(schema).toMatchObject({ type: 'integer', format: 'int32' });
      const minimum = /minimum (\d+)/.exec(rule)?.[1];
      const maximum = /maximum (\d+)/.exec(rule)?.[1];
      if (minimum) for (const schema of schemas) expect(schema.minimum).toBe(Number(minimum));
      if (maximum) for (const schema of schemas) expect(schema.maximum).toBe(Number(maximum));
    }
  });

  it('record and payload schemas admit the properties the reference does not show', () => {
    for (const name of new Set(Object.values(RESOURCES).flat())) {
      for (const schemaName of [name, payloadName(name, 'Create'), payloadName(name, 'Update')]) {
        const schema = component(schemaName);
        if (schema) expect(schema.additionalProperties, schemaName).toBe(true);
      }
    }
  });
});
