import { describe, expect, it } from 'vitest';
import type { ParameterObject } from '../../generator/load/document.ts';
import { REFERENCE_SPEC } from '../../spec/build/files.ts';
import { backticked, readReference, section, tableRows } from './support/reference.ts';
import { operationsOf, readSpecFile, resolved, successSchema, type SpecOperation } from './support/spec-files.ts';

const document = readSpecFile(REFERENCE_SPEC);
const operations = operationsOf(document);
const find = (key: string): SpecOperation => {
  const found = operations.find((operation) => operation.key === key);
  if (!found) throw new Error(`no operation ${key}`);
  return found;
};
const parametersOf = ({ operation }: SpecOperation): ParameterObject[] =>
  (operation.parameters ?? []).map((parameter) => resolved(document, parameter) as ParameterObject);
const parameter = (operation: SpecOperation, name: string) => parametersOf(operation).find((candidate) => candidate.name === name);
const isList = (operation: SpecOperation) => successSchema(document, operation.operation).properties?.pagination_meta !== undefined;

describe('parameters and bodies the reference names', () => {
  const lists = operations.filter(isList);

  it('every list operation takes page_size (integer, default 25, minimum 1, no maximum) and after', () => {
    expect(lists.length).toBeGreaterThanOrEqual(60);
    for (const list of lists) {
      expect(list.method, list.key).toBe('get');
      expect(parameter(list, 'page_size')?.schema, list.key).toEqual({ type: 'integer', default: 25, minimum: 1 });
      expect(parameter(list, 'after')?.schema, list.key).toEqual({ type: 'string' });
    }
  });

  it('every list response holds pagination_meta and an array of records from a component', () => {
    for (const list of lists) {
      const ref = (list.operation.responses?.['200'] as { content: Record<string, { schema: { $ref?: string } }> }).content['application/json']!.schema.$ref;
      expect(ref, list.key).toMatch(/^#\/components\/schemas\/\w+ListResultV[123]$/);
      const result = successSchema(document, list.operation);
      const arrays = Object.entries(result.properties ?? {}).filter(([, schema]) => schema.type === 'array');
      expect(
        arrays.map(([name]) => name),
        list.key,
      ).toEqual([list.path.split('/').at(-1)]);
      expect(arrays[0]![1].items?.$ref, list.key).toMatch(/^#\/components\/schemas\/\w+V[123]$/);
    }
    expect(successSchema(document, find('GET /v3/catalog_entries').operation).properties?.total_record_count).toEqual({ type: 'integer' });
  });

  it('each query parameter of the detailed operations table is on its operation', () => {
    const rows = tableRows(section(readReference('api-endpoints-and-events.md'), '### Detailed operations'));
    let checked = 0;
    for (const [methods = '', pathCell = '', payload = ''] of rows) {
      const [path] = backticked(pathCell);
      for (const method of methods.split(',').map((m) => m.trim())) {
        const operation = find(`${method} ${path}`);
        for (const name of backticked(payload.match(/query:? ([^;]*)/)?.[1] ?? '')) {
          if (name === 'shift_conflict') continue; // an enum value of policy_type, not a parameter
          expect(parameter(operation, name), `${operation.key} ${name}`).toBeDefined();
          checked += 1;
        }
        if (/header `authorization`/.test(payload)) expect(parameter(operation, 'authorization')).toMatchObject({ in: 'header', required: false });
      }
    }
    expect(checked).toBeGreaterThanOrEqual(18);
  });

  it('carries the other named parameters with their documented details', () => {
    expect(parameter(find('GET /v2/schedule_entries'), 'entry_window_start')?.schema).toEqual({ type: 'string' });
    expect(parameter(find('GET /v2/policies'), 'policy_type')?.schema).toEqual({ $ref: '#/components/schemas/PolicyType' });
    expect(parameter(find('GET /v1/incident_attachments'), 'resource_type')?.schema).toEqual({ $ref: '#/components/schemas/IncidentAttachmentResourceType' });
  });

  it('declares the error body on every status the reference lists, with rate_limit and Retry-After on 429', () => {
    const statuses = readReference('api-overview.md')
      .match(/Non-success statuses that operations can return: ([\d, ]+)/)![1]!
      .split(', ');
    expect(statuses).toHaveLength(13);
    for (const { key, operation } of operations)
      expect(
        Object.keys(operation.responses ?? {}).filter((status) => status >= '400'),
        key,
      ).toEqual(statuses);
    const tooMany = resolved(document, find('GET /v2/incidents').operation.responses?.['429']) as {
      headers: Record<string, unknown>;
      content: Record<string, { schema: unknown }>;
    };
    expect(Object.keys(tooMany.headers)).toEqual(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Used', 'X-RateLimit-Reset', 'Retry-After']);
    const body = resolved(document, tooMany.content['application/json']!.schema);
    const [error, extra] = (body.allOf ?? []).map((part) => resolved(document, part));
    expect(error?.required).toEqual(['type', 'status', 'request_id', 'errors']);
    expect(extra?.required).toEqual(['rate_limit']);
    expect(resolved(document, extra?.properties?.rate_limit).required).toEqual(['name', 'limit', 'remaining', 'retry_after']);
  });

  it('details the identity response', () => {
    const identity = resolved(document, successSchema(document, find('GET /v1/identity').operation).properties?.identity);
    expect(Object.keys(identity.properties ?? {})).toEqual(['name', 'roles', 'team_roles', 'teams', 'dashboard_url']);
    expect(identity.required).toEqual(['team_roles', 'teams']);
  });
});
