import { describe, expect, it } from 'vitest';
import { emptyReach, PackageIndex } from '../../../generator/impact/package-index.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';

/** What a consumer's access path into the package reaches, as `symbols | locations`. */
function reached(path: string[], operationKeys?: Map<string, string>): string {
  const index = new PackageIndex(fixtureModel(), operationKeys);
  const reach = emptyReach();
  index.addDeclaration(reach, path);
  return `${[...reach.symbols].join(' ')} | ${[...reach.locations].join(' ')}`;
}

describe('PackageIndex: what an access path into the package reaches', () => {
  it('a component, through components.schemas or its own type, at the field path below it', () => {
    expect(reached(['components', 'schemas', 'WidgetV2', 'status'])).toBe('WidgetV2 | WidgetV2.status');
    expect(reached(['components', 'schemas', 'WidgetV2'])).toBe('WidgetV2 | WidgetV2');
    expect(reached(['WidgetV2', 'tags'])).toBe('WidgetV2 | WidgetV2.tags');
    expect(reached(['components', 'schemas', 'Unknown', 'x'])).toBe(' | Unknown.x');
  });

  it("an operation, by its resource method, its resources table entry, its types, or schema.ts's operations key", () => {
    expect(reached(['WidgetsV2Resource', 'list'])).toBe('WidgetsV2List | ');
    expect(reached(['resources', 'widgetsV2', 'create'])).toBe('WidgetsV2Create | ');
    for (const suffix of ['Operation', 'PathParams', 'Query', 'Headers', 'RequestBody', 'Response', 'Error']) expect(reached([`WidgetsV2Show${suffix}`]), suffix).toBe('WidgetsV2Show | ');
    expect(reached(['operations', 'Widgets V2#Show'])).toBe('WidgetsV2Show | ');
    expect(reached(['operations', 'Widgets_V2_Show'], new Map([['Widgets_V2_Show', 'Widgets V2#Show']]))).toBe('WidgetsV2Show | ');
  });

  it('a part of an operation, located at its type and the field path below the parameter or body', () => {
    expect(reached(['operations', 'Widgets V2#List', 'parameters', 'query', 'sort'])).toBe('WidgetsV2List | WidgetsV2List.sort');
    expect(reached(['operations', 'Widgets V2#Create', 'requestBody', 'content', 'application/json', 'mode'])).toBe('WidgetsV2Create | WidgetsV2Create.mode');
    expect(reached(['operations', 'Widgets V2#Show', 'responses', '200', 'content', 'application/json', 'widget', 'name'])).toBe('WidgetsV2Show | WidgetsV2Show.widget.name');
    expect(reached(['operations', 'Widgets V2#Show', 'responses'])).toBe('WidgetsV2Show | WidgetsV2Show');
    expect(reached(['operations', 'Widgets V2#Show', 'callbacks', 'x'])).toBe('WidgetsV2Show | ');
  });

  it('a path: by route to one operation and its parts, or the path alone to every operation at it and the path itself', () => {
    expect(reached(['paths', '/v2/widgets', 'get', 'responses', '200', 'content', 'application/json', 'widgets'])).toBe('WidgetsV2List | WidgetsV2List.widgets');
    expect(reached(['paths', '/v2/widgets'])).toBe("WidgetsV2List WidgetsV2Create paths['/v2/widgets'] | ");
    expect(reached(['paths', '/v2/widgets', 'patch'])).toBe("WidgetsV2List WidgetsV2Create paths['/v2/widgets'] | ");
  });

  it('an event by its name in the event map; a package symbol by its name; nothing for an unknown name', () => {
    expect(reached(['WebhookEvents', 'widget.created_v1'])).toBe("WebhookEvents['widget.created_v1'] | ");
    expect(reached(['AuditLogEvents', 'widget.deleted.1'])).toBe("AuditLogEvents['widget.deleted.1'] | ");
    expect(reached(['WebhookEvents', 'nothing.like_this'])).toBe(' | ');
    expect(reached(['WidgetV2Status'])).toBe('WidgetV2Status | ');
    expect(reached(['createIncidentClient'])).toBe(' | ');
    expect(reached([])).toBe(' | ');
  });
});

describe('PackageIndex.addPath', () => {
  it('adds the operations at a path a consumer wrote, only those of the method when it names one, and the path symbol', () => {
    const index = new PackageIndex(fixtureModel());
    const reach = emptyReach();
    index.addPath(reach, '/v2/widgets', 'post');
    expect([...reach.symbols]).toEqual(['WidgetsV2Create', "paths['/v2/widgets']"]);
    const unknown = emptyReach();
    index.addPath(unknown, '/v9/nothing');
    expect([...unknown.symbols]).toEqual([]);
  });
});
