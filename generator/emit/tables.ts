import { StructureKind } from 'ts-morph';
import type { Statement } from './syntax.ts';

/** Where the emitted tables find their runtime shapes and the schema types. */
export const TABLES_MODULE = './runtime/client/tables.js';
/** The client runtime's entry, from the package root. */
export const CLIENT_ENTRY = './runtime/client/index.js';
export const SCHEMA_IMPORT = './schema.js';

/**
 * A type-only import of schema.ts's `names`, or nothing when none is used: an unused import fails
 * consumers that compile the source with noUnusedLocals.
 */
export function schemaImport(names: string[]): Statement[] {
  return names.length === 0 ? [] : [{ kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: SCHEMA_IMPORT, namedImports: names }];
}
