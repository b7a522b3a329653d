// @ts-check
// openapi-typescript's conversion of the document, in a worker thread (see schema.ts). Plain
// JavaScript, loaded by node alone: under a TypeScript loader's module hooks, importing
// openapi-typescript's many modules takes twice as long.
import { parentPort } from 'node:worker_threads';
import openapiTS, { astToString, NULL, NUMBER, STRING, tsIntersection, tsLiteral, tsUnion } from 'openapi-typescript';
import ts from 'typescript';

/**
 * @typedef {{ pointer: string, values: Array<string | number | boolean> }} OpenEnum
 * @typedef {{ document: Record<string, unknown>, openEnums: OpenEnum[] }} SchemaJob
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

/** @param {SchemaJob} job */
async function convert({ document, openEnums }) {
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
  return astToString(ast);
}

parentPort?.once('message', async (/** @type {SchemaJob} */ job) => parentPort?.postMessage(await convert(job)));
