/**
 * The generator's layer order, the one table: lowest first. A folder of generator/ or a file at
 * its top is one unit; a unit may import only units of a LOWER layer (or itself). Units of one
 * layer are peers and import none of each other. docs/architecture.md prints this table and
 * test/architecture/house.test.ts holds both the doc and every import of generator/ to it.
 */
export const LAYERS: readonly (readonly string[])[] = [
  // The ground: no import of generator/ at all. runtime/ is copied into every generated package.
  ['context.ts', 'runtime/', 'text/', 'compile-cache/', 'workers/'],
  ['load/'],
  ['model/', 'write/'],
  ['format/', 'drift/', 'surface/', 'publish/'],
  ['emit/'],
  ['release/'],
  ['generate.ts', 'impact/'],
  ['regen/', 'build/', 'pull-request/'],
  ['commands/'],
  ['command-line.ts'],
  ['cli.ts', 'bin.mjs'],
];

/** The unit a path under generator/ belongs to: `generator/drift/tree/schema.ts` -> `drift/`. */
export function unitOf(path: string): string {
  const [, first, ...rest] = path.split('/');
  return rest.length > 0 ? `${first}/` : first!;
}

export interface LayerBreach {
  readonly from: string;
  readonly to: string;
  readonly why: string;
}

/** Every import of `edges` that the layer order forbids: upward, between peers, or from or to a unit the table does not place. */
export function layerBreaches(edges: readonly { from: string; to: string }[], layers: readonly (readonly string[])[] = LAYERS): LayerBreach[] {
  const layerOf = new Map(layers.flatMap((units, index) => units.map((unit) => [unit, index] as const)));
  const breaches: LayerBreach[] = [];
  for (const { from, to } of edges) {
    const [source, target] = [unitOf(from), unitOf(to)];
    if (source === target) continue;
    const [low, high] = [layerOf.get(target), layerOf.get(source)];
    if (high === undefined || low === undefined) breaches.push({ from, to, why: `${high === undefined ? source : target} is in no layer of test/architecture/layers.ts` });
    else if (low > high) breaches.push({ from, to, why: `runs back up: ${source} (layer ${high}) imports ${target} (layer ${low})` });
    else if (low === high) breaches.push({ from, to, why: `peers: ${source} and ${target} share layer ${high}` });
  }
  return breaches;
}

/** The table as docs/architecture.md shows it: one line per layer, top first. */
export const layerLines = (layers: readonly (readonly string[])[] = LAYERS): string[] =>
  layers.map((units, index) => `${String(index).padStart(2)}  ${units.join('  ')}`).reverse();
