import type { MediaTypeObject, ParameterObject, RequestBodyObject, ResponseObject, SchemaObject } from '../../load/document.ts';
import { targetOf } from './targets.ts';
import { sortedKeys } from './sorted-keys.ts';
import { typeChange, valueFacts } from './schema-facts.ts';
import { policyChange, policyMarksOf } from './policy.ts';
import type { SchemaDiffer } from './schema.ts';
import { diffSecurity } from './security.ts';
import type { ContentDiff, HeaderDiff, OperationDiff, OperationInput, ParameterDiff, ParameterRef, RequestBodyDiff, ResponseDiff } from './types.ts';

/**
 * Diffs one operation present in both documents: parameters, request body, responses, security.
 * One that reads the same on both sides, path-level parameters included (same-schemas.ts), has
 * nothing to find there: its parameter and response lists stay empty, as nothing reads a part
 * with no change. Its sides, sunset, stability and security (which may come from the document)
 * are compared all the same.
 */
export function diffOperation(before: OperationInput, after: OperationInput, schemas: SchemaDiffer): OperationDiff {
  const unchanged = before.path === after.path && schemas.readSame(before.operation, after.operation) && schemas.readSame(before.pathItem.parameters, after.pathItem.parameters);
  const diff: OperationDiff = unchanged
    ? { key: after.side.key, old: before.side, new: after.side, ...NOTHING_CHANGED }
    : {
        key: after.side.key,
        old: before.side,
        new: after.side,
        parametersAdded: [],
        parametersRemoved: [],
        parameters: [],
        requestBody: diffRequestBody(before, after, schemas),
        responsesAdded: [],
        responsesRemoved: [],
        responses: [],
      };
  if (!unchanged) {
    const renames = pathParameterRenames(before.path, after.path);
    if (renames.length > 0) diff.pathRenamed = { from: before.path, to: after.path, parameters: renames };
    const renamed = new Map(renames.map(({ from, to }) => [from, to]));
    diffParameters(diff, effectiveParameters(before, renamed), effectiveParameters(after, new Map()), schemas);
    diffResponses(diff, before, after, schemas);
  }
  const policy = policyChange(before.side.policy, after.side.policy, after.side.deprecated);
  if (policy) diff.policy = policy;
  const security = diffSecurity(before, after);
  if (security) diff.security = security;
  return diff;
}

/** Shared by every operation that reads the same (most of a pair's): frozen, so a push into one fails loudly. */
const NONE = Object.freeze([]) as unknown as never[];
const NOTHING_CHANGED = {
  parametersAdded: NONE,
  parametersRemoved: NONE,
  parameters: NONE,
  requestBody: Object.freeze({ mediaTypesAdded: NONE, mediaTypesRemoved: NONE, media: NONE }) as RequestBodyDiff,
  responsesAdded: NONE,
  responsesRemoved: NONE,
  responses: NONE,
};

const UNCHANGED_RESPONSE = { mediaTypesAdded: NONE, mediaTypesRemoved: NONE, media: NONE, headersAdded: NONE, headersRemoved: NONE, headers: NONE };

/** `{id}` and `{api_key_id}` in the same place name the same URL segment. */
export const normalisedPath = (path: string) => path.replace(/\{[^}/]*\}/g, '{}');

function pathParameterRenames(before: string, after: string): Array<{ from: string; to: string }> {
  if (before === after) return [];
  const names = (path: string) => [...path.matchAll(/\{([^}/]*)\}/g)].map((match) => match[1]!);
  const oldNames = names(before);
  const newNames = names(after);
  return oldNames.flatMap((from, index) => (newNames[index] !== undefined && newNames[index] !== from ? [{ from, to: newNames[index] }] : []));
}

/**
 * Path-level parameters apply to every operation beneath, unless the operation redeclares them.
 * Header names match whatever their case (HTTP headers are case-insensitive); renamed path
 * parameters are keyed by their new name.
 */
