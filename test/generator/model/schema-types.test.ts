import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiModel } from '../../../generator/model/types.ts';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { entryExportNames } from '../../../generator/model/entry-exports.ts';
import { RESERVED_TYPE_NAMES } from '../../../generator/model/naming.ts';
import { SCHEMA_MODULE_NAMES } from '../../../generator/model/schema-types.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';
import { COLLIDING_SCHEMAS, collisionDocument } from '../../support/schema-name-collisions.ts';

/** ECMAScript's IdentifierName, which TypeScript follows. */
const isIdentifier = (name: string) => /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u.test(name);

describe('buildSchemaTypes', () => {
  let model: ApiModel;
  beforeEach(() => {
    model = fixtureModel(collisionDocument());
  });
  const typeName = (name: string) => model.schemaTypes.find((schemaType) => schemaType.name === name)?.typeName;

  it('names every component schema once, with a unique identifier no other export, reserved word or schema-module name holds', () => {
    const schemas = Object.keys(collisionDocument().components!.schemas!);
    expect(model.schemaTypes.map((schemaType) => schemaType.name).sort()).toEqual([...schemas].sort());
    const names = model.schemaTypes.map((schemaType) => schemaType.typeName);
    expect(new Set(names).size).toBe(names.length);
    const others = entryExportNames(model);
    for (const schemaType of model.schemaTypes) {
      expect(isIdentifier(schemaType.typeName), schemaType.typeName).toBe(true);
      expect(RESERVED_TYPE_NAMES.has(schemaType.typeName), schemaType.typeName).toBe(false);
      expect(SCHEMA_MODULE_NAMES.includes(schemaType.typeName), schemaType.typeName).toBe(false);
      // Only a component that is itself an enum shares its name with an export: that enum's own type.
      expect(others.has(schemaType.typeName), schemaType.typeName).toBe(schemaType.enumExport);
    }
  });

  it('gives a schema whose name another export or a reserved word holds the Schema suffix', () => {
    const suffixed = [
      ...COLLIDING_SCHEMAS.enumName,
      ...COLLIDING_SCHEMAS.nullableEnumItself,
      ...COLLIDING_SCHEMAS.runtimeExport,
      ...COLLIDING_SCHEMAS.generatedExport,
      ...COLLIDING_SCHEMAS.versionNamespace,
      ...COLLIDING_SCHEMAS.schemaModule,
      ...COLLIDING_SCHEMAS.reservedWord,
    ];
    for (const name of suffixed) expect(typeName(name)).toBe(`${name}Schema`);
  });

  it('lets a component that is nothing but an enum be named by its enum export, the same type', () => {
    expect(model.schemaTypes.find((schemaType) => schemaType.name === 'Colour')).toEqual({ name: 'Colour', typeName: 'Colour', enumExport: true });
    expect(model.enums.some((enumModel) => enumModel.name === 'Colour' && enumModel.pointer === '#/components/schemas/Colour')).toBe(true);
    expect(model.schemaTypes.filter((schemaType) => schemaType.enumExport).map((schemaType) => schemaType.name)).toEqual(['Colour']);
  });

  it('keeps a name for the schema that is exactly it; the others follow in code-point order of their keys', () => {
    expect(COLLIDING_SCHEMAS.droppedCharacters.map(typeName)).toEqual(['WidgetV2', 'WidgetV2_3', 'WidgetV2_4', 'WidgetV2_2']);
    expect(['2fa', 'a/b', '---', 'Schema'].map(typeName)).toEqual(['_2fa', 'aB', 'U2DU2DU2D', 'Schema']);
    for (const name of COLLIDING_SCHEMAS.notAnIdentifier) expect(isIdentifier(typeName(name)!), name).toBe(true);
  });

  it('leaves a global the generated modules never read to the schema', () => {
    for (const name of COLLIDING_SCHEMAS.globalButUnused) expect(typeName(name)).toBe(name);
  });

  it('does not depend on the order the document lists its schemas in', () => {
    const document = collisionDocument();
    const reversed = { ...document, components: { schemas: Object.fromEntries(Object.entries(document.components!.schemas!).reverse()) } } as OpenApiDocument;
    expect(fixtureModel(reversed).schemaTypes).toEqual(model.schemaTypes);
  });
});
