/**
 * A removed export is reported once, without its members; an export whose name merely starts with
 * another's (`Incident` / `IncidentStatus`) is its sibling, not its member, and is judged on its own.
 */
import { describe, expect, it } from 'vitest';
import { judgeSurfaces } from '../../support/surface-pairs.ts';

const ALL = {
  Incident: "export interface Incident { id: string; 'x-custom'?: string; status: IncidentStatus }",
  IncidentStatus: "export type IncidentStatus = 'live' | 'closed';",
  IncidentStatuses: "export const IncidentStatuses: readonly ['live', 'closed'];",
  Incidents: 'export interface Incidents { list(): void }',
};
type Name = keyof typeof ALL;
const surface = (...names: Name[]) => names.map((name) => ALL[name]).join('\n');
const without = (...gone: Name[]) => surface(...(Object.keys(ALL) as Name[]).filter((name) => !gone.includes(name)));
const removed = (...names: string[]) => names.map((name) => `${name}: removed; old code importing it no longer compiles`);
const breaking = (current: string) => judgeSurfaces(surface(...(Object.keys(ALL) as Name[])), current).breaking;

describe('surface siblings with a common prefix', () => {
  it('removing an export reports it once; its prefixed siblings stay and are not reported', () => {
    expect(breaking(`${without('Incident')}`)).toEqual(removed('Incident'));
  });

  it('removing an export and its prefixed siblings reports each sibling', () => {
    expect(breaking('export const other: 1;')).toEqual(removed('Incident', 'IncidentStatus', 'IncidentStatuses', 'Incidents'));
  });

  it('a sibling removed beside a removed export is not taken for one of its members', () => {
    expect(breaking(without('Incident', 'IncidentStatus'))).toEqual(removed('Incident', 'IncidentStatus'));
  });

  it('a namespace removed is reported once; a namespace named after it is its sibling', () => {
    const namespaces = { baseline: { v2: 'export type Id = string;\nexport type Name = string;', v2x: 'export type Id = string;' }, current: { v2x: 'export type Other = string;' } };
    const entry = (names: string[]) => names.map((name) => `export * as ${name} from "incident-api-client/${name}";`).join('\n');
    expect(judgeSurfaces(entry(['v2', 'v2x']), entry(['v2x']), namespaces).breaking).toEqual(removed('v2', 'v2x.Id'));
  });

  it('a member change inside a sibling is reported under the sibling, and a base-class move beside it is not', () => {
    const current = without('Incident', 'Incidents') + "\nexport interface Base { id: string }\nexport interface Incident extends Base { 'x-custom'?: string; status: IncidentStatus }\nexport interface Incidents { list(page: number): void }";
    expect(breaking(current)).toEqual(['Incidents.list(page): required parameter added; old calls with 0 argument(s) fail']);
  });
});
