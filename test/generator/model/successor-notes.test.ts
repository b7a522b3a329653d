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

  it('adds a note after the description a blank line apart, only where a successor is known, and never makes an object of a value', () => {
    const deprecated = (pointer: string, successor?: string) => ({ kind: 'property' as const, target: 'x', pointer, ...(successor !== undefined && { successor }) });
    const base = {
      openapi: '3.0.3',
      info: { title: 'Notes', version: '1' },
      paths: {},
      components: { schemas: { Thing: { type: 'object', description: 'A thing.', properties: { old: { type: 'string', deprecated: true }, tag: { type: 'string', description: 'Tagged.' } } } } },
    } as unknown as OpenApiDocument;
    const noted = withSuccessorNotes(base, [deprecated('#/components/schemas/Thing', 'Thing V2'), deprecated('#/components/schemas/Thing/properties/old')]);
    expect(resolvePointer(noted, '#/components/schemas/Thing/description')).toBe('A thing.\n\nDeprecated: use `Thing V2` instead.');
    expect(resolvePointer(noted, '#/components/schemas/Thing/properties/old')).toEqual({ type: 'string', deprecated: true });
    expect(withSuccessorNotes(base, [deprecated('#/components/schemas/Thing/properties/old')])).toBe(base);
    // A pointer ending at, or running through, a string or a null leaves it as it is.
    for (const pointer of ['#/components/schemas/Thing/properties/tag/description', '#/components/schemas/Thing/type/x', '#/info/summary']) {
      expect(withSuccessorNotes({ ...base, info: { ...base.info, summary: null } } as unknown as OpenApiDocument, [deprecated(pointer, 'y')])).toMatchObject({ components: base.components, info: { summary: null } });
    }
    expect(resolvePointer(withSuccessorNotes(base, [deprecated('#/components/schemas/Thing/properties/tag/description', 'y')]), '#/components/schemas/Thing/properties/tag/description')).toBe('Tagged.');
  });

  it('hands on a document as editable as the input: later steps may assign into it or delete from it', () => {
    const noted = withSuccessorNotes(document, [{ kind: 'property', target: 'WidgetV2.colour', pointer: '#/components/schemas/WidgetV2/properties/colour', successor: 'palette' }]);
    const schemas = noted.components!.schemas!;
    schemas.WidgetV2 = { ...schemas.WidgetV2!, description: 'edited' };
    expect(schemas.WidgetV2.description).toBe('edited');
    expect(delete (noted as { components?: unknown }).components).toBe(true);
    expect(noted).not.toHaveProperty('components');
  });
});
