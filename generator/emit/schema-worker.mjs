// @ts-check
// openapi-typescript's conversion of the document, in a worker thread (see schema.ts). Plain
// JavaScript, loaded by node alone: under a TypeScript loader's module hooks, importing
// openapi-typescript's many modules takes twice as long.
import { parentPort } from 'node:worker_threads';
import openapiTS, { astToString, NULL, NUMBER, STRING, tsIntersection, tsLiteral, tsUnion } from 'openapi-typescript';
import ts from 'typescript';

/**
 * @typedef {{ pointer: string, values: Array<string | number | boolean> }} OpenEnum
 * @typedef {{ name: string, typeName: string }} SchemaType
 * @typedef {{ document: Record<string, unknown>, openEnums: OpenEnum[], schemaTypes: SchemaType[] }} SchemaJob
 */

/** As load/refs.ts. @param {string} token */
const decodeToken = (token) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');

/** @param {unknown} document @param {string} pointer */
function schemaAt(document, pointer) {
  /** @type {any} */
  let node = document;
  for (const key of pointer.split('/').slice(1).map(decodeToken)) node = Object.hasOwn(Object(node), key) ? node[key] : undefined;
  return node;
}

/**
 * Response-side enums stay open (`| (string & {})`): code reading them must handle values the
 * document has not listed. Built with openapi-typescript's own TypeScript, whose printer reads them.
 * @param {OpenEnum} openEnum @param {boolean} nullable
 */
function openUnion({ values }, nullable) {
  /** @type {import('typescript').TypeNode[]} */
  const members = values.map((value) => tsLiteral(value));
  const kinds = new Set(values.map((value) => typeof value));
  const open = (/** @type {import('typescript').TypeNode} */ primitive) => ts.factory.createParenthesizedType(tsIntersection([primitive, ts.factory.createTypeLiteralNode([])]));
  if (kinds.has('string')) members.push(open(STRING));
  if (kinds.has('number')) members.push(open(NUMBER));
  if (nullable) members.push(NULL);
  return tsUnion(members);
}

/**
 * Moves each component schema's type out of `components` into `export type <typeName> = ...`, and
 * leaves `components['schemas'][name]` a reference to it: the same type, now with a name that
 * hovers and error messages print instead of the structure. A type alias (not an interface) keeps
 * the structure's implicit index signature, so what was assignable stays assignable.
 * @param {import('typescript').Node[]} ast @param {SchemaType[]} schemaTypes
 */
function nameSchemaTypes(ast, schemaTypes) {
  const typeNameOf = new Map(schemaTypes.map(({ name, typeName }) => [name, typeName]));
  /** @type {Map<string, import('typescript').TypeAliasDeclaration>} */
  const declared = new Map();
  const named = ast.map((node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'components') return node;
    const members = node.members.map((group) => {
      if (!ts.isPropertySignature(group) || propertyName(group) !== 'schemas' || !group.type || !ts.isTypeLiteralNode(group.type)) return group;
      const schemas = group.type.members.map((member) => {
        const key = ts.isPropertySignature(member) ? propertyName(member) : undefined;
        const typeName = key === undefined ? undefined : typeNameOf.get(key);
        if (!typeName || !ts.isPropertySignature(member) || !member.type) return member;
        const alias = ts.factory.createTypeAliasDeclaration([ts.factory.createModifier(ts.SyntaxKind.ExportKeyword)], typeName, undefined, member.type);
        ts.setSyntheticLeadingComments(alias, ts.getSyntheticLeadingComments(member));
        declared.set(typeName, alias);
        const reference = ts.factory.updatePropertySignature(member, member.modifiers, member.name, member.questionToken, ts.factory.createTypeReferenceNode(typeName));
        // The documentation (real documents put kilobytes of examples there) moves with the type, once.
        ts.setSyntheticLeadingComments(reference, undefined);
        return reference;
      });
      return ts.factory.updatePropertySignature(group, group.modifiers, group.name, group.questionToken, ts.factory.updateTypeLiteralNode(group.type, ts.factory.createNodeArray(schemas)));
    });
    return ts.factory.updateInterfaceDeclaration(node, node.modifiers, node.name, node.typeParameters, node.heritageClauses, members);
  });
  // In the model's order (sorted by name), whatever order the document lists its schemas in.
  const aliases = schemaTypes.flatMap(({ typeName }) => declared.get(typeName) ?? []);
  const at = named.findIndex((node) => ts.isInterfaceDeclaration(node) && node.name.text === 'components') + 1;
  return [...named.slice(0, at), ...aliases, ...named.slice(at)];
}

/** A property's key as written: an identifier, a quoted string or a number. @param {import('typescript').PropertySignature} member */
function propertyName(member) {
  const name = member.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}

/** @param {SchemaJob} job */
async function convert({ document, openEnums, schemaTypes }) {
  const bySchema = new Map(openEnums.map((openEnum) => [schemaAt(document, openEnum.pointer), openEnum]));
  const ast = await openapiTS(/** @type {any} */ (document), {
    silent: true,
    // openapi-typescript offers each property's schema object here (enums are not offered on
    // their own), so an enum is found by identity, directly or as an array's items.
    transform: (schema) => {
      // 3.1 allows a boolean schema (`true`, `false`) wherever a schema goes; it holds no enum.
      if (typeof schema !== 'object' || schema === null) return undefined;
      const direct = bySchema.get(schema);
      if (direct) return openUnion(direct, schema.nullable === true);
      const rawItems = 'items' in schema ? schema.items : undefined;
      const itemSchema = typeof rawItems === 'object' && rawItems !== null ? /** @type {{ nullable?: boolean }} */ (rawItems) : undefined;
      const items = itemSchema ? bySchema.get(itemSchema) : undefined;
      if (!items) return undefined;
      const array = ts.factory.createArrayTypeNode(ts.factory.createParenthesizedType(openUnion(items, itemSchema?.nullable === true)));
      return schema.nullable === true ? tsUnion([array, NULL]) : array;
    },
  });
  return astToString(nameSchemaTypes(ast, schemaTypes));
}

parentPort?.once('message', async (/** @type {SchemaJob} */ job) => parentPort?.postMessage(await convert(job)));
