/**
 * A schema's TypeScript type as the generated package declares it, in one short line: an enum is a
 * union of literals, a `$ref` the generated type's name, an array `T[]`, an object its first few
 * members `{ a: string; b?: number; … }`, a map `Record<string, T>`, nullable `| null`. Bounded in
 * depth, members and length, so a huge schema (thousands of enum values, hundreds of properties,
 * `$ref` cycles) stays one line a reader takes in at a glance.
 */
import type { SchemaObject } from '../load/document.ts';
import { componentName, deref, isRef, resolvePointer } from '../load/refs.ts';
import { isNullOption } from '../drift/tree/schema-facts.ts';
import { fold, isObject } from './schema-at.ts';

export interface TypeTextLimits {
  /** Object literals nested deeper than this are `{ … }`. */
  depth: number;
  /** Union members and object properties shown before `…`. */
  members: number;
  /** The whole text is cut past this many characters. */
  length: number;
}

export const TYPE_TEXT_LIMITS: TypeTextLimits = { depth: 2, members: 6, length: 160 };

/** The generated name of a component (`IncidentV2`; `WidgetV2_2` after a collision). */
export type ComponentNamer = (component: string) => string;

/** A literal as TypeScript writes it: `'a'`, `1`, `true`, `null`. */
export function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return JSON.stringify(value) ?? 'unknown';
}

/** `a | b | … 12 more`: distinct texts while `limits.members` of them fit in `limits.length`, then a count of the rest. */
function union(texts: readonly string[], limits: TypeTextLimits): string {
  const distinct = [...new Set(texts)];
  if (distinct.length === 0) return 'never';
  const shown: string[] = [];
  let length = 0;
  for (const text of distinct) {
    // Room kept for ` | … 9999 more`: a cut list still says how much it left out.
    if (shown.length === limits.members || (shown.length > 0 && length + text.length + 3 > limits.length - 16)) break;
    shown.push(text);
    length += text.length + 3;
  }
  return distinct.length > shown.length ? `${shown.join(' | ')} | … ${distinct.length - shown.length} more` : shown.join(' | ');
}

/** A property key as TypeScript needs it written: bare when it is an identifier, quoted otherwise. */
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name));

/** What JSON Schema's `type` lists, null apart; undefined when it says nothing. */
function declaredTypes(node: SchemaObject): { types: string[] | undefined; nullable: boolean } {
  const type = node.type as unknown;
  const list = Array.isArray(type) ? type.filter((each): each is string => typeof each === 'string') : typeof type === 'string' ? [type] : undefined;
  return { types: list?.filter((each) => each !== 'null'), nullable: node.nullable === true || (list?.includes('null') ?? false) };
}

class TypeWriter {
  constructor(
    private readonly document: unknown,
    private readonly nameOf: ComponentNamer,
    private readonly limits: TypeTextLimits,
    /** Literals written first in the outermost enum's union (the values a change added or removed), so a cut list still shows them. */
    private readonly first: ReadonlySet<string>,
  ) {}

  text(schema: unknown, depth: number): string {
    // Each level multiplies what is written by up to `members`: past a few levels, an ellipsis.
    if (depth > this.limits.depth + 2) return '…';
    if (isRef(schema)) {
      const component = componentName(schema.$ref);
      // One step at a time: a ref into a component's insides may land on a ref that names one.
      return component !== undefined ? this.nameOf(component) : this.text(resolvePointer(this.document, schema.$ref), depth + 1);
    }
    if (!isObject(schema)) return schema === false ? 'never' : 'unknown';
    const node = schema as SchemaObject;
    const { types, nullable: declaredNull } = declaredTypes(node);
    const nullable = declaredNull || [node.oneOf, node.anyOf].some((list) => Array.isArray(list) && list.some(isNullOption));
    const core = this.core(node, types, depth);
    return nullable && core !== 'null' && core !== 'unknown' ? `${core} | null` : core;
  }

