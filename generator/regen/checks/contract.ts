/**
 * The contract check: the staged client, as built (dist/), walks every paginated list operation
 * against a loopback server that answers from the staged document alone. The server holds each
 * request to the document (a GET path of it, the API key, every required query parameter) and
 * answers two pages, each array of the body as the document declares it holding one record
 * sampled from its schema with a cursor, then none. Which array holds the records is the client's
 * reading of the document (its pagination table), never told to it here. The client validates
 * each answer against its own generated validators (validateResponses: 'throw'). So the client's
 * paths, parameters, pagination table and validators agree with the document. A document without
 * list operations has nothing to walk: the check passes, saying so.
 *
 * Not Prism (this project's suite runs the client against Prism as well): Prism would bring 215
 * packages into every installation of the toolchain for one check.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULTS } from '../../context.ts';
import { deref } from '../../load/refs.ts';
import { timedCheck, type CheckResult } from './result.ts';
import { sampleOf } from './sample.ts';
import type { CheckWorkspace } from './workspace.ts';

export const CONTRACT = 'contract (the built client against the staged document, on loopback)';

type Json = Record<string, unknown>;

interface ListOperation {
  requiredQuery: string[];
  /** Its success body, sampled from the document. */
  body: Json;
  /** Each array the document's success body holds at its top level, with one record sampled for it. */
  arrays: Record<string, unknown>;
}

interface BuiltClient {
  pagination: Record<string, { itemsKey: string }>;
  createIncidentClient(options: object): object;
  paginate(client: object, path: string, options: object): { collect(): Promise<unknown[]> };
}

const API_KEY = 'contract-check-key-0123456789';
const SECOND_PAGE = 'contract-check-page-2';

export function contractCheck(workspace: CheckWorkspace): Promise<CheckResult> {
  return timedCheck(CONTRACT, async () => {
    const document = JSON.parse(readFileSync(workspace.specFile, 'utf8')) as Json;
    const pkg = (await import(pathToFileURL(join(workspace.packageDir, 'dist/index.js')).href)) as BuiltClient;
    const answering = documentOperations(document);
    const violations: string[] = [];
    const server = createServer((request, response) => answer(answering, request, response, violations));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const lines: string[] = [];
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const client = pkg.createIncidentClient({ apiKey: API_KEY, baseUrl, onDeprecated: 'ignore', validateResponses: 'throw', retry: false, rateLimit: false });
      for (const path of Object.keys(pkg.pagination)) lines.push(await walk(pkg, client, document, path));
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    const failures = [...violations, ...lines.filter((line) => !line.startsWith('ok '))];
    const passed = lines.length > 0 ? lines.filter((line) => line.startsWith('ok ')) : ['the package has no paginated list operation: nothing to walk'];
    return { ok: failures.length === 0, log: [...failures, ...passed].join('\n') };
  });
}

async function walk(pkg: BuiltClient, client: object, document: Json, path: string): Promise<string> {
  const signal = AbortSignal.timeout(DEFAULTS.landingChecks.contractTimeoutMs);
  try {
    const records = await pkg.paginate(client, path, { ...requiredParameters(document, path), maxPages: 3, signal }).collect();
    if (records.length !== 1) return `GET ${path}: paginate gave ${records.length} record(s) over two pages holding one`;
    return `ok GET ${path}: two pages, one record`;
  } catch (error) {
    return `GET ${path}: ${(error as Error).message.split('\n')[0]}`;
  }
}

