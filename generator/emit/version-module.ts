/**
 * v1.ts, v2.ts, ...: one API version's paths and, per operation, named types for its parameters,
 * request body, success body and error body: all views into schema.ts, so nothing is duplicated.
 */
import { StructureKind, type Project, type TypeAliasDeclarationStructure } from 'ts-morph';
import type { ApiModel, OperationModel, ParameterLocation } from '../model/types.ts';
import { ERROR_BODY } from '../model/error-shape.ts';
import { operationDoc } from './docs.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { createEmitProject, indexed, keyText, keyword, printModule, printNode, typeRef, union , type Statement } from './syntax.ts';
import { ERRORS_MODULE, jsPath, SCHEMA_MODULE, versionModulePath } from './package-layout.ts';

const ALL_PATHS = 'AllPaths';
const PARAMETER_TYPES: Array<[ParameterLocation, string]> = [
  ['path', 'PathParams'],
  ['query', 'Query'],
  ['header', 'Headers'],
];

export function emitVersionModules(model: ApiModel, project = createEmitProject()): EmittedFile[] {
  return model.versions.map((version) => emitVersionModule(project, version, model.operations.filter((operation) => operation.version === version)));
}

function emitVersionModule(project: Project, version: string, operations: OperationModel[]): EmittedFile {
  const paths = [...new Set(operations.map((operation) => operation.path))];
  // Imported only when an operation falls back to it: a consumer's noUnusedLocals reads this file too.
  const usesErrorBody = operations.some((operation) => declaredErrorBodies(operation).length === 0);
  const statements: Statement[] = [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: `./${jsPath(SCHEMA_MODULE)}`, namedImports: [{ name: 'paths', alias: ALL_PATHS }] },
    ...(usesErrorBody ? [{ kind: StructureKind.ImportDeclaration as const, isTypeOnly: true, moduleSpecifier: `./${jsPath(ERRORS_MODULE)}`, namedImports: [ERROR_BODY] }] : []),
    {
      kind: StructureKind.Interface,
      isExported: true,
      name: 'paths',
      docs: [`The ${version} paths only: other versions' paths are not in this type.`],
      properties: paths.map((path) => ({ name: keyText(path), type: printNode(indexed(typeRef(ALL_PATHS), path)) })),
    },
    ...operations.flatMap(operationTypes),
  ];
  return tsFile(versionModulePath(version), 'version-module.ts', printModule(project, statements));
}

/** `IncidentsV2ListOperation`, then `...PathParams`, `...Query`, `...Headers`, `...RequestBody`, `...Response`, `...Error`. */
function operationTypes(operation: OperationModel): TypeAliasDeclarationStructure[] {
  const name = operation.typeName;
  const self = typeRef(`${name}Operation`);
  const alias = (suffix: string, type: ReturnType<typeof typeRef> | ReturnType<typeof indexed>, what: string): TypeAliasDeclarationStructure => ({
    kind: StructureKind.TypeAlias,
    isExported: true,
    name: `${name}${suffix}`,
    docs: [operationDoc(operation, what)],
    type: printNode(type),
  });
  const aliases: TypeAliasDeclarationStructure[] = [{ ...alias('Operation', indexed(typeRef(ALL_PATHS), operation.path, operation.method), ''), docs: [operationDoc(operation)] }];
  for (const [location, suffix] of PARAMETER_TYPES) {
    if (!operation.parameters.some((parameter) => parameter.in === location)) continue;
    aliases.push(alias(suffix, nonNullable(indexed(self, 'parameters', location)), `${location} parameters`));
  }
  if (operation.requestBody) {
    aliases.push(alias('RequestBody', indexed(nonNullable(indexed(self, 'requestBody')), 'content', operation.requestBody.contentType), 'Request body'));
  }
  const success = operation.success;
  aliases.push(alias('Response', success?.body ? indexed(self, 'responses', statusKey(success.status), 'content', success.body.contentType) : keyword('void'), 'Success body'));
  const declared = declaredErrorBodies(operation);
  aliases.push(alias('Error', declared.length > 0 ? union(declared) : typeRef(ERROR_BODY), 'Error body'));
  return aliases;
}

/** The operation's documented error bodies, as types read from its schema.ts entry. */
const declaredErrorBodies = (operation: OperationModel) =>
  operation.errors.flatMap((error) => (error.body ? [indexed(typeRef(`${operation.typeName}Operation`), 'responses', statusKey(error.status), 'content', error.body.contentType)] : []));

/** openapi-typescript writes numeric statuses as number keys (`200`), others as strings (`default`, `4XX`). */
const statusKey = (status: string): string | number => (/^\d+$/.test(status) ? Number(status) : status);

const nonNullable = (type: ReturnType<typeof indexed>) => typeRef('NonNullable', [type]);

