import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eachOperation, type OpenApiDocument, type OperationObject, type SchemaObject } from '../../../generator/load/document.ts';
import { deref } from '../../../generator/load/refs.ts';
import { PROJECT_ROOT } from '../../support/project.ts';

export { PROJECT_ROOT };

export const readProjectFile = (path: string): string => readFileSync(resolve(PROJECT_ROOT, path), 'utf8');

export const readSpecFile = (path: string): OpenApiDocument => JSON.parse(readProjectFile(path)) as OpenApiDocument;

export interface SpecOperation {
  key: string;
  path: string;
  method: string;
  operation: OperationObject;
}

/** Every operation under `paths`, keyed `GET /v2/incidents`. */
export function operationsOf(document: OpenApiDocument): SpecOperation[] {
  return [...eachOperation(document.paths)].map(({ path, method, operation }) => ({ key: `${method.toUpperCase()} ${path}`, path, method, operation }));
}

export const schemaOf = (document: OpenApiDocument, name: string): SchemaObject => {
  const schema = document.components?.schemas?.[name];
  if (!schema) throw new Error(`no component schema ${name}`);
  return schema;
};

export const resolved = (document: OpenApiDocument, value: unknown): SchemaObject => deref<SchemaObject>(document, value) ?? {};

/** The schema of an operation's 200 JSON body, with `$ref`s followed. */
export function successSchema(document: OpenApiDocument, operation: OperationObject): SchemaObject {
  const response = resolved(document, operation.responses?.['200']) as { content?: Record<string, { schema?: unknown }> };
  return resolved(document, response.content?.['application/json']?.schema);
}
