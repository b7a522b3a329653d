/**
 * A client of only the resources the caller names: each named method carries its operation, its
 * paging and nothing else, so a bundler keeps the methods a consumer imports and drops the rest
 * (the `operations`, `pagination` and `validators` tables included). The package entry binds it to
 * its types (`createIncidentClientWith`); `createIncidentClient` stays the client of everything.
 */
import { buildClient, type PackageState } from './client.js';
import { checksByKey } from '../validation/findings.js';
import type { CheckTable } from '../validation/checks.js';
import type { ClientOptions } from './options.js';
import { attachResources } from './resources.js';
import type { IncidentClient } from './types.js';
import type { ResourceTable } from './tables.js';

export interface ComposeOptions extends ClientOptions {
  /**
   * The success-body checks response validation uses (`responseValidators` from the package's
   * `validators` entry). Without them this client checks no response, whatever `validateResponses` says.
   */
  validators?: CheckTable | undefined;
}

/** Shared by every composed client of the process, as `createIncidentClient`'s clients share theirs. */
const warned = new Set<string>();
const driftWarned = new Set<string>();
const NO_OPERATIONS: PackageState['operations'] = new Map();

/** One package's types: its `paths`, its named-methods module (each export a resource's methods), and the interfaces those implement (`Resources`). */
export interface ComposedTypes {
  paths: unknown;
  methods: unknown;
  named: unknown;
}

/** The client composed of the resources `K`: path-style calls, and those resources' named methods. */
export type ComposedClient<T extends ComposedTypes, K> = IncidentClient<T['paths']> & Pick<T['named'], K & keyof T['named']>;

/** The factory as a package declares it. */
export type ComposeFunction<T extends ComposedTypes> = <K extends keyof T['methods']>(resources: Pick<T['methods'], K>, options: ComposeOptions) => ComposedClient<T, K>;

/** Typed by the declaration it is assigned to (`ComposeFunction<...>`): the client is what that names. */
export function composeClient<Client>(resources: object, options: ComposeOptions): Client {
  const { validators, ...clientOptions } = options;
  // A path-style call through this client knows no operation: no table of them is kept.
  const state: PackageState = { operations: NO_OPERATIONS, warned, validators: checksByKey(validators), driftWarned };
  const { client, calls } = buildClient(clientOptions, state);
  attachResources(client, calls.get(client)!, resources as ResourceTable);
  return client as Client;
}
