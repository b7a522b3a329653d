import { errorResponseRefs, rateLimitHeaderRefs } from './components/errors.ts';
import { paginationParameterRefs, pathParameter, pathParameterNames } from './components/parameters.ts';
import { directionOf, type Direction, type Field } from './fields.ts';
import { arrayOf, integer, objectWith, openObject, ref, type Schema } from './schema.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type JsonObject = Record<string, unknown>;

/** One resource family at one version: its tag, record names and notable fields. */
export interface FamilyDefinition {
  /** `Incidents V2`: the tag, the operationId prefix, and (its last word) the version of component names. */
  tag: string;
  /** Wrapper key of single-record responses and base of component names: `incident`. */
  singular: string;
  /** Base of the list-result component name: `incidents` -> `IncidentsListResultV2` (default: singular + `s`). */
  plural?: string;
  /** Name of the array in list responses, when it is not `plural`: the collection's path segment. */
  listKey?: string;
  fields?: Record<string, Field>;
  /** Deprecated family: the tag of its successor (`Actions V3`). */
  successor?: string;
  /** Extra properties of list responses (v3 catalog entries carry `total_record_count`). */
  listExtras?: Record<string, Schema>;
}

export interface OperationOptions {
  params?: JsonObject[];
  rateLimit?: JsonObject;
  summary?: string;
  /** Action responses: the schema of the 200 body (default: any properties). */
  response?: Schema;
}

export type StandardKind = 'list' | 'create' | 'show' | 'update' | 'remove';
export type StandardOptions = Partial<Record<StandardKind, OperationOptions>> & { item?: string };

/** One operation and the component schemas it needs. */
export interface BuiltOperation {
  path: string;
  method: Method;
  operation: JsonObject;
  schemas: Record<string, Schema>;
}

const pascal = (snake: string) => snake.replace(/(^|_)([a-z\d])/g, (_, __, letter: string) => letter.toUpperCase());
const spaced = (snake: string) => snake.replace(/_/g, ' ');