function effectiveParameters({ operation, pathItem, document }: OperationInput, renamed: ReadonlyMap<string, string>): Map<string, ParameterObject> {
  const byKey = new Map<string, ParameterObject>();
  for (const raw of [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])]) {
    const parameter = targetOf<ParameterObject>(document, raw);
    if (!parameter || typeof parameter.name !== 'string') continue;
    const name = parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.in === 'path' ? (renamed.get(parameter.name) ?? parameter.name) : parameter.name;
    byKey.set(`${parameter.in}\u0000${name}`, parameter);
  }
  return byKey;
}

function parameterRef(parameter: ParameterObject): ParameterRef {
  const ref: ParameterRef = { in: parameter.in, name: parameter.name, required: Boolean(parameter.required), deprecated: Boolean(parameter.deprecated) };
  const policy = policyMarksOf(parameter);
  if (policy) ref.policy = policy;
  return ref;
}

/** A parameter's schema: `schema`, or the one media type of `content`. */
const parameterSchema = (parameter: ParameterObject): unknown => parameter.schema ?? Object.values((parameter.content ?? {}) as Record<string, MediaTypeObject>)[0]?.schema ?? {};

/** Serialisation with the OpenAPI defaults: `form` for query and cookie, `simple` for path and header; explode only for form. */
function serialisation(parameter: ParameterObject): { style: string; explode: boolean } {
  const style = typeof parameter.style === 'string' ? parameter.style : parameter.in === 'query' || parameter.in === 'cookie' ? 'form' : 'simple';
  return { style, explode: typeof parameter.explode === 'boolean' ? parameter.explode : style === 'form' };
}

function diffParameters(diff: OperationDiff, before: Map<string, ParameterObject>, after: Map<string, ParameterObject>, schemas: SchemaDiffer): void {
  for (const [key, parameter] of [...before].sort(byKey)) if (!after.has(key)) diff.parametersRemoved.push(parameterRef(parameter));
  for (const [key, parameter] of [...after].sort(byKey)) {
    const old = before.get(key);
    if (!old) {
      diff.parametersAdded.push(parameterRef(parameter));
      continue;
    }
    const change: ParameterDiff = { in: parameter.in, name: parameter.name };
    if (Boolean(old.required) !== Boolean(parameter.required)) change.required = { from: Boolean(old.required), to: Boolean(parameter.required) };
    if (Boolean(old.deprecated) !== Boolean(parameter.deprecated)) change.deprecated = { from: Boolean(old.deprecated), to: Boolean(parameter.deprecated) };
    const policy = policyChange(policyMarksOf(old), policyMarksOf(parameter), Boolean(parameter.deprecated));
    if (policy) change.policy = policy;
    const oldWire = serialisation(old);
    const newWire = serialisation(parameter);
    if (oldWire.style !== newWire.style) change.style = { from: oldWire.style, to: newWire.style };
    if (oldWire.explode !== newWire.explode) change.explode = { from: oldWire.explode, to: newWire.explode };
    change.schema = schemas.diff(parameterSchema(old), parameterSchema(parameter));
    diff.parameters.push(change);
  }
}