/** Every GET of the document, by a pattern of its path (literal paths before templated ones), each read once asked for. */
function documentOperations(document: Json): (pathname: string) => ListOperation | undefined {
  const paths = Object.keys((document.paths ?? {}) as Json)
    .filter((path) => operationOf(document, path).responses !== undefined)
    .map((path) => ({ path, pattern: pathPattern(path), templated: (path.match(/\{/g) ?? []).length }))
    .sort((left, right) => left.templated - right.templated);
  const read = new Map<string, ListOperation>();
  return (pathname) => {
    const found = paths.find((candidate) => candidate.pattern.test(pathname));
    if (!found) return undefined;
    if (!read.has(found.path)) read.set(found.path, listOperation(document, found.path));
    return read.get(found.path);
  };
}

function pathPattern(path: string): RegExp {
  const segments = path.split(/\{[^}]+\}/).map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${segments.join('[^/]+')}$`);
}

function answer(operationAt: (pathname: string) => ListOperation | undefined, request: IncomingMessage, response: ServerResponse, violations: string[]): void {
  const url = new URL(request.url ?? '/', 'http://loopback');
  const operation = operationAt(url.pathname);
  const refuse = (why: string) => {
    violations.push(`${request.method} ${url.pathname}: ${why}`);
    response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'validation_error', status: 400, errors: [{ code: 'contract', message: why }] }));
  };
  if (!operation) return refuse('the document has no GET operation at this path');
  if (request.method !== 'GET') return refuse(`sent as ${request.method}, the document lists it as GET`);
  if (request.headers.authorization !== `Bearer ${API_KEY}`) return refuse('sent without the API key as a Bearer token');
  const missing = operation.requiredQuery.filter((name) => !url.searchParams.has(name));
  if (missing.length > 0) return refuse(`sent without the required query parameter(s) ${missing.join(', ')}`);
  const first = !url.searchParams.has('after');
  const meta = { ...(operation.body.pagination_meta as Json | undefined), page_size: 1, ...(first && { after: SECOND_PAGE }) };
  if (!first) delete meta.after;
  const arrays = Object.fromEntries(Object.entries(operation.arrays).map(([name, record]) => [name, first ? [record] : []]));
  const body = { ...operation.body, ...arrays, pagination_meta: meta };
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function listOperation(document: Json, path: string): ListOperation {
  const get = operationOf(document, path);
  const responses = (get.responses ?? {}) as Json;
  const success = deref<Json>(document, responses['200'] ?? responses['201'] ?? {}) ?? {};
  const schema = ((success.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema;
  const body = sampleOf(document, schema);
  const properties = (deref<Json>(document, schema)?.properties ?? {}) as Json;
  const arrays: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    const declared = deref<Json>(document, property);
    if (name !== 'pagination_meta' && declared?.type === 'array') arrays[name] = sampleOf(document, declared.items);
  }
  return {
    requiredQuery: parametersOf(document, path).filter((parameter) => parameter.in === 'query' && parameter.required).map((parameter) => String(parameter.name)),
    body: typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Json) : {},
    arrays,
  };
}

const operationOf = (document: Json, path: string) => (((document.paths as Json)[path] as Json | undefined)?.get ?? {}) as Json;

function parametersOf(document: Json, path: string): Json[] {
  const item = ((document.paths as Json)[path] ?? {}) as Json;
  return [...((item.parameters as unknown[]) ?? []), ...((operationOf(document, path).parameters as unknown[]) ?? [])].map((parameter) => deref<Json>(document, parameter) ?? {});
}

/** The query parameters paginate sends itself, page by page. */
const PAGING_PARAMETERS = new Set(['page_size', 'after']);

/** Sampled values for the operation's required query and path parameters, less those paginate sends itself. */
export function requiredParameters(document: Json, path: string): { query: Json; path: Json } {
  const parameters = parametersOf(document, path).filter((parameter) => parameter.required && !(parameter.in === 'query' && PAGING_PARAMETERS.has(String(parameter.name))));
  const pick = (where: string) => Object.fromEntries(parameters.filter((parameter) => parameter.in === where).map((parameter) => [String(parameter.name), parameterSample(document, parameter)]));
  return { query: pick('query'), path: pick('path') };
}

function parameterSample(document: Json, parameter: Json): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const example = Object.values((parameter.examples as Record<string, Json> | undefined) ?? {})[0];
  return example?.value !== undefined ? example.value : sampleOf(document, parameter.schema);
}
