/** The parts of an OpenAPI 3.0 document this project reads. Everything else passes through untyped. */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type JsonObject = Record<string, unknown>;

export interface SchemaObject extends JsonObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  nullable?: boolean;
  deprecated?: boolean;
  description?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

export interface ParameterObject extends JsonObject {
  $ref?: string;
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  deprecated?: boolean;
  description?: string;
  schema?: SchemaObject;
}

export interface MediaTypeObject extends JsonObject {
  schema?: SchemaObject;
}

export interface RequestBodyObject extends JsonObject {
  $ref?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface ResponseObject extends JsonObject {
  $ref?: string;
  description?: string;
  headers?: Record<string, JsonObject>;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject extends JsonObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
}

export type PathItemObject = JsonObject & Partial<Record<HttpMethod, OperationObject>> & { parameters?: ParameterObject[] };

export interface OpenApiDocument extends JsonObject {
  openapi: string;
  info: { title?: string; version?: string } & JsonObject;
  paths: Record<string, PathItemObject>;
  components?: { schemas?: Record<string, SchemaObject> } & JsonObject;
  /** Webhook and audit-log events, keyed `/x-webhooks/<event>` and `/x-audit-logs/<event>`. */
  'x-webhooks'?: Record<string, PathItemObject>;
}

/**
 * operationId is optional: an operation without one is known by its route, `GET /users/{id}`,
 * which is unique in a document by construction; the model names it like any other operationId
 * (`GetUsersId` / `getUsersId`). It lives here, beside eachOperation, because loading checks it.
 */
export function operationIdOf(method: string, path: string, operation: { operationId?: unknown }): string {
  const id = operation.operationId;
  return typeof id === 'string' && id.trim() !== '' ? id : routeOperationId(method, path);
}

/** The stand-in operationId of an operation that has none. */
export const routeOperationId = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

export interface OperationPlace {
  path: string;
  method: HttpMethod;
  operation: OperationObject;
  pathItem: PathItemObject;
}

/**
 * Every operation of a path map, in document order, with its method and path. A list, not a
 * generator: drift reads each document's operations five times, and a generator makes an object
 * for every step.
 */
export function eachOperation(paths: Record<string, PathItemObject> | undefined): OperationPlace[] {
  const found: OperationPlace[] = [];
  const map = paths ?? {};
  for (const path of Object.keys(map)) {
    const pathItem = map[path];
    if (typeof pathItem !== 'object' || pathItem === null) continue;
    for (let index = 0; index < HTTP_METHODS.length; index++) {
      const method = HTTP_METHODS[index]!;
      const operation = pathItem[method];
      if (operation && typeof operation === 'object') found.push({ path, method, operation, pathItem });
    }
  }
  return found;
}