  private core(node: SchemaObject, types: string[] | undefined, depth: number): string {
    const values = Array.isArray(node.enum) ? node.enum : Object.hasOwn(node, 'const') ? [node.const] : undefined;
    if (values !== undefined) {
      const literals = values.filter((value) => value !== null).map(literal);
      const ordered = depth === 0 ? [...literals.filter((text) => this.first.has(text)), ...literals.filter((text) => !this.first.has(text))] : literals;
      return union(ordered, this.limits);
    }
    const unionOf = [node.oneOf as unknown, node.anyOf as unknown].find((list): list is unknown[] => Array.isArray(list));
    if (unionOf !== undefined) return union(unionOf.filter((option) => !isNullOption(option)).map((option) => this.member(option, depth)), this.limits);
    if (Array.isArray(node.allOf) && node.properties === undefined) {
      const parts = node.allOf.map((member) => this.member(member, depth));
      return parts.length === 1 ? parts[0]! : parts.join(' & ');
    }
    if (types !== undefined && types.length !== 1) return union(types.map((type) => this.typed(node, type, depth)), this.limits);
    return this.typed(node, types?.[0], depth);
  }

  /** A member of a union or intersection: parenthesised when it is itself one. */
  private member(schema: unknown, depth: number): string {
    const text = this.text(schema, depth + 1);
    return /[|&]/.test(text) && !/^[{(]/.test(text) ? `(${text})` : text;
  }

  private typed(node: SchemaObject, type: string | undefined, depth: number): string {
    if (type === 'string') return 'string';
    if (type === 'integer' || type === 'number') return 'number';
    if (type === 'boolean') return 'boolean';
    if (type === 'null') return 'null';
    if (type === 'array' || (type === undefined && node.items !== undefined)) {
      const items = node.items === undefined ? 'unknown' : this.text(node.items, depth + 1);
      return /[|&\s]/.test(items) && !/^[{(]/.test(items) ? `(${items})[]` : `${items}[]`;
    }
    if (type === 'object' || node.properties !== undefined || node.additionalProperties !== undefined || node.allOf !== undefined) return this.object(node, depth);
    return 'unknown';
  }

  private object(node: SchemaObject, depth: number): string {
    const { properties, required } = fold(this.document, node);
    const names = Object.keys(properties);
    const extra = node.additionalProperties;
    const values = isObject(extra) ? this.text(extra, depth + 1) : extra === true ? 'unknown' : undefined;
    if (names.length === 0) return values === undefined ? 'Record<string, never>' : `Record<string, ${values}>`;
    if (depth >= this.limits.depth) return '{ … }';
    const members = names.slice(0, this.limits.members).map((name) => `${key(name)}${required.has(name) ? '' : '?'}: ${this.text(properties[name], depth + 1)}`);
    if (names.length > members.length) members.push('…');
    else if (values !== undefined) members.push(`[key: string]: ${values}`);
    return `{ ${members.join('; ')} }`;
  }
}

/** The literals of the enum `schema` is (through `$ref`s), as typeText writes them; empty when it is none. */
export function enumLiterals(document: unknown, schema: unknown): string[] {
  const node = deref<SchemaObject>(document, schema);
  if (!isObject(node)) return [];
  const values = Array.isArray(node.enum) ? node.enum : Object.hasOwn(node, 'const') ? [node.const] : [];
  return values.filter((value) => value !== null).map(literal);
}

/** `schema`'s type, one line of at most `limits.length` characters; literals in `first` lead its union. */
export function typeText(document: unknown, schema: unknown, nameOf: ComponentNamer, first: ReadonlySet<string> = new Set(), limits: TypeTextLimits = TYPE_TEXT_LIMITS): string {
  const text = new TypeWriter(document, nameOf, limits, first).text(schema, 0);
  return text.length <= limits.length ? text : `${text.slice(0, limits.length - 1)}…`;
}
