/**
 * Where each file of the generated package lives, named once. Every emitter takes its own path
 * from here, and the entry, the version modules, package.json and the README name each other's
 * files from here too: no emitter imports another to learn where it writes.
 */
export const ENTRY_MODULE = 'index.ts';
export const SCHEMA_MODULE = 'schema.ts';
export const OPERATIONS_MODULE = 'operations.ts';
export const RESOURCES_MODULE = 'resources.ts';
export const PAGINATION_MODULE = 'pagination.ts';
export const ENUMS_MODULE = 'enums.ts';
export const EVENTS_MODULE = 'events.ts';
export const ERRORS_MODULE = 'errors.ts';
export const VALIDATORS_MODULE = 'validators.ts';
export const DEPRECATIONS_MODULE = 'deprecations.ts';
/** Each resource's named methods carrying their operations: the `resources` entry, for createIncidentClientWith. */
export const NAMED_METHODS_MODULE = 'named-methods.ts';
/** The client bound to the API (`createIncidentClient`, `paginate`), re-exported by the entry. */
export const CLIENT_MODULE = 'client.ts';
/** `createIncidentClientWith`, the client of named resources only, re-exported by the entry. */
export const COMPOSED_CLIENT_MODULE = 'composed-client.ts';
/** The webhook functions bound to the events: the `webhooks` entry. */
export const WEBHOOKS_MODULE = 'webhooks.ts';
/** The test kit bound to this API: the `testing` entry, apart from the main bundle. */
export const TESTING_MODULE = 'testing.ts';
/** The hand-written runtime's folder in the package (copied from generator/runtime/). */
export const RUNTIME_DIR = 'runtime';
export const PACKAGE_JSON = 'package.json';
export const PACKAGE_README = 'README.md';
export const REFERENCE_DOC = 'reference.md';
/** The change log: its text is the release record's (release/changelog.ts, its one owner). */
export const CHANGELOG_FILE = 'CHANGELOG.md';

/** One API version's module: `v2.ts`. */
export const versionModulePath = (version: string) => `${version}.ts`;
/** How the package's modules import a module: by its compiled name. */
export const jsPath = (tsPath: string) => tsPath.replace(/\.ts$/, '.js');
