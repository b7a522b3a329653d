/**
 * The normalised model of one OpenAPI document: everything the emitters need, and nothing they
 * would have to work out again. Built once by `buildModel`, read (never changed) by every emitter.
 */
import type { HttpMethod, OpenApiDocument } from '../load/document.ts';
import type { RateLimitMeta } from '../runtime/client/tables.ts';
import type { NamedMethodName } from './naming.ts';
import type { PackageNaming } from './package-names.ts';
import type { ValidationModel } from './validation-shapes.ts';

export type { RateLimitMeta };

/** Which way a schema travels: request enums stay closed, response enums stay open to new values. */
export type Side = 'request' | 'response';

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterModel {
  name: string;
  in: ParameterLocation;
  required: boolean;
  deprecated: boolean;
  /** For docs: the document's example, or a plain value of the parameter's type (model/examples.ts). */
  example?: ExampleValue;
}

/** A short JSON value as the document shows it, for `@example` tags and the package README. */
export type ExampleValue = string | number | boolean | null | ExampleValue[] | { [key: string]: ExampleValue };

export interface RequiredField {
  name: string;
  example: ExampleValue;
}

/** A JSON (or other) body: the media type that holds it, so emitters can index into schema.ts. */
export interface BodyModel {
  contentType: string;
}

export interface RequestBodyModel extends BodyModel {
  required: boolean;
  /** Top-level field names when the body is plainly an object (through `$ref` and `allOf`), sorted; else undefined. */
  fields?: string[];
  /** The required ones among them, sorted, each with an example value; empty when none or not plainly an object. */
  requiredFields?: RequiredField[];
}

export interface ResponseModel {
  /** The status key exactly as the document writes it (`200`, `4XX`, `default`). */
  status: string;
  /** Undefined when the response has no body. */
  body?: BodyModel;
}

export interface OperationModel {
  operationId: string;
  /** PascalCase, unique among operations: `IncidentsV2List`. */
  typeName: string;
  /** camelCase, unique among operations: `incidentsV2List`. */
  valueName: string;
  /** Its named method, `client.incidentsV2.list`: unique among operations (naming.namedMethodNames). */
  named: NamedMethodName;
  method: HttpMethod;
  path: string;
  /** `v1`, `v2`, ...: the path's version prefix. */
  version: string;
  tags: string[];
  summary?: string;
  deprecated: boolean;
  /** The successor's operationId when the document names one. */
  successor?: string;
  parameters: ParameterModel[];
  requestBody?: RequestBodyModel;
  /** The first 2xx response; its body is the success body. */
  success?: ResponseModel;
  /** Error responses the document declares; empty for the real specs (the reference's shape applies). */
  errors: ResponseModel[];
  paginated: boolean;
  rateLimit?: RateLimitMeta;
}

/**
 * What of an operation the names of its schemas' enums and of the schema types follow
 * (schema-walk.ts's roots, the versions): an OperationModel's fields of the same names, without the
 * rest (examples, parameters, fields, successors), which naming a changed schema does not read.
 */
export type OperationShape = Pick<OperationModel, 'operationId' | 'typeName' | 'method' | 'path' | 'version' | 'success' | 'errors'> & { requestBody?: BodyModel };

export interface EnumModel {
  /** Unique, from naming.enumTypeName(owner, segments). */
  name: string;
  owner: string;
  segments: string[];
  /** JSON pointer of the schema holding the enum (where openapi-typescript meets it too). */
  pointer: string;
  values: Array<string | number | boolean>;
  side: Side;
}

export interface PaginationModel {
  path: string;
  operationId: string;
  method: 'get';
  /** The success body's array of records (`incidents`). */
  itemsKey: string;
  contentType: string;
  successStatus: string;
  maxPageSize?: number;
  defaultPageSize?: number;
}

/** A component schema's named type (model/schema-types.ts). */
export interface SchemaTypeModel {
  /** The key under `components.schemas`, exactly as the document writes it. */
  name: string;
  /** Unique among the package's exports (naming.schemaExportNames); schema.ts declares it. */
  typeName: string;
  /** The component is itself an enum whose union enums.ts exports under typeName: the entry exports that one. */
  enumExport: boolean;
}

