/**
 * Every TypeScript name the generator emits comes from here, so the drift checker can name the
 * same symbols. Words are split on punctuation and case changes, and acronyms are folded:
 * `API Keys V1#List` -> `ApiKeysV1List` / `apiKeysV1List` (never `aPIKeysV1List`).
 */
import { compareText } from './order.ts';

/** Splits an identifier-ish string into words: `API Keys V1#List` -> [API, Keys, V1, List]. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z\d]+/)
    .filter((word) => word !== '')
    .reduce<string[]>((merged, word) => {
      // "V" + "2" and similar splits join back into one word: version suffixes stay `V2`.
      const previous = merged[merged.length - 1];
      if (previous !== undefined && /^\d+$/.test(word) && /^[A-Za-z]$/.test(previous)) merged[merged.length - 1] = previous + word;
      else merged.push(word);
      return merged;
    }, []);
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

export function pascalCase(text: string): string {
  const result = words(text).map(capitalise).join('');
  return /^\d/.test(result) ? `_${result}` : result;
}

export function camelCase(text: string): string {
  const pascal = pascalCase(text);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/** The type-level name of an operation: `Incidents V2#List` -> `IncidentsV2List`. */
export const operationTypeName = (operationId: string) => pascalCase(operationId);

/** The value-level name of an operation: `Incidents V2#List` -> `incidentsV2List`. */
export const operationValueName = (operationId: string) => camelCase(operationId);

/**
 * Component schema names are already PascalCase in practice (`IncidentV2`); keep their own
 * capitalisation and only strip characters TypeScript cannot hold.
 */
export function schemaTypeName(schemaName: string): string {
  const cleaned = schemaName.replace(/[^A-Za-z\d_$]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase());
  return /^\d/.test(cleaned) ? `_${cleaned}` : cleaned;
}

/**
 * Names an inline enum by where it sits: the owning schema or operation, then the property or
 * parameter names leading to it (`IncidentV2` + `status` -> `IncidentV2Status`). Array steps
 * (`[]`) add nothing to the name.
 */
export function enumTypeName(owner: string, segments: readonly string[]): string {
  return [schemaTypeName(owner), ...segments.filter((s) => s !== '[]').map(pascalCase)].join('');
}

/** Event kinds as type names: `schedule.created_v1` -> `ScheduleCreatedV1`. */
export const eventTypeName = (eventName: string) => pascalCase(eventName);

/**
 * Gives each key a unique name. Keys are visited in sorted order so that the suffixes
 * (`2`, `3`, ...) do not depend on document order.
 */
export function uniqueNames(keys: Iterable<string>, nameOf: (key: string) => string): Map<string, string> {
  const result = new Map<string, string>();
  const taken = new Set<string>();
  for (const key of [...new Set(keys)].sort()) {
    const base = nameOf(key);
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    result.set(key, name);
  }
  return result;
}

/** The interfaces generated/events.ts maps event names to payloads with, by `x-webhooks` key prefix. */
const EVENT_MAPS: Record<string, string> = { 'x-webhooks': 'WebhookEvents', 'x-audit-logs': 'AuditLogEvents' };

/**
 * How generated code reaches an event's payload, from its `x-webhooks` key:
 * `/x-webhooks/schedule.updated_v1` -> `WebhookEvents['schedule.updated_v1']`.
 */
export function eventEntryName(eventKey: string): string {
  const [, kind = '', ...rest] = eventKey.split('/');
  const name = rest.join('/');
  const map = EVENT_MAPS[kind];
  return map ? `${map}['${name}']` : eventTypeName(name || eventKey);
}

/**
 * Names TypeScript refuses for a declared type: the reserved words of a strict-mode module, and
 * the predefined types (`type string = ...` is an error).
 */
export const RESERVED_TYPE_NAMES: ReadonlySet<string> = new Set([
  ...['break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export', 'extends'],
  ...['false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super', 'switch', 'this'],
  ...['throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with', 'await', 'yield', 'let', 'static', 'implements', 'interface'],
  ...['package', 'private', 'protected', 'public', 'arguments', 'eval'],
  ...['any', 'unknown', 'never', 'string', 'number', 'boolean', 'bigint', 'symbol', 'object', 'undefined', 'intrinsic'],
]);

/** What a schema's named type gets when its own name is already spoken for: `IncidentApiError` -> `IncidentApiErrorSchema`. */
export const SCHEMA_NAME_SUFFIX = 'Schema';

/**
 * The exported type name of each component schema, the same whatever order the keys come in:
 * 1. the key stripped to what an identifier holds (schemaTypeName); `Schema` when nothing is left;
 * 2. `Schema` appended when that is a reserved word (RESERVED_TYPE_NAMES) or in `taken` (the
 *    package's other exports and the names the schema module itself declares or reads);
 * 3. schemas still sharing a name: a key that is exactly its name keeps it; the others, in
 *    code-point order of their keys, get the first free of `_2`, `_3`, ... (`_` because schema
 *    names end in version digits: `WidgetV2_2`, not `WidgetV22`).
 */
export function schemaExportNames(keys: Iterable<string>, taken: ReadonlySet<string>): Map<string, string> {
  const unavailable = (name: string) => taken.has(name) || RESERVED_TYPE_NAMES.has(name);
  const wanted = new Map<string, string>();
  for (const key of new Set(keys)) {
    const cleaned = schemaTypeName(key) || SCHEMA_NAME_SUFFIX;
    wanted.set(key, unavailable(cleaned) ? `${cleaned}${SCHEMA_NAME_SUFFIX}` : cleaned);
  }
  const exact = [...wanted.keys()].filter((key) => wanted.get(key) === key).sort(compareText);
  const others = [...wanted.keys()].filter((key) => wanted.get(key) !== key).sort(compareText);
  const result = new Map<string, string>();
  const used = new Set<string>();
  for (const key of [...exact, ...others]) {
    const base = wanted.get(key)!;
    let name = base;
    for (let n = 2; used.has(name) || unavailable(name); n++) name = `${base}_${n}`;
    used.add(name);
    result.set(key, name);
  }
  return result;
}
