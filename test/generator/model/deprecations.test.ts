import { describe, expect, it } from 'vitest';
import { resolvePointer } from '../../../generator/load/refs.ts';
import { fixtureDocument, fixtureModel } from '../../support/generator-fixture.ts';

describe('deprecations and successor notes', () => {
  const document = fixtureDocument();
  const model = fixtureModel(document);

  it('lists deprecated operations, parameters and properties with where they live and their successor', () => {
    expect(model.deprecations).toEqual([
      { kind: 'operation', target: 'Widgets V1#List', pointer: '#/paths/~1v1~1widgets/get', method: 'get', path: '/v1/widgets', successor: 'Widgets V2#List' },
      { kind: 'parameter', target: 'Widgets V2#Show query.legacy', pointer: '#/paths/~1v2~1widgets~1{id}/get/parameters/1', successor: 'include' },
      { kind: 'property', target: 'WidgetV2.colour', pointer: '#/components/schemas/WidgetV2/properties/colour', successor: 'palette' },
    ]);
  });

  it('notes the successor in the schema document descriptions, leaving the input untouched', () => {
    const noted = resolvePointer(model.schemaDocument, '#/components/schemas/WidgetV2/properties/colour') as { description: string };
    expect(noted.description).toBe('Deprecated: use `palette` instead.');
    expect(resolvePointer(document, '#/components/schemas/WidgetV2/properties/colour')).not.toHaveProperty('description');
    // Already named in its own description: not repeated.
    expect((resolvePointer(model.schemaDocument, '#/paths/~1v2~1widgets~1{id}/get/parameters/1') as { description: string }).description).toBe('Use `include` instead.');
    expect(model.schemaDocument).not.toHaveProperty('x-webhooks');
  });
});
