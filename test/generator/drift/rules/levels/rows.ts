/**
 * The shape of a row in the levels table (../levels.test.ts) and the small documents rows of
 * several families share. Nothing here comes from the real specs.
 */
import type { DiffOptions } from '../../../../../generator/drift/report.ts';
import type { Direction, Level } from '../../../../../generator/drift/rules/registry.ts';
import type { OpenApiDocument } from '../../../../../generator/load/document.ts';
import { jsonContent, object, ok, ref, spec } from '../../fixtures.ts';

export type Json = Record<string, unknown>;

export interface SchemaRow {
  level: Level;
  direction: Direction;
  /** The component `Thing` before and after. */
  thing: [Json, Json];
  /** The documents' OpenAPI version, when the rule needs one (JSON Schema 2020-12 keywords are read in 3.1 only). */
  openapi?: string;
}
export interface DocumentRow {
  level: Level;
  direction: Direction;
  documents: [OpenApiDocument, OpenApiDocument];
  options?: DiffOptions;
  /** Every rule id the change reports when diffed from after to before. */
  reverse: string[];
}
export type Row = SchemaRow | DocumentRow;
export type Rows = Record<string, Row>;

// `Thing` reached only from a request body, or only from a response.
export const asRequest = (thing: Json, openapi = '3.0.3') => ({
  ...spec({ paths: { '/v1/things': { post: { operationId: 'Things V1#Create', requestBody: { required: true, ...jsonContent(ref('Thing')) }, responses: ok({ type: 'string' }) } } }, schemas: { Thing: thing } }),
  openapi,
});
export const asResponse = (thing: Json, openapi = '3.0.3') => ({ ...spec({ paths: { '/v1/things': { get: { operationId: 'Things V1#List', responses: ok(ref('Thing')) } } }, schemas: { Thing: thing } }), openapi });

export const text = { type: 'string' };
export const named = (extra: Json = {}, required: string[] = ['name']) => object({ name: { type: 'string', maxLength: 50, ...extra } }, required);
export const cat = object({ meow: text });
export const dog = object({ bark: text });
export const tagged = (propertyName: string) => ({ oneOf: [object({ kind: text })], discriminator: { propertyName } });
export const kinds = (values: string[]) => object({ kind: { type: 'string', enum: values } }, ['kind']);

export const operation = (operationId: string, deprecated = false) => ({ operationId, deprecated, responses: ok({ type: 'string' }) });
export const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
