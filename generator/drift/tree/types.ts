/**
 * The change tree: what differs between two documents, with no judgement attached. Rules read it
 * (generator/drift/rules/) and decide what each difference means for a client.
 *
 * Schema differences form a graph, not a tree: the difference between two versions of a component
 * is computed once and shared by every place that reaches it, so `$ref` cycles become cycles here.
 */
import type { OperationObject, PathItemObject } from '../../load/document.ts';

/** `GET /v2/schedule_entries`, or an event key such as `/x-webhooks/incident.created_v2`. */
export type OperationKey = string;

export interface Change<T> {
  from: T;
  to: T;
}

export interface ConstraintChange {
  keyword: string;
  from: unknown;
  to: unknown;
  /** True when every value the old constraint accepted is still accepted. */
  widened: boolean;
}

/** Types compared as sets (`integer` counts as a `number`); undefined means any type. */
export interface TypeChange extends Change<string | undefined> {
  /** Every value type the old schema accepted is still accepted. */
  widened: boolean;
  /** No value type appeared that the old schema did not accept. */
  narrowed: boolean;
}

/** A `oneOf` / `anyOf` option, named by its component or by its position among inline options. */
export interface SchemaOption {
  keyword: 'oneOf' | 'anyOf';
  name: string;
}

/**
 * What a document declares of an element's lifecycle beyond `deprecated` (tree/policy.ts reads
 * it), each as written, whatever JSON value it is: whether it means anything is the rules' call.
 */
export interface PolicyMarks {
  /** `x-sunset`; for an operation, else the date a documented `Sunset` response header gives. */
  sunset?: unknown;
  /** `x-deprecated-since`; for an operation, else the date a documented `Deprecation` header gives. */
  deprecatedSince?: unknown;
  /** `x-stability-level` (draft, alpha, beta, stable). */
  stability?: unknown;
}

/** A removed parameter's or property's lifecycle, as its old document declared it. */
export interface Lifecycle extends PolicyMarks {
  deprecated: boolean;
}

/** The marks of an element on both sides, when its sunset or stability level changed. */
export interface PolicyChange {
  /** Deprecated on the new side: a sunset deleted from what is still deprecated withdraws a promised date. */
  deprecated: boolean;
  sunset?: Change<unknown>;
  stability?: Change<unknown>;
}

/** The JSON Schema 2020-12 keywords json-schema-keywords.ts compares. */
export type JsonSchemaKeyword =
  | 'contains'
  | 'minContains'
  | 'maxContains'
  | 'prefixItems'
  | 'then'
  | 'else'
  | 'dependentRequired'
  | 'dependentSchemas'
  | 'patternProperties'
  | 'propertyNames'
  | 'unevaluatedItems'
  | 'unevaluatedProperties'
  | 'contentSchema'
  | 'contentMediaType'
  | 'contentEncoding';

/** A keyword that appeared, went, or changed its value at a schema (changes inside its sub-schema are the child diff's). */
export interface KeywordChange {
  keyword: JsonSchemaKeyword;
  /** Its step in a location (keyword-steps.ts): `(contains)`, `(prefixItems[2])`, `(dependentRequired[card])`. */
  step: string;
  /**
   * The value on each side: a number, string or list for the value keywords; for a sub-schema
   * true (a schema), false (the schema `false`: nothing passes) or undefined (absent, or one that
   * lets everything pass).
   */
  from: unknown;
  to: unknown;
  /** Every payload valid before still is (widened); every payload valid after already was (narrowed); neither is known (changed). */
  effect: 'widened' | 'narrowed' | 'changed';
}

/** A plain schema became a oneOf/anyOf of two options or more (tree/choices.ts): what its options reject or hide together. */
export interface ChoiceChange {
  keyword: 'oneOf' | 'anyOf';
  options: string[];
  /** oneOf options one payload can be valid for at once (such a payload is now rejected), and the properties such a payload has. */
  overlaps: Array<{ options: [string, string]; properties: string[] }>;
  /** Set when no option takes the old schema's smallest payload: that payload's properties (the old required ones). */
  uncovered?: string[];
  /** Old properties some options declare and others do not: a typed client reads them only after narrowing. */
  notOnEvery: string[];
}

