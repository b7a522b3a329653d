/**
 * client.ts, the runtime's client bound to this API's types and tables (`createIncidentClient`,
 * `paginate`), and composed-client.ts, the factory of named resources only
 * (`createIncidentClientWith`). Each is a module of its own, re-exported by the package entry:
 * a bundler skips a module none of whose exports a consumer uses, tables and all.
 */
import { StructureKind, VariableDeclarationKind, type Project } from 'ts-morph';
import { BASE_URL_EXPORT, RUNTIME_FACTORY, type PackageNaming } from '../model/package-names.ts';
import type { ApiModel } from '../model/types.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { bindOnce, bound, local } from './module-statements.ts';
import { CLIENT_MODULE, COMPOSED_CLIENT_MODULE, NAMED_METHODS_MODULE, OPERATIONS_MODULE, PAGINATION_MODULE, RESOURCES_MODULE, SCHEMA_MODULE, VALIDATORS_MODULE } from './package-layout.ts';
import { createEmitProject, factory as f, printModule, printNode, typeRef, type ts, type Statement } from './syntax.ts';
import { CLIENT_ENTRY } from './tables.ts';

const COMPOSE_MODULE = './runtime/client/compose.js';
/** The interface naming the package's types for `ComposeFunction` (one type argument). */
const COMPOSED_TYPES = 'PackageTypes';
/** The named methods' module, imported for its types only. */
const NAMED_METHODS = 'namedMethods';

export function emitClientModule(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const naming = model.package.naming;
  const clientTables = f.createObjectLiteralExpression([
    ...['operations', 'pagination', 'resources'].map((name) => f.createShorthandPropertyAssignment(name)),
    f.createPropertyAssignment('validators', f.createIdentifier('responseValidators')),
  ]);
  const clientTypes = [typeRef('paths'), typeRef('PaginatedItems'), typeRef('Resources')];
  const statements: Statement[] = [
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: CLIENT_ENTRY, namedImports: ['bindClient', ...(naming.own ? [{ name: 'ClientOptions', isTypeOnly: true }] : [])] },
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: local(SCHEMA_MODULE), namedImports: ['paths'] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: local(OPERATIONS_MODULE), namedImports: ['operations'] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: local(PAGINATION_MODULE), namedImports: ['pagination', { name: 'PaginatedItems', isTypeOnly: true }] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: local(RESOURCES_MODULE), namedImports: ['resources', { name: 'Resources', isTypeOnly: true }] },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: local(VALIDATORS_MODULE), namedImports: ['responseValidators'] },
    ...(naming.own ? ownFactory(naming, naming.own.baseUrl, model.runtime.clientBindings, clientTypes, clientTables) : bound(model.runtime.clientBindings, model.runtime.bindingDocs, 'bindClient', clientTypes, clientTables)),
  ];
  return tsFile(CLIENT_MODULE, 'client-modules.ts', printModule(project, statements));
}

/** What client.ts exports: the bindings, or a named package's factory, its other bindings and base URL. */
export function clientModuleExports(model: Pick<ApiModel, 'package' | 'runtime'>): string[] {
  const naming = model.package.naming;
  if (!naming.own) return model.runtime.clientBindings;
  return [...model.runtime.clientBindings.filter((name) => name !== RUNTIME_FACTORY), ...(naming.own.baseUrl === undefined ? [] : [BASE_URL_EXPORT]), naming.factory];
}

export function emitComposedClientModule(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const naming = model.package.naming;
  const statements: Statement[] = [
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: COMPOSE_MODULE,
      namedImports: [
        'composeClient',
        { name: 'ComposeFunction', isTypeOnly: true },
        // A package of its own wraps composeClient to fill its baseUrl in, typed by these options.
        ...(naming.own ? [{ name: 'ComposeOptions', isTypeOnly: true }] : []),
      ],
    },
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: local(SCHEMA_MODULE), namedImports: ['paths'] },
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: local(RESOURCES_MODULE), namedImports: ['Resources'] },
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: local(NAMED_METHODS_MODULE), namespaceImport: NAMED_METHODS },
    {
      kind: StructureKind.Interface,
      name: COMPOSED_TYPES,
      docs: ["The package's types the factory is typed by."],
      properties: [
        { name: 'paths', type: 'paths' },
        { name: 'methods', type: `typeof ${NAMED_METHODS}` },
        { name: 'named', type: 'Resources' },
      ],
    },
    composedFactory(naming),
  ];
  return tsFile(COMPOSED_CLIENT_MODULE, 'client-modules.ts', printModule(project, statements));
}

/**
 * `createIncidentClientWith({ incidentsV2 }, options)`: a client of the named resources only
 * (from the `resources` entry); no table of operations, pages or checks is referenced, so a
 * bundler drops what the consumer does not name, and the rate limiter, response validation and
 * openapi-fetch's createClient come only with what the caller passes. A named package with a default server wraps it
 * in a function that fills `baseUrl` in; otherwise it is the runtime's, typed for this package.
 */
