import type { MediaTypeObject, OperationObject, ParameterObject, PathItemObject, RequestBodyObject, ResponseObject } from '../../load/document.ts';
import { deref } from '../../load/refs.ts';
import type { SchemaDiffer } from './schema.ts';
import type { ContentDiff, OperationDiff, OperationSide, ParameterDiff, ParameterRef, RequestBodyDiff, ResponseDiff } from './types.ts';

export interface OperationInput {
  side: OperationSide;
  operation: OperationObject;
  pathItem: PathItemObject;
  document: unknown;
}

/** Diffs one operation present in both documents: parameters, request body, responses. */
export function diffOperation(before: OperationInput, after: OperationInput, schemas: SchemaDiffer): OperationDiff {
  const diff: OperationDiff = {
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
  diffParameters(diff, effectiveParameters(before), effectiveParameters(after), schemas);
  diffResponses(diff, before, after, schemas);
  return diff;
}

/** Path-level parameters apply to every operation beneath, unless the operation redeclares them. */
function effectiveParameters({ operation, pathItem, document }: OperationInput): Map<string, ParameterObject> {
  const byKey = new Map<string, ParameterObject>();
  for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = deref<ParameterObject>(document, raw);
    if (parameter && typeof parameter.name === 'string') byKey.set(`${parameter.in}\u0000${parameter.name}`, parameter);
  }
  return byKey;
}

const parameterRef = (parameter: ParameterObject): ParameterRef => ({
  in: parameter.in,
  name: parameter.name,
  required: Boolean(parameter.required),
  deprecated: Boolean(parameter.deprecated),
});

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
    change.schema = schemas.diff(old.schema ?? {}, parameter.schema ?? {});
    diff.parameters.push(change);
  }
}

const byKey = (a: [string, unknown], b: [string, unknown]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

type Presence = 'absent' | 'optional' | 'required';

function diffRequestBody(before: OperationInput, after: OperationInput, schemas: SchemaDiffer): RequestBodyDiff {
  const oldBody = deref<RequestBodyObject>(before.document, before.operation.requestBody);
  const newBody = deref<RequestBodyObject>(after.document, after.operation.requestBody);
  const presence = (body: RequestBodyObject | undefined): Presence => (!body ? 'absent' : body.required ? 'required' : 'optional');
  const diff: RequestBodyDiff = diffContent(oldBody?.content, newBody?.content, schemas);
  if (presence(oldBody) !== presence(newBody)) diff.presence = { from: presence(oldBody), to: presence(newBody) };
  return diff;
}

function diffResponses(diff: OperationDiff, before: OperationInput, after: OperationInput, schemas: SchemaDiffer): void {
  const oldResponses = before.operation.responses ?? {};
  const newResponses = after.operation.responses ?? {};
  for (const status of Object.keys(oldResponses).sort()) if (!Object.hasOwn(newResponses, status)) diff.responsesRemoved.push(status);
  for (const status of Object.keys(newResponses).sort()) {
    if (!Object.hasOwn(oldResponses, status)) {
      diff.responsesAdded.push(status);
      continue;
    }
    const oldResponse = deref<ResponseObject>(before.document, oldResponses[status]);
    const newResponse = deref<ResponseObject>(after.document, newResponses[status]);
    const response: ResponseDiff = { status, ...diffContent(oldResponse?.content, newResponse?.content, schemas) };
    diff.responses.push(response);
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
  for (const mediaType of Object.keys(oldContent).sort()) {
    if (!Object.hasOwn(newContent, mediaType) && bothHaveContent) diff.mediaTypesRemoved.push(mediaType);
  }
  for (const mediaType of Object.keys(newContent).sort()) {
    if (!Object.hasOwn(oldContent, mediaType)) {
      if (bothHaveContent) diff.mediaTypesAdded.push(mediaType);
      continue;
    }
    diff.media.push({ mediaType, schema: schemas.diff(oldContent[mediaType]?.schema ?? {}, newContent[mediaType]?.schema ?? {}) });
  }
  return diff;
}
