/** The note a deprecated schema, parameter or operation gets, on documents built in the test: where it goes, and what it never touches. */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { resolvePointer } from '../../../generator/load/refs.ts';
import { withSuccessorNotes } from '../../../generator/model/successor-notes.ts';
import { fixtureDocument } from '../../support/generator-fixture.ts';

const deprecated = (pointer: string, successor?: string) => ({ kind: 'property' as const, target: 'x', pointer, ...(successor !== undefined && { successor }) });

function thingDocument(): OpenApiDocument {
  return {
    openapi: '3.0.3',
    info: { title: 'Notes', version: '1', summary: null },
    paths: {},
    components: { schemas: { Thing: { type: 'object', description: 'A thing.', properties: { old: { type: 'string', deprecated: true }, tag: { type: 'string', description: 'Tagged.' } } } } },
  } as unknown as OpenApiDocument;
}

describe('withSuccessorNotes on real-shaped documents', () => {
  it('adds the note after the description, a blank line apart, and only where a successor is known', () => {
    const document = thingDocument();
    const noted = withSuccessorNotes(document, [deprecated('#/components/schemas/Thing', 'Thing V2'), deprecated('#/components/schemas/Thing/properties/old')]);
    expect(resolvePointer(noted, '#/components/schemas/Thing/description')).toBe('A thing.\n\nDeprecated: use `Thing V2` instead.');
    expect(resolvePointer(noted, '#/components/schemas/Thing/properties/old')).toEqual({ type: 'string', deprecated: true });
    expect(withSuccessorNotes(document, [deprecated('#/components/schemas/Thing/properties/old')])).toBe(document);
  });

  it('never makes an object of a string or a null the pointer ends at or runs through', () => {
    const document = thingDocument();
    for (const pointer of ['#/components/schemas/Thing/properties/tag/description', '#/components/schemas/Thing/type/x', '#/info/summary']) {
      expect(withSuccessorNotes(document, [deprecated(pointer, 'y')])).toEqual(document);
    }
  });

  it('hands on a document as editable as the input: later steps may assign into it or delete from it', () => {
    const noted = withSuccessorNotes(fixtureDocument(), [deprecated('#/components/schemas/WidgetV2/properties/colour', 'palette')]);
    const schemas = noted.components!.schemas!;
    schemas.WidgetV2 = { ...schemas.WidgetV2!, description: 'edited' };
    expect(schemas.WidgetV2.description).toBe('edited');
    expect(delete (noted as { components?: unknown }).components).toBe(true);
    expect(noted).not.toHaveProperty('components');
  });
});
