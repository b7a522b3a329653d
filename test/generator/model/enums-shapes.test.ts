/**
 * The enum types the package exports: found wherever a real document writes an enum, named by
 * where it sits, open (response side) or closed (request side), and the same names whatever order
 * the document lists things in.
 */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { buildEnums } from '../../../generator/model/enums.ts';
import { buildOperations } from '../../../generator/model/operations.ts';
import { schemaRoots } from '../../../generator/model/schema-walk.ts';
import { componentSides } from '../../../generator/model/sides.ts';
import { newestRealSpecPath, readRealSpec } from '../../support/real-specs.ts';

/** The enums buildModel finds in `document`, through the same model steps. */
function enumsOf(document: OpenApiDocument) {
  const roots = [...schemaRoots(document, buildOperations(document))];
  return buildEnums(roots, componentSides(document, roots.filter((root) => root.side !== undefined), []));
}

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function documentOf(paths: object, schemas: object, parameters: object = {}): OpenApiDocument {
  return { openapi: '3.0.3', info: { title: 'Enums', version: '1' }, paths, components: { schemas, parameters } } as unknown as OpenApiDocument;
}

describe('buildEnums on real and real-shaped documents', () => {
  it('names the enums of the newest published document by owner and place, response ones open and sent ones closed', () => {
    const enums = enumsOf(readRealSpec(newestRealSpecPath()) as unknown as OpenApiDocument);
    const byName = new Map(enums.map((enumModel) => [enumModel.name, enumModel]));
    expect(byName.get('IncidentV2Visibility')).toEqual({ name: 'IncidentV2Visibility', owner: 'IncidentV2', segments: ['visibility'], pointer: '#/components/schemas/IncidentV2/properties/visibility', values: ['public', 'private'], side: 'response' });
    expect(byName.get('PostmortemDocumentsV1ListSortBy')).toMatchObject({ owner: 'PostmortemDocumentsV1List', segments: ['sort_by'], side: 'request' });
    expect(byName.get('AlertSourceEmailOptionsV2Redactions')).toMatchObject({ segments: ['redactions', '[]'], pointer: '#/components/schemas/AlertSourceEmailOptionsV2/properties/redactions/items' });
    // An empty string is a value like any other (the catalog's attribute modes list one).
    expect(byName.get('CatalogTypeAttributePayloadV3Mode')).toMatchObject({ side: 'request', values: expect.arrayContaining(['', 'api', 'dashboard']) });
    const names = enums.map((enumModel) => enumModel.name);
    expect(names).toEqual([...new Set(names)].sort());
    expect(enums.length).toBeGreaterThan(200);
  });

  it('keeps string, number and boolean values once each, and drops null and structured ones', () => {
    const enums = enumsOf(
      documentOf({}, {
        Mixed: { type: 'object', properties: { level: { enum: ['low', 'high', 'low', 3, 3, true, null, { a: 1 }, ['x']] } } },
        OnlyNull: { type: 'object', properties: { gone: { enum: [null] } } },
        Empty: { type: 'object', properties: { none: { enum: [] } } },
        NotAList: { type: 'object', properties: { odd: { enum: 'low' } } },
      }),
    );
    expect(enums.map(({ name, values }) => [name, values])).toEqual([['MixedLevel', ['low', 'high', 3, true]]]);
  });

  it('finds enums under items, map values and every composition, naming array and map steps by nothing', () => {
    const enums = enumsOf(
      documentOf({}, {
        Holder: {
          type: 'object',
          properties: {
            grid: { type: 'array', items: { type: 'array', items: { type: 'string', enum: ['a'] } } },
            byKey: { type: 'object', additionalProperties: { type: 'string', enum: ['b'] } },
            either: { oneOf: [{ type: 'string', enum: ['c'] }, { type: 'integer', enum: [1] }] },
          },
          allOf: [{ type: 'object', properties: { base: { type: 'string', enum: ['d'] } } }],
        },
      }),
    );
    expect(enums.map(({ name, pointer }) => [name, pointer])).toEqual([
      ['HolderBase', '#/components/schemas/Holder/allOf/0/properties/base'],
      ['HolderByKey', '#/components/schemas/Holder/properties/byKey/additionalProperties'],
      ['HolderEither', '#/components/schemas/Holder/properties/either/oneOf/0'],
      ['HolderEither2', '#/components/schemas/Holder/properties/either/oneOf/1'],
      ['HolderGrid', '#/components/schemas/Holder/properties/grid/items/items'],
    ]);
  });

  it('gives a shared parameter one enum, named after the first operation using it', () => {
    const list = (operationId: string) => ({ get: { operationId, parameters: [{ $ref: '#/components/parameters/Sort' }], responses: { '204': { description: 'None' } } } });
    const enums = enumsOf(documentOf({ '/v2/things': list('Things V2#List'), '/v1/things': list('Things V1#List') }, {}, { Sort: { name: 'sort', in: 'query', schema: { type: 'string', enum: ['asc', 'desc'] } } }));
    expect(enums).toEqual([{ name: 'ThingsV1ListSort', owner: 'ThingsV1List', segments: ['sort'], pointer: '#/components/parameters/Sort/schema', values: ['asc', 'desc'], side: 'request' }]);
  });

  it('numbers names that collide in the same way whatever order the document lists the schemas in', () => {
    const schemas = { AB: { type: 'object', properties: { c: { type: 'string', enum: ['one'] } } }, A: { type: 'object', properties: { b_c: { type: 'string', enum: ['two'] } } } };
    const forward = enumsOf(documentOf({}, schemas));
    const backward = enumsOf(documentOf({}, Object.fromEntries(Object.entries(schemas).reverse())));
    expect(forward.map(({ name, owner }) => [name, owner])).toEqual([
      ['ABC', 'A'],
      ['ABC2', 'AB'],
    ]);
    expect(backward).toEqual(forward);
  });

  it('closes an enum only sent and keeps open one a response or an unreferenced schema holds', () => {
    const enums = enumsOf(
      documentOf(
        {
          '/v1/things': {
            post: {
              operationId: 'Things V1#Create',
              parameters: [{ name: 'mode', in: 'query', schema: { type: 'string', enum: ['dry'] } }],
              requestBody: json(ref('Sent')),
              responses: { '200': { description: 'OK', ...json({ type: 'object', properties: { kept: ref('Both'), state: { type: 'string', enum: ['done'] } } }) } },
            },
          },
        },
        {
          Sent: { type: 'object', properties: { kind: { type: 'string', enum: ['x'] }, both: ref('Both') } },
          Both: { type: 'object', properties: { colour: { type: 'string', enum: ['red'] } } },
          Loose: { type: 'object', properties: { shape: { type: 'string', enum: ['round'] } } },
        },
      ),
    );
    expect(enums.map(({ name, side }) => [name, side])).toEqual([
      ['BothColour', 'response'],
      ['LooseShape', 'response'],
      ['SentKind', 'request'],
      ['ThingsV1CreateMode', 'request'],
      ['ThingsV1CreateState', 'response'],
    ]);
  });
});
