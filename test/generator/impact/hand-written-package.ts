/**
 * A package for the impact fixtures' documents (with `withMore`'s additions) written by hand in a
 * few dozen lines: the declarations the generator emits that a consumer's code reaches (schema.ts's
 * `paths`, `components`, `operations` and component types, a version module's operation types,
 * resources.ts's table and interfaces, a client with named methods and `GET`/`DELETE` by path),
 * in the emitters' shapes, without the runtime (but with one of its dependencies). The impact tests that compile consumers against it
 * take a second where a generated package takes ten (reach.test.ts and check.test.ts keep those).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PackageSide } from '../../../generator/impact/index.ts';
import { GENERATED_PACKAGE_NAME } from '../../../generator/model/package-info.ts';
import type { ApiModel } from '../../../generator/model/types.ts';

export type Side = 'old' | 'new';

/** Old and new differ where the documents do: `legacy_code`, Widget's other properties, a part's `size`, the gadget delete and Gadget, `team_id`. */
function files(side: Side): Record<string, string> {
  const old = side === 'old';
  const schema = [
    'export interface paths {',
    '    "/v2/widgets": {',
    '        get: operations["Widgets V2/List"];',
    '        post: operations["Widgets V2/Create"];',
    '    };',
    '    "/v2/widgets/{id}": {',
    '        get: operations["Widgets V2/Show"];',
    '    };',
    ...(old ? ['    "/v2/gadgets/{id}": {', '        delete: operations["Gadgets V2/Destroy"];', '    };'] : []),
    '}',
    'export interface components {',
    '    schemas: {',
    ...(old ? ['        Gadget: Gadget;'] : []),
    '        Widget: Widget;',
    '    };',
    '}',
    ...(old ? ['export type Gadget = {', '    serial: string;', '};'] : []),
    'export type Widget = {',
    '    id: string;',
    '    name: string;',
    ...(old ? ['    legacy_code: string;'] : []),
    '    parts?: {',
    '        code: string;',
    ...(old ? ['        size: string;'] : []),
    '    }[];',
    ...(old ? ['    [key: string]: unknown;'] : []),
    '};',
    'export interface operations {',
    '    "Widgets V2/List": {',
    '        parameters: {',
    old ? '            query?: {' : '            query: {',
    '                page_size?: number;',
    ...(old ? [] : ['                team_id: string;']),
    '            };',
    '        };',
    '        responses: { 200: { content: { "application/json": { widgets: components["schemas"]["Widget"][] } } } };',
    '    };',
    '    "Widgets V2/Create": {',
    '        parameters: {};',
    '        responses: { 200: { content: { "application/json": { widget: components["schemas"]["Widget"] } } } };',
    '    };',
    '    "Widgets V2/Show": {',
    '        parameters: { path: { id: string } };',
    '        responses: { 200: { content: { "application/json": { widget: components["schemas"]["Widget"] } } } };',
    '    };',
    ...(old ? ['    "Gadgets V2/Destroy": {', '        parameters: { path: { id: string } };', '        responses: { 204: { content?: never } };', '    };'] : []),
    '}',
  ];
  const version = [
    "import type { paths as AllPaths } from './schema.js';",
    "export type WidgetsV2ListOperation = AllPaths['/v2/widgets']['get'];",
    `export type WidgetsV2ListQuery = ${old ? 'NonNullable<' : ''}WidgetsV2ListOperation['parameters']['query']${old ? '>' : ''};`,
    "export type WidgetsV2ListResponse = WidgetsV2ListOperation['responses'][200]['content']['application/json'];",
    "export type WidgetsV2CreateResponse = AllPaths['/v2/widgets']['post']['responses'][200]['content']['application/json'];",
    "export type WidgetsV2ShowOperation = AllPaths['/v2/widgets/{id}']['get'];",
    "export type WidgetsV2ShowPathParams = WidgetsV2ShowOperation['parameters']['path'];",
    "export type WidgetsV2ShowResponse = WidgetsV2ShowOperation['responses'][200]['content']['application/json'];",
    ...(old ? ["export type GadgetsV2DestroyOperation = AllPaths['/v2/gadgets/{id}']['delete'];", "export type GadgetsV2DestroyPathParams = GadgetsV2DestroyOperation['parameters']['path'];"] : []),
  ];
  const resources = [
    "import type * as v2 from './v2.js';",
    'export const resources = {',
    ...(old ? ["  gadgetsV2: { destroy: { operationId: 'Gadgets V2#Destroy', path: ['id'] } },"] : []),
    "  widgetsV2: { create: { operationId: 'Widgets V2#Create' }, list: { operationId: 'Widgets V2#List' }, show: { operationId: 'Widgets V2#Show', path: ['id'] } },",
    '} as const;',
    'export interface Resources {',
    ...(old ? ['  readonly gadgetsV2: GadgetsV2Resource;'] : []),
    '  readonly widgetsV2: WidgetsV2Resource;',
    '}',
    ...(old ? ['export interface GadgetsV2Resource {', '  destroy(args: v2.GadgetsV2DestroyPathParams): Promise<void>;', '}'] : []),
    'export interface WidgetsV2Resource {',
    '  create(): Promise<v2.WidgetsV2CreateResponse>;',
    `  list(args${old ? '?' : ''}: v2.WidgetsV2ListQuery): Promise<v2.WidgetsV2ListResponse>;`,
    '  show(args: v2.WidgetsV2ShowPathParams): Promise<v2.WidgetsV2ShowResponse>;',
    '}',
  ];
  const index = [
    // A dependency of the package, as the runtime has: resolved from the toolchain's node_modules, the consumer has none.
    "import type { Middleware } from 'openapi-fetch';",
    "import type { paths } from './schema.js';",
    "import type { Resources } from './resources.js';",
    "export { resources, type Resources } from './resources.js';",
    `export { type paths, type components, type Widget${old ? ', type Gadget' : ''} } from './schema.js';`,
    "export * as v2 from './v2.js';",
    'type PathsWith<Method extends string> = { [P in keyof paths]: paths[P] extends Record<Method, unknown> ? P : never }[keyof paths];',
    'type Init<Operation> = Operation extends { parameters: infer Parameters } ? { params: Parameters } : never;',
    'export interface IncidentClient extends Resources {',
    "  GET<P extends PathsWith<'get'>>(path: P, init: Init<paths[P][keyof paths[P] & 'get']>): Promise<unknown>;",
    "  DELETE<P extends PathsWith<'delete'>>(path: P, init: Init<paths[P][keyof paths[P] & 'delete']>): Promise<unknown>;",
    '  use(...middleware: Middleware[]): void;',
    '}',
    'export declare function createIncidentClient(options: { apiKey: string }): IncidentClient;',
  ];
  return { 'schema.ts': schema.join('\n'), 'v2.ts': version.join('\n'), 'resources.ts': resources.join('\n'), 'index.ts': index.join('\n') };
}

/** A consumer's tsconfig.json without the DOM library (the fixtures' default loads it: a second more per program). */
export const SMALL_CONSUMER_TSCONFIG = {
  compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022'], types: [], strict: true, noEmit: true },
  include: ['src'],
};

/** Writes the side's package into `<root>/<side>/incident-api-client` (its entry `index.ts`, as a scratch package's) and returns that folder. */
function writeSmallPackage(root: string, side: Side): string {
  const dir = join(root, side, GENERATED_PACKAGE_NAME);
  mkdirSync(dir, { recursive: true });
  for (const [path, text] of Object.entries(files(side))) writeFileSync(join(dir, path), `${text}\n`);
  return dir;
}

/** Both sides' packages below `root`, paired with the models they stand for (the models of `withMore`'s documents). */
export const writeSmallPackages = (root: string, models: { old: ApiModel; new: ApiModel }): { old: PackageSide; new: PackageSide } => ({
  old: { dir: writeSmallPackage(root, 'old'), model: models.old },
  new: { dir: writeSmallPackage(root, 'new'), model: models.new },
});
