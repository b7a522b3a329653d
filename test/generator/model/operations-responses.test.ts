/** Responses and bodies as untrusted documents write them: which statuses are errors, and empty or dangling entries read as having no body. */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { buildOperations } from '../../../generator/model/operations.ts';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });

function operationOf(operation: object): ReturnType<typeof buildOperations>[number] {
  const document = { openapi: '3.0.3', info: { title: 'Responses', version: '1' }, paths: { '/v1/things': { post: { operationId: 'Things V1#Create', ...operation } } } } as unknown as OpenApiDocument;
  return buildOperations(document)[0]!;
}

describe('buildOperations: responses and bodies', () => {
  it('counts only 4xx, 5xx and default responses with a body as errors, not a second 2xx or a 3xx', () => {
    const body = { description: 'Body', ...json({ type: 'object' }) };
    const operation = operationOf({ responses: { '201': body, '204': body, '304': body, '404': body, '5XX': body, default: body, '410': { description: 'Gone' } } });
    expect(operation.success).toEqual({ status: '201', body: { contentType: 'application/json' } });
    expect(operation.errors.map((error) => error.status)).toEqual(['404', '5XX', 'default']);
  });

  it('reads a null or dangling response as a status without a body, and a null media type as a body without fields', () => {
    const operation = operationOf({
      requestBody: { required: true, content: { 'application/json': null } },
      responses: { '200': null, '422': { $ref: '#/components/responses/Missing' } },
    });
    expect(operation.success).toEqual({ status: '200' });
    expect(operation.errors).toEqual([]);
    expect(operation.requestBody).toEqual({ contentType: 'application/json', required: true, requiredFields: [] });
  });
});
