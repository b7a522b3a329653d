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
});
