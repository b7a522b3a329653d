/**
 * A small hand-written `paths` interface in openapi-typescript's shape, with the tables the
 * generator would emit for it: enough surface for the client's behaviour and type tests.
 */
import { expect } from 'vitest';
import { bindClient, type BoundClient, type CallOptions, type ClientTables, type NamedCall, type NamedListCall, type OperationMeta } from '../../../../generator/runtime/client/index.ts';

interface Incident {
  id: string;
  name: string;
  status: 'active' | 'resolved';
}
interface PaginationMeta {
  after?: string;
  page_size: number;
}
type Json<T> = { content: { 'application/json': T } };
type NoMethods = { put?: never; post?: never; delete?: never; options?: never; head?: never; patch?: never; trace?: never };

export interface FixturePaths {
  '/v1/identity': NoMethods & {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: { parameters: { query?: never; header?: never; path?: never; cookie?: never }; requestBody?: never; responses: { 200: Json<{ identity: { name: string } }> } };
  };
  '/v2/incidents': Omit<NoMethods, 'post'> & {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: { page_size?: number; after?: string; status?: { [operator: string]: string[] }; created_at?: { [operator: string]: string }; custom_field?: { [id: string]: { [operator: string]: string[] } } };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: { 200: Json<{ incidents: Incident[]; pagination_meta: PaginationMeta }> };
    };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: Json<{ name: string; idempotency_key?: string; visibility: 'public' | 'private' }>;
      responses: { 201: Json<{ incident: Incident }> };
    };
  };
  '/v2/incidents/{id}': Omit<NoMethods, 'put' | 'delete'> & {
    parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
    get: { parameters: { query?: never; header?: never; path: { id: string }; cookie?: never }; requestBody?: never; responses: { 200: Json<{ incident: Incident }> } };
    put: {
      parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
      requestBody: Json<{ name: string }>;
      responses: { 200: Json<{ incident: Incident }> };
    };
    delete: { parameters: { query?: never; header?: never; path: { id: string }; cookie?: never }; requestBody?: never; responses: { 204: { content?: never } } };
  };
  '/v2/follow_ups': NoMethods & {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: { parameters: { query?: never; header?: never; path?: never; cookie?: never }; requestBody?: never; responses: { 200: Json<{ follow_ups: { id: string }[] }> } };
  };
  '/v2/alert_events/http/{alert_source_config_id}': Omit<NoMethods, 'post'> & {
    parameters: { query?: never; header?: never; path: { alert_source_config_id: string }; cookie?: never };
    get?: never;
    post: {
      parameters: { query?: never; header?: { authorization?: string }; path: { alert_source_config_id: string }; cookie?: never };
      requestBody: Json<{ title: string; status: string; deduplication_key?: string }>;
      responses: { 202: Json<{ status: string }> };
    };
  };
  '/v3/catalog_entries': NoMethods & {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query: { catalog_type_id: string; page_size?: number; after?: string }; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: { 200: Json<{ catalog_entries: { id: string; name: string }[]; pagination_meta: PaginationMeta }> };
    };
  };
}

export interface FixtureItems {
  '/v2/incidents': Incident;
  '/v3/catalog_entries': { id: string; name: string };
}

const operation = (meta: Partial<OperationMeta> & Pick<OperationMeta, 'operationId' | 'method' | 'path'>): OperationMeta => ({
  name: meta.operationId,
  version: meta.path.split('/')[1]!,
  tags: [],
  deprecated: false,
  paginated: false,
  // Every fixture operation documents a JSON success body but the DELETE (204), as in the real spec.
  successBody: meta.method !== 'delete',
  ...meta,
});

export const fixtureTables: ClientTables = {
  operations: {
    'Identity V1#Show': operation({ operationId: 'Identity V1#Show', method: 'get', path: '/v1/identity' }),
    'Incidents V2#List': operation({ operationId: 'Incidents V2#List', method: 'get', path: '/v2/incidents', paginated: true, rateLimit: { burst: 60, perMinute: 60 } }),
    'Incidents V2#Create': operation({ operationId: 'Incidents V2#Create', method: 'post', path: '/v2/incidents', rateLimit: { perHour: 300, perHourWithChatChannel: 10 } }),
    'Incidents V2#Show': operation({ operationId: 'Incidents V2#Show', method: 'get', path: '/v2/incidents/{id}', rateLimit: { burst: 60, perMinute: 60 } }),
    'Incidents V2#Edit': operation({ operationId: 'Incidents V2#Edit', method: 'put', path: '/v2/incidents/{id}' }),
    'Incidents V2#Delete': operation({ operationId: 'Incidents V2#Delete', method: 'delete', path: '/v2/incidents/{id}' }),
    'Follow-ups V2#List': operation({ operationId: 'Follow-ups V2#List', method: 'get', path: '/v2/follow_ups', deprecated: true, successor: 'Follow-ups V3#List' }),
    'Alert Events V2#CreateHTTP': operation({ operationId: 'Alert Events V2#CreateHTTP', method: 'post', path: '/v2/alert_events/http/{alert_source_config_id}' }),
    'Catalog V3#ListEntries': operation({ operationId: 'Catalog V3#ListEntries', method: 'get', path: '/v3/catalog_entries', paginated: true }),
  },
  pagination: {
    '/v2/incidents': { operationId: 'Incidents V2#List', method: 'get', itemsKey: 'incidents', maxPageSize: 250, defaultPageSize: 25 },
    '/v3/catalog_entries': { operationId: 'Catalog V3#ListEntries', method: 'get', itemsKey: 'catalog_entries', defaultPageSize: 25 },
  },
};

