/**
 * resources.ts: the named-method layer over the path style. The `resources` table tells the
 * runtime how each method's one argument splits (runtime/client/tables.ts, NamedOperation), and
 * `Resources` types `client.incidentsV2.list(args, options)` per operation, with its summary,
 * `@deprecated` naming the successor's method, and an `@example`.
 */
import { StructureKind, type InterfaceDeclarationStructure, type MethodSignatureStructure, type OptionalKind, type Project } from 'ts-morph';
import type { ApiModel, OperationModel, ParameterLocation } from '../model/types.ts';
import type { ArgumentSplit, TableNamedOperation } from '../runtime/client/tables.ts';
import { deprecationNotice } from './docs.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { operationExample } from './operation-example.ts';
import { resourceGroups, successorName } from './resource-methods.ts';
import { constStatement, createEmitProject, factory as f, indexed, keyText, printModule, printNode, ts, typeRef, type Statement } from './syntax.ts';
import { jsPath, PAGINATION_MODULE, RESOURCES_MODULE, versionModulePath } from './package-layout.ts';

const RUNTIME_CLIENT = './runtime/client/index.js';

export function emitResources(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const groups = resourceGroups(model);
  const byId = new Map(model.operations.map((operation) => [operation.operationId, operation]));
  const table = Object.fromEntries(groups.map(([resource, operations]) => [resource, Object.fromEntries(operations.map((operation) => [operation.named.method, namedOperation(operation)]))]));
  const statements: Statement[] = [
    ...typeImports(model),
    constStatement({ name: 'resources', doc: 'Every named method: its operation and how its argument splits into path, query, header and body.', value: table, asConst: true, satisfies: typeRef('ResourceTable') }),
    {
      kind: StructureKind.Interface,
      isExported: true,
      name: 'Resources',
      docs: ['The named methods, one object per resource and version: `client.incidentsV2.list()`.'],
      properties: groups.map(([resource]) => ({ name: keyText(resource), isReadonly: true, type: resourceInterfaceName(resource) })),
    },
    ...groups.map(([resource, operations]): InterfaceDeclarationStructure => ({
      kind: StructureKind.Interface,
      isExported: true,
      name: resourceInterfaceName(resource),
      docs: [`\`client.${resource}\`: ${operations.length} operation${operations.length === 1 ? '' : 's'}.`],
      methods: operations.map((operation) => methodSignature(operation, byId)),
    })),
  ];
  return tsFile(RESOURCES_MODULE, 'resources.ts', printModule(project, statements));
}

/**
 * Only what the methods' types use: a document without lists (or without operations) must not
 * import their types, or the package fails consumers' noUnusedLocals.
 */
function typeImports(model: ApiModel): Statement[] {
  const has = (paginated: boolean) => model.operations.some((operation) => operation.paginated === paginated);
  const runtime = [...(model.operations.length > 0 ? ['CallOptions'] : []), ...(has(false) ? ['NamedCall'] : []), ...(has(true) ? ['NamedListCall'] : []), 'ResourceTable'];
  const versions = model.versions.filter((version) => model.operations.some((operation) => operation.version === version));
  return [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: RUNTIME_CLIENT, namedImports: runtime },
    ...(has(true) ? [{ kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: `./${jsPath(PAGINATION_MODULE)}`, namedImports: ['PaginatedItems'] } satisfies Statement] : []),
    ...versions.map((version): Statement => ({ kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: `./${jsPath(versionModulePath(version))}`, namespaceImport: version })),
  ];
}

export const resourceInterfaceName = (resource: string) => `${resource.charAt(0).toUpperCase()}${resource.slice(1)}Resource`;

const namesIn = (operation: OperationModel, location: ParameterLocation) => operation.parameters.filter((parameter) => parameter.in === location).map((parameter) => parameter.name);

/** The body goes whole under `body` when one of its fields would be mistaken for a parameter, or it is not plainly an object. */
function bodyStyle(operation: OperationModel): ArgumentSplit['body'] {
  const body = operation.requestBody;
  if (!body) return undefined;
  const parameters = new Set(operation.parameters.map((parameter) => parameter.name));
  return body.fields && !body.fields.some((field) => parameters.has(field)) ? 'flat' : 'nested';
}

export function namedOperation(operation: OperationModel): TableNamedOperation {
  return { operationId: operation.operationId, ...argumentSplit(operation) };
}

/** How the method's one argument splits; the `undefined` members are left out when written. */
export function argumentSplit(operation: OperationModel): ArgumentSplit {
  const style = bodyStyle(operation);
  const nonEmpty = (names: string[]) => (names.length > 0 ? names : undefined);
  return {
    path: nonEmpty(namesIn(operation, 'path')),
    query: style ? nonEmpty(namesIn(operation, 'query')) : undefined,
    header: nonEmpty(namesIn(operation, 'header')),
    body: style,
  };
}

const PARAMETER_TYPES: Array<[ParameterLocation, string]> = [
  ['path', 'PathParams'],
  ['query', 'Query'],
  ['header', 'Headers'],
];

/** `v2.IncidentsV2ShowPathParams & v2.IncidentsV2ShowQuery & ...`: the version module's named types. */
function argumentType(operation: OperationModel): ts.TypeNode {
  const named = (suffix: string) => typeRef(`${operation.version}.${operation.typeName}${suffix}`);
  const parts: ts.TypeNode[] = PARAMETER_TYPES.filter(([location]) => operation.parameters.some((parameter) => parameter.in === location)).map(([, suffix]) => named(suffix));
  const style = bodyStyle(operation);
  if (style === 'flat') parts.push(named('RequestBody'));
  if (style === 'nested') {
    const questionToken = operation.requestBody?.required ? undefined : f.createToken(ts.SyntaxKind.QuestionToken);
    parts.push(f.createTypeLiteralNode([f.createPropertySignature(undefined, 'body', questionToken, named('RequestBody'))]));
  }
  if (parts.length === 0) return typeRef('Record', [typeRef('string'), typeRef('never')]);
  return parts.length === 1 ? parts[0]! : f.createIntersectionTypeNode(parts);
}

function argumentsRequired(operation: OperationModel): boolean {
  return operation.parameters.some((parameter) => parameter.required) || operation.requestBody?.required === true;
}

function returnType(operation: OperationModel): ts.TypeNode {
  const data = typeRef(`${operation.version}.${operation.typeName}Response`);
  if (!operation.paginated) return typeRef('NamedCall', [data]);
  return typeRef('NamedListCall', [data, indexed(typeRef('PaginatedItems'), operation.path)]);
}

function methodSignature(operation: OperationModel, byId: ReadonlyMap<string, OperationModel>): OptionalKind<MethodSignatureStructure> {
  return {
    name: operation.named.method,
    docs: [methodDoc(operation, byId)],
    parameters: [
      { name: 'args', hasQuestionToken: !argumentsRequired(operation), type: printNode(argumentType(operation)) },
      { name: 'options', hasQuestionToken: true, type: 'CallOptions' },
    ],
    returnType: printNode(returnType(operation)),
  };
}

function methodDoc(operation: OperationModel, byId: ReadonlyMap<string, OperationModel>): string {
  const lines: string[] = [];
  if (operation.summary) lines.push(operation.summary, '');
  lines.push(`\`${operation.method.toUpperCase()} ${operation.path}\` (\`${operation.operationId}\`).`);
  if (operation.paginated) lines.push('Awaited: one page. Iterated with `for await`: every record, page by page.');
  if (operation.deprecated) lines.push(deprecationNotice(operation.successor && successorName(operation.successor, byId)));
  lines.push('@example', operationExample(operation));
  return lines.join('\n');
}

