import { describe, expect, it } from 'vitest';
import { camelCase, enumTypeName, eventTypeName, namedMethodExportNames, namedMethodNames, operationTypeName, operationValueName, pascalCase, schemaExportNames, schemaTypeName, uniqueNames, words } from '../../../generator/model/naming.ts';
import { CLIENT_MEMBERS } from '../../../generator/runtime/client/tables.ts';

describe('naming', () => {
  it('folds acronyms instead of splitting them letter by letter', () => {
    expect(words('API Keys V1#List')).toEqual(['API', 'Keys', 'V1', 'List']);
    expect(operationTypeName('API Keys V1#List')).toBe('ApiKeysV1List');
    expect(operationValueName('API Keys V1#List')).toBe('apiKeysV1List');
    expect(operationValueName('API Keys V1#List')).not.toMatch(/^aPI/);
    expect(pascalCase('HTTPServerURL')).toBe('HttpServerUrl');
  });

  it('keeps version suffixes whole and never starts a name with a digit', () => {
    expect(operationTypeName('Incidents V2#List')).toBe('IncidentsV2List');
    expect(camelCase('Incidents V 2')).toBe('incidentsV2');
    expect(pascalCase('2fa settings')).toBe('_2faSettings');
  });

  it('names enums by owner and property path, skipping array steps', () => {
    expect(enumTypeName('IncidentV2', ['status'])).toBe('IncidentV2Status');
    expect(enumTypeName('IncidentV2', ['custom_field_entries', '[]', 'kind'])).toBe('IncidentV2CustomFieldEntriesKind');
    expect(schemaTypeName('Foo-Bar.baz')).toBe('FooBarBaz');
    expect(eventTypeName('public_incident.incident_created_v2')).toBe('PublicIncidentIncidentCreatedV2');
  });

  it('resolves collisions the same way whatever order the keys arrive in', () => {
    const keys = ['Widgets V2#List', 'Widgets-V2#List', 'widgets v2 list'];
    const forward = uniqueNames(keys, operationTypeName);
    const backward = uniqueNames([...keys].reverse(), operationTypeName);
    expect([...forward.values()].sort()).toEqual(['WidgetsV2List', 'WidgetsV2List2', 'WidgetsV2List3']);
    expect(Object.fromEntries(forward)).toEqual(Object.fromEntries(backward));
  });

  it('names schema types around taken names and reserved words, then numbers what still collides', () => {
    const taken = new Set(['Foo', 'FooSchema', 'Bar']);
    const keys = ['Foo', 'Bar', 'Bar-', 'Bar2', 'Baz', 'Baz!', 'Baz?', 'delete', '', '9'];
    const names = schemaExportNames(keys, taken);
    expect(Object.fromEntries(names)).toEqual({
      Foo: 'FooSchema_2',
      Bar: 'BarSchema',
      'Bar-': 'BarSchema_2',
      Bar2: 'Bar2',
      Baz: 'Baz',
      'Baz!': 'Baz_2',
      'Baz?': 'Baz_3',
      delete: 'deleteSchema',
      '': 'Schema',
      '9': '_9',
    });
    expect(Object.fromEntries(schemaExportNames([...keys].reverse(), taken))).toEqual(Object.fromEntries(names));
  });
});

describe('namedMethodNames', () => {
  it('names client.<resource>.<method> from the operationId\'s two parts', () => {
    const names = namedMethodNames(['Incidents V2#List', 'Schedules V2#Show', 'API Keys V1#List', 'legacyThing'], CLIENT_MEMBERS);
    expect(Object.fromEntries(names)).toEqual({
      'Incidents V2#List': { resource: 'incidentsV2', method: 'list' },
      'Schedules V2#Show': { resource: 'schedulesV2', method: 'show' },
      'API Keys V1#List': { resource: 'apiKeysV1', method: 'list' },
      legacyThing: { resource: 'operations', method: 'legacyThing' },
    });
  });

  it('resolves collisions with a numeric suffix, in sorted order, whatever the input order', () => {
    const ids = ['Incidents V2#List', 'Incidents-V2#list', 'Incidents V2#Then', 'V1#Show', 'Base URL#Get', 'Things#Constructor'];
    const forward = Object.fromEntries(namedMethodNames(ids, CLIENT_MEMBERS));
    expect(Object.fromEntries(namedMethodNames([...ids].reverse(), CLIENT_MEMBERS))).toEqual(forward);
    expect(forward).toEqual({
      'Incidents V2#List': { resource: 'incidentsV2', method: 'list' },
      'Incidents-V2#list': { resource: 'incidentsV2', method: 'list2' },
      'Incidents V2#Then': { resource: 'incidentsV2', method: 'then2' },
      'V1#Show': { resource: 'v12', method: 'show' },
      'Base URL#Get': { resource: 'baseUrl2', method: 'get' },
      'Things#Constructor': { resource: 'things', method: 'constructor2' },
    });
  });
});

describe('namedMethodExportNames', () => {
  const exportNames = (named: Array<[string, string]>) => {
    const entries = named.map(([resource, method]) => ({ resource, method }));
    const names = namedMethodExportNames(entries);
    return Object.fromEntries(entries.map((entry) => [`${entry.resource}.${entry.method}`, names.get(entry)]));
  };

  it('names each method after its resource and itself: incidentsV2.list -> incidentsV2List', () => {
    expect(exportNames([['incidentsV2', 'list'], ['incidentsV2', 'importPostmortemDocument'], ['identityV1', 'show'], ['operations', 'ƛambda']])).toEqual({
      'incidentsV2.list': 'incidentsV2List',
      'incidentsV2.importPostmortemDocument': 'incidentsV2ImportPostmortemDocument',
      'identityV1.show': 'identityV1Show',
      'operations.ƛambda': 'operationsƛambda',
    });
  });

  it('leaves every resource its name and gives a taken method name the next suffix, the same whatever the input order', () => {
    // `widgets.v2List` and `widgetsV2.list` both want `widgetsV2List`, which a resource already is; `widgetsV2List.get` wants what `widgetsV2.listGet` wants.
    const named: Array<[string, string]> = [['widgetsV2', 'list'], ['widgets', 'v2List'], ['widgetsV2List', 'get'], ['widgetsV2', 'listGet'], ['widgetsV2List2', 'x']];
    const forward = exportNames(named);
    expect(exportNames([...named].reverse())).toEqual(forward);
    expect(forward).toEqual({
      'widgets.v2List': 'widgetsV2List3',
      'widgetsV2.list': 'widgetsV2List4',
      'widgetsV2.listGet': 'widgetsV2ListGet',
      'widgetsV2List.get': 'widgetsV2ListGet2',
      'widgetsV2List2.x': 'widgetsV2List2X',
    });
    expect(new Set(Object.values(forward)).size).toBe(named.length);
  });
});

describe('names from ASCII text (read in one pass, not character by character)', () => {
  it('keeps exactly the letters and digits of every ASCII character, and `_` and `$` in schema names', () => {
    for (let code = 0; code < 0x80; code++) {
      const char = String.fromCharCode(code);
      const kept = /[A-Za-z0-9]/.test(char);
      expect([code, words(`${char}`), words(`x${char}${char}y`).length]).toEqual([code, kept ? [char] : [], kept ? words(`x${char}${char}y`).length : 2]);
      expect([code, schemaTypeName(`Ab${char}Cd`)]).toEqual([code, kept || char === '_' || char === '$' ? `Ab${char}Cd` : 'AbCd']);
    }
  });
});
