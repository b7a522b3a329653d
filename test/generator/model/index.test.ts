import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiModel } from '../../../generator/model/types.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';

describe('buildModel', () => {
  let model: ApiModel;
  beforeEach(() => {
    model = fixtureModel();
  });

  it('marks paginated operations and lists the versions in order', () => {
    expect(model.versions).toEqual(['v1', 'v2', 'v3']);
    expect(model.operations.filter((operation) => operation.paginated).map((operation) => operation.operationId)).toEqual(['Widgets V2#List']);
    expect(model.pagination.map((entry) => entry.operationId)).toEqual(['Widgets V2#List']);
  });

  it('reads the title and version, the reference error shapes, the runtime and the package', () => {
    expect(model).toMatchObject({ title: 'Fixture API', apiVersion: '1.2.3', package: { name: 'incident-api-client' } });
    expect(model.errorShapes.map((shape) => shape.name)).toEqual(['ApiErrorBody', 'ApiRateLimitInfo']);
    expect(model.runtime.files.some((file) => file.path === 'client/tables.ts')).toBe(true);
    expect(model.events).toHaveLength(3);
  });
});
