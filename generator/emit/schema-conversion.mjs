// @ts-check
// openapi-typescript's conversion of the document, run in a worker thread (schema-worker.mjs; see
// schema.ts). Plain JavaScript, loaded by node alone: under a TypeScript loader's module hooks,
// importing openapi-typescript's many modules takes twice as long.
//
// Its transform is called directly, not through its default export: that one first loads
// @redocly/openapi-core whole, lints the document and bundles its refs (about a second of CPU on
// the 4 MB snapshot), work load/ has already done (the document is validated, every $ref is an
// internal fragment that resolves). The modules are loaded by path, so a new openapi-typescript
// release is checked by the tests comparing the output with the committed package.
//
// Loaded with require, from openapi-typescript's CommonJS build: node 20 imports a CommonJS file
// (typescript.js is 9 MB) into an ES module only after compiling it once more to detect its syntax
// and scanning it for named exports, which cost more CPU than the 4 MB conversion's own transform.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const { astToString, NULL, NUMBER, STRING, tsIntersection, tsLiteral, tsUnion } = require('openapi-typescript/dist/lib/ts.cjs');
const { resolveRef, scanDiscriminators } = require('openapi-typescript/dist/lib/utils.cjs');
const transformSchema = require('openapi-typescript/dist/transform/index.cjs');

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
 * The context openapi-typescript 7.13's default export builds for these options: every other
 * setting at its default.
 * @param {import('openapi-typescript').OpenAPI3} document @param {import('openapi-typescript').OpenAPITSOptions & { silent: boolean }} options
 */
function conversionContext(document, options) {
  return /** @type {any} */ ({
    additionalProperties: false,
    alphabetize: false,
    arrayLength: false,
    defaultNonNullable: true,
    discriminators: scanDiscriminators(document, options),
    emptyObjectsUnknown: false,
    enum: false,
    enumValues: false,
    conditionalEnums: false,
    dedupeEnums: false,
    excludeDeprecated: false,
    exportType: false,
    immutable: false,
    rootTypes: false,
    rootTypesNoSchemaPrefix: false,
    rootTypesKeepCasing: false,
    injectFooter: [],
    pathParamsAsTypes: false,
    postTransform: undefined,
    propertiesRequiredByDefault: false,
    redoc: undefined,
    silent: options.silent,
    inject: undefined,
    transform: options.transform,
    transformProperty: undefined,
    makePathsEnum: false,
    generatePathParams: false,
    readWriteMarkers: false,
    resolve: (/** @type {string} */ $ref) => resolveRef(document, $ref, { silent: options.silent }),
  });
}

/**
 * openapi-typescript's options for a job: its schema objects' enums found by identity in `document`.
 * @param {SchemaJob} job
 * @returns {import('openapi-typescript').OpenAPITSOptions & { silent: boolean }}
 */
export function conversionOptions({ document, openEnums }) {
  const bySchema = new Map(openEnums.map((openEnum) => [schemaAt(document, openEnum.pointer), openEnum]));
  return {
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
  };
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

/** schema.ts's text for a job. @param {SchemaJob} job */
export function convertSchema(job) {
  const options = conversionOptions(job);
  const openapi = /** @type {import('openapi-typescript').OpenAPI3} */ (/** @type {unknown} */ (job.document));
  return astToString(nameSchemaTypes(transformSchema(openapi, conversionContext(openapi, options)), job.schemaTypes));
}

