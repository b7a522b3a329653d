/**
 * What the response validators check, normalised from the document for `emit/validators.ts`: one
 * shape per success body, per event payload and per component schema they reach. The policy is
 * applied here, once: enums become their base type (unknown values are tolerated), properties are
 * listed without closing the object (unknown properties are tolerated), `pattern` is dropped (a
 * spec's regex would run on every response). Locations are drift's: relative to the nearest
 * component, `.name` for a property, `[]` for an array's items, `{}` for a map's values.
 */
import type { OpenApiDocument, ResponseObject, SchemaObject } from '../load/document.ts';
import { componentName, deref, isRef, refName, SCHEMA_COMPONENT_PREFIX } from '../load/refs.ts';
import { declaredEvents } from './events.ts';
import { eventTypeName, operationTypeName } from './naming.ts';
import { byKeys } from './order.ts';
import type { OperationModel } from './types.ts';
import type { Shape, ValidatedRoot, ValidationModel } from './validation-shapes.ts';

const ANY: Shape = { kind: 'any' };
const isJson = (contentType: string) => /^application\/json\b|[/+]json\b/.test(contentType);

export function buildValidation(document: OpenApiDocument, operations: readonly OperationModel[]): ValidationModel {
  const schemas = document.components?.schemas ?? {};
  const componentOf = (schema: unknown): string | undefined => {
    const name = isRef(schema) ? componentName(schema.$ref) : undefined;
    return name !== undefined && Object.hasOwn(schemas, name) && refName(`${SCHEMA_COMPONENT_PREFIX}${name}`) === name ? name : undefined;
  };
  const shapes = new Map<string, Shape>();
  const shapeOfComponent = (name: string) => {
    let shape = shapes.get(name);
    if (!shape) shapes.set(name, (shape = shapeOf(schemas[name], name, componentOf)));
    return shape;
  };

  const responses: ValidatedRoot[] = [];
  for (const operation of operations) {
    const contentType = operation.success?.body?.contentType;
    if (contentType === undefined || !isJson(contentType)) continue;
    const response = deref<ResponseObject>(document, document.paths[operation.path]?.[operation.method]?.responses?.[operation.success!.status]);
    const schema = (response?.content as Record<string, { schema?: unknown }> | undefined)?.[contentType]?.schema;
    responses.push(rootOf(operation.operationId, schema, operationTypeName(operation.operationId), componentOf));
  }
  const events = declaredEvents(document)
    .filter((event) => event.kind === 'webhook')
    .map((event) => rootOf(event.name, event.payload, eventTypeName(event.name), componentOf));

  const roots = [...responses, ...events].sort(byKeys((root) => root.key));
  return { components: orderComponents(roots, shapeOfComponent), responses, events };
}

type ComponentOf = (schema: unknown) => string | undefined;

function rootOf(key: string, schema: unknown, owner: string, componentOf: ComponentOf): ValidatedRoot {
  const shape = shapeOf(schema, owner, componentOf);
  return { key, shape, root: shape.kind === 'ref' ? shape.name : owner };
}

function shapeOf(raw: unknown, at: string, componentOf: ComponentOf): Shape {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return ANY;
  if (isRef(raw)) {
    const name = componentOf(raw);
    // A ref elsewhere (into a path, a property of a component) is taken on trust.
    return name === undefined ? ANY : { kind: 'ref', name };
  }
  const schema = raw as SchemaObject & Record<string, unknown>;
  const types = Array.isArray(schema.type) ? (schema.type as unknown[]) : typeof schema.type === 'string' ? [schema.type] : [];
  const members = (key: 'allOf' | 'oneOf' | 'anyOf') => (Array.isArray(schema[key]) ? (schema[key] as unknown[]) : []);
  let nullable = schema.nullable === true || types.includes('null') || (Array.isArray(schema.enum) && schema.enum.includes(null));
  const parts: Shape[] = [];
  const named = types.filter((type): type is string => typeof type === 'string' && type !== 'null');
  // Untyped with properties: an object, as the generated type says.
  if (named.length === 0 && typeof schema.properties === 'object' && schema.properties !== null) named.push('object');
  if (named.length > 0) parts.push(oneOf(named.map((type) => typedShape(type, schema, at, componentOf))));
  for (const member of members('allOf')) parts.push(shapeOf(member, at, componentOf));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = members(key).filter((member) => {
      const isNull = typeof member === 'object' && member !== null && (member as SchemaObject).type === 'null';
      if (isNull) nullable = true;
      return !isNull;
    });
    if (options.length > 0) parts.push(oneOf(options.map((member) => shapeOf(member, at, componentOf))));
  }
  const meaningful = parts.filter((part) => part.kind !== 'any');
  const shape: Shape = meaningful.length === 0 ? ANY : meaningful.length === 1 ? meaningful[0]! : { kind: 'all', members: meaningful };
  return nullable && shape.kind !== 'any' ? { kind: 'nullable', shape } : shape;
}

