import { describe, expect, it } from 'vitest';
import { emitVersionModules } from '../../../generator/emit/version-module.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';

/** Emitted inside each test: a mutant in the emitter is then judged by the tests that read it. */
function emitted() {
  const files = emitVersionModules(fixtureModel());
  const module = (path: string) => files.find((file) => file.path === path)!.content;
  return { files, v2: module('v2.ts'), v1: module('v1.ts') };
}

describe('emitVersionModules', () => {

  it('writes one module per version holding only that version’s paths', () => {
    const { files, v2 } = emitted();
    expect(files.map((file) => file.path)).toEqual(['v1.ts', 'v2.ts', 'v3.ts']);
    expect(v2).toContain("'/v2/widgets/{id}': AllPaths['/v2/widgets/{id}'];");
    expect(v2).not.toContain('/v1/');
    expect(v2).not.toContain('/v3/');
  });

  it('names a type per parameter location, body, success and error', () => {
    const { v2 } = emitted();
    expect(v2).toContain("export type WidgetsV2ShowOperation = AllPaths['/v2/widgets/{id}']['get'];");
    expect(v2).toContain("export type WidgetsV2ShowPathParams = NonNullable<WidgetsV2ShowOperation['parameters']['path']>;");
    expect(v2).toContain("export type WidgetsV2ShowQuery = NonNullable<WidgetsV2ShowOperation['parameters']['query']>;");
    expect(v2).toContain("export type WidgetsV2ShowHeaders = NonNullable<WidgetsV2ShowOperation['parameters']['header']>;");
    expect(v2).toContain("export type WidgetsV2CreateRequestBody = NonNullable<WidgetsV2CreateOperation['requestBody']>['content']['application/json'];");
    expect(v2).toContain("export type WidgetsV2CreateResponse = WidgetsV2CreateOperation['responses'][201]['content']['application/json'];");
    expect(v2).toContain('export type WidgetsV2DeleteResponse = void;');
    expect(v2).not.toContain('WidgetsV2ListPathParams');
  });

  it('uses declared error bodies, and the reference’s error body where none is declared', () => {
    const { v2 } = emitted();
    expect(v2).toContain("export type WidgetsV2CreateError = WidgetsV2CreateOperation['responses'][422]['content']['application/json'];");
    expect(v2).toContain('export type WidgetsV2ShowError = ApiErrorBody;');
  });

  it('imports the reference’s error body only into modules that use it: a consumer’s noUnusedLocals reads them', () => {
    const { files, v2 } = emitted();
    const errorsImport = "import type { ApiErrorBody } from './errors.js';";
    for (const file of files) {
      const uses = /= ApiErrorBody;/.test(file.content);
      expect(file.content.includes(errorsImport), file.path).toBe(uses);
    }
    expect(v2).toContain(errorsImport);
    const model = fixtureModel();
    const declaredOnly = { ...model, operations: model.operations.filter((operation) => operation.errors.some((error) => error.body)) };
    for (const file of emitVersionModules(declaredOnly)) expect(file.content, file.path).not.toContain('ApiErrorBody');
  });

  it('marks every type of a deprecated operation @deprecated, naming the successor', () => {
    const { v1 } = emitted();
    expect(v1.match(/@deprecated Use `Widgets V2#List` instead\./g)).toHaveLength(3);
    expect(v1.match(/export type WidgetsV1List/g)).toHaveLength(3);
    expect(v1).toContain('/**\n * Success body of `Widgets V1#List`: GET /v1/widgets\n *\n * @deprecated Use `Widgets V2#List` instead.\n */\nexport type WidgetsV1ListResponse =');
  });

  it('marks a deprecated operation without a known successor plainly @deprecated', () => {
    const model = fixtureModel();
    const operations = model.operations.map((operation) => (operation.deprecated ? { ...operation, successor: undefined } : operation));
    const v1 = emitVersionModules({ ...model, operations }).find((file) => file.path === 'v1.ts')!.content;
    expect(v1).toContain('/**\n * `Widgets V1#List`: GET /v1/widgets\n *\n * @deprecated\n */\nexport type WidgetsV1ListOperation =');
    expect(v1).not.toContain('Use `');
  });

  it('documents each type with what it is of which operation; the operation itself with its summary', () => {
    const { v2 } = emitted();
    expect(v2).toContain("/**\n * `Widgets V2#List`: GET /v2/widgets\n *\n * List widgets\n */\nexport type WidgetsV2ListOperation = AllPaths['/v2/widgets']['get'];");
    expect(v2).toContain('/** query parameters of `Widgets V2#List`: GET /v2/widgets */\nexport type WidgetsV2ListQuery =');
    expect(v2).toContain('/** Success body of `Widgets V2#List`: GET /v2/widgets */\nexport type WidgetsV2ListResponse =');
    expect(v2).toContain('/** path parameters of `Widgets V2#Show`: GET /v2/widgets/{id} */\nexport type WidgetsV2ShowPathParams =');
    expect(v2).toContain('/** header parameters of `Widgets V2#Show`: GET /v2/widgets/{id} */\nexport type WidgetsV2ShowHeaders =');
    expect(v2).toContain('/** Request body of `Widgets V2#Create`: POST /v2/widgets */\nexport type WidgetsV2CreateRequestBody =');
    expect(v2).toContain('/** Error body of `Widgets V2#Create`: POST /v2/widgets */\nexport type WidgetsV2CreateError =');
    expect(v2).toContain("/** The v2 paths only: other versions' paths are not in this type. */\nexport interface paths {");
  });

  it('keys a status that is not a number by its text, as openapi-typescript writes it', () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'Statuses', version: '1' },
      paths: {
        '/v1/things': {
          get: {
            operationId: 'Things V1#List',
            responses: {
              '2XX': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
              default: { description: 'Failed', content: { 'application/json': { schema: { type: 'object' } } } },
            },
          },
        },
      },
    };
    const [v1] = emitVersionModules(fixtureModel(document as never));
    expect(v1!.content).toContain("export type ThingsV1ListResponse = ThingsV1ListOperation['responses']['2XX']['content']['application/json'];");
    expect(v1!.content).toContain("export type ThingsV1ListError = ThingsV1ListOperation['responses']['default']['content']['application/json'];");
    expect(v1!.content).not.toContain('ApiErrorBody');
  });
});
