/**
 * schema.ts: openapi-typescript's `paths`, `components` and `operations`. Response-side enums are
 * widened with `(string & {})` so code reading them must handle values the document has not listed.
 */
import openapiTS, { astToString, NULL, NUMBER, STRING, tsIntersection, tsLiteral, tsUnion, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import type { ApiModel, EnumModel } from '../model/types.ts';
import { tsFile, type EmittedFile } from './files.ts';

export const SCHEMA_MODULE = 'schema.ts';

export async function emitSchema(model: ApiModel): Promise<EmittedFile> {
  const openEnums = new Map(model.enums.filter((e) => e.side === 'response').map((e) => [e.pointer, e]));
  const ast = await openapiTS(model.schemaDocument as unknown as OpenAPI3, {
    silent: true,
    transform: (schema, { path }) => {
      const open = path === undefined ? undefined : openEnums.get(path);
      return open && Array.isArray(schema.enum) ? openUnion(open, schema.nullable === true) : undefined;
    },
  });
  return tsFile(SCHEMA_MODULE, 'schema.ts (openapi-typescript)', astToString(ast));
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