const byKey = (a: [string, unknown], b: [string, unknown]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

type Presence = 'absent' | 'optional' | 'required';

function diffRequestBody(before: OperationInput, after: OperationInput, schemas: SchemaDiffer): RequestBodyDiff {
  const oldBody = targetOf<RequestBodyObject>(before.document, before.operation.requestBody);
  const newBody = targetOf<RequestBodyObject>(after.document, after.operation.requestBody);
  const presence = (body: RequestBodyObject | undefined): Presence => (!body ? 'absent' : body.required ? 'required' : 'optional');
  const diff: RequestBodyDiff = diffContent(oldBody?.content, newBody?.content, schemas);
  if (presence(oldBody) !== presence(newBody)) diff.presence = { from: presence(oldBody), to: presence(newBody) };
  return diff;
}

function diffResponses(diff: OperationDiff, before: OperationInput, after: OperationInput, schemas: SchemaDiffer): void {
  const oldResponses = before.operation.responses ?? {};
  const newResponses = after.operation.responses ?? {};
  const oldStatuses = sortedKeys(oldResponses);
  for (let index = 0; index < oldStatuses.length; index++) if (!Object.hasOwn(newResponses, oldStatuses[index]!)) diff.responsesRemoved.push(oldStatuses[index]!);
  const newStatuses = sortedKeys(newResponses);
  for (let index = 0; index < newStatuses.length; index++) {
    const status = newStatuses[index]!;
    if (!Object.hasOwn(oldResponses, status)) {
      diff.responsesAdded.push(status);
      continue;
    }
    // A response that reads the same has no media, header or schema change to list (as an operation that does: diffOperation).
    if (schemas.readSame(oldResponses[status], newResponses[status])) {
      diff.responses.push({ status, ...UNCHANGED_RESPONSE });
      continue;
    }
    const oldResponse = targetOf<ResponseObject>(before.document, oldResponses[status]);
    const newResponse = targetOf<ResponseObject>(after.document, newResponses[status]);
    const response: ResponseDiff = { status, ...diffContent(oldResponse?.content, newResponse?.content, schemas), headersAdded: [], headersRemoved: [], headers: [] };
    diffHeaders(response, before.document, oldResponse?.headers, after.document, newResponse?.headers);
    diff.responses.push(response);
  }
}

interface HeaderFacts {
  name: string;
  required: boolean;
  types: string[] | undefined;
}

/** Response headers by lower-cased name (HTTP header names are case-insensitive). */
function headerFacts(document: unknown, headers: Record<string, unknown> | undefined): Map<string, HeaderFacts> {
  const byName = new Map<string, HeaderFacts>();
  for (const [name, raw] of Object.entries(headers ?? {})) {
    const header = targetOf<ParameterObject>(document, raw);
    if (typeof header !== 'object' || header === null) continue;
    const schema = targetOf<SchemaObject>(document, parameterSchema(header));
    byName.set(name.toLowerCase(), { name, required: header.required === true, types: valueFacts(schema ?? {}).types });
  }
  return byName;
}

function diffHeaders(response: ResponseDiff, oldDocument: unknown, oldHeaders: ResponseObject['headers'], newDocument: unknown, newHeaders: ResponseObject['headers']): void {
  const before = headerFacts(oldDocument, oldHeaders);
  const after = headerFacts(newDocument, newHeaders);
  for (const [key, header] of [...before].sort(byKey)) if (!after.has(key)) response.headersRemoved.push({ name: header.name, required: header.required });
  for (const [key, header] of [...after].sort(byKey)) {
    const old = before.get(key);
    if (!old) {
      response.headersAdded.push({ name: header.name, required: header.required });
      continue;
    }
    const change: HeaderDiff = { name: header.name };
    if (old.required !== header.required) change.required = { from: old.required, to: header.required };
    const type = typeChange(old.types, header.types);
    if (type) change.type = type;
    if (change.required || change.type) response.headers.push(change);
  }
}

/** Media types compared by name; a body with no content on both sides has nothing to compare. */
function diffContent(
  before: Record<string, MediaTypeObject> | undefined,
  after: Record<string, MediaTypeObject> | undefined,
  schemas: SchemaDiffer,
): ContentDiff {
  const oldContent = before ?? {};
  const newContent = after ?? {};
  const diff: ContentDiff = { mediaTypesAdded: [], mediaTypesRemoved: [], media: [] };
  // A body that appears or disappears as a whole is one change (presence), not a media-type change.
  const bothHaveContent = before !== undefined && after !== undefined;
  const oldTypes = sortedKeys(oldContent);
  for (let index = 0; index < oldTypes.length; index++) {
    if (!Object.hasOwn(newContent, oldTypes[index]!) && bothHaveContent) diff.mediaTypesRemoved.push(oldTypes[index]!);
  }
  const newTypes = sortedKeys(newContent);
  for (let index = 0; index < newTypes.length; index++) {
    const mediaType = newTypes[index]!;
    if (!Object.hasOwn(oldContent, mediaType)) {
      if (bothHaveContent) diff.mediaTypesAdded.push(mediaType);
      continue;
    }
    diff.media.push({ mediaType, schema: schemas.diff(oldContent[mediaType]?.schema ?? {}, newContent[mediaType]?.schema ?? {}) });
  }
  return diff;
}
