import { beforeEach, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { buildOperations } from '../../../generator/model/operations.ts';
import { schemaRoots, type SchemaSite } from '../../../generator/model/schema-walk.ts';
import { componentSides } from '../../../generator/model/sides.ts';
import { fixtureDocument } from '../../support/generator-fixture.ts';

describe('componentSides', () => {
  let document: OpenApiDocument;
  let sites: SchemaSite[];
  beforeEach(() => {
    document = fixtureDocument();
    sites = [...schemaRoots(document, buildOperations(document))].filter((site) => site.side !== undefined);
  });

  it('counts a schema reachable from any response as response-side, through $ref chains', () => {
    const side = componentSides(document, sites, []);
    expect(side('WidgetsListResultV2')).toBe('response');
    expect(side('WidgetV2')).toBe('response');
    expect(side('WidgetsCreatePayloadV2')).toBe('request');
  });

  it('counts event payloads as responses and leaves unreferenced schemas open', () => {
    expect(componentSides(document, sites, [])('AuditLogsWidgetDeletedV1')).toBe('response');
    const withEvents = componentSides(document, [], [{ $ref: '#/components/schemas/WidgetsCreatePayloadV2' }]);
    expect(withEvents('WidgetsCreatePayloadV2')).toBe('response');
  });
});
