import { describe, expect, it } from 'vitest';
import { diffTree } from '../../../../generator/drift/tree/document.ts';
import { jsonContent, ok, spec } from '../fixtures.ts';

describe('diffOperation', () => {
  it('merges path-level parameters, keyed by location and name, regardless of order', () => {
    const before = spec({
      paths: {
        '/v1/a/{id}': {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          get: { operationId: 'A', parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }, { name: 'page', in: 'query', schema: { type: 'integer' } }], responses: ok({}) },
        },
      },
    });
    const after = spec({
      paths: {
        '/v1/a/{id}': {
          get: {
            operationId: 'A',
            parameters: [
              { name: 'page', in: 'query', schema: { type: 'integer' } },
              { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
              { name: 'q', in: 'header', schema: { type: 'string' } },
            ],
            responses: ok({}),
          },
        },
      },
    });
    const [operation] = diffTree(before, after).operations.common;
    expect(operation!.parametersRemoved.map((p) => `${p.in}:${p.name}`)).toEqual(['query:q']);
    expect(operation!.parametersAdded.map((p) => `${p.in}:${p.name}`)).toEqual(['header:q']);
    expect(operation!.parameters.map((p) => p.name).sort()).toEqual(['id', 'page']);
    expect(operation!.parameters.every((p) => !p.schema!.dirty)).toBe(true);
  });

  it('records body presence, media types and response codes', () => {
    const before = spec({ paths: { '/a': { post: { operationId: 'A', requestBody: jsonContent({ type: 'object' }), responses: { ...ok({}), '202': { description: 'x' } } } } } });
    const after = spec({
      paths: { '/a': { post: { operationId: 'A', requestBody: { required: true, content: { 'text/plain': { schema: { type: 'string' } } } }, responses: ok({}, '201') } } },
    });
    const [operation] = diffTree(before, after).operations.common;
    expect(operation!.requestBody.presence).toEqual({ from: 'optional', to: 'required' });
    expect(operation!.requestBody.mediaTypesRemoved).toEqual(['application/json']);
    expect(operation!.responsesRemoved).toEqual(['200', '202']);
    expect(operation!.responsesAdded).toEqual(['201']);
  });

  describe('an operation that reads the same on both sides', () => {
    const base = () => ({
      paths: {
        '/v1/a/{id}': {
          parameters: [{ $ref: '#/components/parameters/Id' }],
          get: {
            operationId: 'A',
            description: 'Lists things.',
            parameters: [{ name: 'q', in: 'query', description: 'words', schema: { type: 'string' } }],
            responses: { '200': { description: 'OK', headers: { description: { schema: { type: 'string' } } }, ...jsonContent({ type: 'object', properties: { n: { type: 'integer' } } }) } },
          },
        },
      },
      components: { parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' } } } },
    });
    const document = (edit: (parts: ReturnType<typeof base>) => void = () => {}, security?: unknown) => {
      const parts = base();
      edit(parts);
      return { ...spec({ paths: parts.paths }), components: { ...parts.components, schemas: {} }, ...(security ? { security } : {}) } as ReturnType<typeof spec>;
    };
    const get = (parts: ReturnType<typeof base>) => parts.paths['/v1/a/{id}'].get;

    it('has empty parameter and response lists (nothing reads a part with no change), whatever its annotations say', () => {
      const [operation] = diffTree(document(), document((parts) => Object.assign(get(parts), { description: 'Lists every thing.', summary: 'List' }))).operations.common;
      expect([operation!.parameters, operation!.responses, operation!.requestBody.media, operation!.security]).toEqual([[], [], [], undefined]);
    });

    it('still compares its security, which may come from the document', () => {
      const [operation] = diffTree(document(undefined, [{ key: [] }]), document(undefined, [{ key: ['read'] }])).operations.common;
      expect(operation!.security).toEqual({ from: [{ key: [] }], to: [{ key: ['read'] }] });
    });

    it('is walked when anything the diff reads changed: a path-level parameter component, a header named like an annotation, a parameter, a response schema', () => {
      const edits: Array<[string, (parts: ReturnType<typeof base>) => void, (operation: ReturnType<typeof diffTree>['operations']['common'][number]) => unknown, unknown]> = [
        ['path-level parameter', (parts) => (parts.components.parameters.Id.required = false as true), (operation) => operation.parameters.find((parameter) => parameter.name === 'id')?.required, { from: true, to: false }],
        ['header called description', (parts) => (get(parts).responses['200'].headers.description.schema.type = 'integer'), (operation) => operation.responses[0]?.headers[0]?.type?.to, 'integer'],
        ['parameter', (parts) => Object.assign(get(parts).parameters[0]!, { style: 'spaceDelimited' }), (operation) => operation.parameters.find((parameter) => parameter.name === 'q')?.style?.to, 'spaceDelimited'],
        ['response schema', (parts) => ((get(parts).responses['200'].content['application/json'].schema as { properties: { n: { type: string } } }).properties.n.type = 'string'), (operation) => operation.responses[0]?.media[0]?.schema.dirty, true],
      ];
      for (const [name, edit, read, expected] of edits) {
        const [operation] = diffTree(document(), document(edit)).operations.common;
        expect([name, read(operation!)]).toEqual([name, expected]);
      }
    });
  });
});
