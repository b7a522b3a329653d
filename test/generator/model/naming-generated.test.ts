/**
 * The names a consumer writes: operation types and values, `client.<resource>.<method>`, schema,
 * enum and event types, from the real document and from the texts real documents hold (acronyms,
 * version suffixes, a second `#`, blanks, symbols), each the same whatever order things arrive in.
 */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { camelCase, enumTypeName, eventTypeName, namedMethodNames, operationTypeName, pascalCase, schemaExportNames, schemaTypeName, uniqueNames, words } from '../../../generator/model/naming.ts';
import { buildOperations } from '../../../generator/model/operations.ts';
import { CLIENT_MEMBERS } from '../../../generator/runtime/client/tables.ts';
import { newestRealSpecPath, readRealSpec } from '../../support/real-specs.ts';

describe('the names the generator emits', () => {
  it('names the operations of the newest published document as its README examples call them', () => {
    const operations = buildOperations(readRealSpec(newestRealSpecPath()) as unknown as OpenApiDocument);
    const named = (id: string) => {
      const operation = operations.find((candidate) => candidate.operationId === id)!;
      return [operation.typeName, operation.valueName, `${operation.named.resource}.${operation.named.method}`];
    };
    expect(named('Incidents V2#List')).toEqual(['IncidentsV2List', 'incidentsV2List', 'incidentsV2.list']);
    expect(named('API Keys V1#Rotate')).toEqual(['ApiKeysV1Rotate', 'apiKeysV1Rotate', 'apiKeysV1.rotate']);
    expect(named('Alert Events V2#CreateHTTP')).toEqual(['AlertEventsV2CreateHttp', 'alertEventsV2CreateHttp', 'alertEventsV2.createHttp']);
    // A second `#` belongs to the method part.
    expect(named('Heartbeat V2#Ping#1')).toEqual(['HeartbeatV2Ping1', 'heartbeatV2Ping1', 'heartbeatV2.ping1']);
    for (const key of ['typeName', 'valueName'] as const) expect(new Set(operations.map((operation) => operation[key])).size).toBe(operations.length);
    expect(new Set(operations.map((operation) => `${operation.named.resource}.${operation.named.method}`)).size).toBe(operations.length);
  });

  it('splits words at case changes, acronyms and symbols, joining a lone letter with the number after it', () => {
    expect(words('incidentStatusV2')).toEqual(['incident', 'Status', 'V2']);
    expect(words('HTTPServer2URL')).toEqual(['HTTP', 'Server2', 'URL']);
    expect(words('  custom--field__id  ')).toEqual(['custom', 'field', 'id']);
    expect(words('V 2 and v 10 but AB 3')).toEqual(['V2', 'and', 'v10', 'but', 'AB', '3']);
    expect(words('2 V')).toEqual(['2', 'V']);
    expect(words('Plan B Options')).toEqual(['Plan', 'B', 'Options']);
    expect(words('Step A 2fa')).toEqual(['Step', 'A', '2fa']);
    expect(pascalCase('status page incidents')).toBe('StatusPageIncidents');
    expect(camelCase('Status Page Incidents')).toBe('statusPageIncidents');
  });

  it('names text of no letter by its code points, blanks left out, and an empty text by an underscore', () => {
    expect(pascalCase(' 🔥 ! ')).toBe('U1F525U21');
    expect(camelCase('🔥')).toBe('u1F525');
    expect(schemaTypeName('%')).toBe('U25');
    expect(eventTypeName('')).toBe('_');
    expect(schemaTypeName('')).toBe('_');
    expect(enumTypeName('', [])).toBe('_');
    expect(eventTypeName('interface')).toBe('Interface');
    expect(enumTypeName('interface', [])).toBe('interface_');
  });

  it('keeps a schema’s own capitals, underscores and dollars, joining its other words with a capital', () => {
    expect(schemaTypeName('incident_v2')).toBe('incident_v2');
    expect(schemaTypeName('$ref thing')).toBe('$refThing');
    expect(schemaTypeName('Incident V2 (beta)')).toBe('IncidentV2Beta');
    expect(schemaTypeName('3dModel')).toBe('_3dModel');
    expect(enumTypeName('Incident-V2', ['custom fields', '[]', 'kind'])).toBe('IncidentV2CustomFieldsKind');
  });

  it('numbers colliding names from 2, in key order, resuming where the last suffix stopped', () => {
    const names = uniqueNames(['Things#List', 'things list', 'Things List', 'ThingsList2'], operationTypeName);
    expect(Object.fromEntries(names)).toEqual({ 'Things List': 'ThingsList', 'Things#List': 'ThingsList2', 'ThingsList2': 'ThingsList22', 'things list': 'ThingsList3' });
    const many = uniqueNames(Array.from({ length: 12 }, (_, i) => `${'x'.repeat(i + 1)}`), () => 'Same');
    expect([...many.values()]).toEqual(['Same', ...Array.from({ length: 11 }, (_, i) => `Same${i + 2}`)]);
  });

  it('gives a schema whose name is taken the Schema suffix, then _2, _3 in key order, an exact key keeping its name', () => {
    const taken = new Set(['Incident', 'IncidentSchema_2']);
    const names = schemaExportNames(['Incident', 'Incident!', 'Incident?', 'Incident_Schema', 'string'], taken);
    expect(Object.fromEntries(names)).toEqual({ Incident: 'IncidentSchema', 'Incident!': 'IncidentSchema_3', 'Incident?': 'IncidentSchema_4', Incident_Schema: 'Incident_Schema', string: 'stringSchema' });
    expect(Object.fromEntries(schemaExportNames(['Widget-V2', 'WidgetV2'], new Set()))).toEqual({ WidgetV2: 'WidgetV2', 'Widget-V2': 'WidgetV2_2' });
    expect(Object.fromEntries(schemaExportNames(['WidgetV2', 'Widget-V2'], new Set()))).toEqual({ WidgetV2: 'WidgetV2', 'Widget-V2': 'WidgetV2_2' });
  });

  it('puts operations without a resource part under `operations`, a blank method under `call`, and numbers names the client or the prototype holds', () => {
    const names = namedMethodNames(['#List', 'Things#', 'Things#🔥', 'use#Show', 'Valueof#ToString', 'Then#Get', 'Things#list', 'Things#List'], CLIENT_MEMBERS);
    expect(Object.fromEntries(names)).toEqual({
      '#List': { resource: 'operations', method: 'list' },
      'Things#': { resource: 'things', method: 'call' },
      'Things#🔥': { resource: 'things', method: 'u1F525' },
      'Things#List': { resource: 'things', method: 'list' },
      'Things#list': { resource: 'things', method: 'list2' },
      'use#Show': { resource: 'use2', method: 'show' },
      'Valueof#ToString': { resource: 'valueof', method: 'toString2' },
      'Then#Get': { resource: 'then2', method: 'get' },
    });
  });
});
