import { describe, expect, it } from 'vitest';
import { refTarget, refTargetsIn, targetOf } from '../../../../generator/drift/tree/targets.ts';
import { validateDocument } from '../../../../generator/load/validate.ts';
import { deref } from '../../../../generator/load/refs.ts';

describe('targetOf', () => {
  it('follows a chain of $refs to its end, each document on its own, and leaves anything else as it is', () => {
    const node = { type: 'string' };
    const first = { components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: node } } };
    const second = { components: { schemas: { A: { type: 'integer' } } } };
    const ref = { $ref: '#/components/schemas/A' };
    expect(targetOf(first, ref)).toBe(node);
    expect(targetOf(second, ref)).toEqual({ type: 'integer' });
    expect(targetOf(first, ref)).toBe(node);
    expect([targetOf(first, node), targetOf(first, 7), targetOf(first, undefined)]).toEqual([node, 7, undefined]);
  });

  it('gives undefined for a $ref that dangles, leaves the document, or only leads back to itself, every time it is asked', () => {
    const document = { components: { schemas: { Loop: { $ref: '#/components/schemas/Loop' } } } };
    for (const $ref of ['#/components/schemas/Missing', 'other.json#/X', '#/components/schemas/Loop']) {
      expect([targetOf(document, { $ref }), targetOf(document, { $ref })]).toEqual([undefined, undefined]);
    }
    expect(targetOf('not a document', { $ref: '#/x' })).toBeUndefined();
  });

  it('reads a component schema by its name as a JSON pointer does: own keys only, escapes decoded, whatever the name holds', () => {
    const schemas = Object.defineProperty({ 'a/b': { type: 'slash' }, 'a~b': { type: 'tilde' }, 'a%b': { type: 'percent' }, '': { type: 'empty' }, Plain: { type: 'plain' } }, 'Inherited', { value: undefined });
    const document = { components: { schemas } };
    const at = (ref: string) => (targetOf(document, { $ref: ref }) as { type?: string } | undefined)?.type;
    expect(['Plain', '', 'a~1b', 'a~0b', 'a%25b', 'a/b', 'a~b', 'toString', 'constructor', '__proto__'].map((name) => at(`#/components/schemas/${name}`))).toEqual([
      'plain',
      'empty',
      'slash',
      'tilde',
      'percent',
      undefined,
      // `~` starts no escape here: the name is read as written.
      'tilde',
      undefined,
      undefined,
      undefined,
    ]);
    // A component that is itself a $ref is followed to its end.
    expect(targetOf({ components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { type: 'b' } } } }, { $ref: '#/components/schemas/A' })).toEqual({ type: 'b' });
    expect(targetOf({ components: [] }, { $ref: '#/components/schemas/A' })).toBeUndefined();
  });

  it('reads a loaded document as an unloaded one: the look-ups the loader made give the same ends, chains and loops included', () => {
    const raw = () => ({
      openapi: '3.0.3',
      info: {},
      paths: { '/a': { get: { responses: { '200': { $ref: '#/components/responses/Alias' } } } } },
      components: {
        responses: { Alias: { $ref: '#/components/responses/Ok' }, Ok: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } } },
        schemas: {
          A: { $ref: '#/components/schemas/B' },
          B: { type: 'object', properties: { c: { $ref: '#/components/schemas/C' }, self: { $ref: '#/components/schemas/B' } } },
          C: { type: 'string' },
          Loop: { $ref: '#/components/schemas/Loop' },
          Ends: { $ref: '#/components/schemas/Loop' },
          Deep: { $ref: '#/components/schemas/B/properties/c' },
        },
      },
    });
    const refs = ['Alias', 'Ok'].map((name) => `#/components/responses/${name}`).concat(['A', 'B', 'C', 'Loop', 'Ends', 'Deep', 'Missing'].map((name) => `#/components/schemas/${name}`));
    const loaded = validateDocument(raw(), 'test.json');
    const plain = raw();
    for (const $ref of refs) {
      expect(targetOf(loaded, { $ref }), $ref).toEqual(deref(plain, { $ref }));
      expect(targetOf(loaded, { $ref }), $ref).toBe(deref(loaded, { $ref }));
    }
  });
});

describe('refTargetsIn', () => {
  it('answers as refTarget for its document, whichever is asked first, dangling, looping and non-document cases included', () => {
    const node = { type: 'string' };
    const document = () => ({ components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: node, Loop: { $ref: '#/components/schemas/Loop' } } } });
    const refs = ['#/components/schemas/A', '#/components/schemas/B', '#/components/schemas/Missing', '#/components/schemas/Loop', 'other.json#/X'];
    const [first, second] = [document(), document()];
    const bound = refTargetsIn(first);
    expect(refs.map((ref) => bound(ref))).toEqual([node, node, undefined, undefined, undefined]);
    // Asked through refTarget first, then bound: one table, the same answers.
    expect(refs.map((ref) => refTarget(second, ref))).toEqual(refs.map((ref) => refTargetsIn(second)(ref)));
    expect(refTargetsIn('not a document')('#/x')).toBeUndefined();
  });
});
