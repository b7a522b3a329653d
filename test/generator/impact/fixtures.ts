/**
 * Small hand-written OLD and NEW documents and consumers of their packages, written into temp
 * folders by the tests (nothing here comes from the real specs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { clone, object, ok, ref, spec } from '../drift/fixtures.ts';

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };

/** Widgets to show and list, gadgets to delete; Widget has `legacy_code` and admits any other property. */
export function oldDocument(): OpenApiDocument {
  return spec({
    paths: {
      '/v2/widgets': {
        get: { operationId: 'Widgets V2#List', parameters: [{ name: 'page_size', in: 'query', schema: { type: 'integer' } }], responses: ok(object({ widgets: { type: 'array', items: ref('Widget') } }, ['widgets'])) },
      },
      '/v2/widgets/{id}': { get: { operationId: 'Widgets V2#Show', parameters: [idParameter], responses: ok(object({ widget: ref('Widget') }, ['widget'])) } },
      '/v2/gadgets/{id}': { delete: { operationId: 'Gadgets V2#Destroy', parameters: [idParameter], responses: { '204': { description: 'gone' } } } },
    },
    schemas: {
      Widget: { ...object({ id: { type: 'string' }, name: { type: 'string' }, legacy_code: { type: 'string' } }, ['id', 'name', 'legacy_code']), additionalProperties: true },
    },
  });
}

/**
 * NEW: `Widget.legacy_code` removed, the gadget delete removed, `team_id` a new required query
 * parameter of the widget list, and Widget no longer admits other properties: a change drift
 * reports nothing for by choice (a response's additionalProperties).
 */
export function newDocument(): OpenApiDocument {
  const document = clone(oldDocument()) as OpenApiDocument & { components: { schemas: Record<string, Record<string, unknown>> } };
  const widget = document.components.schemas['Widget']!;
  delete (widget['properties'] as Record<string, unknown>)['legacy_code'];
  widget['required'] = ['id', 'name'];
  delete widget['additionalProperties'];
  delete (document.paths as Record<string, unknown>)['/v2/gadgets/{id}'];
  const list = (document.paths['/v2/widgets'] as { get: { parameters: unknown[] } }).get;
  list.parameters.push({ name: 'team_id', in: 'query', required: true, schema: { type: 'string' } });
  return document;
}

/**
 * The impact fixtures' documents, and on both sides a widget create beside the list (two
 * operations at one path) and an inline array of parts; OLD also has a Gadget type NEW removes,
 * and NEW drops a part's `size`.
 */
export function withMore(document: OpenApiDocument, side: 'old' | 'new'): OpenApiDocument {
  const paths = document.paths as Record<string, Record<string, unknown>>;
  paths['/v2/widgets']!['post'] = { operationId: 'Widgets V2#Create', responses: ok(object({ widget: ref('Widget') }, ['widget'])) };
  const schemas = (document as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } }).components.schemas;
  const part = side === 'old' ? { code: { type: 'string' }, size: { type: 'string' } } : { code: { type: 'string' } };
  schemas['Widget']!.properties['parts'] = { type: 'array', items: object(part, Object.keys(part)) };
  if (side === 'old') schemas['Gadget'] = object({ serial: { type: 'string' } }, ['serial']);
  return document;
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2023', 'DOM'],
    types: [],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['src'],
};

/** The consumers' `src/client.ts`: a client made from the package. */
export const CLIENT = `import { createIncidentClient } from 'incident-api-client';\nexport const client = createIncidentClient({ apiKey: 'inc_test' });\n`;

/** Each consumer's files, by name; every one compiles against the old package. */
export const CONSUMERS = {
  /** Reads the property NEW removes (line 3, column 53: `legacy_code`). */
  reader: {
    'src/client.ts': CLIENT,
    'src/read.ts': `import type { Widget } from 'incident-api-client';\n\nexport const codeOf = (widget: Widget): string => widget.legacy_code;\n`,
  },
  /** Calls the operation NEW removes, by name and by path. */
  caller: {
    'src/client.ts': CLIENT,
    'src/call.ts': `import { client } from './client.js';\n\nexport const drop = (id: string) => client.gadgetsV2.destroy({ id });\nexport const dropByPath = (id: string) => client.DELETE('/v2/gadgets/{id}', { params: { path: { id } } });\n`,
  },
  /** Lists widgets without the parameter NEW requires. */
  lister: {
    'src/client.ts': CLIENT,
    'src/list.ts': `import { client } from './client.js';\n\nexport const firstPage = () => client.widgetsV2.list({ page_size: 10 });\n`,
  },
  /** Touches nothing NEW changes. */
  unaffected: {
    'src/client.ts': CLIENT,
    'src/names.ts': `import { client } from './client.js';\n\nexport const nameOf = async (id: string) => (await client.widgetsV2.show({ id })).widget.name;\n`,
  },
  /** Reads a property Widget only admitted as "any other": NEW closes it, which drift reports nothing for. */
  unexplained: {
    'src/extra.ts': `import type { Widget } from 'incident-api-client';\n\nexport const colourOf = (widget: Widget) => widget.colour;\n`,
  },
} satisfies Record<string, Record<string, string>>;

export type ConsumerName = keyof typeof CONSUMERS;

/** Writes a consumer (its tsconfig.json unless null, package.json and files) into `dir`. */
export function writeConsumer(dir: string, files: Record<string, string>, tsconfig: object | null = TSCONFIG): string {
  const all: Record<string, string> = { 'package.json': `${JSON.stringify({ name: 'consumer', private: true, type: 'module' })}\n`, ...files };
  if (tsconfig) all['tsconfig.json'] = `${JSON.stringify(tsconfig, null, 2)}\n`;
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
