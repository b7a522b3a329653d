/**
 * One operation's call as docs show it (resources.ts's `@example`, the package README): the named
 * method with its required path, query and header parameters and required body fields by name,
 * each with the document's example value. Spec text goes in raw as JavaScript literals; printModule
 * escapes every doc (emit/escape.ts), and Markdown code blocks hold them as they are.
 */
import type { ExampleValue, OperationModel } from '../model/types.ts';
import { methodPath } from './resource-methods.ts';
import { keyText } from './syntax.ts';

/** `client.incidentsV2.create({ idempotency_key: 'alert-200', visibility: 'public' })`, as a statement. */
export function operationExample(operation: OperationModel): string {
  let members = operation.parameters.filter((parameter) => parameter.required).map((parameter) => `${keyText(parameter.name)}: ${literal(parameter.example ?? 'text')}`);
  const fields = (operation.requestBody?.requiredFields ?? []).map((field) => `${keyText(field.name)}: ${literal(field.example)}`);
  const parameterNames = new Set(operation.parameters.map((parameter) => parameter.name));
  const nested = operation.requestBody !== undefined && (operation.requestBody.fields === undefined || operation.requestBody.fields.some((field) => parameterNames.has(field)));
  // A body of no known required field is shown as the caller's own `body`.
  if (nested) members.push(fields.length > 0 ? `body: { ${fields.join(', ')} }` : 'body');
  else members = [...members, ...fields];
  const args = members.length > 0 ? `{ ${members.join(', ')} }` : '';
  const call = `${methodPath(operation)}(${args})`;
  return operation.paginated ? `for await (const record of ${call}) console.log(record);` : `const data = await ${call};`;
}

function literal(value: ExampleValue): string {
  if (typeof value === 'string') return `'${JSON.stringify(value).slice(1, -1).replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${keyText(key)}: ${literal(item)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return String(value);
}
