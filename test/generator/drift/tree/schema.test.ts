import { describe, expect, it } from 'vitest';
import { SchemaDiffer } from '../../../../generator/drift/tree/schema.ts';
import { object, ref, spec } from '../fixtures.ts';

const differ = (oldSchemas: Record<string, unknown>, newSchemas: Record<string, unknown>) => {
  const schemas = new SchemaDiffer(spec({ schemas: oldSchemas }), spec({ schemas: newSchemas }));
  return schemas;
};

describe('SchemaDiffer', () => {
  it('diffs properties, required, enums, constraints and nested items through refs', () => {
    const before = { Entry: object({ id: { type: 'string' }, layer_id: { type: 'string' }, kind: { type: 'string', enum: ['a', 'b'] }, note: { type: 'string', maxLength: 10 } }, ['id', 'layer_id']) };
    const after = { Entry: object({ id: { type: 'string' }, kind: { type: 'string', enum: ['b', 'c'] }, note: { type: 'string', maxLength: 5 }, extra: { type: 'integer' } }, ['extra']) };
    const schemas = differ(before, after);
    const diff = schemas.diff({ type: 'array', items: ref('Entry') }, { type: 'array', items: ref('Entry') });
    schemas.settle();
    const entry = diff.children[0]!.diff;
    expect(diff.children[0]!.segment).toBe('[]');
    expect(entry.component).toBe('Entry');
    expect(entry.propertiesRemoved).toEqual([{ name: 'layer_id', required: true }]);
    expect(entry.propertiesAdded).toEqual([{ name: 'extra', required: true }]);
    expect(entry.becameOptional).toEqual(['id']);
    const kind = entry.children.find((child) => child.segment === 'kind')!.diff;
    expect(kind.enumAdded).toEqual(['c']);
    expect(kind.enumRemoved).toEqual(['a']);
    const note = entry.children.find((child) => child.segment === 'note')!.diff;
    expect(note.constraints).toEqual([{ keyword: 'maxLength', from: 10, to: 5, widened: false }]);
    expect(diff.dirty).toBe(true);
  });

  it('ends $ref cycles and shares one diff per component pair', () => {
    const node = (extra: Record<string, unknown>) => ({ Node: object({ child: ref('Node'), parent: ref('Node'), ...extra }) });
    const schemas = differ(node({}), node({ label: { type: 'string' } }));
    const diff = schemas.diff(ref('Node'), ref('Node'));
    schemas.settle();
    expect(diff.children.find((child) => child.segment === 'child')!.diff).toBe(diff);
    expect(diff.propertiesAdded).toEqual([{ name: 'label', required: false }]);
    expect(diff.dirty).toBe(true);
  });

  it('marks a cycle with no changes clean, and a parent of a changed cycle dirty', () => {
    const cycle = { A: object({ b: ref('B') }), B: object({ a: ref('A'), leaf: ref('Leaf') }) };
    const clean = differ({ ...cycle, Leaf: { type: 'string' } }, { ...cycle, Leaf: { type: 'string' } });
    const unchanged = clean.diff(ref('A'), ref('A'));
    clean.settle();
    expect(unchanged.dirty).toBe(false);

    const changed = differ({ ...cycle, Leaf: { type: 'string' } }, { ...cycle, Leaf: { type: 'integer' } });
    const root = changed.diff(ref('A'), ref('A'));
    changed.settle();
    expect(root.dirty).toBe(true);
  });

  it('ignores descriptions, examples, titles and property order', () => {
    const before = { E: { type: 'object', description: 'old', example: { a: 1 }, properties: { a: { type: 'string', description: 'x' }, b: { type: 'integer' } }, required: ['a', 'b'] } };
    const after = { E: { type: 'object', description: 'new', examples: [1], title: 'T', properties: { b: { type: 'integer', example: 3 }, a: { type: 'string', description: 'y' } }, required: ['b', 'a'] } };
    const schemas = differ(before, after);
    const diff = schemas.diff(ref('E'), ref('E'));
    schemas.settle();
    expect(diff.dirty).toBe(false);
  });

  it('folds allOf members into one object', () => {
    const schemas = differ(
      { Base: object({ id: { type: 'string' } }, ['id']), E: { allOf: [ref('Base'), object({ name: { type: 'string' } })] } },
      { Base: object({ id: { type: 'string' } }), E: { allOf: [ref('Base'), object({ name: { type: 'string' } })] } },
    );
    const diff = schemas.diff(ref('E'), ref('E'));
    schemas.settle();
    expect(diff.becameOptional).toEqual(['id']);
  });

  it('folds every keyword of allOf members: enum, nullable, format, bounds, pattern, items', () => {
    const member = (extra: Record<string, unknown>) => ({ Base: { type: 'string', ...extra }, E: { allOf: [ref('Base')], description: 'd' } });
    const schemas = differ(member({ enum: ['a', 'b'], maxLength: 10, format: 'uuid' }), member({ enum: ['a'], maxLength: 5, format: 'ulid', nullable: true, pattern: '^a' }));
    const diff = schemas.diff(ref('E'), ref('E'));
    schemas.settle();
    expect(diff.enumRemoved).toEqual(['b']);
    expect(diff.format).toEqual({ from: 'uuid', to: 'ulid' });
    expect(diff.nullable).toEqual({ from: false, to: true });
    expect(diff.constraints.map((change) => change.keyword).sort()).toEqual(['maxLength', 'pattern']);
  });

  it('records nullable, type, format and deprecation with the successor', () => {
    const schemas = differ(
      { E: object({ v: { type: 'string', format: 'uuid' }, w: { type: 'string' }, n: { type: 'string' } }) },
      { E: object({ v: { type: 'string', format: 'ulid' }, w: { type: 'integer' }, n: { type: 'string', nullable: true, deprecated: true, 'x-successor': 'm' } }) },
    );
    const diff = schemas.diff(ref('E'), ref('E'));
    schemas.settle();
    const child = (name: string) => diff.children.find((c) => c.segment === name)!.diff;
    expect(child('v').format).toEqual({ from: 'uuid', to: 'ulid' });
    expect(child('w').type).toEqual({ from: 'string', to: 'integer', widened: false, narrowed: false });
    expect(child('n').nullable).toEqual({ from: false, to: true });
    expect(child('n').deprecated).toEqual({ from: false, to: true, successor: 'm' });
  });
});

