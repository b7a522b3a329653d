import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { operationKeys } from '../../../generator/impact/reach.ts';

/** schema.ts's `operations` keys read back to operationIds: no package is generated (reach.test.ts reads them in a real one). */
describe('operationKeys', () => {
  const schema = (text: string) => ts.createSourceFile('schema.ts', text, ts.ScriptTarget.ES2022, true);
  const routes = new Map([
    ['get /v2/widgets', 'Widgets V2#List'],
    ['post /v2/widgets', 'Widgets V2#Create'],
    ['get /v2/widgets/{id}', 'Widgets V2#Show'],
  ]);
  const byRoute = (method: string, path: string) => routes.get(`${method} ${path}`);

  it("maps schema.ts's operations keys to operationIds through the paths interface's routes", () => {
    const text = [
      'export interface paths {',
      '    "/v2/widgets": {',
      '        parameters: { query?: never };',
      '        get: operations["Widgets V2/List"];',
      '        post: operations["Widgets V2/Create"];',
      '        put?: never;',
      '    };',
      "    '/v2/widgets/{id}': { get: operations['Widgets V2/Show'] };",
      '    "/v9/unknown": { get: operations["Unknown/Get"] };',
      '    "/v2/aside": string;',
      '    "/v2/unrouted"?: { get: operations[0] };',
      '}',
      'export interface operations {}',
    ].join('\n');
    expect([...operationKeys(schema(text), byRoute)]).toEqual([
      ['Widgets V2/List', 'Widgets V2#List'],
      ['Widgets V2/Create', 'Widgets V2#Create'],
      ['Widgets V2/Show', 'Widgets V2#Show'],
    ]);
  });

  it('is empty without a schema file or a paths interface', () => {
    expect(operationKeys(undefined, byRoute).size).toBe(0);
    expect(operationKeys(schema('export interface operations { x: string }\nexport type paths = {};'), byRoute).size).toBe(0);
  });
});
