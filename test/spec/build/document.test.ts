import { describe, expect, it } from 'vitest';
import { buildDocument, type Edition } from '../../../spec/build/document.ts';
import { buildEvents } from '../../../spec/build/events.ts';
import { family } from '../../../spec/build/operations.ts';
import { integer, objectWith } from '../../../spec/build/schema.ts';

const widgets = family({ tag: 'Widgets V2', singular: 'widget' });
const edition = (operations: Edition['operations']): Edition => ({ version: '2026-01-01', operations, webhookEvents: [], auditLogEvents: [] });

describe('document assembly', () => {
  it('sorts paths, orders methods, and collects the tags', () => {
    const document = buildDocument(edition([...widgets.crud('/v2/widgets')].reverse()));
    const paths = document.paths as Record<string, object>;
    expect(Object.keys(paths)).toEqual(['/v2/widgets', '/v2/widgets/{id}']);
    expect(Object.keys(paths['/v2/widgets/{id}']!)).toEqual(['get', 'put', 'delete']);
    expect(document.tags).toEqual([{ name: 'Widgets V2' }]);
  });

  it('refuses an operation defined twice, or an operationId used twice', () => {
    expect(() => buildDocument(edition([widgets.list('/v2/widgets'), widgets.list('/v2/widgets')]))).toThrow('GET /v2/widgets defined twice');
    expect(() => buildDocument(edition([widgets.list('/v2/widgets'), widgets.list('/v2/gadgets')]))).toThrow('operationId Widgets V2#List used twice');
  });

  it('refuses two different schemas under one component name', () => {
    const clash = { ...widgets.list('/v2/gadgets'), operation: { operationId: 'Widgets V2#Other' }, schemas: { WidgetV2: objectWith({ size: integer() }) } };
    expect(() => buildDocument(edition([widgets.list('/v2/widgets'), clash]))).toThrow('schema WidgetV2 defined twice, differently');
  });

  it('refuses an event listed twice', () => {
    expect(() => buildEvents(['schedule.created_v1', 'schedule.created_v1'], [])).toThrow('event defined twice: /x-webhooks/schedule.created_v1');
  });
});
