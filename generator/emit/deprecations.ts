/** deprecations.ts: the `deprecations` list: every deprecated operation, parameter and property, with its successor. */
import { StructureKind, type Project } from 'ts-morph';
import type { ApiModel } from '../model/types.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { constStatement, createEmitProject, keyword, literalType, printModule, printNode, readonlyArray, typeRef, union , type Statement } from './syntax.ts';
import { DEPRECATIONS_MODULE } from './package-layout.ts';

export function emitDeprecations(model: ApiModel, project: Project = createEmitProject()): EmittedFile {
  const optionalString = (name: string, doc: string) => ({ name, hasQuestionToken: true, isReadonly: true, docs: [doc], type: printNode(keyword('string')) });
  const statements: Statement[] = [
    {
      kind: StructureKind.Interface,
      isExported: true,
      name: 'Deprecation',
      docs: ['Something the API document deprecates.'],
      properties: [
        { name: 'kind', isReadonly: true, type: printNode(union(['operation', 'parameter', 'property'].map((kind) => literalType(kind)))) },
        { name: 'target', isReadonly: true, docs: ['An operationId, `operationId in.name` for a parameter, `Schema.property` for a property.'], type: printNode(keyword('string')) },
        optionalString('method', 'Operations: the HTTP method.'),
        optionalString('path', 'Operations: the path.'),
        optionalString('successor', 'What to use instead, when the document says.'),
      ],
    },
    constStatement({ name: 'deprecations', doc: 'Everything deprecated: operations (with their parameters) by path, then schema properties.', type: readonlyArray(typeRef('Deprecation')), value: model.deprecations.map(({ kind, target, method, path, successor }) => ({ kind, target, method, path, successor })) }),
  ];
  return tsFile(DEPRECATIONS_MODULE, 'deprecations.ts', printModule(project, statements));
}