/** A union that admits anything admits anything. */
const oneOf = (members: Shape[]): Shape => (members.length === 1 ? members[0]! : members.some((member) => member.kind === 'any') ? ANY : { kind: 'one', members });

function typedShape(type: string, schema: SchemaObject & Record<string, unknown>, at: string, componentOf: ComponentOf): Shape {
  switch (type) {
    case 'string':
      return definedOnly({ kind: 'string', format: text(schema.format), minLength: count(schema['minLength']), maxLength: count(schema['maxLength']) });
    case 'integer':
    case 'number':
      return definedOnly({ kind: 'number', integer: type === 'integer', format: text(schema.format), ...numberBounds(schema) });
    case 'boolean':
      return { kind: 'boolean' };
    case 'array':
      return definedOnly({ kind: 'array', items: shapeOf(schema.items, `${at}[]`, componentOf), minItems: count(schema['minItems']), maxItems: count(schema['maxItems']) });
    case 'object':
      return objectShape(schema, at, componentOf);
    default:
      return ANY;
  }
}

function objectShape(schema: SchemaObject, at: string, componentOf: ComponentOf): Shape {
  const properties = typeof schema.properties === 'object' && schema.properties !== null ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === 'string') : []);
  const listed = Object.keys(properties)
    .sort()
    .map((name) => {
      const property = properties[name];
      // A response never carries a writeOnly property: one the spec requires is not missing.
      const writeOnly = typeof property === 'object' && property !== null && (property as Record<string, unknown>)['writeOnly'] === true;
      return { name, shape: shapeOf(property, `${at}.${name}`, componentOf), required: required.has(name) && !writeOnly };
    });
  const values = typeof schema.additionalProperties === 'object' && schema.additionalProperties !== null ? shapeOf(schema.additionalProperties, `${at}{}`, componentOf) : undefined;
  return { kind: 'object', owner: at, properties: listed, ...(values && values.kind !== 'any' && { values }) };
}

function numberBounds(schema: Record<string, unknown>): Partial<Record<'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum', number>> {
  const minimum = finite(schema['minimum']);
  const maximum = finite(schema['maximum']);
  // OpenAPI 3.0 makes minimum exclusive with `exclusiveMinimum: true`; 3.1 gives the bound itself.
  const lowExclusive = schema['exclusiveMinimum'] === true ? minimum : finite(schema['exclusiveMinimum']);
  const highExclusive = schema['exclusiveMaximum'] === true ? maximum : finite(schema['exclusiveMaximum']);
  return {
    ...(schema['exclusiveMinimum'] !== true && minimum !== undefined && { minimum }),
    ...(schema['exclusiveMaximum'] !== true && maximum !== undefined && { maximum }),
    ...(lowExclusive !== undefined && { exclusiveMinimum: lowExclusive }),
    ...(highExclusive !== undefined && { exclusiveMaximum: highExclusive }),
  };
}

const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const count = (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/**
 * The components the roots reach, each after those it uses (depth first, names in order), so only
 * refs across a cycle need a late binding. A cycle that never descends into a property, item or
 * value (A is allOf B, B is allOf A) would recurse on the same value for ever: such a ref admits
 * anything instead.
 */
function orderComponents(roots: readonly ValidatedRoot[], shapeOfComponent: (name: string) => Shape): Array<{ name: string; shape: Shape }> {
  const ordered: Array<{ name: string; shape: Shape }> = [];
  const entered = new Set<string>();
  // `chain`: the components entered since the last descent into a property, item or value.
  const visitComponent = (name: string, chain: ReadonlySet<string>): void => {
    if (entered.has(name)) return;
    entered.add(name);
    ordered.push({ name, shape: rewrite(shapeOfComponent(name), chain) });
  };
  const rewrite = (shape: Shape, chain: ReadonlySet<string>): Shape => {
    switch (shape.kind) {
      case 'ref':
        if (chain.has(shape.name)) return ANY;
        visitComponent(shape.name, new Set([...chain, shape.name]));
        return shape;
      case 'array':
        return { ...shape, items: rewrite(shape.items, NO_CHAIN) };
      case 'object':
        return {
          ...shape,
          properties: shape.properties.map((property) => ({ ...property, shape: rewrite(property.shape, NO_CHAIN) })),
          ...(shape.values && { values: rewrite(shape.values, NO_CHAIN) }),
        };
      case 'nullable':
        return { kind: 'nullable', shape: rewrite(shape.shape, chain) };
      case 'all':
      case 'one':
        return { kind: shape.kind, members: shape.members.map((member) => rewrite(member, chain)) };
      default:
        return shape;
    }
  };
  for (const root of roots) (root as { shape: Shape }).shape = rewrite(root.shape, NO_CHAIN);
  // Post-order: a component's entry goes in after the ones it used were pushed.
  return ordered;
}

const NO_CHAIN: ReadonlySet<string> = new Set();
