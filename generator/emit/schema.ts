/**
 * schema.ts: openapi-typescript's `paths`, `components` and `operations`. Response-side enums are
 * widened with `(string & {})` so code reading them must handle values the document has not listed.
 */
import openapiTS, { astToString, NULL, NUMBER, STRING, tsIntersection, tsLiteral, tsUnion, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { resolvePointer } from '../load/refs.ts';
import type { ApiModel, EnumModel } from '../model/types.ts';
import { tsFile, type EmittedFile } from './files.ts';

export const SCHEMA_MODULE = 'schema.ts';

export async function emitSchema(model: ApiModel): Promise<EmittedFile> {
  const openEnums = responseEnumsBySchema(model);
  const ast = await openapiTS(model.schemaDocument as unknown as OpenAPI3, {
    silent: true,
    // openapi-typescript offers each property's schema object here (enums are not offered on
    // their own), so an enum is found by identity, directly or as an array's items.
    transform: (schema) => {
      const direct = openEnums.get(schema);
      if (direct) return openUnion(direct, schema.nullable === true);
      const itemSchema = 'items' in schema ? (schema.items as { nullable?: boolean } | undefined) : undefined;
      const items = itemSchema ? openEnums.get(itemSchema) : undefined;
      if (!items) return undefined;
      const array = ts.factory.createArrayTypeNode(ts.factory.createParenthesizedType(openUnion(items, itemSchema?.nullable === true)));
      return schema.nullable === true ? tsUnion([array, NULL]) : array;
    },
  });
  return tsFile(SCHEMA_MODULE, 'schema.ts (openapi-typescript)', astToString(ast));
}

/** The schema objects of response-side enums: the open ones. */
function responseEnumsBySchema(model: ApiModel): Map<unknown, EnumModel> {
  const found = new Map<unknown, EnumModel>();
  for (const enumModel of model.enums) {
    if (enumModel.side === 'response') found.set(resolvePointer(model.schemaDocument, enumModel.pointer), enumModel);
  }
  return found;
}

/** Built with openapi-typescript's own TypeScript instance: its printer must understand the nodes. */
function openUnion(enumModel: EnumModel, nullable: boolean): ts.TypeNode {
  const members: ts.TypeNode[] = enumModel.values.map((value) => tsLiteral(value));
  const kinds = new Set(enumModel.values.map((value) => typeof value));
  const open = (primitive: ts.TypeNode) => ts.factory.createParenthesizedType(tsIntersection([primitive, ts.factory.createTypeLiteralNode([])]));
  if (kinds.has('string')) members.push(open(STRING));
  if (kinds.has('number')) members.push(open(NUMBER));
  if (nullable) members.push(NULL);
  return tsUnion(members);
}
