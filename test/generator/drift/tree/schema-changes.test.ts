import { describe, expect, it } from 'vitest';
import { diffEnums, emptySchemaDiff, hasOwnChanges, settleDiffs, unchangedSchemaDiff } from '../../../../generator/drift/tree/schema-changes.ts';
import type { SchemaDiff } from '../../../../generator/drift/tree/types.ts';

describe('a schema diff of its own', () => {
  it('starts empty, named for its component only when it has one', () => {
    expect(hasOwnChanges(emptySchemaDiff(undefined))).toBe(false);
    expect(emptySchemaDiff('Entry').component).toBe('Entry');
    expect('component' in emptySchemaDiff(undefined)).toBe(false);
    expect(emptySchemaDiff(undefined).enumAdded).not.toBe(emptySchemaDiff(undefined).enumAdded);
  });

  // Every field that counts as an own change, one at a time: a field left out of hasOwnChanges fails here.
  // hasOwnChanges asks only whether a field is set or non-empty, so each value is a stand-in.
  const changes: Array<[string, Record<string, unknown>]> = [
    ['type', { type: { from: ['string'], to: ['integer'] } }],
    ['format', { format: { from: 'date', to: 'date-time' } }],
    ['nullable', { nullable: { from: false, to: true } }],
    ['deprecated', { deprecated: { from: false, to: true } }],
    ['enumPresence', { enumPresence: { from: false, to: true, values: ['a'] } }],
    ['default', { default: { from: 1, to: 2 } }],
    ['readOnly', { readOnly: { from: false, to: true } }],
    ['writeOnly', { writeOnly: { from: false, to: true } }],
    ['closed', { closed: { from: false, to: true } }],
    ['discriminator', { discriminator: { from: 'kind', to: 'type' } }],
    ['enumAdded', { enumAdded: ['c'] }],
    ['enumRemoved', { enumRemoved: ['a'] }],
    ['constraints', { constraints: [{ keyword: 'maxLength', from: 10, to: 5 }] }],
    ['propertiesAdded', { propertiesAdded: [{ name: 'x', required: false }] }],
    ['propertiesRemoved', { propertiesRemoved: [{ name: 'x', required: false }] }],
    ['becameRequired', { becameRequired: ['x'] }],
    ['becameOptional', { becameOptional: ['x'] }],
    ['optionsAdded', { optionsAdded: [{ $ref: '#/components/schemas/A' }] }],
    ['optionsRemoved', { optionsRemoved: [{ $ref: '#/components/schemas/A' }] }],
    ['discriminatorMappingAdded', { discriminatorMappingAdded: ['a'] }],
    ['discriminatorMappingRemoved', { discriminatorMappingRemoved: ['a'] }],
  ];
  it.each(changes)('counts a change of %s as its own', (_, change) => {
    expect(hasOwnChanges({ ...emptySchemaDiff(undefined), ...change } as SchemaDiff)).toBe(true);
  });

  it('does not count a nested diff or the dirty mark as its own change', () => {
    const diff = { ...emptySchemaDiff(undefined), dirty: true, children: [{ segment: 'x', diff: { ...emptySchemaDiff(undefined), becameRequired: ['y'] } }] };
    expect(hasOwnChanges(diff)).toBe(false);
  });

  it('compares closed value lists member by member, by value, and a list appearing or going away as presence', () => {
    const members = emptySchemaDiff(undefined);
    diffEnums(members, ['a', 1, { x: 1 }], ['a', '1', { x: 1 }]);
    expect(members.enumAdded).toEqual(['1']);
    expect(members.enumRemoved).toEqual([1]);
    expect(members.enumPresence).toBeUndefined();
    const appeared = emptySchemaDiff(undefined);
    diffEnums(appeared, undefined, ['a']);
    expect(appeared.enumPresence).toEqual({ from: false, to: true, values: ['a'] });
    const gone = emptySchemaDiff(undefined);
    diffEnums(gone, ['b'], undefined);
    expect(gone.enumPresence).toEqual({ from: true, to: false, values: ['b'] });
    const free = emptySchemaDiff(undefined);
    diffEnums(free, undefined, undefined);
    expect(hasOwnChanges(free)).toBe(false);
  });
});

describe('settleDiffs', () => {
  it('marks each diff with a change of its own and every diff that reaches one, through cycles, and no other', () => {
    const changed = { ...emptySchemaDiff(undefined), becameRequired: ['x'] };
    const [parent, grandparent, loopA, loopB, clean, cleanParent] = Array.from({ length: 6 }, () => emptySchemaDiff(undefined));
    const unchanged = unchangedSchemaDiff(undefined);
    const link = (from: SchemaDiff, to: SchemaDiff) => from.children.push({ segment: 's', diff: to });
    link(parent!, changed);
    link(grandparent!, parent!);
    link(loopA!, loopB!);
    link(loopB!, loopA!);
    link(loopB!, grandparent!);
    link(cleanParent!, clean!);
    link(cleanParent!, unchanged);
    const all = [cleanParent!, loopA!, changed, clean!, loopB!, grandparent!, parent!, unchanged];
    settleDiffs(all);
    expect(all.map((diff) => diff.dirty)).toEqual([false, true, true, false, true, true, true, false]);
  });
});
