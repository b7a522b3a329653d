import type { OpenApiDocument } from '../load/document.ts';
import { refName, isRef, unescapePointerToken } from '../load/refs.ts';
import { absentOperationPointer, child, descend, follow, isObject, nearestExisting, operationIndex, type Located } from './pointer-nodes.ts';
import { isKeywordStep } from './tree/keyword-steps.ts';
import { isNullOption } from './tree/schema-facts.ts';

/** Where a change sits in a document: `exact` is false when only an ancestor exists there (a removal asked of the new document). */
export interface ChangeSite {
  pointer: string;
  exact: boolean;
}

/**
 * The JSON pointer in `document` where a change sits: the operation or event (`/paths/~1v2~1x/get`),
 * and within it the node its location names (`ScheduleEntryV2.layer_id` ->
 * `/components/schemas/ScheduleEntryV2/properties/layer_id`, `[]` -> items, `{}` -> additional
 * properties, `(#0)` -> the first inline `oneOf`/`anyOf` option, a parameter by name). When that
 * node is absent, its nearest existing ancestor: a removal is shown at its parent in the new file.
 */
export function changePointer(change: { operation: string | null; location: string | null }, document: OpenApiDocument): string | undefined {
  return locateChange(change, document).pointer;
}

export function locateChange(change: { operation: string | null; location: string | null }, document: OpenApiDocument): ChangeSite {
  const operation = change.operation === null ? undefined : operationIndex(document).get(change.operation);
  const fallback: ChangeSite = operation
    ? { pointer: operation.pointer, exact: change.location === null }
    : { pointer: change.operation === null ? '' : nearestExisting(document, absentOperationPointer(change.operation)), exact: change.operation === null && change.location === null };
  if (change.location === null) return fallback;
  let best = componentWalk(document, change.location);
  if (best?.remaining === 0) return { pointer: best.node.pointer, exact: true };
  for (const walked of operation ? inlineWalks(document, operation, change.location) : []) {
    if (walked.remaining === 0) return { pointer: walked.node.pointer, exact: true };
    if (!best || walked.remaining < best.remaining) best = walked;
  }
  return best ? { pointer: best.node.pointer, exact: false } : fallback;
}

/**
 * A component location's walk, once per document and location: a change inside a component is
 * reported at every operation reaching it, thousands of times in a large report.
 */
const componentWalksByDocument = new WeakMap<object, Map<string, Walked | undefined>>();

function componentWalk(document: OpenApiDocument, location: string): Walked | undefined {
  let known = componentWalksByDocument.get(document);
  if (!known) componentWalksByDocument.set(document, (known = new Map()));
  if (known.has(location)) return known.get(location);
  let best: Walked | undefined;
  for (const walked of componentWalks(document, location)) {
    if (!best || walked.remaining < best.remaining) best = walked;
    if (walked.remaining === 0) break;
  }
  known.set(location, best);
  return best;
}

/** How far a location's path was followed: the node reached and how many characters of the path were left. */
interface Walked {
  node: Located;
  remaining: number;
}

/** `ScheduleEntryV2.layer_id` below `/components/schemas/ScheduleEntryV2`: every split a dotted component name allows, longest first. */
function* componentWalks(document: OpenApiDocument, location: string): Generator<Walked> {
  const schemas = child({ value: document, pointer: '' }, 'components', 'schemas');
  if (!schemas || !isObject(schemas.value)) return;
  for (let end = location.length; end > 0; end = location.lastIndexOf('.', end - 1)) {
    const name = location.slice(0, end);
    const component = Object.hasOwn(schemas.value, name) ? child(schemas, name) : undefined;
    if (component) yield walk(document, component, location.slice(end + 1), true);
  }
}

/**
 * A location owned by the operation's type name (an inline schema): the path goes on from a
 * parameter (by name), the request body or a response body, whichever holds it; the first holds
 * a location that names the body alone.
 */
function* inlineWalks(document: OpenApiDocument, operation: Located, location: string): Generator<Walked> {
  const dot = location.indexOf('.');
  const path = dot < 0 ? '' : location.slice(dot + 1);
  const resolved = follow(document, operation);
  for (const holder of [resolved, follow(document, { value: parentOf(document, resolved.pointer), pointer: resolved.pointer.slice(0, resolved.pointer.lastIndexOf('/')) })]) {
    const parameters = child(holder, 'parameters');
    if (!parameters || !Array.isArray(parameters.value)) continue;
    for (let index = 0; index < parameters.value.length; index++) {
      const parameter = follow(document, child(parameters, String(index))!);
      const name = isObject(parameter.value) ? parameter.value.name : undefined;
      if (typeof name !== 'string' || !startsSegment(path, name)) continue;
      const schema = child(parameter, 'schema');
      const rest = path.slice(name.length);
      yield rest === '' || !schema ? { node: parameter, remaining: rest.length } : walk(document, schema, rest, false);
    }
  }
  // A body that holds none of the path says nothing about where the change is: the operation does.
  for (const body of bodySchemas(document, resolved)) {
    const walked = walk(document, body, path, true);
    if (path === '' || walked.remaining < path.length) yield walked;
  }
}

/** The value one level above a pointer (the path item above an operation). */
function parentOf(document: unknown, pointer: string): unknown {
  const tokens = pointer.split('/').slice(1, -1);
  return descend({ value: document, pointer: '' }, tokens.map(unescapePointerToken))?.value;
}

