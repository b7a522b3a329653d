/**
 * api.github.com's published OpenAPI description (@octokit/openapi), loaded once, as the judge of
 * every request the action sends and every response the stand-in gives: the method and path must
 * be an operation of the description, each path and query parameter declared and valid, the
 * request body valid against the operation's, and the response's status one the operation lists
 * with a body valid against its schema. A check finds problems; the stand-in records them and
 * the tests require none.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { PROJECT_ROOT } from '../../support/project.ts';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: unknown;
}

interface Operation {
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}

interface Description {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter>; responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
}

// ajv arrives with the OpenAPI validator the project already uses (a development dependency's own).
const require = createRequire(import.meta.url);
const Ajv = require('ajv') as typeof import('ajv').default;
const addFormats = require('ajv-formats') as typeof import('ajv-formats').default;

const DESCRIPTION_PATH = `${PROJECT_ROOT}/node_modules/@octokit/openapi/generated/api.github.com.json`;

let loaded: { description: Description; ajv: InstanceType<typeof Ajv>; compiled: Map<string, ValidateFunction> } | undefined;

function contract() {
  if (loaded) return loaded;
  const description = JSON.parse(readFileSync(DESCRIPTION_PATH, 'utf8')) as Description;
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  // Every `#/components/...` reference resolves inside this one schema.
  ajv.addSchema({ components: description.components }, 'github');
  loaded = { description, ajv, compiled: new Map() };
  return loaded;
}

/** A schema of the description, compiled once with its references rewritten to the registered components. */
function validator(schema: unknown): ValidateFunction {
  const { ajv, compiled } = contract();
  const text = JSON.stringify(schema).replace(/"#\/components\//g, '"github#/components/');
  let validate = compiled.get(text);
  if (!validate) {
    validate = ajv.compile(JSON.parse(text) as object);
    compiled.set(text, validate);
  }
  return validate;
}

const shown = (errors: ErrorObject[] | null | undefined) => (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ');

/** The operation a request names: its path template and the values of its path parameters. */
function findOperation(method: string, pathname: string): { template: string; operation: Operation; values: Record<string, string> } | undefined {
  const { description } = contract();
  for (const [template, item] of Object.entries(description.paths)) {
    const operation = item[method.toLowerCase()];
    if (!operation) continue;
    const names: string[] = [];
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`);
    const match = pattern.exec(pathname);
    if (match) return { template, operation, values: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)])) };
  }
  return undefined;
}

function parametersOf(operation: Operation): Parameter[] {
  const { description } = contract();
  return (operation.parameters ?? []).map((parameter) => ('$ref' in parameter ? description.components.parameters[parameter.$ref.split('/').pop()!]! : parameter));
}

/** A parameter's text as the value its schema types it as (`100` -> 100 for an integer). */
function typed(text: string, schema: { type?: string }): unknown {
  if (schema.type === 'integer' || schema.type === 'number') return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  if (schema.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

/** What is wrong with a request by the description; empty when it is one the description allows. */
export function requestProblems(method: string, url: URL, body: unknown): string[] {
  const found = findOperation(method, url.pathname);
  if (!found) return [`${method} ${url.pathname}: no such operation in api.github.com's description`];
  const problems: string[] = [];
  const where = `${method} ${found.template}`;
  const parameters = parametersOf(found.operation);
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    const value = found.values[parameter.name];
    const validate = validator(parameter.schema);
    if (value === undefined || !validate(typed(value, parameter.schema as { type?: string }))) problems.push(`${where}: path parameter ${parameter.name}=${value}: ${shown(validate.errors)}`);
  }
  const query = parameters.filter((p) => p.in === 'query');
  for (const [name, value] of url.searchParams) {
    const parameter = query.find((p) => p.name === name);
    if (!parameter) {
      problems.push(`${where}: query parameter ${name} is not declared`);
      continue;
    }
    const validate = validator(parameter.schema);
    if (!validate(typed(value, parameter.schema as { type?: string }))) problems.push(`${where}: query ${name}=${value}: ${shown(validate.errors)}`);
  }
  for (const parameter of query.filter((p) => p.required)) if (!url.searchParams.has(parameter.name)) problems.push(`${where}: query parameter ${parameter.name} is required`);
  const requestBody = found.operation.requestBody;
  if (requestBody === undefined && body !== undefined) problems.push(`${where}: takes no body`);
  if (requestBody !== undefined) {
    if (body === undefined) {
      if (requestBody.required) problems.push(`${where}: the body is required`);
    } else {
      const validate = validator(requestBody.content['application/json']!.schema);
      if (!validate(body)) problems.push(`${where}: request body: ${shown(validate.errors)}`);
    }
  }
  return problems;
}

/** What is wrong with a response by the description: a status it does not list, or a body its schema refuses. */
export function responseProblems(method: string, url: URL, status: number, body: unknown): string[] {
  const found = findOperation(method, url.pathname);
  if (!found) return [`${method} ${url.pathname}: no such operation`];
  const where = `${method} ${found.template} -> ${status}`;
  let response = found.operation.responses[String(status)];
  if (!response) return [`${where}: a status the operation does not list (${Object.keys(found.operation.responses).join(', ')})`];
  if (response.$ref) response = contract().description.components.responses[response.$ref.split('/').pop()!]!;
  const schema = response.content?.['application/json']?.schema;
  if (schema === undefined) return body === undefined ? [] : [`${where}: the operation gives no body`];
  const validate = validator(schema);
  return validate(body) ? [] : [`${where}: response body: ${shown(validate.errors)}`];
}
