/** Every enum in the document, named by where it sits (naming.enumTypeName) and sided. */
import { enumTypeName, uniqueNames } from './naming.ts';
import { byKeys } from './order.ts';
import { walkSchema, type SchemaSite } from './schema-walk.ts';
import type { EnumModel, Side } from './types.ts';

type EnumValue = EnumModel['values'][number];
const isEnumValue = (value: unknown): value is EnumValue => ['string', 'number', 'boolean'].includes(typeof value);

export function buildEnums(roots: readonly SchemaSite[], componentSide: (name: string) => Side): EnumModel[] {
  const found = new Map<string, Omit<EnumModel, 'name'>>();
  for (const root of roots) {
    for (const site of walkSchema(root)) {
      const values = Array.isArray(site.schema.enum) ? [...new Set(site.schema.enum.filter(isEnumValue))] : [];
      if (values.length === 0 || found.has(site.pointer)) continue;
      found.set(site.pointer, { owner: site.owner, segments: site.segments, pointer: site.pointer, values, side: site.side ?? componentSide(site.owner) });
    }
  }
  const names = uniqueNames(found.keys(), (pointer) => {
    const site = found.get(pointer)!;
    return enumTypeName(site.owner, site.segments);
  });
  return [...found.values()].map((site) => ({ name: names.get(site.pointer)!, ...site })).sort(byKeys((e) => e.name));
}
