/**
 * What the test kit's fake serves for each operation and event (emit/testing.ts): success status,
 * required body fields, list and record shapes, and example bodies built from the document.
 */
import type { OpenApiDocument, SchemaObject } from '../load/document.ts';
import { deref } from '../load/refs.ts';
import { declaredEvents } from './events.ts';
import { exampleBody } from './example-records.ts';
import { successSchema } from './pagination.ts';
import type { ExampleValue, FakeOperationModel, OperationModel, PaginationModel, TestingModel } from './types.ts';

export function buildTestingModel(document: OpenApiDocument, operations: readonly OperationModel[], pagination: readonly PaginationModel[]): TestingModel {
  const lists = new Map(pagination.map((list) => [list.path, list]));
  const listGets = new Map(operations.filter((operation) => operation.method === 'get' && lists.has(operation.path)).map((operation) => [operation.path, operation]));
  return {
    operations: operations.map((operation) => fakeOperation(document, operation, listGets, lists)),
    events: declaredEvents(document)
      .filter((event) => event.kind === 'webhook')
      .map((event) => ({ name: event.name, ...definedExample(eventExample(event.name, exampleBody(document, event.payload))) })),
  };
}

function fakeOperation(document: OpenApiDocument, operation: OperationModel, listGets: ReadonlyMap<string, OperationModel>, lists: ReadonlyMap<string, PaginationModel>): FakeOperationModel {
  const body = successSchema(document, operation);
  const base = {
    operationId: operation.operationId,
    method: operation.method,
    path: operation.path,
    status: successStatus(operation),
    required: (operation.requestBody?.requiredFields ?? []).map((field) => field.name),
  };
  const list = lists.get(operation.path);
  if (list && operation.method === 'get') {
    const items = deref<SchemaObject>(document, body?.properties?.[list.itemsKey]);
    const besides = besideRecords(exampleBody(document, body), list.itemsKey);
    return {
      ...base,
      list: {
        itemsKey: list.itemsKey,
        ...(list.maxPageSize !== undefined && { maxPageSize: list.maxPageSize }),
        ...(list.defaultPageSize !== undefined && { defaultPageSize: list.defaultPageSize }),
        ...(besides !== undefined && { besides }),
      },
      ...definedExample(exampleBody(document, items?.items)),
    };
  }
  const record = recordTarget(operation, lists);
  const key = body ? singleObjectProperty(document, body) : undefined;
  if (record && (key !== undefined || operation.method === 'delete')) {
    const itemSchema = deref<SchemaObject>(document, successSchema(document, listGets.get(record.collection)!)?.properties?.[lists.get(record.collection)!.itemsKey])?.items;
    return { ...base, record: { ...record, ...(key !== undefined && { key }) }, ...definedExample(exampleBody(document, key !== undefined ? body!.properties![key] : itemSchema)) };
  }
  return { ...base, ...definedExample(body === undefined ? undefined : exampleBody(document, body)) };
}

/** A payload names its event in `event_type`, whose schema lists every event: the example names this one. */
const eventExample = (name: string, example: ExampleValue | undefined): ExampleValue | undefined =>
  typeof example === 'object' && example !== null && !Array.isArray(example) && 'event_type' in example ? { ...example, event_type: name } : example;

/** What a list body holds beside its records and `pagination_meta` (`catalog_type`), or undefined when nothing. */
function besideRecords(example: ExampleValue | undefined, itemsKey: string): Record<string, ExampleValue> | undefined {
  if (typeof example !== 'object' || example === null || Array.isArray(example)) return undefined;
  const rest = Object.fromEntries(Object.entries(example).filter(([key]) => key !== itemsKey && key !== 'pagination_meta'));
  return Object.keys(rest).length > 0 ? rest : undefined;
}

const definedExample = (example: ExampleValue | undefined) => (example === undefined ? {} : { example });

/** `200` for `2XX` and `default`: a status the fake can send. */
function successStatus(operation: OperationModel): number {
  const status = Number(operation.success?.status);
  return Number.isInteger(status) && status >= 200 && status < 300 ? status : 200;
}

/** POST to a list's path creates one of its records; a method on `<list>/{param}` acts on one. */
function recordTarget(operation: OperationModel, lists: ReadonlyMap<string, PaginationModel>): { collection: string; param?: string } | undefined {
  if (operation.method === 'post' && lists.has(operation.path)) return { collection: operation.path };
  const match = /^(.*)\/\{([^}/]+)\}$/.exec(operation.path);
  if (!match || !lists.has(match[1]!) || operation.method === 'post') return undefined;
  return { collection: match[1]!, param: match[2]! };
}

/** The body's one property when it holds a single object (`{ incident: IncidentV2 }`). */
function singleObjectProperty(document: OpenApiDocument, body: SchemaObject): string | undefined {
  const names = Object.keys(body.properties ?? {});
  if (names.length !== 1) return undefined;
  const property = deref<SchemaObject>(document, body.properties![names[0]!]);
  return property && (property.type === 'object' || property.properties) ? names[0] : undefined;
}
