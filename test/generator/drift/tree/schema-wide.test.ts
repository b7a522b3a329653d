/**
 * The schema diff over lists far longer than the real ones: no list is spread into a call's
 * arguments (200,000 entries overflow the stack). Attacked: union options added and removed,
 * required names folded from allOf members, enum values.
 */
import { describe, expect, it } from 'vitest';
import { SchemaDiffer } from '../../../../generator/drift/tree/schema.ts';
import { spec } from '../fixtures.ts';

const WIDE = 200_000;
const range = (count: number) => Array.from({ length: count }, (_, index) => index);
/** Options are matched by the component they name: distinct names are added and removed, never compared. */
const option = (index: number) => ({ $ref: `#/components/schemas/O${index}` });

describe('SchemaDiffer on 200,000 entries', () => {
  it.each(['oneOf', 'anyOf'] as const)('lists 200,000 %s options added and 200,000 removed', (keyword) => {
    const differ = new SchemaDiffer(spec({}), spec({}));
    const diff = differ.diff({ [keyword]: range(WIDE).map(option) }, { [keyword]: range(WIDE).map((index) => option(WIDE + index)) });
    expect(diff.optionsAdded).toHaveLength(WIDE);
    expect(diff.optionsRemoved).toHaveLength(WIDE);
  });

  it('folds an allOf member requiring 200,000 names', () => {
    const names = range(WIDE).map((index) => `p${index}`);
    const member = (required: string[]) => ({ type: 'object', required, properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])) });
    const diff = new SchemaDiffer(spec({}), spec({})).diff({ allOf: [member(names)] }, { allOf: [member([])] });
    expect(diff.becameOptional).toHaveLength(WIDE);
  });

  it('compares enums of 200,000 values', () => {
    const values = range(WIDE).map((index) => `v${index}`);
    const diff = new SchemaDiffer(spec({}), spec({})).diff({ type: 'string', enum: values }, { type: 'string', enum: [...values.slice(1), 'new'] });
    expect(diff.enumRemoved).toEqual(['v0']);
    expect(diff.enumAdded).toEqual(['new']);
  });
});
