/** errors.ts: the error body the reference documents, for operations whose document declares none. */
import { StructureKind, type Project } from 'ts-morph';
import type { ApiModel, ShapeProperty } from '../model/types.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { createEmitProject, factory, keyword, printModule, printNode, typeRef, type Statement } from './syntax.ts';
import { CLIENT_ENTRY } from './tables.ts';
import { ERRORS_MODULE } from './package-layout.ts';

export function emitErrors(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const fromRuntime = [...new Set(model.errorShapes.flatMap((shape) => shape.properties.flatMap(({ type }) => (type.kind === 'runtime' ? [type.name] : []))))].sort();
  const imports: Statement[] = fromRuntime.length > 0 ? [{ kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: CLIENT_ENTRY, namedImports: fromRuntime }] : [];
  const shapes = model.errorShapes.map(
    (shape): Statement => ({
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
  return tsFile(ERRORS_MODULE, 'errors.ts', printModule(project, [...imports, ...shapes]));
}

function propertyType({ type }: ShapeProperty) {
  if (type.kind === 'primitive') return keyword(type.name);
  const named = typeRef(type.name);
  return type.array ? factory.createArrayTypeNode(named) : named;
}
