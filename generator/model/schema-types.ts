/**
 * A named type for every component schema: schema.ts declares it and the package entry exports it,
 * so a consumer writes `ScheduleEntryV2` rather than `components['schemas']['ScheduleEntryV2']`,
 * and hovers show the name rather than the structure.
 */
import type { OpenApiDocument, SchemaObject } from '../load/document.ts';
import { entryExportNames } from './entry-exports.ts';
import { RESERVED_TYPE_NAMES, schemaExportNames } from './naming.ts';
import { byKeys } from './order.ts';
import { child } from './schema-walk.ts';
import type { ApiModel, EnumModel, SchemaTypeModel } from './types.ts';

/**
 * What openapi-typescript's output declares (`paths`, `components`, its `WithRequired` helper, ...)
 * or reads from the global scope (`Record`, `Omit`, ...): a schema type declared beside them in
 * schema.ts must not take one of these names.
 */
export const SCHEMA_MODULE_NAMES: readonly string[] = ['paths', 'webhooks', 'components', '$defs', 'operations', 'WithRequired', 'Record', 'Omit', 'Extract', 'ReadonlyArray', 'Array'];

type Parts = Pick<ApiModel, 'runtime' | 'errorShapes' | 'enums' | 'versions'> & Partial<Pick<ApiModel, 'package'>>;

export function buildSchemaTypes(document: OpenApiDocument, parts: Parts): SchemaTypeModel[] {
  const schemas = document.components?.schemas ?? {};
  const taken = entryExportNames(parts);
  const enumsOwned = enumsAsSchemaTypes(schemas, parts.enums, new Set([...entryExportNames({ ...parts, enums: [] }), ...SCHEMA_MODULE_NAMES]));
  const names = schemaExportNames(
    Object.keys(schemas).filter((name) => !enumsOwned.has(name)),
    new Set([...taken, ...SCHEMA_MODULE_NAMES]),
  );
  const types: SchemaTypeModel[] = [
    ...[...enumsOwned].map(([name, typeName]) => ({ name, typeName, enumExport: true })),
    ...[...names].map(([name, typeName]) => ({ name, typeName, enumExport: false })),
  ];
  return types.sort(byKeys((type) => type.typeName));
}

/**
 * A component that is nothing but an enum already has a named type: enums.ts exports its union
 * under the component's name, and that union is exactly the component's type in schema.ts. The
 * entry exports that one, not a second `…Schema` copy. Not so when the component is nullable
 * (schema.ts adds `| null`), holds a value enums.ts leaves out, or its enum's name belongs to
 * another export.
 */
function enumsAsSchemaTypes(schemas: Record<string, SchemaObject>, enums: readonly EnumModel[], otherNames: ReadonlySet<string>): Map<string, string> {
  const byPointer = new Map(enums.map((enumModel) => [enumModel.pointer, enumModel]));
  const owned = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    const enumModel = byPointer.get(child('#/components/schemas', name));
    if (!enumModel || !isPlainEnum(schema, enumModel) || otherNames.has(enumModel.name) || RESERVED_TYPE_NAMES.has(enumModel.name)) continue;
    owned.set(name, enumModel.name);
  }
  return owned;
}

const SHAPE_KEYWORDS = ['properties', 'additionalProperties', 'items', 'allOf', 'oneOf', 'anyOf', 'not'] as const;

function isPlainEnum(schema: SchemaObject, enumModel: EnumModel): boolean {
  const listed = (schema as { enum?: unknown }).enum;
  return (
    Array.isArray(listed) &&
    listed.length === enumModel.values.length &&
    (schema as { nullable?: unknown }).nullable !== true &&
    SHAPE_KEYWORDS.every((keyword) => !(keyword in schema))
  );
}
