/**
 * The names a generated package speaks under: its npm name, its client factory, the prefix of its
 * error classes and client type, and its default base URL. The incident platform's package keeps
 * the runtime's own names; a package named with `generate --name` gets names derived from that
 * name, and its base URL from the document's `servers` (docs/any-openapi-document.md).
 */
import type { OpenApiDocument } from '../load/document.ts';
import { InputError } from '../load/errors.ts';

/** The runtime's own names (generator/runtime/client/): the platform's package exports them as they are. */
export const RUNTIME_FACTORY = 'createIncidentClient';
export const RUNTIME_PREFIX = 'Incident';
/** The entry's base-URL constant, re-exported from the runtime or, for a named package, its own. */
export const BASE_URL_EXPORT = 'DEFAULT_BASE_URL';

export interface PackageNaming {
  /** `petstore-client` */
  name: string;
  /** `createPetstoreClient` */
  factory: string;
  /** `Petstore`: `PetstoreApiError`, `PetstoreError`, `PetstoreClient`. */
  prefix: string;
  /**
   * Present for a package named with --name: the entry wraps the runtime's factory under `factory`,
   * exports its own DEFAULT_BASE_URL (`baseUrl`), and renames the runtime's `Incident…` exports.
   * `baseUrl` undefined: the document names no absolute server, so `baseUrl` is a required option.
   */
  own?: { baseUrl: string | undefined };
}

/**
 * What the entry exports a runtime export as: a named package's prefix replaces `Incident` at the
 * start of a name (`IncidentApiError` -> `PetstoreApiError`, `IncidentClient` -> `PetstoreClient`).
 */
export function runtimeExportName(naming: PackageNaming, name: string): string {
  return naming.own && new RegExp(`^${RUNTIME_PREFIX}(?=[A-Z]|$)`).test(name) ? `${naming.prefix}${name.slice(RUNTIME_PREFIX.length)}` : name;
}

/** npm's rules for a name it publishes: lower case, URL-safe, an optional `@scope/`, at most 214 characters. */
const NPM_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

/**
 * `petstore-client` -> `createPetstoreClient`, `Petstore`; `@acme/pet-store-api-client` ->
 * `createPetStoreClient`, `PetStore`. A trailing `-client`, then `-api` (any separator), is dropped: the factory
 * adds `Client` and the error class `ApiError` back. `where` names the flag or config entry.
 */
export function namesFromPackageName(name: string, where: string): Omit<PackageNaming, 'own'> {
  if (name.length > 214 || !NPM_NAME.test(name)) {
    throw new InputError(where, 'not an npm package name (lower-case letters, digits, - . _ ~, an optional @scope/, at most 214 characters)');
  }
  const bare = name.replace(/^@[^/]+\//, '');
  const stem = bare.replace(/[-._~]client$/, '').replace(/[-._~]api$/, '');
  const words = stem.split(/[-._~]+/).filter((word) => word !== '');
  const prefix = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  if (!/^[A-Z][A-Za-z0-9]*$/.test(prefix)) throw new InputError(where, 'the name must start with a letter (after any @scope/): its words name the client factory and error classes');
  return { name, factory: `create${prefix}Client`, prefix };
}

/** The platform's own package: the runtime's names, its default base URL. */
export const PLATFORM_NAMING: PackageNaming = { name: 'incident-api-client', factory: RUNTIME_FACTORY, prefix: RUNTIME_PREFIX };

/**
 * The names of a package generated with `--name`: derived from the name, the base URL from the
 * document's first server, each `{variable}` replaced by its default. A relative server URL is
 * resolved against the document's URL when it was downloaded; read from a file, or with no
 * server at all, the package has no default base URL and its factory requires `baseUrl`.
 */
export function ownPackageNaming(name: string, where: string, document: OpenApiDocument, origin: string): PackageNaming {
  return { ...namesFromPackageName(name, where), own: { baseUrl: serverBaseUrl(document, origin) } };
}

function serverBaseUrl(document: OpenApiDocument, origin: string): string | undefined {
  const servers = document['servers'];
  if (servers === undefined) return undefined;
  const at = `${origin}: servers[0]`;
  if (!Array.isArray(servers)) throw new InputError(`${origin}: servers`, 'not a list of server objects');
  if (servers.length === 0) return undefined;
  const server = servers[0];
  if (typeof server !== 'object' || server === null || Array.isArray(server) || typeof server['url'] !== 'string') throw new InputError(at, 'not a server object with a url string');
  const variables = server['variables'] ?? {};
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) throw new InputError(`${at}.variables`, 'not an object');
  // The URL's own text is never quoted: it may carry credentials.
  const filled = server['url'].replace(/\{([^{}]*)\}/g, (_whole, variable: string) => {
    const declared = Object.hasOwn(variables, variable) ? (variables as Record<string, unknown>)[variable] : undefined;
    const fallback = typeof declared === 'object' && declared !== null ? (declared as Record<string, unknown>)['default'] : undefined;
    if (typeof fallback !== 'string') throw new InputError(`${at}.variables`, `the url's variable "${printable(variable)}" has no string default`);
    return fallback;
  });
  const base = URL.canParse(filled) ? new URL(filled) : relativeTo(filled, origin);
  if (base === undefined) return undefined;
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new InputError(`${at}.url`, 'not an http: or https: URL');
  if (base.username !== '' || base.password !== '') throw new InputError(`${at}.url`, 'carries credentials (user:password@); a base URL goes into the package for everyone to read');
  base.search = '';
  base.hash = '';
  return base.href.replace(/\/+$/, '');
}

/** A relative server URL, against the URL the document came from (its credentials and query dropped); read from a file: none. */
function relativeTo(url: string, origin: string): URL | undefined {
  if (!/^https?:\/\//i.test(origin) || !URL.canParse(origin)) return undefined;
  const documentUrl = new URL(origin);
  documentUrl.username = '';
  documentUrl.password = '';
  documentUrl.search = '';
  documentUrl.hash = '';
  return URL.canParse(url, documentUrl) ? new URL(url, documentUrl) : undefined;
}

const printable = (text: string) => text.slice(0, 40).replace(/[^\x20-\x7e]/g, '?');
