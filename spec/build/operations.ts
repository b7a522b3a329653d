import { errorResponseRefs, rateLimitHeaderRefs } from './components/errors.ts';
import { paginationParameterRefs, pathParameter, pathParameterNames } from './components/parameters.ts';
import { familySchemas, type BodySchema, type FamilyDefinition } from './family-schemas.ts';
import { integer, objectWith, openObject, type Schema } from './schema.ts';

export type { FamilyDefinition } from './family-schemas.ts';
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type JsonObject = Record<string, unknown>;

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

interface OperationParts {
  summary: string;
  params?: JsonObject[];
  body?: BodySchema;
  /** Create and update operations carry a body; the reference shows no optional ones. */
  bodyRequired?: boolean;
  success: JsonObject;
  schemas?: Record<string, Schema>;
}

const spaced = (snake: string) => snake.replace(/_/g, ' ');

const ok = (schema: Schema) => ({ '200': { description: 'OK', headers: rateLimitHeaderRefs(), content: { 'application/json': { schema } } } });

/** Assembles one operation: path parameters first, errors on every operation, deprecation from the family. */
function buildOperation(
  definition: FamilyDefinition,
  method: Method,
  path: string,
  action: string,
  parts: OperationParts,
  options: OperationOptions = {},
): BuiltOperation {
  const { tag, successor } = definition;
  const parameters = [...pathParameterNames(path).map(pathParameter), ...(options.params ?? []), ...(parts.params ?? [])];
  const requestBody = parts.body && { ...(parts.bodyRequired ? { required: true } : {}), content: { 'application/json': { schema: parts.body.schema } } };
  const operation: JsonObject = {
    operationId: `${tag}#${action}`,
    summary: options.summary ?? parts.summary,
    tags: [tag],
    ...(successor ? { deprecated: true, 'x-successor': `${successor}#${action}` } : {}),
    ...(options.rateLimit ? { 'x-rate-limit': options.rateLimit } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { ...parts.success, ...errorResponseRefs() },
  };
  return { path, method, operation, schemas: { ...parts.schemas, ...parts.body?.schemas } };
}

/** The operations of one resource family, named `<tag>#<Action>`. */
export function family(definition: FamilyDefinition) {
  const { singular } = definition;
  const schemas = familySchemas(definition);
  const build = (method: Method, path: string, action: string, parts: OperationParts, options?: OperationOptions) =>
    buildOperation(definition, method, path, action, parts, options);

  const list = (path: string, options?: OperationOptions): BuiltOperation => {
    const result = schemas.list();
    const parts = { summary: `List ${spaced(schemas.listKey)}`, params: paginationParameterRefs(), success: ok(result.schema), schemas: result.schemas };
    return build('get', path, 'List', parts, options);
  };

  const show = (path: string, options?: OperationOptions): BuiltOperation => {
    const result = schemas.single();
    return build('get', path, 'Show', { summary: `Show ${spaced(singular)}`, success: ok(result.schema), schemas: result.schemas }, options);
  };

  const write = (method: Method, which: 'create' | 'update', action: 'Create' | 'Update') => (path: string, options?: OperationOptions) => {
    const result = schemas.single();
    const parts = {
      summary: `${action} ${spaced(singular)}`,
      body: schemas.payload(which),
      bodyRequired: true,
      success: ok(result.schema),
      schemas: result.schemas,
    };
    return build(method, path, action, parts, options);
  };
  const create = write('post', 'create', 'Create');
  const update = write('put', 'update', 'Update');
  const patch = write('patch', 'update', 'Update');

  const remove = (path: string, options?: OperationOptions): BuiltOperation =>
    build(
      'delete',
      path,
      'Delete',
      { summary: `Delete ${spaced(singular)}`, success: { '204': { description: 'Deleted', headers: rateLimitHeaderRefs() } } },
      options,
    );

  /** Any other operation: the reference shows neither its request nor its response body. */
  const action = (method: Method, path: string, name: string, options?: OperationOptions): BuiltOperation => {
    const summary = `${definition.tag}: ${name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
    const body = method === 'get' || method === 'delete' ? {} : { body: { schema: openObject(), schemas: {} } };
    return build(method, path, name, { summary, ...body, success: ok(options?.response ?? openObject()) }, options);
  };

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

  return { list, show, create, update, patch, remove, action, standard, crud };
}

export const paginationMetaSchema = (): Schema =>
  objectWith({ after: { type: 'string', description: 'Cursor for the next page' }, page_size: integer() }, [], 'Where the next page starts');
