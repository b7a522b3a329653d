/** oneOf / anyOf options matched across versions: a `$ref` by its component, an inline option by its place among the inline ones. */
import { describe, expect, it } from 'vitest';
import { diffOptions } from '../../../../generator/drift/tree/schema-options.ts';
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
});
