// CONTRACT STUB (integrator): the client helper replaces this file; keep the exported names.
import type { ClientTables } from './tables.js';

export type { ClientTables, OperationMeta, PaginationMeta, RateLimitMeta } from './tables.js';

export interface ClientOptions {
  apiKey: string;
  baseUrl?: string;
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export type IncidentClient<Paths extends object> = { readonly baseUrl: string };

export interface Paginator<Item> extends AsyncIterable<Item> {
  collect(): Promise<Item[]>;
}

/** Binds the generic runtime to one generated package's paths and tables. */
export function bindClient<Paths extends object, Items extends object>(
  tables: ClientTables,
): {
  createIncidentClient(options: ClientOptions): IncidentClient<Paths>;
  paginate<P extends keyof Items & string>(client: IncidentClient<Paths>, path: P, options?: { query?: object; signal?: AbortSignal }): Paginator<Items[P]>;
} {
  void tables;
  throw new Error('client runtime not built yet');
}
