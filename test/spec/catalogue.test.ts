import { describe, expect, it } from 'vitest';
import { REFERENCE_SPEC } from '../../spec/build/files.ts';
import { catalogueOperations } from './support/catalogue.ts';
import { readReference } from './support/reference.ts';
import { operationsOf, readSpecFile } from './support/spec-files.ts';

/** Operations the per-endpoint limits table names although the catalogue does not list them. */
const FROM_LIMITS_TABLE = ['GET /v1/incidents', 'GET /v2/incidents/{id}', 'PUT /v3/catalog_entries/{id}'];

describe('the endpoint catalogue of the reference', () => {
  const catalogue = catalogueOperations(readReference('api-endpoints-and-events.md'));
  const operations = operationsOf(readSpecFile(REFERENCE_SPEC));
  const inSpec = new Set(operations.map(({ key }) => key));

  it('reads the catalogue conventions (CRUD, rows of several paths, "(by id)", relative paths)', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(240);
    expect(catalogue).toEqual(
      expect.arrayContaining(['GET /v2/announcement_rules', 'PUT /v2/announcement_rules/{id}', 'POST /v2/alerts/{id}/actions/set_tags']),
    );
    expect(catalogue).toEqual(expect.arrayContaining(['GET /v2/alert_routes/{id}', 'PUT /v2/status_page_incidents/{status_page_incident_id}']));
    expect(catalogue).not.toContain('GET /v2/alert_routes');
    expect(catalogue).not.toContain('POST /v2/schedules/{id}');
  });

  it('every catalogue method and path is in the spec written from the reference', () => {
    expect(catalogue.filter((operation) => !inSpec.has(operation))).toEqual([]);
  });

  it('the spec adds only the operations the limits table names', () => {
    const listed = new Set(catalogue);
    expect([...inSpec].filter((operation) => !listed.has(operation)).sort()).toEqual(FROM_LIMITS_TABLE);
  });

  it('gives every operation a unique operationId in the `Family Vn#Action` style and its family tag', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, operation } of operations) {
      expect(operation.operationId, key).toMatch(/^[A-Z][A-Za-z -]* V[123]#[A-Z][A-Za-z]*$/);
      expect(operation.tags, key).toEqual([operation.operationId!.split('#')[0]]);
      expect(operation.operationId!.split('#')[0]!.endsWith(key.split('/')[1]!.toUpperCase()), key).toBe(true);
    }
  });
});
