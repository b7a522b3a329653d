/**
 * enums.ts: every enum as an `as const` array plus a union type of the same name. Response-side
 * unions stay open (`| (string & {})`): the API adds values without notice. Request-side are closed.
 */
import { StructureKind, type Project } from 'ts-morph';
import type { ApiModel, EnumModel } from '../model/types.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { constStatement, createEmitProject, indexed, keyword, openTo, printModule, printNode, typeOf, union , type Statement } from './syntax.ts';
import { ENUMS_MODULE } from './package-layout.ts';

export function emitEnums(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const statements = model.enums.flatMap((enumModel): Statement[] => [
    constStatement({ name: enumModel.name, doc: describe(enumModel), value: enumModel.values, asConst: true }),
    { kind: StructureKind.TypeAlias, isExported: true, name: enumModel.name, docs: [describe(enumModel)], type: printNode(unionType(enumModel)) },
  ]);
  return tsFile(ENUMS_MODULE, 'enums.ts', printModule(project, statements));
}

function describe({ owner, segments, side }: EnumModel): string {
  const where = [owner, ...segments.filter((segment) => segment !== '[]')].join('.');
  return side === 'response' ? `\`${where}\`. Open: the API may send values not listed here.` : `\`${where}\`. Closed: the API accepts only these values.`;
}

function unionType(enumModel: EnumModel) {
  const listed = indexed(typeOf(enumModel.name), keyword('number'));
  if (enumModel.side === 'request') return listed;
  const kinds = new Set(enumModel.values.map((value) => typeof value));
  return union([
    listed,
    ...(kinds.has('string') ? [openTo('string')] : []),
    ...(kinds.has('number') ? [openTo('number')] : []),
  ]);
}
