import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiModel } from '../../../generator/model/types.ts';
import { fixtureDocument, fixtureModel } from '../../support/generator-fixture.ts';

describe('deprecations and successor notes', () => {
  let model: ApiModel;
  beforeEach(() => {
    model = fixtureModel(fixtureDocument());
  });

  it('lists deprecated operations, parameters and properties with where they live and their successor', () => {
    expect(model.deprecations).toEqual([
      { kind: 'operation', target: 'Widgets V1#List', pointer: '#/paths/~1v1~1widgets/get', method: 'get', path: '/v1/widgets', successor: 'Widgets V2#List' },
      { kind: 'parameter', target: 'Widgets V2#Show query.legacy', pointer: '#/paths/~1v2~1widgets~1{id}/get/parameters/1', successor: 'include' },
      { kind: 'property', target: 'WidgetV2.colour', pointer: '#/components/schemas/WidgetV2/properties/colour', successor: 'palette' },
    ]);
  });
});
