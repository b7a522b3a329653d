/**
 * A component that is nothing but an enum is exported once, under its enum's name; every other
 * form of enum component (nullable, with a value the enum type leaves out, with a shape of its
 * own, or whose enum name another export holds) keeps a schema type of its own.
 */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';

function schemaTypesOf(schemas: Record<string, object>) {
  const document = {
    openapi: '3.0.3',
    info: { title: 'Enums', version: '1' },
    paths: { '/v1/things': { get: { operationId: 'Things V1#List', responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: Object.fromEntries(Object.keys(schemas).map((name) => [name, { $ref: `#/components/schemas/${name}` }])) } } } } } } } },
    components: { schemas },
  } as unknown as OpenApiDocument;
  return Object.fromEntries(fixtureModel(document).schemaTypes.map(({ name, typeName, enumExport }) => [name, `${typeName}${enumExport ? ' (enum)' : ''}`]));
}

describe('buildSchemaTypes for enum components', () => {
  it('exports a plain enum component under its enum name, and gives every other form a schema type', () => {
    expect(
      schemaTypesOf({
        Plain: { type: 'string', enum: ['a', 'b'] },
        Numbered: { type: 'integer', enum: [1, 2] },
        Nullable: { type: 'string', enum: ['a'], nullable: true },
        WithNull: { type: 'string', enum: ['a', null] },
        Repeated: { type: 'string', enum: ['a', 'a'] },
        Shaped: { type: 'object', enum: [{ a: 1 }, 'x'], properties: {} },
        Listed: { type: 'array', items: { type: 'string' }, enum: ['x'] },
        Negated: { enum: ['x'], not: { type: 'integer' } },
        ApiErrorBody: { type: 'string', enum: ['x'] },
        Thing: { type: 'object', properties: { kind: { type: 'string', enum: ['x'] } } },
        ThingKind: { type: 'string', enum: ['y'] },
        intrinsic: { type: 'string', enum: ['z'] },
      }),
    ).toEqual({
      Plain: 'Plain (enum)',
      Numbered: 'Numbered (enum)',
      // Their enum export holds the component's name, so the schema type is suffixed.
      Nullable: 'NullableSchema',
      WithNull: 'WithNullSchema',
      Repeated: 'RepeatedSchema',
      Shaped: 'ShapedSchema',
      Listed: 'ListedSchema',
      Negated: 'NegatedSchema',
      // The enum name of a runtime shape's name is not the component's: a schema type of its own.
      ApiErrorBody: 'ApiErrorBodySchema',
      Thing: 'Thing',
      // Thing.kind's enum sorts first and takes ThingKind; the component's enum is ThingKind2, exported as it.
      ThingKind: 'ThingKind2 (enum)',
      // A name TypeScript refuses for a declared type.
      intrinsic: 'intrinsicSchema',
    });
  });
});
