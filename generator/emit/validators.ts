/**
 * validators.ts: one check per success body and per webhook event payload, compiled from the
 * model's validation shapes into calls of runtime/validation/checks.ts. Written compact, one
 * line per component and not through prettier: it is the package's largest file per schema, and
 * its bytes ship (`make bench` weighs them). Every spec string is a printed string literal.
 */
import type { ApiModel } from '../model/types.ts';
import type { Shape, ValidatedRoot } from '../model/validation-shapes.ts';
import { tsFile, type EmittedFile } from './files.ts';
import { stringLiteral } from './string-literal.ts';
import { VALIDATORS_MODULE } from './package-layout.ts';

const CHECKS_MODULE = './runtime/validation/checks.js';
/** Gives the response checks the code that runs them: a client handed them needs no other import. */
const RESPONSE_VALIDATION_MODULE = './runtime/client/response-validation.js';

export function emitValidators(model: ApiModel): EmittedFile {
  const { components, responses, events } = model.validation;
  const identifiers = new Map(components.map(({ name }, index) => [name, `c${index}`]));
  const defined = new Set<string>();
  const lines = [
    `import * as $ from ${stringLiteral(CHECKS_MODULE)};`,
    `import { withResponseValidation, type ResponseCheckTable } from ${stringLiteral(RESPONSE_VALIDATION_MODULE)};`,
    '',
  ];
  for (const { name, shape } of components) {
    // Numbered, not named: a name is spec text, and `$.o`'s first argument already says which component it is.
    lines.push(`const ${identifiers.get(name)}: $.Check = ${print(shape, identifiers, defined)};`);
    defined.add(name);
  }
  const table = (roots: readonly ValidatedRoot[]) => roots.map((root) => `  [${stringLiteral(root.key)}, ${print(root.shape, identifiers, defined)}, ${stringLiteral(root.root)}],`);
  // An array literal, not push's arguments: 100,000 operations spread into a call overflow the stack.
  const tables = [
    '',
    '/** The success body check of each operation with a JSON body, by operationId; it carries the code that runs them. */',
    `export const responseValidators: ResponseCheckTable = ${PURE}withResponseValidation([`,
    ...table(responses),
    ']);',
    '',
    '/** The payload check of each webhook event, by event name. */',
    'export const eventValidators: $.CheckTable = [',
    ...table(events),
    '];',
    '',
  ];
  return tsFile(VALIDATORS_MODULE, 'validators.ts', [...lines, ...tables].join('\n'));
}

function print(shape: Shape, identifiers: ReadonlyMap<string, string>, defined: ReadonlySet<string>): string {
  const recurse = (inner: Shape) => print(inner, identifiers, defined);
  switch (shape.kind) {
    case 'any':
      return '$.x';
    case 'ref': {
      const identifier = identifiers.get(shape.name)!;
      // Defined further down only across a cycle: bound when first called.
      return defined.has(shape.name) ? identifier : call('$.l', [`() => ${identifier}`]);
    }
    case 'string':
      return shape.format === undefined && shape.minLength === undefined && shape.maxLength === undefined ? '$.s' : call('$.S', [literal(shape.format), shape.minLength, shape.maxLength]);
    case 'number': {
      const { integer, format, minimum, maximum, exclusiveMinimum, exclusiveMaximum } = shape;
      const plain = (format === undefined || format !== 'int32') && [minimum, maximum, exclusiveMinimum, exclusiveMaximum].every((bound) => bound === undefined);
      return plain ? (integer ? '$.i' : '$.n') : call('$.N', [String(integer), literal(format === 'int32' ? format : undefined), minimum, maximum, exclusiveMinimum, exclusiveMaximum]);
    }
    case 'boolean':
      return '$.b';
    case 'null':
      return '$.u';
    case 'array':
      return call('$.a', [recurse(shape.items), shape.minItems, shape.maxItems]);
    case 'object': {
      // An optional property that may hold anything has nothing to check.
      const properties = shape.properties.filter((property) => property.required || property.shape.kind !== 'any').map(({ name, shape: property, required }) => `[${stringLiteral(name)}, ${recurse(property)}${required ? ', 1' : ''}]`);
      return call('$.o', [stringLiteral(shape.owner), `[${properties.join(', ')}]`, shape.values && recurse(shape.values)]);
    }
    case 'nullable':
      return shape.shape.kind === 'any' ? '$.x' : call('$.z', [recurse(shape.shape)]);
    case 'all':
      return call('$.all', shape.members.map(recurse));
    case 'one':
      return call('$.one', shape.members.map(recurse));
  }
}

const literal = (value: string | undefined) => (value === undefined ? undefined : stringLiteral(value));

/** A JSON string literal with the line separators escaped too: JSON leaves them raw, and no generated file holds one. */

/**
 * `name(a, b)`, trailing absent arguments left out and inner ones written `undefined`. Marked pure:
 * a bundler then drops every check nothing imported reaches (a webhook-only consumer keeps the
 * events' checks, not the responses').
 */
function call(name: string, args: ReadonlyArray<string | number | undefined>): string {
  const given = [...args];
  while (given.length > 0 && given.at(-1) === undefined) given.pop();
  return `${PURE}${name}(${given.map((arg) => (arg === undefined ? 'undefined' : String(arg))).join(', ')})`;
}

const PURE = '/*#__PURE__*/';
