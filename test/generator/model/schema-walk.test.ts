import { beforeEach, describe, expect, it } from 'vitest';
import { buildOperations } from '../../../generator/model/operations.ts';
import { schemaRoots, walkSchema, type SchemaSite } from '../../../generator/model/schema-walk.ts';
import { fixtureDocument } from '../../support/generator-fixture.ts';

describe('schema walking', () => {
  let roots: SchemaSite[];
  beforeEach(() => {
    const document = fixtureDocument();
    roots = [...schemaRoots(document, buildOperations(document))];
  });

  it('starts from each component schema, then each operation’s inline parameters and bodies, with their side', () => {
    expect(roots.slice(0, 2).map((root) => [root.owner, root.pointer, root.side])).toEqual([
      ['WidgetV1', '#/components/schemas/WidgetV1', undefined],
      ['WidgetV2', '#/components/schemas/WidgetV2', undefined],
    ]);
    const sort = roots.find((root) => root.segments[0] === 'sort')!;
    expect(sort).toMatchObject({ owner: 'WidgetsV2List', side: 'request', pointer: '#/paths/~1v2~1widgets/get/parameters/2/schema' });
    const declaredError = roots.find((root) => root.pointer.endsWith('/responses/422/content/application~1json/schema'))!;
    expect(declaredError).toMatchObject({ owner: 'WidgetsV2Create', side: 'response' });
  });

  it('walks properties, array items and compositions without following $refs', () => {
    const widget = roots.find((root) => root.owner === 'WidgetV2')!;
    expect([...walkSchema(widget)].map((site) => site.segments.join('.'))).toEqual(['', 'id', 'status', 'tags', 'tags.[]', 'colour']);
  });
});
