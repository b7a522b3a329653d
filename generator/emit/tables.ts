/** Where the emitted tables find their runtime shapes and the schema types. */
export const TABLES_MODULE = './runtime/client/tables.js';
export const SCHEMA_IMPORT = './schema.js';
