/**
 * An enum appearing on or disappearing from a field is a change of its own (the generated type
 * narrows from a free value to a closed union, or widens back): the tree records it as presence,
 * never as members added or removed, and only lists on both sides are compared member by member.
 */
import { describe, expect, it } from 'vitest';
import { SchemaDiffer } from '../../../../generator/drift/tree/schema.ts';
import { diff, jsonContent, object, ok, ref, spec } from '../fixtures.ts';

const free = object({ kind: { type: 'string' } }, ['kind']);
const listed = object({ kind: { type: 'string', enum: ['a', 'b'] } }, ['kind']);

const asRequest = (thing: unknown) =>
  spec({ paths: { '/v1/things': { post: { operationId: 'Things V1#Create', requestBody: { required: true, ...jsonContent(ref('Thing')) }, responses: ok({ type: 'string' }) } } }, schemas: { Thing: thing as never } });
const asResponse = (thing: unknown) => spec({ paths: { '/v1/things': { get: { operationId: 'Things V1#List', responses: ok(ref('Thing')) } } }, schemas: { Thing: thing as never } });

function kindDiff(before: unknown, after: unknown) {
  const differ = new SchemaDiffer(spec({ schemas: { Thing: before as never } }), spec({ schemas: { Thing: after as never } }));
  const root = differ.diff(ref('Thing'), ref('Thing'));
  differ.settle();
  return root.children.find((child) => child.segment === 'kind')!.diff;
}

describe('enum presence', () => {
  it.each([
    ['appears', free, listed],
    ['disappears', listed, free],
  ])('an enum that %s is recorded as presence, with no member added or removed', (what, before, after) => {
    const kind = kindDiff(before, after);
    expect({ added: kind.enumAdded, removed: kind.enumRemoved, dirty: kind.dirty }).toEqual({ added: [], removed: [], dirty: true });
    expect(kind.enumPresence).toMatchObject({ from: what === 'disappears', to: what === 'appears' });
  });

  it.each([
    ['appears', free, listed],
    ['disappears', listed, free],
  ])('an enum that %s reports no enum-value change from a request or a response', (_, before, after) => {
    for (const place of [asRequest, asResponse]) expect(diff(place(before), place(after)).filter((change) => /enum-value/.test(change.id))).toEqual([]);
  });

  it('an enum kept on both sides is still compared member by member', () => {
    const kind = kindDiff(listed, object({ kind: { type: 'string', enum: ['b', 'c'] } }, ['kind']));
    expect({ added: kind.enumAdded, removed: kind.enumRemoved }).toEqual({ added: ['c'], removed: ['a'] });
  });
});
