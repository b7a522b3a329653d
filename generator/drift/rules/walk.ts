import { eventTypeName, operationTypeName } from '../../model/naming.ts';
import { CONDITION_STEP } from '../tree/keyword-steps.ts';
import type { DocumentDiff, OperationDiff, SchemaDiff } from '../tree/types.ts';
import type { Place, SchemaVisit, Site, SymbolRef } from './types.ts';

/**
 * Visits every changed schema node reachable from each operation and event, breadth first so that
 * each component is reached by its shortest field path. A component is visited once per operation
 * and direction: a change inside it is reported once there, however many fields lead to it, and
 * `$ref` cycles end. Each visit is handed to `visit`, not yielded: a generator delegating through
 * `yield*` made a result object per visit and level, for every changed node of every pair.
 */
export function walkSchemas(tree: DocumentDiff, visit: (next: SchemaVisit) => void): void {
  const operations = tree.operations.common;
  const events = tree.events.common;
  for (let index = 0; index < operations.length; index++) if (listsParts(operations[index]!)) walkOperation(operations[index]!, false, visit);
  for (let index = 0; index < events.length; index++) if (listsParts(events[index]!)) walkOperation(events[index]!, true, visit);
}

/** An operation that reads the same on both sides lists no parts (tree/operation.ts): most of a pair's. */
const listsParts = (operation: OperationDiff) => operation.parameters.length + operation.requestBody.media.length + operation.responses.length > 0;

function walkOperation(operation: OperationDiff, isEvent: boolean, visit: (next: SchemaVisit) => void): void {
  // Named only when a root changed (an unchanged root is never visited): most operations of a pair have none.
  let owner: string | undefined;
  const roots: SchemaVisit[] = [];
  const root = (site: Site, diff: SchemaDiff, fieldPath: string[], extra: Partial<SchemaVisit> = {}): void => {
    if (!diff.dirty) return;
    owner ??= ownerNameOf(operation.new.operationId, isEvent, operation.key);
    roots.push({
      operation: operation.new,
      isEvent,
      site,
      direction: site === 'parameter' || site === 'request-body' ? 'request' : 'response',
      diff,
      fieldPath,
      owner,
      ownerIsComponent: false,
      ownerPath: fieldPath,
      field: undefined,
      ...extra,
    });
  };
  // An event's request body is what the consumer receives (3.1 webhooks, callbacks): judged as a response.
  const { parameters, requestBody, responses } = operation;
  for (let index = 0; !isEvent && index < parameters.length; index++) {
    const parameter = parameters[index]!;
    if (parameter.schema) root('parameter', parameter.schema, [parameter.name], { parameter });
  }
  for (let index = 0; index < requestBody.media.length; index++) root(isEvent ? 'event' : 'request-body', requestBody.media[index]!.schema, []);
  for (let index = 0; index < responses.length; index++) {
    const { media } = responses[index]!;
    for (let at = 0; at < media.length; at++) root(isEvent ? 'event' : 'response', media[at]!.schema, []);
  }
  // Most operations of a pair changed nowhere: nothing to queue or remember.
  if (roots.length === 0) return;

  const seen = { request: new Set<SchemaDiff>(), response: new Set<SchemaDiff>() };
  const queue = roots.map(enterComponent);
  // Read by index, not shift(): shifting a queue of 100,000 visits copies it each time.
  for (let head = 0, next = queue[head]; next !== undefined; next = queue[++head]) {
    const visited = seen[next.direction];
    if (!next.diff.dirty || visited.has(next.diff)) continue;
    visited.add(next.diff);
    visit(next);
    const unused = unusedProperties(next);
    const children = next.diff.children;
    for (let index = 0; index < children.length; index++) {
      const child = children[index]!;
      // `if` only picks `then` or `else`: its changes are judged at this node (json-schema.ts), not as a schema to match.
      // A node already visited in this direction would be skipped when dequeued: not queued, no visit made for it.
      if (!child.diff.dirty || visited.has(child.diff) || unused.has(child.segment) || child.segment === CONDITION_STEP) continue;
      queue.push(childVisit(next, child.diff, child.segment));
    }
  }
}

/**
 * The visit of a child of `visit`'s node: written out, not spread from it and then again by
 * enterComponent, since every changed node of every pair is reached this way.
 */