function composedFactory(naming: PackageNaming): Statement {
  const baseUrl = naming.own?.baseUrl;
  const name = composedFactoryName(naming);
  const type = `ComposeFunction<${COMPOSED_TYPES}>`;
  const docs = [
    [
      `A client of the named methods of \`resources\` only: import them from \`${naming.name}/resources\``,
      `(\`{ incidentsV2 }\`), and a bundler leaves every other operation out. It holds only what it is given: client-side`,
      `rate limiting only given \`rateLimiter: clientRateLimiter\` (from \`${naming.name}\`; a server's 429 and Retry-After`,
      `are honoured through retries either way), response validation only given \`validators: responseValidators\` (from`,
      `\`${naming.name}/validators\`), and no openapi-fetch middleware (\`use\`, \`eject\`): that needs \`${naming.factory}\`.`,
      `It has no path-style calls (\`client.GET(path)\`) and no version views (\`client.v2\`): those are \`${naming.factory}\`'s.`,
      ...(naming.own && baseUrl === undefined ? ['The document names no absolute server, so `baseUrl` is required.'] : []),
      '@example',
      `const client = ${name}({ incidentsV2 }, { apiKey: process.env['INCIDENT_API_KEY'] ?? '' });`,
    ].join('\n'),
  ];
  const declare = (initializer: string): Statement => ({ kind: StructureKind.VariableStatement, isExported: true, declarationKind: VariableDeclarationKind.Const, docs, declarations: [{ name, type, initializer }] });
  if (!naming.own) return declare('composeClient');
  if (baseUrl === undefined) {
    // The runtime's default server is the platform's, never this API's.
    const refusal = printNode(f.createStringLiteral(`${name}: baseUrl is required, the API names no server`, true));
    return declare(`${WRAPPER_SIGNATURE} => {\n  if (options.baseUrl === undefined) throw new TypeError(${refusal});\n  return composeClient<Client>(resources, options);\n}`);
  }
  // The URL itself, not client.ts's export: importing that module would bring the bound client and its tables.
  const url = printNode(f.createStringLiteral(baseUrl, true));
  return declare(`${WRAPPER_SIGNATURE} => composeClient<Client>(resources, { ...options, baseUrl: options.baseUrl ?? ${url} })`);
}

/**
 * composeClient's own signature: generic in the client it returns, so the wrapper fits each of
 * ComposeFunction's overloads as composeClient does (an untyped arrow gets no type from an
 * overloaded one: its parameters would be implicitly `any`).
 */
const WRAPPER_SIGNATURE = '<Client>(resources: object, options: ComposeOptions): Client';

/** `createIncidentClientWith`: the factory's name, for the named resources. */
export const composedFactoryName = (naming: PackageNaming) => `${naming.factory}With`;

/**
 * A named package's client: the runtime bound once, privately; the factory under the package's
 * name, `baseUrl` defaulting to the document's server (or required when it names none); the other
 * bindings (`paginate`) exported as they are.
 */
function ownFactory(naming: PackageNaming, baseUrl: string | undefined, bindings: string[], typeArguments: ts.TypeNode[], tables: ts.Expression): Statement[] {
  const binding = 'boundClient';
  const others = bindings.filter((name) => name !== RUNTIME_FACTORY);
  return [
    bindOnce(binding, 'bindClient', typeArguments, [tables]),
    ...(others.length === 0
      ? []
      : [{ kind: StructureKind.VariableStatement, isExported: true, declarationKind: VariableDeclarationKind.Const, declarations: [{ name: `{ ${others.join(', ')} }`, initializer: binding }] } satisfies Statement]),
    ...(baseUrl === undefined
      ? []
      : [
          {
            kind: StructureKind.VariableStatement,
            isExported: true,
            declarationKind: VariableDeclarationKind.Const,
            docs: ["The document's first server, its variables' defaults filled in."],
            declarations: [{ name: BASE_URL_EXPORT, initializer: printNode(f.createStringLiteral(baseUrl)) }],
          } satisfies Statement,
        ]),
    {
      kind: StructureKind.Function,
      isExported: true,
      name: naming.factory,
      docs: [baseUrl === undefined ? 'A client; the document names no absolute server, so `baseUrl` is required.' : `A client; \`baseUrl\` defaults to ${BASE_URL_EXPORT}.`],
      parameters: [{ name: 'options', type: baseUrl === undefined ? 'ClientOptions & { baseUrl: string }' : 'ClientOptions' }],
      returnType: `ReturnType<typeof ${binding}.${RUNTIME_FACTORY}>`,
      statements: [baseUrl === undefined ? `return ${binding}.${RUNTIME_FACTORY}(options);` : `return ${binding}.${RUNTIME_FACTORY}({ ...options, baseUrl: options.baseUrl ?? ${BASE_URL_EXPORT} });`],
    },
  ];
}

