/**
 * The change tree: what differs between two documents, with no judgement attached. Rules read it
 * (generator/drift/rules/) and decide what each difference means for a client.
 *
 * Schema differences form a graph, not a tree: the difference between two versions of a component
 * is computed once and shared by every place that reaches it, so `$ref` cycles become cycles here.
 */

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

export interface SchemaDiff {
  /** The component both sides point at (`ScheduleEntryV2`), when the schema is a `$ref`. */
  component?: string;
  type?: Change<string | undefined>;
  format?: Change<string | undefined>;
  nullable?: Change<boolean>;
  deprecated?: Change<boolean> & { successor?: string };
  enumAdded: unknown[];
  enumRemoved: unknown[];
  constraints: ConstraintChange[];
  propertiesAdded: Array<{ name: string; required: boolean }>;
  propertiesRemoved: Array<{ name: string; required: boolean }>;
  /** Properties on both sides that joined or left `required`. */
  becameRequired: string[];
  becameOptional: string[];
  /** Child schemas present on both sides: property name, `[]` for array items, `{}` for map values. */
  children: Array<{ segment: string; diff: SchemaDiff }>;
  /** Own changes here, or in some schema reachable from here: set once the whole graph is built. */
  dirty: boolean;
}

export interface ParameterRef {
  in: string;
  name: string;
  required: boolean;
  deprecated: boolean;
}

export interface ParameterDiff {
  in: string;
  name: string;
  required?: Change<boolean>;
  deprecated?: Change<boolean>;
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

export interface ResponseDiff extends ContentDiff {
  status: string;
}

export interface OperationSide {
  key: OperationKey;
  operationId: string;
  deprecated: boolean;
  /** `x-successor`, or an operationId named in the description's deprecation note. */
  successor?: string;
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
}

export interface OperationSetDiff {
  added: OperationSide[];
  removed: OperationSide[];
  /** Operations on both sides, changed or not: rules look for the changes. */
  common: OperationDiff[];
}

export interface DocumentDiff {
  operations: OperationSetDiff;
  /** Webhook and audit-log events from `x-webhooks`: their payload is the 200 response. */
  events: OperationSetDiff;
}
