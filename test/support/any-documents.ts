/**
 * Valid OpenAPI documents of shapes this platform's own does not use (issue 23): one small
 * description per class, in 3.0 and 3.1 where both apply, with what `generate` must report.
 */
export type Json = Record<string, unknown>;

const info = { title: 'Any', version: '1' };
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const ok = (schema?: unknown) => ({ '200': { description: 'ok', ...(schema === undefined ? {} : json(schema)) } });
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const push = { type: 'object', properties: { ref: { type: 'string' }, forced: { type: 'boolean' } }, required: ['ref'] };

/** Operations with no operationId beside one with, on paths whose names collide once made PascalCase. */
export const unnamed = (openapi: string): Json => ({
  openapi,
  info,
  paths: {
    '/users/{id}/repos': { parameters: [idParameter], get: { responses: ok({ type: 'array', items: { $ref: '#/components/schemas/Repo' } }) }, post: { operationId: 'createRepo', responses: ok() } },
    '/users/id/repos': { get: { responses: ok() } },
    '/': { delete: { responses: ok() } },
  },
  components: { schemas: { Repo: { type: 'object', properties: { name: { type: 'string' } } } } },
});

export const ANY_DOCUMENTS: Record<string, { document: Json; file?: string; summary: RegExp }> = {
  'no operationId, 3.0': { document: unnamed('3.0.3'), summary: /operations +4 \(v1 4\)/ },
  'no operationId, 3.1': { document: unnamed('3.1.0'), summary: /operations +4 \(v1 4\)/ },
  'webhooks alone, no paths, 3.1': {
    document: { openapi: '3.1.0', info, webhooks: { push: { post: { requestBody: json({ $ref: '#/components/schemas/Push' }), responses: ok() } } }, components: { schemas: { Push: push } } },
    summary: /events +1 webhook, 0 audit-log/,
  },
  'x-webhooks under post, 3.0': {
    document: { openapi: '3.0.3', info, paths: { '/ping': { get: { operationId: 'ping', responses: ok() } } }, 'x-webhooks': { push: { post: { requestBody: json({ $ref: '#/components/schemas/Push' }), responses: ok() } } }, components: { schemas: { Push: push } } },
    summary: /events +1 webhook, 0 audit-log/,
  },
  'boolean schemas, 3.1': {
    document: {
      openapi: '3.1.0',
      info,
      paths: { '/a': { post: { operationId: 'send', parameters: [{ name: 'q', in: 'query', schema: true }], requestBody: json({ $ref: '#/components/schemas/S' }), responses: ok({ $ref: '#/components/schemas/S' }) } } },
      components: {
        schemas: {
          S: {
            type: 'object',
            additionalProperties: false,
            properties: {
              anything: true,
              never: false,
              list: { type: 'array', items: false, prefixItems: [true, false] },
              map: { type: 'object', additionalProperties: true, propertyNames: false },
              either: { oneOf: [true, { type: 'string', enum: ['a', 'b'] }] },
              not: { not: false },
            },
          },
          Yes: true,
          No: false,
        },
      },
    },
    summary: /operations +1 \(v1 1\)/,
  },
  'empty paths, 3.0': { document: { openapi: '3.0.3', info, paths: {} }, summary: /operations +0/ },
  'components alone, 3.1': { document: { openapi: '3.1.0', info, components: { schemas: { Kind: { type: 'string', enum: ['a', 'b'] } } } }, summary: /enums +1/ },
  'YAML, 3.0': { document: unnamed('3.0.3'), file: 'spec.yaml', summary: /operations +4/ },
  'gzip YAML, 3.1': { document: unnamed('3.1.0'), file: 'spec.yml.gz', summary: /operations +4/ },
};