function childVisit(visit: SchemaVisit, diff: SchemaDiff, segment: string): SchemaVisit {
  const component = diff.component;
  const child: SchemaVisit = {
    operation: visit.operation,
    isEvent: visit.isEvent,
    site: visit.site,
    direction: visit.direction,
    diff,
    fieldPath: [...visit.fieldPath, segment],
    owner: component ?? visit.owner,
    ownerIsComponent: component !== undefined || visit.ownerIsComponent,
    ownerPath: component === undefined ? [...visit.ownerPath, segment] : [],
    field: undefined,
  };
  if (visit.parameter) child.parameter = visit.parameter;
  return child;
}

/** A request never sends a readOnly property, a response never returns a writeOnly one. */
export const unusedProperties = (visit: SchemaVisit): ReadonlySet<string> => (visit.direction === 'request' ? visit.diff.readOnlyProperties : visit.diff.writeOnlyProperties);

/** A `$ref` starts a new owner: locations are relative to the nearest component. */
function enterComponent(visit: SchemaVisit): SchemaVisit {
  const component = visit.diff.component;
  return component === undefined ? visit : { ...visit, owner: component, ownerIsComponent: true, ownerPath: [] };
}

const eventName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** Events declared by name (`x-webhooks`, 3.1 `webhooks`) are named after it; callbacks after their operationId. */
const namedEvent = (isEvent: boolean, key: string) => isEvent && key.startsWith('/');

/** Owner names by operationId or event key: the history meets the same ones in pair after pair. */
const ownerNames = { operation: new Map<string, string>(), event: new Map<string, string>() };

function ownerNameOf(operationId: string, isEvent: boolean, key: string): string {
  const event = namedEvent(isEvent, key);
  const known = event ? ownerNames.event : ownerNames.operation;
  const name = event ? eventName(key) : operationId;
  let owner = known.get(name);
  if (owner === undefined) known.set(name, (owner = event ? eventTypeName(name) : operationTypeName(name)));
  return owner;
}

/** `['schedule_entries', '[]', 'layer_id']` -> `schedule_entries[].layer_id`. */
export function renderPath(segments: readonly string[]): string {
  return segments.reduce((text, segment) => (segment === '[]' || segment === '{}' ? `${text}${segment}` : text === '' ? segment : `${text}.${segment}`), '');
}

/** The symbol naming an operation or event in generated code. */
export const operationSymbol = (operationId: string, isEvent: boolean, key: string): SymbolRef => (isEvent ? { event: key, operationId } : { operationId });

/** Place of a change at this node, or at its property `name`; `enumSymbol` adds the enum's name. */
export function placeOf(visit: SchemaVisit, name?: string, enumSymbol = false): Place {
  const ownerPath = name === undefined ? visit.ownerPath : [...visit.ownerPath, name];
  const symbols: SymbolRef[] = [operationSymbol(visit.operation.operationId, visit.isEvent, visit.operation.key)];
  if (visit.ownerIsComponent) symbols.push({ component: visit.owner });
  // An event's inline enum has no name in the package (the model names those of components and operations).
  if (enumSymbol && (visit.ownerIsComponent || !visit.isEvent)) symbols.push({ enumOwner: visit.ownerIsComponent ? { component: visit.owner } : { operationId: visit.operation.operationId }, segments: ownerPath });
  return {
    operation: visit.operation.key,
    location: ownerPath.length === 0 ? visit.owner : `${visit.owner}.${renderPath(ownerPath)}`,
    symbols,
  };
}

/**
 * The field path a message shows: `schedule_entries[].layer_id`, or what the root is. A visit's own
 * is kept on it: every family asks for it at each visit (most to report nothing).
 */
export function fieldOf(visit: SchemaVisit, name?: string): string {
  if (name !== undefined) return renderField(visit, [...visit.fieldPath, name]);
  return (visit.field ??= renderField(visit, visit.fieldPath));
}

function renderField(visit: SchemaVisit, fieldPath: readonly string[]): string {
  const path = renderPath(fieldPath);
  if (path !== '') return visit.site === 'parameter' ? `${path} (${visit.parameter?.in ?? ''} parameter)` : path;
  return visit.site === 'request-body' ? '(request body)' : visit.site === 'event' ? '(event payload)' : '(response body)';
}
