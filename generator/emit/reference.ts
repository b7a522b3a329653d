/**
 * reference.md: every named method with its HTTP call and summary, one table per resource, so
 * the package documents both call styles side by side without opening the types.
 */
import type { ApiModel, OperationModel } from '../model/types.ts';
import { escapeMarkdown, markdownCode, oneLine } from '../text/markdown.ts';
import { notice, type EmittedFile } from './files.ts';
import { methodPath, resourceGroups, successorName } from './resource-methods.ts';
import { REFERENCE_DOC } from './package-layout.ts';

export function emitReference(model: ApiModel): EmittedFile {
  const byId = new Map(model.operations.map((operation) => [operation.operationId, operation]));
  const lines = [
    `<!-- ${notice('generator/emit/reference.ts')} -->`,
    '',
    `# ${escapeMarkdown(oneLine(model.title))}: named methods`,
    '',
    `${model.operations.length} operations. Each named method takes one argument (path parameters, query and body fields by name;`,
    'the body under `body` where a field shares a parameter\'s name) and per-call options, and resolves to the response data;',
    '`.withResponse()` gives `{ data, response }`. List methods are also async-iterable over every record.',
  ];
  for (const [resource, operations] of resourceGroups(model)) {
    lines.push('', `## ${markdownCode(`client.${resource}`)}`, '', '| method | HTTP call | summary |', '| --- | --- | --- |');
    for (const operation of operations) lines.push(row(operation, byId));
  }
  return { path: REFERENCE_DOC, content: `${lines.join('\n')}\n` };
}

function row(operation: OperationModel, byId: ReadonlyMap<string, OperationModel>): string {
  const method = `${markdownCode(`${methodPath(operation)}()`)}${operation.paginated ? ' (iterable)' : ''}`;
  // A path and a successor the model does not know are spec text too: a CR in either would end the row.
  const call = `${operation.method.toUpperCase()} ${markdownCode(oneLine(operation.path))}`;
  const deprecated = operation.deprecated ? ` **Deprecated**${operation.successor ? `: use ${markdownCode(oneLine(successorName(operation.successor, byId)))}` : ''}.` : '';
  return `| ${method} | ${call} | ${escapeMarkdown(oneLine(operation.summary ?? ''))}${deprecated} |`;
}
