import { beforeEach, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import type { ApiModel } from '../../../generator/model/types.ts';
import { resolvePointer } from '../../../generator/load/refs.ts';
import { withSuccessorNotes } from '../../../generator/model/successor-notes.ts';
import { fixtureDocument, fixtureModel } from '../../support/generator-fixture.ts';

describe('withSuccessorNotes', () => {
  let document: OpenApiDocument;
  let model: ApiModel;
  beforeEach(() => {
    document = fixtureDocument();
    model = fixtureModel(document);
  });

  it('notes the successor in the schema document descriptions, leaving the input untouched', () => {
    const noted = resolvePointer(model.schemaDocument, '#/components/schemas/WidgetV2/properties/colour') as { description: string };
    expect(noted.description).toBe('Deprecated: use `palette` instead.');
    expect(resolvePointer(document, '#/components/schemas/WidgetV2/properties/colour')).not.toHaveProperty('description');
    // Already named in its own description: not repeated.
    expect((resolvePointer(model.schemaDocument, '#/paths/~1v2~1widgets~1{id}/get/parameters/1') as { description: string }).description).toBe('Use `include` instead.');
    expect(model.schemaDocument).not.toHaveProperty('x-webhooks');
  });

  it('copies only along the changed paths: everything else is shared with the input', () => {
    const noted = withSuccessorNotes(document, [{ kind: 'property', target: 'WidgetV2.colour', pointer: '#/components/schemas/WidgetV2/properties/colour', successor: 'palette' }]);
    expect(noted).not.toBe(document);
    expect(noted.paths).toBe(document.paths);
    expect(noted.components!.schemas!.WidgetV1).toBe(document.components!.schemas!.WidgetV1);
    expect(noted.components!.schemas!.WidgetV2!.properties!.status).toBe(document.components!.schemas!.WidgetV2!.properties!.status);
    expect(withSuccessorNotes(document, [{ kind: 'operation', target: 'x', pointer: '#/paths/~1nowhere/get', successor: 'y' }]).paths).toBe(document.paths);
  });
});