export type DeprecationKind = 'operation' | 'parameter' | 'property';

export interface DeprecationModel {
  kind: DeprecationKind;
  /** `Incidents V1#List`, `Incidents V1#List query.sort`, `IncidentV2.mode`. */
  target: string;
  /** JSON pointer of the deprecated operation, parameter or property schema. */
  pointer: string;
  /** Operation targets: where it lives. */
  method?: HttpMethod;
  path?: string;
  successor?: string;
}

export type EventKind = 'webhook' | 'audit-log';

export interface EventModel {
  kind: EventKind;
  /** `public_incident.incident_created_v2`, `activity_log.scrubbed.1`. */
  name: string;
  operationId: string;
  /** Component schema of the payload; undefined when the payload is inline. */
  payloadSchema?: string;
  description?: string;
}

/** One property of an interface the generator defines itself (the reference's error body). */
export interface ShapeProperty {
  name: string;
  /** A primitive, another shape by name, or a type the client runtime exports (or an array of one). */
  type: { kind: 'primitive'; name: 'string' | 'number' | 'boolean' } | { kind: 'shape' | 'runtime'; name: string; array?: boolean };
  optional: boolean;
  description: string;
}

export interface ShapeModel {
  name: string;
  description: string;
  properties: ShapeProperty[];
}

export interface RuntimeFile {
  /** Relative to the runtime root: `client/index.ts`. */
  path: string;
  text: string;
}

export interface RuntimeModel {
  files: RuntimeFile[];
  /** Names bindClient / bindWebhooks return, destructured into the package entry. */
  clientBindings: string[];
  webhookBindings: string[];
  /** Each binding's JSDoc as the runtime writes it (on BoundClient, BoundWebhooks), for the entry's exports; a binding without one is absent. */
  bindingDocs?: Record<string, string>;
  /** Every other export of the client and webhooks entries, re-exported by the package entry. */
  clientExports: RuntimeExport[];
  webhookExports: RuntimeExport[];
}

export interface RuntimeExport {
  name: string;
  typeOnly: boolean;
}

export interface PackageModel {
  name: string;
  /** What the entry exports the client factory, error classes and base URL as (package-names.ts). */
  naming: PackageNaming;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
}

export interface ApiModel {
  title: string;
  apiVersion: string;
  /**
   * The document openapi-typescript reads: x-webhooks left out (its event operationIds repeat),
   * successors noted in deprecated descriptions.
   */
  schemaDocument: OpenApiDocument;
  /** Sorted by path, then method. */
  operations: OperationModel[];
  versions: string[];
  enums: EnumModel[];
  /** Every component schema's named type, sorted by typeName. */
  schemaTypes: SchemaTypeModel[];
  pagination: PaginationModel[];
  deprecations: DeprecationModel[];
  events: EventModel[];
  /** The reference's documented error body, used wherever the document declares none. */
  errorShapes: ShapeModel[];
  /** What the generated response and webhook-payload validators check (model/validation.ts). */
  validation: ValidationModel;
  runtime: RuntimeModel;
  package: PackageModel;
  /** What the test kit's fake serves (model/fake-operations.ts). */
  testing: TestingModel;
}

/** What the test kit serves for one operation (model/fake-operations.ts). */
export interface FakeOperationModel {
  operationId: string;
  method: OperationModel['method'];
  path: string;
  status: number;
  required: string[];
  /** `besides`: what the body holds beside the records and `pagination_meta`, as the document requires it. */
  list?: { itemsKey: string; maxPageSize?: number; defaultPageSize?: number; besides?: Record<string, ExampleValue> };
  record?: { collection: string; key?: string; param?: string };
  /** A list's: one record; a record operation's: the record; else the whole success body. */
  example?: ExampleValue;
}

export interface FakeEventModel {
  name: string;
  example?: ExampleValue;
}

export interface TestingModel {
  operations: FakeOperationModel[];
  events: FakeEventModel[];
}
