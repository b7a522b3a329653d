/** Normalises a validated document into the one model every emitter reads. */
import type { OpenApiDocument } from '../load/document.ts';
import { buildDeprecations } from './deprecations.ts';
import { REFERENCE_ERROR_SHAPES } from './error-shape.ts';
import { buildEnums } from './enums.ts';
import { buildEvents, declaredEvents } from './events.ts';
import { buildOperations } from './operations.ts';
import { buildTestingModel } from './fake-operations.ts';
import { findPagination } from './pagination.ts';
import { PLATFORM_NAMING } from './package-names.ts';
import { buildRuntimeModel } from './runtime.ts';
import { buildSchemaTypes } from './schema-types.ts';
import { schemaRoots } from './schema-walk.ts';
import { componentSides } from './sides.ts';
import { withSuccessorNotes } from './successor-notes.ts';
import { buildValidation } from './validation.ts';
import type { ApiModel, PackageModel, PaginationModel, RuntimeFile } from './types.ts';

export type * from './types.ts';

export interface ModelInputs {
  runtimeFiles: RuntimeFile[];
  /** Without `naming`: the platform's own package (model/package-names.ts). */
  package: Omit<PackageModel, 'naming'> & Partial<Pick<PackageModel, 'naming'>>;
}

export function buildModel(document: OpenApiDocument, inputs: ModelInputs): ApiModel {
  const pagination: PaginationModel[] = [];
  const operations = buildOperations(document).map((operation) => {
    const paging = findPagination(document, operation);
    if (paging) pagination.push(paging);
    return paging ? { ...operation, paginated: true } : operation;
  });
  const roots = [...schemaRoots(document, operations)];
  const eventPayloads = declaredEvents(document).map((event) => event.payload);
  const side = componentSides(document, roots.filter((root) => root.side !== undefined), eventPayloads);
  const { 'x-webhooks': _events, ...withoutEvents } = document;
  const deprecations = buildDeprecations(document, operations, roots);
  const versions = [...new Set(operations.map((operation) => operation.version))].sort();
  const enums = buildEnums(roots, side);
  const runtime = buildRuntimeModel(inputs.runtimeFiles);
  const packageModel: PackageModel = { naming: PLATFORM_NAMING, ...inputs.package };
  return {
    title: typeof document.info?.title === 'string' ? document.info.title : 'API',
    apiVersion: typeof document.info?.version === 'string' ? document.info.version : '',
    schemaDocument: withSuccessorNotes(withoutEvents as OpenApiDocument, deprecations),
    operations,
    versions,
    enums,
    schemaTypes: buildSchemaTypes(document, { runtime, enums, versions, errorShapes: REFERENCE_ERROR_SHAPES, package: packageModel }),
    pagination,
    deprecations,
    events: buildEvents(document),
    errorShapes: REFERENCE_ERROR_SHAPES,
    validation: buildValidation(document, operations),
    runtime,
    package: packageModel,
    testing: buildTestingModel(document, operations, pagination),
  };
}