export interface SchemaDiff {
  /** The component both sides point at (`ScheduleEntryV2`), when the schema is a `$ref`. */
  component?: string;
  type?: TypeChange;
  format?: Change<string | undefined>;
  nullable?: Change<boolean>;
  deprecated?: Change<boolean> & { successor?: string };
  /** The schema gained a closed value list (`enum` or `const`) where it took any value, or lost one. */
  enumPresence?: Change<boolean> & { values: unknown[] };
  enumAdded: unknown[];
  enumRemoved: unknown[];
  /** `const` on both sides with another value (tree/consts.ts), not read as enum members. */
  const?: Change<unknown>;
  /** `x-extensible-enum` (an open list, the Zalando convention) on both sides, values compared. */
  extensibleEnum?: { added: unknown[]; removed: unknown[] };
  /** `x-sunset` or `x-stability-level` changed on this schema. */
  policy?: PolicyChange;
  constraints: ConstraintChange[];
  default?: Change<unknown>;
  readOnly?: Change<boolean>;
  writeOnly?: Change<boolean>;
  /** `additionalProperties: false` on one side only: extra keys rejected, or accepted again. */
  closed?: Change<boolean>;
  optionsAdded: SchemaOption[];
  optionsRemoved: SchemaOption[];
  /** A plain schema that became a choice of options. */
  becameChoice?: ChoiceChange;
  /** The discriminator's property name (undefined when there is none). */
  discriminator?: Change<string | undefined>;
  discriminatorMappingAdded: string[];
  discriminatorMappingRemoved: string[];
  /** Properties marked readOnly / writeOnly on either side: not sent in requests / not returned in responses. */
  readOnlyProperties: ReadonlySet<string>;
  writeOnlyProperties: ReadonlySet<string>;
  propertiesAdded: Array<{ name: string; required: boolean }>;
  /** `lifecycle` when the removed property was deprecated or declared a sunset or stability level. */
  propertiesRemoved: Array<{ name: string; required: boolean; lifecycle?: Lifecycle }>;
  /** Properties on both sides that joined or left `required`. */
  becameRequired: string[];
  becameOptional: string[];
  /** JSON Schema keywords that appeared, went or changed value here (json-schema-keywords.ts). */
  keywords: readonly KeywordChange[];
  /**
   * Child schemas present on both sides: property name, `[]` for array items, `{}` for map values,
   * `(Option)` for a oneOf/anyOf option, a keyword step (`(contains)`, `(then)`, `(prefixItems[1])`: keyword-steps.ts).
   * A pair of schemas that read the same (same-schemas.ts) is not walked: its diff is clean and has
   * none, nor access marks, since nothing reads below a diff that is not dirty.
   */
  children: Array<{ segment: string; diff: SchemaDiff }>;
  /** Own changes here, or in some schema reachable from here: set once the whole graph is built. */
  dirty: boolean;
}

export interface ParameterRef {
  in: string;
  name: string;
  required: boolean;
  deprecated: boolean;
  /** Its sunset, deprecation date and stability level, when it declares any. */
  policy?: PolicyMarks;
}

export interface ParameterDiff {
  in: string;
  name: string;
  required?: Change<boolean>;
  deprecated?: Change<boolean>;
  /** `x-sunset` or `x-stability-level` on the parameter changed. */
  policy?: PolicyChange;
  /** Serialisation (`style`, `explode`), with the OpenAPI defaults filled in. */
  style?: Change<string>;
  explode?: Change<boolean>;
  schema?: SchemaDiff;
}

export interface MediaDiff {
  mediaType: string;
  schema: SchemaDiff;
}

export interface ContentDiff {
  mediaTypesAdded: string[];
  mediaTypesRemoved: string[];
  media: MediaDiff[];
}

export interface RequestBodyDiff extends ContentDiff {
  /** Present when the body appeared, disappeared or changed `required`. */
  presence?: Change<'absent' | 'optional' | 'required'>;
}

export interface HeaderRef {
  name: string;
  required: boolean;
}

export interface HeaderDiff {
  name: string;
  required?: Change<boolean>;
  type?: TypeChange;
}

export interface ResponseDiff extends ContentDiff {
  status: string;
  headersAdded: HeaderRef[];
  headersRemoved: HeaderRef[];
  headers: HeaderDiff[];
}

/** One way to authenticate: every scheme named, each with the scopes it needs. */
export type SecurityRequirement = Record<string, string[]>;

export interface OperationSide {
  key: OperationKey;
  operationId: string;
  /** The document gives no operationId: the generated names come from the route (see model/naming.ts). */
  routeNamed?: true;
  deprecated: boolean;
  /** `x-successor`, or an operationId named in the description's deprecation note. */
  successor?: string;
  /** The announced removal date (`x-sunset`, or a `Sunset` response header's value), as written. */
  sunset?: string;
  /** When its deprecation began, by the document (`x-deprecated-since`, a `Deprecation` response header), as written. */
  deprecatedSince?: string;
  /** Its sunset and stability level as written, parseable or not, when it declares either. */
  policy?: PolicyMarks;
}

export interface OperationDiff {
  key: OperationKey;
  old: OperationSide;
  new: OperationSide;
  parametersAdded: ParameterRef[];
  parametersRemoved: ParameterRef[];
  parameters: ParameterDiff[];
  requestBody: RequestBodyDiff;
  responsesAdded: string[];
  responsesRemoved: string[];
  responses: ResponseDiff[];
  /** The operation's own sunset or stability level, when either changed. */
  policy?: PolicyChange;
  /** The effective security (the operation's, else the document's), when it changed. */
  security?: Change<SecurityRequirement[]>;
  /** Same method and URL with path parameters renamed (`{id}` -> `{api_key_id}`). */
  pathRenamed?: { from: string; to: string; parameters: Array<Change<string>> };
}

export interface OperationSetDiff {
  added: OperationSide[];
  removed: OperationSide[];
  /** Operations on both sides, changed or not: rules look for the changes. */
  common: OperationDiff[];
}

export interface DocumentDiff {
  operations: OperationSetDiff;
  /**
   * Events a consumer receives: `x-webhooks` (payload in the 200 response), OpenAPI 3.1 `webhooks`
   * and operations' `callbacks` (payload in the request body).
   */
  events: OperationSetDiff;
}

/** One side of an operation (or event) as the tree reads it. */
export interface OperationInput {
  side: OperationSide;
  operation: OperationObject;
  pathItem: PathItemObject;
  document: unknown;
  /** The path as written (`/v1/api_keys/{id}`); for events, their key. */
  path: string;
}