/** The request body's schemas, then each response's, in document order. */
function bodySchemas(document: unknown, operation: Located): Located[] {
  const schemasOf = (holder: Located | undefined): Located[] => {
    if (!holder) return [];
    const content = child(follow(document, holder), 'content');
    if (!content || !isObject(content.value)) return [];
    return Object.keys(content.value).flatMap((media) => child(content, media, 'schema') ?? []);
  };
  const responses = child(operation, 'responses');
  const statuses = responses && isObject(responses.value) ? Object.keys(responses.value) : [];
  return [...schemasOf(child(operation, 'requestBody')), ...statuses.flatMap((status) => schemasOf(child(responses!, status)))];
}

/** True when `path` starts with `name` and the segment ends there. */
const startsSegment = (path: string, name: string) => path.startsWith(name) && (path.length === name.length || path[name.length] === '.' || path.startsWith('[]', name.length) || path.startsWith('{}', name.length));

/**
 * Follows a rendered field path (`schedule_entries[].layer_id`, walk.ts's renderPath) through a
 * schema: property names, `[]`, `{}`, `(<option>)`, each through `$ref`s and `allOf` members.
 * Names may hold dots, so every property that fits is tried, longest first.
 */
function walk(document: unknown, start: Located, path: string, atStart: boolean): Walked {
  let best: Walked = { node: start, remaining: path.length };
  if (path === '') return best;
  for (const [next, rest, nextAtStart] of steps(document, start, path, atStart)) {
    const walked = walk(document, next, rest, nextAtStart);
    if (walked.remaining === 0) return walked;
    if (walked.remaining < best.remaining) best = walked;
  }
  return best;
}

function steps(document: unknown, start: Located, path: string, atStart: boolean): Array<[Located, string, boolean]> {
  const members = schemaMembers(document, start);
  if (path.startsWith('[]')) return members.flatMap((member) => child(member, 'items') ?? []).map((items) => [items, path.slice(2), false]);
  if (path.startsWith('{}')) return members.flatMap((member) => child(member, 'additionalProperties') ?? []).filter((node) => isObject(node.value)).map((values) => [values, path.slice(2), false]);
  if (!atStart && !path.startsWith('.')) return [];
  const name = atStart ? path : path.slice(1);
  const found: Array<[Located, string, boolean]> = [];
  for (const member of members) {
    const properties = child(member, 'properties');
    if (properties && isObject(properties.value)) {
      for (const property of Object.keys(properties.value)) if (startsSegment(name, property)) found.push([child(properties, property)!, name.slice(property.length), false]);
    }
    for (const keyword of ['oneOf', 'anyOf']) for (const [option, label] of optionsOf(member, keyword)) if (startsSegment(name, `(${label})`)) found.push([option, name.slice(label.length + 2), false]);
    const step = KEYWORD_STEP_AT.exec(name);
    if (step && isKeywordStep(step[0]) && startsSegment(name, step[0])) {
      const entry = step[2] === undefined ? [] : [decodedEntry(step[2])];
      const target = descend(member, [step[1]!, ...entry]);
      if (target) found.push([target, name.slice(step[0].length), false]);
    }
  }
  // A name only `required` lists (no schema of its own): its entry there is where it is declared.
  for (const member of found.length === 0 ? members : []) {
    const required = child(member, 'required');
    const index = required && Array.isArray(required.value) ? required.value.indexOf(name) : -1;
    if (index >= 0) found.push([child(required!, String(index))!, '', false]);
  }
  return found.sort((a, b) => a[1].length - b[1].length);
}

/** A step into a JSON Schema keyword (tree/keyword-steps.ts): `(contains)`, `(prefixItems[1])`, `(patternProperties[^x-])`. */
const KEYWORD_STEP_AT = /^\(([A-Za-z]+)(?:\[([^\]]*)\])?\)/;

/** A keyword step's entry, percent-encoded where it held `.`, brackets, parentheses, white space or `%`. */
function decodedEntry(entry: string): string {
  try {
    return decodeURIComponent(entry);
  } catch {
    return entry;
  }
}

/** A schema and, through `$ref`s, every `allOf` member it folds in (tree/schema.ts folds them the same way). */
function schemaMembers(document: unknown, start: Located): Located[] {
  const members: Located[] = [];
  const seen = new Set<string>();
  const visit = (node: Located) => {
    const resolved = follow(document, node);
    if (seen.has(resolved.pointer) || !isObject(resolved.value)) return;
    seen.add(resolved.pointer);
    members.push(resolved);
    const allOf = child(resolved, 'allOf');
    if (allOf && Array.isArray(allOf.value)) for (let index = 0; index < allOf.value.length; index++) visit(child(allOf, String(index))!);
  };
  visit(start);
  return members;
}

/** The options of a `oneOf` / `anyOf` named as tree/schema-options.ts names them: a `$ref` by its component, an inline one `#<n>`. */
function optionsOf(schema: Located, keyword: string): Array<[Located, string]> {
  const list = child(schema, keyword);
  if (!list || !Array.isArray(list.value)) return [];
  let inline = 0;
  const named: Array<[Located, string]> = [];
  list.value.forEach((option: unknown, index) => {
    if (isNullOption(option)) return;
    named.push([child(list, String(index))!, isRef(option) ? refName(option.$ref) : `#${inline++}`]);
  });
  return named;
}