export function family(definition: FamilyDefinition) {
  const { tag, singular, plural = `${singular}s`, fields = {} } = definition;
  const version = tag.slice(tag.lastIndexOf(' ') + 1);
  const listKey = definition.listKey ?? plural;
  const base = pascal(singular);
  const names = {
    record: `${base}${version}`,
    result: `${base}Result${version}`,
    list: `${pascal(plural)}ListResult${version}`,
    create: `${base}CreatePayload${version}`,
    update: `${base}UpdatePayload${version}`,
  };
  const direction = (which: Direction) => directionOf(fields, which);
  const recordSchema = (): Schema => {
    const { properties, required } = direction('resp');
    return Object.keys(properties).length > 0 ? objectWith(properties, required) : openObject();
  };
  const hasRecordFields = Object.keys(direction('resp').properties).length > 0;

  /** Single-record responses are wrapped in the singular key when the record has known fields. */
  const recordResponse = (): { schema: Schema; schemas: Record<string, Schema> } =>
    hasRecordFields
      ? { schema: ref(names.result), schemas: { [names.record]: recordSchema(), [names.result]: objectWith({ [singular]: ref(names.record) }, [singular]) } }
      : { schema: openObject(), schemas: {} };

  const payload = (which: 'create' | 'update'): { schema: Schema; schemas: Record<string, Schema> } => {
    const { properties, required } = direction(which);
    if (Object.keys(properties).length === 0) return { schema: openObject(), schemas: {} };
    return { schema: ref(names[which]), schemas: { [names[which]]: objectWith(properties, required) } };
  };

  function build(
    method: Method,
    path: string,
    action: string,
    parts: {
      summary: string;
      params?: JsonObject[];
      body?: Schema;
      bodyRequired?: boolean;
      success: JsonObject;
      options?: OperationOptions;
      schemas?: Record<string, Schema>;
    },
  ): BuiltOperation {
    const { options = {} } = parts;
    const parameters = [...pathParameterNames(path).map(pathParameter), ...(options.params ?? []), ...(parts.params ?? [])];
    const operation: JsonObject = {
      operationId: `${tag}#${action}`,
      summary: options.summary ?? parts.summary,
      tags: [tag],
      ...(definition.successor ? { deprecated: true, 'x-successor': `${definition.successor}#${action}` } : {}),
      ...(options.rateLimit ? { 'x-rate-limit': options.rateLimit } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(parts.body ? { requestBody: { ...(parts.bodyRequired ? { required: true } : {}), content: { 'application/json': { schema: parts.body } } } } : {}),
      responses: { ...parts.success, ...errorResponseRefs() },
    };
    return { path, method, operation, schemas: parts.schemas ?? {} };
  }

  const ok = (schema: Schema, description = 'OK') => ({
    '200': { description, headers: rateLimitHeaderRefs(), content: { 'application/json': { schema } } },
  });

  const list = (path: string, options?: OperationOptions): BuiltOperation => {
    const listSchema = objectWith({ [listKey]: arrayOf(ref(names.record)), pagination_meta: ref('PaginationMetaResult'), ...definition.listExtras }, [
      listKey,
      'pagination_meta',
    ]);
    return build('get', path, 'List', {
      summary: `List ${spaced(listKey)}`,
      params: paginationParameterRefs(),
      success: ok(ref(names.list)),
      options,
      schemas: { [names.record]: recordSchema(), [names.list]: listSchema },
    });
  };

  const show = (path: string, options?: OperationOptions, action = 'Show'): BuiltOperation => {
    const response = recordResponse();
    return build('get', path, action, { summary: `Show ${spaced(singular)}`, success: ok(response.schema), options, schemas: response.schemas });
  };

  const write = (method: Method, which: 'create' | 'update', action: string, verb: string) => (path: string, options?: OperationOptions) => {
    const response = recordResponse();
    const body = payload(which);
    return build(method, path, action, {
      summary: `${verb} ${spaced(singular)}`,
      body: body.schema,
      bodyRequired: true,
      success: ok(response.schema),
      options,
      schemas: { ...response.schemas, ...body.schemas },
    });
  };

  const remove = (path: string, options?: OperationOptions): BuiltOperation =>
    build('delete', path, 'Delete', {
      summary: `Delete ${spaced(singular)}`,
      success: { '204': { description: 'Deleted', headers: rateLimitHeaderRefs() } },
      options,
    });

  /** Any other operation: the reference shows neither its request nor its response body. */
  const action = (method: Method, path: string, name: string, options?: OperationOptions): BuiltOperation =>
    build(method, path, name, {
      summary: `${tag}: ${name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`,
      ...(method === 'get' || method === 'delete' ? {} : { body: openObject() }),
      success: ok(options?.response ?? openObject()),
      options,
    });

  const create = write('post', 'create', 'Create', 'Create');
  const update = write('put', 'update', 'Update', 'Update');
  const patch = write('patch', 'update', 'Update', 'Update');

  /**
   * The usual operations of a family: list and create on the collection; show, update and delete
   * on the item (`<collection>/{id}` unless told otherwise).
   */
  const standard = (path: string, kinds: readonly StandardKind[], options: StandardOptions = {}): BuiltOperation[] => {
    const item = options.item ?? `${path}/{id}`;
    const one = {
      list: () => list(path, options.list),
      create: () => create(path, options.create),
      show: () => show(item, options.show),
      update: () => update(item, options.update),
      remove: () => remove(item, options.remove),
    };
    return kinds.map((kind) => one[kind]());
  };

  /** "CRUD" in the reference: all five standard operations. */
  const crud = (path: string, options: StandardOptions = {}): BuiltOperation[] => standard(path, ['list', 'create', 'show', 'update', 'remove'], options);

  return { names, list, show, create, update, patch, remove, action, standard, crud };
}

export const paginationMetaSchema = (): Schema =>
  objectWith({ after: { type: 'string', description: 'Cursor for the next page' }, page_size: integer() }, [], 'Where the next page starts');
