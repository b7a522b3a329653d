import { describe, expect, it } from 'vitest';
import type { DriftChange } from '../../../generator/drift/report.ts';
import { explainingChanges } from '../../../generator/impact/explain.ts';
import type { Reach } from '../../../generator/impact/package-index.ts';

const change = (id: string, level: DriftChange['level'], location: string | null, symbols: string[]): DriftChange => ({ id, level, operation: null, location, message: id, symbols, fingerprint: '' });
const reach = (symbols: string[], locations: string[] = [], members: string[] = []): Reach => ({ symbols: new Set(symbols), locations: new Set(locations), members: new Set(members) });

describe('explainingChanges', () => {
  const changes = [
    change('response-property-removed', 'error', 'Widget.legacy_code', ['Widget']),
    change('response-property-added', 'info', 'Widget.colour', ['Widget']),
    change('response-property-type-changed', 'warning', 'Widget.size.unit', ['Widget']),
    change('request-parameter-added-required', 'error', 'WidgetsList.team_id', ['WidgetsList']),
    change('operation-removed', 'error', null, ['GadgetsDelete']),
    change('response-property-removed', 'error', 'Widget.parts', ['Widget']),
  ];

  it('names the changes at a place the code reaches, the place itself or anything below it', () => {
    expect(explainingChanges(changes, reach(['Widget'], ['Widget.legacy_code']))).toEqual([0]);
    expect(explainingChanges(changes, reach(['Widget'], ['Widget.size.unit.symbol']))).toEqual([2]);
    expect(explainingChanges(changes, reach(['Widget'], ['Widget.parts[]']))).toEqual([5]);
    expect(explainingChanges(changes, reach(['Widget'], [], ['Widget.legacy_code']))).toEqual([0]);
  });

  it("names a change at an array's items or a map's values for code reaching the array or map, whose type holds them", () => {
    const items = [change('request-enum-value-removed', 'error', 'KeyPayload.role_names[]', ['KeyPayload']), change('request-enum-value-removed', 'error', 'KeyPayload.labels{}', ['KeyPayload'])];
    expect(explainingChanges(items, reach(['KeyPayload'], ['KeyPayload.role_names']))).toEqual([0]);
    expect(explainingChanges(items, reach(['KeyPayload'], ['KeyPayload.labels']))).toEqual([1]);
    // Not a sibling whose name the array's starts with, and not the owner of the array.
    expect(explainingChanges(items, reach(['KeyPayload'], [], ['KeyPayload.role']))).toEqual([]);
    expect(explainingChanges([change('request-enum-value-removed', 'error', 'KeyPayload.role_names[][]', ['KeyPayload'])], reach(['KeyPayload'], ['KeyPayload.role_names']))).toEqual([0]);
  });

  it('does not take a sibling with a common prefix for a place below', () => {
    expect(explainingChanges(changes, reach(['Widget'], ['Widget.legacy_codes', 'Widget.partsList']))).toEqual([0, 2, 5]);
  });

  it('names no change when the code names a member no change is at', () => {
    expect(explainingChanges(changes, reach(['Widget'], [], ['Widget.name']))).toEqual([]);
    // A member the code also reaches as a location is not "no change at it".
    expect(explainingChanges(changes, reach(['Widget'], ['Widget.name'], ['Widget.name']))).toEqual([0, 2, 5]);
    expect(explainingChanges(changes, reach(['Widget'], ['Widget.name'], ['Widget.name', 'Widget.nickname']))).toEqual([0, 2, 5]);
  });

  it('otherwise names the breaking and possibly breaking changes touching what it reaches, else every change touching it', () => {
    expect(explainingChanges(changes, reach(['Widget']))).toEqual([0, 2, 5]);
    expect(explainingChanges([changes[1]!], reach(['Widget']))).toEqual([0]);
    expect(explainingChanges(changes, reach(['GadgetsDelete'], ['GadgetsDelete']))).toEqual([4]);
    expect(explainingChanges(changes, reach(['Unrelated'], ['Widget.legacy_code']))).toEqual([]);
    // A component change lists the operations reaching it too: reaching any one of its symbols is enough.
    expect(explainingChanges([change('response-property-removed', 'error', 'Widget.code', ['Widget', 'WidgetsList'])], reach(['Widget'], ['Widget.code']))).toEqual([0]);
  });
});
