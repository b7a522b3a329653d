/**
 * A schema that became a choice (`oneOf` / `anyOf` of two options or more) where it was one
 * schema, or the other way. Diffed as written, the choice has no properties of its own, so every
 * old property reads as removed. It is read instead as what its options declare together: a
 * property no option declares is removed, one every option requires became required, a change
 * inside an option's property is found. What that view cannot say is said by the change recorded
 * here: the payloads the old schema accepted that the choice rejects (valid for two `oneOf`
 * options at once, or for none), and the properties not every option declares (a typed client
 * reads them only after narrowing the union).
 */
import type { SchemaObject } from '../../load/document.ts';
import { isRef, refName } from '../../load/refs.ts';
import { isNullOption, valueFacts } from './schema-facts.ts';
import type { ChoiceChange } from './types.ts';

type Read = (option: unknown) => SchemaObject;

interface Option {
  name: string;
  schema: SchemaObject;
}

const hasUnion = (schema: SchemaObject) => Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf);
const isNode = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const propertiesOf = (schema: SchemaObject): Record<string, unknown> => (isNode(schema.properties) ? schema.properties : {});
const requiredOf = (schema: SchemaObject): string[] => (Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : []);

/** The choice's keyword and options (null left out), when it has two or more. */
function choiceOf(schema: SchemaObject, read: Read): { keyword: 'oneOf' | 'anyOf'; options: Option[] } | undefined {
  const keyword = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
  if (keyword === undefined || (keyword === 'oneOf' && Array.isArray(schema.anyOf))) return undefined;
  let inline = 0;
  const options = (schema[keyword] as unknown[]).filter((option) => !isNullOption(option)).map((option) => ({ name: isRef(option) ? refName(option.$ref) : `#${inline++}`, schema: read(option) }));
  return options.length > 1 ? { keyword, options } : undefined;
}

/**
 * What the options declare together: each property the first option declaring it gives, required
 * when every option requires it, a type when every option has one. The choice's own keywords stay
 * (a description, nullable); its discriminator goes, the recorded change speaks for it.
 */
function together(schema: SchemaObject, options: Option[], read: Read): SchemaObject {
  const { oneOf: _oneOf, anyOf: _anyOf, discriminator: _discriminator, ...own } = schema;
  const declarations = new Map<string, unknown[]>();
  for (const option of options) {
    for (const [name, property] of Object.entries(propertiesOf(option.schema))) {
      const list = declarations.get(name);
      if (list) list.push(property);
      else declarations.set(name, [property]);
    }
  }
  const properties: Record<string, unknown> = {};
  for (const [name, declared] of declarations) properties[name] = declared.length === 1 ? declared[0] : joinedValues(declared, read);
  const required = requiredOf(options[0]!.schema).filter((name) => options.every((option) => requiredOf(option.schema).includes(name)));
  const types = options.map((option) => valueFacts(option.schema).types);
  const view: SchemaObject = { ...own, properties: { ...propertiesOf(own), ...properties } as SchemaObject['properties'], required: [...new Set([...requiredOf(own), ...required])] };
  // A type list, as 3.1 writes one: the loader's type says string, the diff reads either.
  if (own.type === undefined && types.every((list) => list !== undefined)) (view as Record<string, unknown>).type = [...new Set(types.flat())].sort();
  return view;
}

/**
 * A property several options declare, read as the first declaration taking the values of all: a
 * `kind` that is `x` in one option and `y` in the other takes both. Without values on every
 * declaration, the first stands for all.
 */
function joinedValues(declared: unknown[], read: Read): unknown {
  const schemas = declared.map(read);
  const values = schemas.map((schema) => valueFacts(schema).values);
  if (values.some((list) => list === undefined)) return declared[0];
  const { const: _const, ...first } = schemas[0]!;
  const seen = new Set<string>();
  const joined = values.flat().filter((value) => !seen.has(JSON.stringify(value)) && seen.add(JSON.stringify(value)));
  return { ...first, enum: joined };
}

const accepts = (types: string[] | undefined, type: string) => types === undefined || types.includes(type) || (type === 'integer' && types.includes('number'));

/** Values a property of an option is held to (enum or const), when it is. */
const valuesAt = (schema: SchemaObject, name: string, read: Read): string[] | undefined => {
  const property = propertiesOf(schema)[name];
  if (property === undefined) return undefined;
  return valueFacts(read(property)).values?.map((value) => JSON.stringify(value));
};

