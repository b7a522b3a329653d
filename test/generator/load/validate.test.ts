import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../../generator/load/validate.ts';
import { newestRealSpecPath, readRealSpec } from '../../support/real-specs.ts';

const minimal = () => ({
  openapi: '3.0.3',
  info: { title: 't', version: '1' },
  paths: { '/v1/things': { get: { operationId: 'Things V1#List', responses: { '200': { description: 'ok' } } } } },
  components: { schemas: {} as Record<string, unknown> },
});

const failure = (document: unknown) => {
  try {
    validateDocument(document, 'spec.json');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected validateDocument to throw');
};

describe('validateDocument', () => {
  it('accepts a minimal OpenAPI 3.0 document', () => {
    expect(validateDocument(minimal(), 'spec.json').paths['/v1/things']).toBeDefined();
  });

  it('rejects what is not an OpenAPI 3.0 document', () => {
    expect(failure([])).toMatch(/top level is not a JSON object/);
    expect(failure({ swagger: '2.0', paths: {} })).toBe('spec.json: Swagger 2.0 is not supported; convert it to OpenAPI 3.0 first');
    expect(failure({ info: {} })).toMatch(/no "openapi" version field/);
    expect(failure({ ...minimal(), openapi: '4.0.0' })).toMatch(/OpenAPI 4\.0\.0 is not supported/);
    expect(failure({ ...minimal(), paths: {} })).toBe('spec.json: the document has no paths');
  });

  it('names a dangling $ref and where it is', () => {
    const document = minimal();
    document.components.schemas.Thing = { properties: { owner: { $ref: '#/components/schemas/Missing' } } };
    expect(failure(document)).toBe(
      'spec.json #/components/schemas/Thing/properties/owner: dangling $ref "#/components/schemas/Missing"',
    );
  });

  it('rejects duplicate operationIds among paths', () => {
    const document = minimal();
    (document.paths as Record<string, unknown>)['/v1/others'] = { get: { operationId: 'Things V1#List', responses: {} } };
    expect(failure(document)).toBe('spec.json GET /v1/others: duplicate operationId "Things V1#List" (also on GET /v1/things)');
  });

  it('allows circular $refs and repeated event operationIds, as in the real documents', () => {
    const real = readRealSpec(newestRealSpecPath());
    const events = Object.values(real['x-webhooks'] as Record<string, { get: { operationId: string } }>);
    const ids = events.map((event) => event.get.operationId);
    expect(new Set(ids).size).toBeLessThan(ids.length);
    expect(() => validateDocument(real, 'real.json')).not.toThrow();
  });
});
