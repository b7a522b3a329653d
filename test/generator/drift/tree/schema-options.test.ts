/** oneOf / anyOf options matched across versions: a `$ref` by its component, an inline option by its place among the inline ones. */
import { describe, expect, it } from 'vitest';
import { contentKey, diffOptions } from '../../../../generator/drift/tree/schema-options.ts';
import { ref } from '../fixtures.ts';

const cat = ref('Cat');
const dog = ref('Dog');
const inline = (type: string) => ({ type });

describe('diffOptions', () => {
  it('matches ref options by component, whatever their order, and names the added and removed ones', () => {
    const { added, removed, matched } = diffOptions('oneOf', [cat, dog], [ref('Bird'), cat]);
    expect(added).toEqual([{ keyword: 'oneOf', name: 'Bird' }]);
    expect(removed).toEqual([{ keyword: 'oneOf', name: 'Dog' }]);
    expect(matched).toEqual([{ name: 'Cat', before: cat, after: cat }]);
  });

  it('numbers inline options among themselves only: a ref between them moves no inline option', () => {
    const { added, removed, matched } = diffOptions('anyOf', [inline('string'), cat, inline('integer')], [inline('string'), inline('integer')]);
    expect(removed).toEqual([{ keyword: 'anyOf', name: 'Cat' }]);
    expect(added).toEqual([]);
    expect(matched).toEqual([
      { name: '#0', before: inline('string'), after: inline('string') },
      { name: '#1', before: inline('integer'), after: inline('integer') },
    ]);
  });

  it('leaves out a { type: null } option (nullability, not an option) without shifting the numbering', () => {
    const { added, removed, matched } = diffOptions('oneOf', [inline('string')], [{ type: 'null' }, inline('string')]);
    expect({ added, removed }).toEqual({ added: [], removed: [] });
    expect(matched).toEqual([{ name: '#0', before: inline('string'), after: inline('string') }]);
  });

  it('reports nothing when one side has no options (or no list): the type change says it', () => {
    expect(diffOptions('oneOf', [{ type: 'null' }], [cat, dog])).toEqual({ added: [], removed: [], matched: [] });
    expect(diffOptions('oneOf', [cat], 'not a list')).toEqual({ added: [], removed: [], matched: [] });
    expect(diffOptions('oneOf', [cat], [])).toEqual({ added: [], removed: [], matched: [] });
  });

  it('matches an option left over by its content: an inline option moved into an identical component, annotations aside, named as the new side names it', () => {
    const dogSchema = { type: 'object', properties: { bark: { type: 'string' } } };
    const targets = { old: (option: unknown) => option, new: (option: unknown) => ((option as { $ref?: string }).$ref === '#/components/schemas/Dog' ? { ...dogSchema, title: 'Dog', description: 'A dog.' } : option) };
    const { added, removed, matched } = diffOptions('anyOf', [cat, dogSchema], [cat, dog], targets);
    expect({ added, removed }).toEqual({ added: [], removed: [] });
    expect(matched).toEqual([
      { name: 'Cat', before: cat, after: cat },
      { name: 'Dog', before: dogSchema, after: dog },
    ]);
  });

  it('matches reordered inline options by content, each once, and an option edited in place by its position among those left', () => {
    const { added, removed, matched } = diffOptions('oneOf', [inline('string'), inline('integer'), inline('integer'), { type: 'boolean' }], [inline('integer'), { type: 'boolean', description: 'yes or no' }, inline('integer'), { type: 'number' }, inline('string')].slice(0, 4));
    expect({ added, removed }).toEqual({ added: [], removed: [] });
    expect(matched.map((match) => [match.before, match.name])).toEqual([
      [inline('integer'), '#0'],
      [inline('integer'), '#2'],
      [{ type: 'boolean' }, '#1'],
      [inline('string'), '#3'],
    ]);
  });

  it('never matches by content a $ref that leads nowhere, nor options that differ in more than annotations', () => {
    const nowhere = { old: () => undefined, new: () => undefined };
    expect(diffOptions('oneOf', [ref('Gone')], [ref('AlsoGone')], nowhere)).toMatchObject({ added: [{ name: 'AlsoGone' }], removed: [{ name: 'Gone' }], matched: [] });
    expect(diffOptions('oneOf', [ref('A')], [ref('B')], { old: () => ({ type: 'string' }), new: () => ({ type: 'string', maxLength: 3 }) })).toMatchObject({ added: [{ name: 'B' }], removed: [{ name: 'A' }] });
  });
});

describe('contentKey', () => {
  it('is the same for the same content whatever the key order and annotations, and differs for a different value', () => {
    expect(contentKey({ type: 'string', description: 'x', enum: ['a'] })).toBe(contentKey({ enum: ['a'], title: 'T', type: 'string', examples: ['a'] }));
    expect(contentKey({ type: 'string', enum: ['a'] })).not.toBe(contentKey({ type: 'string', enum: ['b'] }));
    // A property or a value that happens to be called like an annotation is content.
    expect(contentKey({ properties: { description: { type: 'string' } } })).not.toBe(contentKey({ properties: {} }));
    expect(contentKey({ enum: [{ title: 'a' }] })).not.toBe(contentKey({ enum: [{}] }));
    expect(contentKey({ items: { properties: { title: { type: 'string', description: 'x' } } } })).toBe(contentKey({ items: { properties: { title: { type: 'string' } } } }));
    expect(contentKey(undefined)).toBeUndefined();
  });
});

