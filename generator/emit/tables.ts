/** Where the emitted tables find their runtime shapes and the schema types. */
export const TABLES_MODULE = './runtime/client/tables.js';
/** The client runtime's entry, from the package root. */
export const CLIENT_ENTRY = './runtime/client/index.js';
export const SCHEMA_IMPORT = './schema.js';