/** What the resources emitter would write for these tables: how each named method's argument splits. */
fixtureTables.resources = {
  identityV1: { show: { operationId: 'Identity V1#Show' } },
  incidentsV2: {
    list: { operationId: 'Incidents V2#List' },
    create: { operationId: 'Incidents V2#Create', body: 'flat' },
    show: { operationId: 'Incidents V2#Show', path: ['id'] },
    // As if the body had a field `id` too: the body goes whole under `body`.
    edit: { operationId: 'Incidents V2#Edit', path: ['id'], body: 'nested' },
    delete: { operationId: 'Incidents V2#Delete', path: ['id'] },
  },
  followUpsV2: { list: { operationId: 'Follow-ups V2#List' } },
  alertEventsV2: { createHttp: { operationId: 'Alert Events V2#CreateHTTP', path: ['alert_source_config_id'], header: ['authorization'], body: 'flat' } },
  catalogV3: { listEntries: { operationId: 'Catalog V3#ListEntries' } },
};

type Body<P extends keyof FixturePaths, M extends 'post' | 'put'> = FixturePaths[P][M] extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

/** The named methods' types, as resources.ts would declare them. */
export interface FixtureResources {
  readonly identityV1: { show(args?: Record<string, never>, options?: CallOptions): NamedCall<{ identity: { name: string } }> };
  readonly incidentsV2: {
    list(args?: NonNullable<FixturePaths['/v2/incidents']['get']['parameters']['query']>, options?: CallOptions): NamedListCall<{ incidents: Incident[] }, Incident>;
    create(args: Body<'/v2/incidents', 'post'>, options?: CallOptions): NamedCall<{ incident: Incident }>;
    show(args: { id: string }, options?: CallOptions): NamedCall<{ incident: Incident }>;
    edit(args: { id: string; body: Body<'/v2/incidents/{id}', 'put'> }, options?: CallOptions): NamedCall<{ incident: Incident }>;
    delete(args: { id: string }, options?: CallOptions): NamedCall<undefined>;
  };
  readonly followUpsV2: { list(args?: Record<string, never>, options?: CallOptions): NamedCall<{ follow_ups: { id: string }[] }> };
  readonly alertEventsV2: {
    createHttp(args: { alert_source_config_id: string; authorization?: string } & Body<'/v2/alert_events/http/{alert_source_config_id}', 'post'>, options?: CallOptions): NamedCall<{ status: string }>;
  };
  readonly catalogV3: {
    listEntries(args: { catalog_type_id: string; page_size?: number; after?: string }, options?: CallOptions): NamedListCall<unknown, { id: string; name: string }>;
  };
}

type FixtureBinding = BoundClient<FixturePaths, FixtureItems, FixtureResources>;

/**
 * The fixture binds when a test first asks for a client, once per test, never at module load: code
 * run at import runs before Stryker activates a mutant (its mutants would be "static", hidden), and
 * a package shared by a file's tests lets one test's warnings or state decide another's result.
 * The clients a test makes share its package, as two clients of one installed package do.
 */
let current: { test: string; binding: FixtureBinding } | undefined;
const bindingOfClient = new WeakMap<object, FixtureBinding>();

function bindingForThisTest(): FixtureBinding {
  const { testPath, currentTestName } = expect.getState();
  const test = `${testPath ?? ''}#${currentTestName ?? ''}`;
  if (current?.test !== test) current = { test, binding: bindClient<FixturePaths, FixtureItems, FixtureResources>(fixtureTables) };
  return current.binding;
}

export const createIncidentClient: FixtureBinding['createIncidentClient'] = (options) => {
  const binding = bindingForThisTest();
  const client = binding.createIncidentClient(options);
  // paginate must reach the package that made the client or view, even from another test.
  for (const target of [client, client.v1, client.v2, client.v3]) bindingOfClient.set(target, binding);
  return client;
};

export const paginate: FixtureBinding['paginate'] = (client, path, ...options) => (bindingOfClient.get(client) ?? bindingForThisTest()).paginate(client, path, ...options);
