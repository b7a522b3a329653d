/**
 * The walk every load makes (load/outline.ts): what it records for a document with nothing to
 * report, and that it gives up (so that the careful walk names the place) at every doubt, in every
 * position a doubt can take, while data stays data.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../../generator/context.ts';
import { cleanDocumentOutline } from '../../../generator/load/outline.ts';
import { newestRealSpecPath, readRealSpec } from '../../support/real-specs.ts';

const minimal = () => ({
  openapi: '3.0.3',
  info: { title: 't', version: '1' },
  paths: { '/v1/things': { get: { operationId: 'list', responses: { '200': { description: 'ok' } } } } } as Record<string, unknown>,
  components: { schemas: { Thing: { type: 'object' } } as Record<string, unknown> },
});

/** How many levels of objects and arrays nest below `value` (0 for one with none inside). */
function nesting(value: unknown): number {
  let deepest = 0;
  for (const child of Object.values(value as object)) if (typeof child === 'object' && child !== null) deepest = Math.max(deepest, 1 + nesting(child));
  return deepest;
}

/** Every object and array below `value` (itself included), each once. */
function containers(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value !== 'object' || value === null) return into;
  into.add(value);
  for (const child of Object.values(value)) containers(child, into);
  return into;
}

describe('cleanDocumentOutline', () => {
  it('records every container of a real document once, outside data under its own parent, data below its topmost node apart, and each $ref outside data at its node, resolved once', () => {
    const document = readRealSpec(newestRealSpecPath());
    const { refs, outline } = cleanDocumentOutline(document)!;
    const all = containers(document);
    const listed = [...outline.nodes, ...outline.insideData];
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.length).toBe(all.size);
    expect(listed.filter((node) => !all.has(node))).toEqual([]);
    // Most of a real document is data (examples): the walk lists it apart.
    expect(outline.insideData.length).toBeGreaterThan(outline.nodes.length / 2);
    expect(outline.parents[0]).toBe(-1);
    const misplaced = outline.nodes.filter((node, index) => {
      const stored = outline.parents[index]!;
      return index > 0 && !Object.values(outline.nodes[stored < 0 ? ~stored : stored]!).includes(node);
    });
    expect(misplaced).toEqual([]);
    const insideData = new Set(outline.insideData);
    const inData = (index: number) => index > 0 && outline.parents[index]! < 0;
    const wrongDepth = outline.nodes.filter((node, index) => outline.dataDepths[index] !== (inData(index) ? nesting(node) : 0));
    expect(wrongDepth).toEqual([]);
    expect(outline.nodes.filter((node, index) => inData(index) && [...containers(node)].some((inner) => inner !== node && !insideData.has(inner)))).toEqual([]);
    expect(outline.refNodes).toEqual([...outline.refNodes].sort((a, b) => a - b));
    outline.refNodes.forEach((index, at) => expect((outline.nodes[index] as { $ref?: unknown }).$ref).toBe(outline.refs[at]));
    expect([...refs.keys()].sort()).toEqual([...new Set(outline.refs)].sort());
    for (const [ref, target] of refs) expect(target).toBe((document.components as { schemas: Record<string, unknown> }).schemas[ref.split('/').at(-1)!]);
  });

  it('records each document whole whatever the size of the one walked before it: smaller, larger, far larger', () => {
    const sized = (count: number) => {
      const document = minimal();
      for (let index = 0; index < count; index++) document.components.schemas[`S${index}`] = { type: 'object', properties: { a: { type: 'string' } }, allOf: [{ type: 'object' }] };
      return document;
    };
    for (const count of [0, 3000, 1, 200, 9000, 2]) {
      const document = sized(count);
      const { outline } = cleanDocumentOutline(document)!;
      const all = containers(document);
      expect(outline.nodes.length, String(count)).toBe(all.size);
      expect(new Set(outline.nodes).size, String(count)).toBe(all.size);
      expect(outline.nodes.every((node) => all.has(node)), String(count)).toBe(true);
      expect(outline.parents.length, String(count)).toBe(all.size);
      const childrenOf = new Map<object, Set<unknown>>();
      const children = (parent: object) => childrenOf.get(parent) ?? childrenOf.set(parent, new Set(Object.values(parent))).get(parent)!;
      const misplaced = outline.nodes.filter((node, index) => index > 0 && !children(outline.nodes[outline.parents[index]!]!).has(node));
      expect(misplaced, String(count)).toEqual([]);
    }
  });

  it('marks what sits in data (examples, value keywords, extensions) and reads no $ref there', () => {
    const document = minimal();
    document.components.schemas.Thing = { type: 'object', example: { $ref: '#/nowhere', deep: [{ $ref: '#/nowhere' }] }, enum: [{ $ref: 1 }], 'x-note': { $ref: '#/nowhere' }, properties: { example: { $ref: '#/components/schemas/Other' } } };
    document.components.schemas.Other = { type: 'string', default: { $ref: '#/nowhere' } };
    const { refs, outline } = cleanDocumentOutline(document)!;
    expect(outline.refs).toEqual(['#/components/schemas/Other']);
    expect([...refs.keys()]).toEqual(['#/components/schemas/Other']);
    const topmost = new Map(outline.nodes.flatMap((node, index) => (outline.parents[index]! < 0 && index > 0 ? [[node, outline.dataDepths[index]]] : [])));
    const thing = document.components.schemas.Thing as Record<string, { deep?: unknown[] }>;
    const other = document.components.schemas.Other as { default: object };
    expect(topmost).toEqual(new Map<object, number>([[thing.example!, 2], [thing.enum!, 1], [thing['x-note']!, 0], [other.default, 0]]));
    expect(new Set(outline.insideData)).toEqual(new Set([thing.example!.deep, thing.example!.deep![0], (thing.enum as unknown as object[])[0]]));
  });

  it('gives up at a $ref that dangles, points into another file or is no URI fragment, wherever it sits outside data', () => {
    for (const ref of ['#/components/schemas/Gone', 'other.json#/Thing', '#/components/schemas/100%']) {
      const places = [
        (document: ReturnType<typeof minimal>) => (document.components.schemas.Thing = { $ref: ref }),
        (document: ReturnType<typeof minimal>) => (document.components.schemas.Thing = { items: { allOf: [{ type: 'string' }, { $ref: ref }] } }),
        (document: ReturnType<typeof minimal>) => (document.paths['/v1/things'] = { $ref: ref }),
        (document: ReturnType<typeof minimal>) => (document.components.schemas.Thing = { properties: { example: { $ref: ref } } }),
      ];
      for (const [at, place] of places.entries()) {
        const document = minimal();
        place(document);
        expect(cleanDocumentOutline(document), `${ref} at ${at}`).toBeUndefined();
      }
    }
  });

  it('gives up at a % in a name outside data (a property, a path, a component, a keyword), whatever its value, not in data', () => {
    const property = minimal();
    property.components.schemas.Thing = { properties: { '100%': { type: 'string' } } };
    const path = minimal();
    path.paths['/v1/100%'] = {};
    const component = minimal();
    component.components.schemas['100%'] = { type: 'string' };
    // A name whose value is no object: a keyword, a property whose schema is `true`.
    const keyword = minimal();
    keyword.components.schemas.Thing = { type: 'string', 'max%': 3 };
    const scalar = minimal();
    scalar.components.schemas.Thing = { properties: { '100%': true } };
    for (const document of [property, path, component, keyword, scalar]) expect(cleanDocumentOutline(document)).toBeUndefined();
    const data = minimal();
    data.components.schemas.Thing = { example: { '100%': true }, 'x-notes': { '50%': { '%': 1 } } };
    expect(cleanDocumentOutline(data)).toBeDefined();
  });

  it('reads own keys only: what an object inherits (a $ref, a name with a %, an object, in data or not) is not its own', () => {
    const inherited = { $ref: '#/nowhere', '100%': 1, 'x%': { a: 1 }, extra: { $ref: '#/nowhere', deep: [{}] } };
    const document = minimal();
    const thing = Object.assign(Object.create(inherited) as Record<string, unknown>, { type: 'object' });
    const example = Object.assign(Object.create(inherited) as Record<string, unknown>, { id: 1 });
    thing.example = example;
    document.components.schemas.Thing = thing;
    const { refs, outline } = cleanDocumentOutline(document)!;
    expect(outline.refs).toEqual([]);
    expect([...refs.keys()]).toEqual([]);
    const listed = new Set([...outline.nodes, ...outline.insideData]);
    expect([inherited.extra, inherited.extra.deep, inherited['x%']].filter((node) => listed.has(node))).toEqual([]);
    expect(listed.has(thing) && listed.has(example)).toBe(true);
  });

  it('gives up one level past the nesting limit, in data or not, and not at the limit', () => {
    const nested = (depth: number, key: string) => {
      let node: unknown = {};
      // The root is level 0, `components` 1, `schemas` 2, the schema 3.
      for (let level = 4; level <= depth; level++) node = { [key]: node };
      const document = minimal();
      document.components.schemas.Thing = node;
      return document;
    };
    for (const key of ['items', 'example', 'x-deep']) {
      expect(cleanDocumentOutline(nested(DEFAULTS.maxSpecNesting, key)), key).toBeDefined();
      expect(cleanDocumentOutline(nested(DEFAULTS.maxSpecNesting + 1, key)), key).toBeUndefined();
    }
  });
  it('keeps nothing of a document once walked, whether it records it, gives up in the walk or gives up after it', async () => {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const outcomes = [
      (document: ReturnType<typeof minimal>) => document,
      (document: ReturnType<typeof minimal>) => Object.assign(document, { paths: { ...document.paths, '/100%': {} } }),
      (document: ReturnType<typeof minimal>) => Object.assign(document.components.schemas, { Ref: { $ref: '#/components/schemas/Missing' } }) && document,
    ];
    for (const [at, outcome] of outcomes.entries()) {
      const walked = (() => {
        const document = outcome(minimal());
        const { paths } = document;
        // Many nodes, so that the lists kept between walks hold some of this document.
        for (let index = 0; index < 500; index++) paths[`/v1/things/${index}`] = { get: { responses: { '200': { description: 'ok', content: { 'a/b': { example: [{ a: [1] }] } } } } } };
        const result = cleanDocumentOutline(document);
        expect(result === undefined, String(at)).toBe(at > 0);
        return new WeakRef(paths['/v1/things/499']!);
      })();
      // A WeakRef holds its target until the current job ends.
      await new Promise((resolve) => setImmediate(resolve));
      collect();
      expect(walked.deref(), String(at)).toBeUndefined();
    }
  });
});
