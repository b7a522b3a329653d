/** Which component schemas a response can carry (their enums stay open) and which are only ever sent. */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { buildOperations } from '../../../generator/model/operations.ts';
import { schemaRoots } from '../../../generator/model/schema-walk.ts';
import { componentSides } from '../../../generator/model/sides.ts';

const ref = (target: string) => ({ $ref: `#/components/${target}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });

function sidesOf(request: object, response: object, schemas: object, events: unknown[] = []) {
  const document = {
    openapi: '3.0.3',
    info: { title: 'Sides', version: '1' },
    paths: { '/v1/things': { post: { operationId: 'Things V1#Create', requestBody: json(request), responses: { '200': { description: 'OK', ...json(response) } } } } },
    components: { schemas, responses: { Other: { description: 'Other', ...json(ref('schemas/Hidden')) } } },
  } as unknown as OpenApiDocument;
  const side = componentSides(document, [...schemaRoots(document, buildOperations(document))].filter((site) => site.side !== undefined), events);
  return Object.fromEntries(Object.keys(schemas).map((name) => [name, side(name)]));
}

describe('componentSides on real-shaped documents', () => {
  it('follows refs at any depth and through chains of components, a ref into a component counting for it', () => {
    expect(
      sidesOf(
        { type: 'object', properties: { payload: { type: 'array', items: { allOf: [ref('schemas/Payload')] } }, sentId: { $ref: '#/components/schemas/Sent/properties/id' } } },
        { type: 'object', properties: { id: { $ref: '#/components/schemas/Shown/properties/id' } } },
        { Payload: { type: 'object', properties: { part: ref('schemas/Part') } }, Part: { additionalProperties: ref('schemas/Deep') }, Deep: { type: 'string' }, Shown: { properties: { id: { type: 'string' } } }, Sent: { properties: { id: { type: 'string' } } }, Hidden: { type: 'string' } },
      ),
    ).toEqual({ Payload: 'request', Part: 'request', Deep: 'request', Shown: 'response', Sent: 'request', Hidden: 'response' });
  });

  it('makes a schema both sent and received response-side, as an event payload does', () => {
    expect(sidesOf({ allOf: [ref('schemas/Both'), ref('schemas/Sent')] }, { type: 'object', properties: { both: ref('schemas/Both') } }, { Both: { type: 'object', properties: { leaf: ref('schemas/Leaf') } }, Leaf: { type: 'string' }, Sent: { type: 'string' } }, [ref('schemas/Sent')])).toEqual({ Both: 'response', Leaf: 'response', Sent: 'response' });
  });

  it('ignores refs outside component schemas and survives a cycle', () => {
    expect(sidesOf({ allOf: [ref('responses/Other'), ref('schemas/Loop')] }, {}, { Loop: { properties: { next: ref('schemas/Loop'), self: ref('schemas/Other') } }, Other: { type: 'string' }, Hidden: { type: 'string' } })).toEqual({ Loop: 'request', Other: 'request', Hidden: 'response' });
  });
});
