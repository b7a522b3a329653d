/** What buildModel reads from the document as a whole: its identity, its versions, and the sides event payloads give. */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });

describe('buildModel on real-shaped documents', () => {
  it('names an untitled, unversioned document API, versions listed once each in order, and keeps an event payload’s enums open', () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 7 },
      paths: {
        '/all': { get: { operationId: 'All V3#List', responses: {} } },
        '/v1/things': { post: { operationId: 'Things V1#Create', requestBody: json({ $ref: '#/components/schemas/Thing' }), responses: {} } },
        '/v1/others': { get: { operationId: 'Others V1#List', responses: {} } },
      },
      components: { schemas: { Thing: { type: 'object', properties: { kind: { type: 'string', enum: ['a'] } } } } },
      'x-webhooks': { '/x-webhooks/thing.created_v1': { get: { responses: { '200': { description: 'OK', ...json({ $ref: '#/components/schemas/Thing' }) } } } } },
    } as unknown as OpenApiDocument;
    const model = fixtureModel(document);
    expect([model.title, model.apiVersion]).toEqual(['API', '']);
    expect(model.versions).toEqual(['v1', 'v3']);
    expect(model.enums.map(({ name, side }) => [name, side])).toEqual([['ThingKind', 'response']]);
    expect(model.schemaDocument).not.toHaveProperty('x-webhooks');
    expect(fixtureModel({ ...document, info: undefined } as unknown as OpenApiDocument)).toMatchObject({ title: 'API', apiVersion: '' });
  });
});
