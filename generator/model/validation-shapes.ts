/**
 * The shapes the response validators check (model/validation.ts builds them; emit/validators.ts
 * prints them): a type-only leaf, so the model's types can name them without importing the
 * builder.
 */
export type Shape =
  | { kind: 'any' }
  | { kind: 'ref'; name: string }
  | { kind: 'string'; format?: string; minLength?: number; maxLength?: number }
  | { kind: 'number'; integer: boolean; format?: string; minimum?: number; maximum?: number; exclusiveMinimum?: number; exclusiveMaximum?: number }
  | { kind: 'boolean' }
  | { kind: 'null' }
  | { kind: 'array'; items: Shape; minItems?: number; maxItems?: number }
  | { kind: 'object'; owner: string; properties: PropertyShape[]; values?: Shape }
  | { kind: 'nullable'; shape: Shape }
  | { kind: 'all' | 'one'; members: Shape[] };

export interface PropertyShape {
  name: string;
  shape: Shape;
  required: boolean;
}

export interface ValidatedRoot {
  /** operationId for a response, the event's name for a payload. */
  key: string;
  shape: Shape;
  /** Where a problem with the whole body is located: its component, else the operation's or event's type name. */
  root: string;
}

export interface ValidationModel {
  /** Every component schema a root reaches, in an order where each is defined before use except across a cycle. */
  components: Array<{ name: string; shape: Shape }>;
  /** Success bodies with a JSON media type, by operationId. */
  responses: ValidatedRoot[];
  /** Webhook event payloads, by event name. */
  events: ValidatedRoot[];
}
