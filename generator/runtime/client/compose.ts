/**
 * A client of only the resources, or single methods, the caller names: each named method carries
 * its operation, its paging and nothing else, so a bundler keeps the methods a consumer imports
 * and drops the rest (the `operations`, `pagination` and `validators` tables included). It holds
 * only what it is given: `baseUrl` and the methods (no path-style calls, no version views: those
 * are createIncidentClient's); it sends through transport.ts, not openapi-fetch's createClient (so no
 * middleware), rate limits on the client side only given `rateLimiter`, and checks responses only
 * given `validators`.
 * The package entry binds it to its types (`createIncidentClientWith`); `createIncidentClient`
 * stays the client of everything.
 */
import { buildClient, type Connection, type PackageState } from './client.js';
import type { ClientOptions } from './options.js';
import type { RateLimiterFactory } from './rate-limit.js';
import { attachResources } from './resources.js';
import type { ResponseCheckTable } from './response-validation.js';
import { createTransport, type TransportSettings } from './transport.js';
import type { ResourceTable } from './tables.js';

export interface ComposeOptions extends ClientOptions {
  /**
   * The success-body checks response validation uses, with the code that runs them:
   * `responseValidators` from the package's `validators` entry. Without them this client checks no
   * response, and refuses `validateResponses` (but 'off') and `onDrift`, which would do nothing.
   */
  validators?: ResponseCheckTable | undefined;
  /**
   * Client-side rate limiting: `clientRateLimiter` from the package's main entry. Without it calls
   * never wait locally; a server's 429 or Retry-After still holds a call back through its retries.
   * `rateLimit` settings need it.
   */
  rateLimiter?: RateLimiterFactory | undefined;
}

/** Shared by every composed client of the process, as `createIncidentClient`'s clients share theirs. */
const warned = new Set<string>();
const driftWarned = new Set<string>();
const COMPOSE = 'createIncidentClientWith';

/** One package's types: its `paths`, its named-methods module (each resource's methods, and each method on its own), and the interfaces those implement (`Resources`). */
export interface ComposedTypes {
  paths: unknown;
  methods: unknown;
  named: unknown;
}

type ResourceName<T extends ComposedTypes> = keyof T['named'] & keyof T['methods'];

/**
 * What a client can be given: per resource, the resource whole (`incidentsV2`) or some of its
 * methods under their own names (`{ list: incidentsV2List }`). Each method's type is its own, so
 * one cannot stand in for another.
 */
export type ResourceChoice<T extends ComposedTypes> = {
  readonly [R in ResourceName<T>]?: { readonly [M in keyof T['methods'][R]]?: T['methods'][R][M] };
};

/** The methods of resource `R` that `Given` holds: the whole interface when it holds them all. */
type ChosenMethods<Named, Given> = keyof Named extends keyof Given ? Named : Pick<Named, keyof Given & keyof Named>;

/** What every composed client has besides its named methods: no path style, no version views, no middleware hooks. */
export interface ComposedClientBase {
  readonly baseUrl: string;
}

/** The client composed of `Given`: `baseUrl` and the named methods given, resource by resource. */
export type ComposedClient<T extends ComposedTypes, Given> = ComposedClientBase & {
  readonly [R in keyof Given & ResourceName<T>]: ChosenMethods<T['named'][R], Given[R]>;
};

/**
 * The factory as a package declares it. The first signature is the one it had before methods could
 * be picked (whole resources), kept so that code naming its type arguments still compiles.
 */
export interface ComposeFunction<T extends ComposedTypes> {
  <K extends ResourceName<T>>(resources: Pick<T['methods'], K>, options: ComposeOptions): ComposedClientBase & Pick<T['named'], K>;
  <Given extends ResourceChoice<T>>(resources: Given, options: ComposeOptions): ComposedClient<T, Given>;
}

const connect = (settings: TransportSettings): Connection => ({ send: createTransport(settings) });

/** Typed by the declaration it is assigned to (`ComposeFunction<...>`): the client is what that names. */
export function composeClient<Client>(resources: object, options: ComposeOptions): Client {
  const { validators, rateLimiter, ...clientOptions } = options;
  if (rateLimiter !== undefined && typeof rateLimiter !== 'function') throw new TypeError(`${COMPOSE}: rateLimiter must be clientRateLimiter from the package's main entry`);
  const { rateLimit } = clientOptions;
  if (rateLimiter === undefined && rateLimit !== undefined && rateLimit !== false) {
    throw new TypeError(`${COMPOSE}: rateLimit settings need rateLimiter: clientRateLimiter (from the package's main entry)`);
  }
  const validation = validators?.validation;
  if (validators !== undefined && typeof validation !== 'function') throw new TypeError(`${COMPOSE}: validators must be responseValidators from the package's validators entry`);
  if (validators === undefined) {
    const { validateResponses, onDrift } = clientOptions;
    const needing = validateResponses !== undefined && validateResponses !== 'off' ? 'validateResponses' : onDrift !== undefined ? 'onDrift' : undefined;
    if (needing) throw new TypeError(`${COMPOSE}: ${needing} needs validators: responseValidators (from the package's validators entry)`);
  }
  const state: PackageState = { warned, validation, driftWarned };
  const { call, baseUrl } = buildClient(clientOptions, state, { connect, rateLimiter });
  // No path style and no version views: those are createIncidentClient's (path-style.ts).
  const client = { baseUrl };
  attachResources(client, call, resources as ResourceTable);
  return client as Client;
}
