import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { emitErrors } from '../../../generator/emit/errors.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';

describe('emitErrors', () => {
  it('declares the reference’s error body and its parts as interfaces', () => {
    const { content } = emitErrors(fixtureModel());
    expect(content).toMatch(/export interface ApiErrorBody \{[^}]*type: string;[^}]*status: number;[^}]*request_id: string;[^}]*errors: ApiErrorDetail\[\];[^}]*rate_limit\?: ApiRateLimitInfo;\s*\}/);
    expect(content).toMatch(/export interface ApiRateLimitInfo \{[^}]*limit: number;[^}]*retry_after: string;\s*\}/);
  });

  it('types errors[] with the runtime’s own ApiErrorDetail, the element type of IncidentApiError.errors', () => {
    const { content } = emitErrors(fixtureModel());
    expect(content).toContain("import type { ApiErrorDetail } from './runtime/client/index.js';");
    expect(content).not.toMatch(/interface ApiErrorDetail\b/);
  });

  it('declares each error shape of the model with its members: name, optionality, type and documentation', () => {
    const model = fixtureModel();
    const file = ts.createSourceFile('errors.ts', emitErrors(model).content, ts.ScriptTarget.Latest, true);
    const interfaces = new Map(file.statements.filter(ts.isInterfaceDeclaration).map((declaration) => [declaration.name.text, declaration]));
    const docOf = (node: ts.Node) => ts.getJSDocCommentsAndTags(node).map((doc) => ts.getTextOfJSDocComment(doc.comment)).join('\n');
    expect([...interfaces.keys()]).toEqual(model.errorShapes.map((shape) => shape.name));
    for (const shape of model.errorShapes) {
      const declaration = interfaces.get(shape.name)!;
      expect(declaration.modifiers?.map((modifier) => modifier.getText(file))).toEqual(['export']);
      expect(docOf(declaration)).toBe(shape.description);
      const members = declaration.members.filter(ts.isPropertySignature);
      expect(members.map((member) => member.name.getText(file))).toEqual(shape.properties.map((property) => property.name));
      for (const [index, property] of shape.properties.entries()) {
        const member = members[index]!;
        expect(member.questionToken !== undefined, property.name).toBe(property.optional);
        expect(docOf(member), property.name).toBe(property.description);
        const { type } = property;
        expect(member.type!.getText(file), property.name).toBe(type.kind === 'primitive' ? type.name : `${type.name}${type.array ? '[]' : ''}`);
      }
    }
  });
});
