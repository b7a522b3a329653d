import { describe, expect, it } from 'vitest';
import { compareSurface, onlyWidened, topLevelSplit } from '../../../generator/surface/compare.ts';

const surface = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('compareSurface', () => {
  const baseline = surface({
    Incident: 'interface',
    'Incident.id': ': string',
    'Incident.status': ': "live" | "closed"',
    'Incident.owner': '?: {}',
    'Incident.owner.id': ': string',
    'Incident.owner.name': ': string',
    createIncidentClient: 'const: (options: ClientOptions) => IncidentClient<paths>',
  });

  it('reports nothing for an identical surface, and additions as compatible', () => {
    expect(compareSurface(baseline, baseline)).toEqual({ breaking: [], added: [] });
    const grown = new Map([...baseline, ['Incident.summary', '?: string'], ['paginate', 'const: () => void']]);
    expect(compareSurface(baseline, grown)).toEqual({ breaking: [], added: ['added Incident.summary', 'added paginate'] });
  });

  it('reports a removed member once, at the outermost removed key, and changed signatures', () => {
    const next = new Map(baseline);
    for (const key of ['Incident.owner', 'Incident.owner.id', 'Incident.owner.name']) next.delete(key);
    next.set('Incident.id', '?: string');
    next.set('createIncidentClient', 'const: (options: ClientOptions, extra: string) => IncidentClient<paths>');
    expect(compareSurface(baseline, next).breaking).toEqual([
      'changed Incident.id: : string -> ?: string',
      'removed Incident.owner',
      'changed createIncidentClient: const: (options: ClientOptions) => IncidentClient<paths> -> const: (options: ClientOptions, extra: string) => IncidentClient<paths>',
    ]);
  });

  it('treats a new enum value as compatible and a removed one as breaking', () => {
    const widened = new Map(baseline).set('Incident.status', ': "live" | "closed" | "paused"');
    expect(compareSurface(baseline, widened)).toEqual({ breaking: [], added: ['widened Incident.status: : "live" | "closed" | "paused"'] });
    const narrowed = new Map(baseline).set('Incident.status', ': "live"');
    expect(compareSurface(baseline, narrowed).breaking).toEqual(['changed Incident.status: : "live" | "closed" -> : "live"']);
  });

  it('lets a data-table value change but not its fields disappear', () => {
    const table = surface({ operations: 'const: {}', 'operations.list': ': {}', 'operations.list.deprecated': '= false' });
    expect(compareSurface(table, new Map(table).set('operations.list.deprecated', '= true'))).toEqual({ breaking: [], added: ['revalued operations.list.deprecated = true'] });
    const gone = new Map(table);
    gone.delete('operations.list.deprecated');
    expect(compareSurface(table, gone).breaking).toEqual(['removed operations.list.deprecated']);
  });
});

describe('onlyWidened', () => {
  it('accepts grown unions and as-const tuples of literals only', () => {
    expect(onlyWidened('type = "a" | "b"', 'type = "a" | "b" | "c"')).toBe(true);
    expect(onlyWidened("const: readonly ['a', 'b']", "const: readonly ['a', 'x', 'b']")).toBe(true);
    expect(onlyWidened(': string', ': string | null')).toBe(false);
    expect(onlyWidened(': "a" | "b"', '?: "a" | "b" | "c"')).toBe(false);
    expect(onlyWidened(': "a" | "b"', ': "a" | "b"')).toBe(false);
    expect(onlyWidened(': ("a" | "b")[]', ': ("a" | "x" | "b")[]')).toBe(true);
    expect(onlyWidened(': (A)[] | (B)[]', ': (A)[] | (B)[] | "c"')).toBe(true);
    expect(onlyWidened(': ("a" | "b")[]', ': ("a")[]')).toBe(false);
  });

  it('splits only at top-level separators', () => {
    expect(topLevelSplit('A | B<C | D> | "e|f" | { g: H | I }', '|')).toEqual(['A', 'B<C | D>', '"e|f"', '{ g: H | I }']);
    expect(topLevelSplit("'a', (x: number) => void, 'b,c'", ',')).toEqual(["'a'", '(x: number) => void', "'b,c'"]);
  });
});
