/** errors.ts: the error body the reference documents, for operations whose document declares none. */
import { StructureKind, type InterfaceDeclarationStructure, type Project } from 'ts-morph';
import type { ApiModel, ShapeProperty } from '../model/types.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { createEmitProject, factory, keyword, printModule, printNode, typeRef } from './syntax.ts';

export const ERRORS_MODULE = 'errors.ts';

export function emitErrors(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const statements = model.errorShapes.map(
    (shape): InterfaceDeclarationStructure => ({
      kind: StructureKind.Interface,
      isExported: true,
      name: shape.name,
      docs: [shape.description],
      properties: shape.properties.map((property) => ({
        name: property.name,
        hasQuestionToken: property.optional,
        docs: [property.description],
        type: printNode(propertyType(property)),
      })),
    }),
  );
  return tsFile(ERRORS_MODULE, 'errors.ts', printModule(project, ERRORS_MODULE, statements));
}

function propertyType({ type }: ShapeProperty) {
  if (type.kind === 'primitive') return keyword(type.name);
  const named = typeRef(type.name);
  return type.array ? factory.createArrayTypeNode(named) : named;
}