/** Whether no payload can be valid for both options: no common type, a property both hold to values they share none of, or a closed option missing what the other requires. */
function disjoint(a: SchemaObject, b: SchemaObject, read: Read): boolean {
  const typesA = valueFacts(a).types;
  const typesB = valueFacts(b).types;
  if (typesA && typesB && !typesA.some((type) => accepts(typesB, type)) && !typesB.some((type) => accepts(typesA, type))) return true;
  const requiredAnywhere = new Set([...requiredOf(a), ...requiredOf(b)]);
  for (const name of requiredAnywhere) {
    const valuesA = valuesAt(a, name, read);
    const valuesB = valuesAt(b, name, read);
    if (valuesA && valuesB && !valuesA.some((value) => valuesB.includes(value))) return true;
  }
  const closedMissing = (closed: SchemaObject, other: SchemaObject) => closed.additionalProperties === false && requiredOf(other).some((name) => !Object.hasOwn(propertiesOf(closed), name));
  return closedMissing(a, b) || closedMissing(b, a);
}

/** Whether the old schema's smallest payload (only its required properties) is valid for the option, as far as the keywords compared here tell. */
function takesSmallest(option: SchemaObject, old: SchemaObject, requiredByAll: ReadonlySet<string>): boolean {
  const oldRequired = requiredOf(old);
  // A name every option requires is reported as became required: it rejects no payload a second time.
  if (!requiredOf(option).every((name) => oldRequired.includes(name) || requiredByAll.has(name))) return false;
  if (!accepts(valueFacts(option).types, 'object')) return false;
  return option.additionalProperties !== false || oldRequired.every((name) => Object.hasOwn(propertiesOf(option), name));
}

/** The change a plain schema becoming a choice makes, beside what the options' view shows. */
function choiceChange(before: SchemaObject, after: SchemaObject, keyword: 'oneOf' | 'anyOf', options: Option[], read: Read): ChoiceChange {
  const overlaps: ChoiceChange['overlaps'] = [];
  // A discriminator sends each payload to one option: no payload is valid for two.
  if (keyword === 'oneOf' && after.discriminator === undefined) {
    for (let i = 0; i < options.length; i++) {
      for (let j = i + 1; j < options.length; j++) {
        const a = options[i]!;
        const b = options[j]!;
        if (!disjoint(a.schema, b.schema, read)) overlaps.push({ options: [a.name, b.name], properties: [...new Set([...requiredOf(a.schema), ...requiredOf(b.schema)])].sort() });
      }
    }
  }
  const objectBefore = accepts(valueFacts(before).types, 'object') && (before.type !== undefined || isNode(before.properties));
  const requiredByAll = new Set(requiredOf(options[0]!.schema).filter((name) => options.every((option) => requiredOf(option.schema).includes(name))));
  const uncovered = objectBefore && !options.some((option) => takesSmallest(option.schema, before, requiredByAll)) ? [...requiredOf(before)].sort() : undefined;
  const declaredByEvery = (name: string) => options.every((option) => Object.hasOwn(propertiesOf(option.schema), name));
  const declaredBySome = (name: string) => options.some((option) => Object.hasOwn(propertiesOf(option.schema), name));
  const notOnEvery = Object.keys(propertiesOf(before)).filter((name) => declaredBySome(name) && !declaredByEvery(name)).sort();
  return { keyword, options: options.map((option) => option.name), overlaps, ...(uncovered && { uncovered }), notOnEvery };
}

/**
 * Both sides of a diff, a choice facing a plain schema read as what its options declare together,
 * and the change when the new side is the choice. Two choices, or two plain schemas, stay as written.
 */
export function choiceSides(before: SchemaObject, after: SchemaObject, read: { old: Read; new: Read }): { before: SchemaObject; after: SchemaObject; change?: ChoiceChange } {
  // A union on both sides (a wrapper facing a choice, two choices) is compared option by option.
  if (hasUnion(before) === hasUnion(after)) return { before, after };
  const oldChoice = choiceOf(before, read.old);
  const newChoice = choiceOf(after, read.new);
  if (!oldChoice && !newChoice) return { before, after };
  if (oldChoice) return { before: together(before, oldChoice.options, read.old), after };
  const { keyword, options } = newChoice!;
  return { before, after: together(after, options, read.new), change: choiceChange(before, after, keyword, options, read.new) };
}