describe('SchemaDiffer: OpenAPI 3.1 type arrays and cycles through wrappers', () => {
  it('compares type arrays as sets and null in a type array as nullability', () => {
    const schemas = differ(
      { E: object({ a: { type: ['string', 'null'] }, b: { type: 'string', nullable: true }, c: { type: ['integer', 'string'] } }) },
      { E: object({ a: { type: ['null', 'string'] }, b: { type: ['string', 'null'] }, c: { type: ['string', 'integer'] } }) },
    );
    const diff = schemas.diff(ref('E'), ref('E'));
    schemas.settle();
    expect(diff.dirty).toBe(false);
  });

  it('ends a cycle reached through any wrapper (allOf, oneOf, anyOf, items, additionalProperties, not)', () => {
    const wrappers = [
      (inner: unknown) => ({ allOf: [inner] }),
      (inner: unknown) => ({ oneOf: [inner, { type: 'string' }] }),
      (inner: unknown) => ({ anyOf: [inner, { type: 'string' }] }),
      (inner: unknown) => ({ type: 'array', items: { allOf: [inner] } }),
      (inner: unknown) => ({ type: 'object', additionalProperties: { allOf: [inner] } }),
      (inner: unknown) => ({ not: { allOf: [inner] } }),
    ];
    for (const wrap of wrappers) {
      const self = (extra: Record<string, unknown>) => ({ Self: { ...object({ child: wrap(ref('Self')), ...extra }), allOf: [ref('Self')] } });
      const schemas = differ(self({}), self({ label: { type: 'string' } }));
      const diff = schemas.diff(ref('Self'), ref('Self'));
      schemas.settle();
      expect(diff.propertiesAdded).toEqual([{ name: 'label', required: false }]);
    }
  });
});
