/**
 * Every TypeScript name the generator emits comes from here, so the drift checker can name the
 * same symbols. Words are split on punctuation and case changes, and acronyms are folded:
 * `API Keys V1#List` -> `ApiKeysV1List` / `apiKeysV1List` (never `aPIKeysV1List`).
 *
 * Spec text is untrusted: every name is a valid identifier whatever it is made from. Letters and
 * digits of the widely used scripts are kept (`Инциденты V2#List` -> `ИнцидентыV2List`); text
 * with none (emoji, punctuation) is named by its code points (`🔥` -> `U1F525`); a reserved word
 * gets a trailing `_` (`default` -> `default_`).
 */
import { compareText } from './order.ts';

/**
 * The characters names keep: letters, marks and digits of ASCII and of the core blocks of Latin,
 * Greek, Cyrillic, Armenian, Hebrew, Arabic, Devanagari, Thai, kana, CJK ideographs and Hangul:
 * blocks complete long before any TypeScript's Unicode tables (TypeScript 5.9 knows no letter
 * added in Unicode 16, TypeScript 7 follows Go's tables). Any other letter is a word break.
 */
const KEPT_BLOCKS = [
  'A-Za-z0-9',
  '\\u00C0-\\u024F', // Latin-1 Supplement, Latin Extended-A and -B
  '\\u0370-\\u03FF', // Greek
  '\\u0400-\\u04FF', // Cyrillic
  '\\u0531-\\u0587', // Armenian
  '\\u05D0-\\u05EA', // Hebrew
  '\\u0620-\\u0669', // Arabic
  '\\u0900-\\u097F', // Devanagari
  '\\u0E01-\\u0E3A', // Thai
  '\\u3041-\\u3096\\u30A1-\\u30FA', // Hiragana, Katakana
  '\\u4E00-\\u9FA5', // CJK Unified Ideographs (Unicode 1.1)
  '\\uAC00-\\uD7A3', // Hangul syllables
];
// eslint-disable-next-line no-misleading-character-class -- whole blocks, their combining marks included
const KEPT = new RegExp(`^(?=[\\p{L}\\p{Mn}\\p{Mc}\\p{Nd}])[${KEPT_BLOCKS.join('')}]$`, 'u');

/** Every character a name cannot keep, as `replacement`. */
function onlyKept(text: string, replacement: string, alsoKeep = ''): string {
  // ASCII (nearly every name): KEPT keeps exactly its letters and digits, so one pass of a plain class does what a test per character does.
  if (isAscii(text)) return text.replace(droppedAscii(alsoKeep), replacement);
  return Array.from(text, (char) => (KEPT.test(char) || alsoKeep.includes(char) ? char : replacement)).join('');
}

function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 0x7f) return false;
  return true;
}

/** The ASCII characters a name drops, but for `alsoKeep` (a few fixed sets: `''`, `'_$'`). */
const DROPPED_ASCII = new Map<string, RegExp>();
function droppedAscii(alsoKeep: string): RegExp {
  let pattern = DROPPED_ASCII.get(alsoKeep);
  if (!pattern) DROPPED_ASCII.set(alsoKeep, (pattern = new RegExp(`[^A-Za-z0-9${alsoKeep.replace(/[\\\]^-]/g, '\\$&')}]`, 'g')));
  return pattern;
}

/** Splits an identifier-ish string into words: `API Keys V1#List` -> [API, Keys, V1, List]. */
export function words(text: string): string[] {
  return onlyKept(text, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/ +/)
    .filter((word) => word !== '')
    .reduce<string[]>((merged, word) => {
      // "V" + "2" and similar splits join back into one word: version suffixes stay `V2`.
      const previous = merged[merged.length - 1];
      if (previous !== undefined && /^\d+$/.test(word) && /^[A-Za-z]$/.test(previous)) merged[merged.length - 1] = previous + word;
      else merged.push(word);
      return merged;
    }, []);
}

/** Upper case, unless that makes a letter a name cannot keep (`ƛ` -> `Ƛ`, added in Unicode 16). */
const upper = (char: string) => (Array.from(char.toUpperCase()).every((part) => KEPT.test(part) || /\p{Mn}/u.test(part)) ? char.toUpperCase() : char);

const capitalise = (word: string) => upper(word.charAt(0)) + word.slice(1).toLowerCase();

export function pascalCase(text: string): string {
  const result = words(text).map(capitalise).join('') || codePoints(text);
  return cannotStart(result) ? `_${result}` : result;
}

/** A digit or a combining mark can continue a name, not start it. */
const cannotStart = (name: string) => /^[\p{Nd}\p{M}]/u.test(name);

/** Names text that holds no letter or digit: `🔥` -> `U1F525`. */
const codePoints = (text: string) => [...text.replace(/\s+/g, '')].map((char) => `U${char.codePointAt(0)!.toString(16).toUpperCase()}`).join('');

/** Words a declaration cannot be named: reserved in strict-mode modules, or taken by TypeScript's own types. */
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in ' +
    'instanceof new null return super switch this throw true try typeof var void while with implements interface let package private ' +
    'protected public static yield await arguments eval undefined NaN Infinity globalThis any unknown never number bigint boolean string symbol object'
  ).split(' '),
);

/** A declaration name: never empty, never reserved. */
const declarable = (name: string) => (name === '' ? '_' : RESERVED.has(name) ? `${name}_` : name);

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
export const schemaTypeName = (schemaName: string): string => declarable(schemaNamePart(schemaName));

function schemaNamePart(schemaName: string): string {
  const cleaned = onlyKept(schemaName, ' ', '_$').replace(/ +(.)?/gu, (_, next: string | undefined) => upper(next ?? '')) || codePoints(schemaName);
  return cannotStart(cleaned) ? `_${cleaned}` : cleaned;
}

/**
 * Names an inline enum by where it sits: the owning schema or operation, then the property or
 * parameter names leading to it (`IncidentV2` + `status` -> `IncidentV2Status`). Array steps
 * (`[]`) add nothing to the name.
 */
export function enumTypeName(owner: string, segments: readonly string[]): string {
  return declarable([schemaNamePart(owner), ...segments.filter((s) => s !== '[]').map(pascalCase)].join(''));
}

/** Event kinds as type names: `schedule.created_v1` -> `ScheduleCreatedV1`. */
export const eventTypeName = (eventName: string) => declarable(pascalCase(eventName));

/**
 * Gives each key a unique name. Keys are visited in sorted order so that the suffixes
 * (`2`, `3`, ...) do not depend on document order.
 */
export function uniqueNames(keys: Iterable<string>, nameOf: (key: string) => string): Map<string, string> {
  const taken = new Set<string>();
  const lastSuffix = new Map<string, number>();
  return new Map([...new Set(keys)].sort().map((key) => [key, firstFree(nameOf(key), taken, lastSuffix)]));
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
 * 1. the key stripped to what an identifier holds (schemaNamePart: text with no letter or digit
 *    spelled by its code points, `---` -> `U2DU2DU2D`); `Schema` for an empty key;
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
    const cleaned = schemaNamePart(key) || SCHEMA_NAME_SUFFIX;
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

/** Where a named method lives: `client.<resource>.<method>`. */
export interface NamedMethodName {
  resource: string;
  method: string;
}

/**
 * Names a thenable or the prototype would shadow: a resource with a `then` method would make
 * `await client.someResource` call it, and `constructor` or `toString` would hide Object's own.
 */
const RESERVED_MEMBERS = ['then', 'catch', 'finally', 'constructor', 'prototype', 'toString', 'toJSON', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', 'withResponse'];

/**
 * The named-method layer's names, from the operationId's two parts: `Incidents V2#List` ->
 * `incidentsV2.list`, `Schedules V2#Show` -> `schedulesV2.show`. An operationId without `#` goes
 * to the `operations` resource under its whole name. Ids whose parts read the same share a resource;
 * a method or resource name already taken, or one in `reservedResources` (the client's own members)
 * or RESERVED_MEMBERS, gets the next free numeric suffix (`list2`), in sorted operationId order so
 * the suffixes do not depend on document order.
 */
export function namedMethodNames(operationIds: Iterable<string>, reservedResources: readonly string[]): Map<string, NamedMethodName> {
  const result = new Map<string, NamedMethodName>();
  const takenResources = new Set([...reservedResources, ...RESERVED_MEMBERS]);
  const resourceByBase = new Map<string, string>();
  const methodsByResource = new Map<string, Set<string>>();
  for (const operationId of [...new Set(operationIds)].sort()) {
    const hash = operationId.indexOf('#');
    const base = (hash >= 0 ? camelCase(operationId.slice(0, hash)) : '') || 'operations';
    let resource = resourceByBase.get(base);
    if (resource === undefined) {
      resource = firstFree(base, takenResources);
      resourceByBase.set(base, resource);
    }
    const methods = methodsByResource.get(resource) ?? new Set(RESERVED_MEMBERS);
    methodsByResource.set(resource, methods);
    const method = firstFree(camelCase(hash >= 0 ? operationId.slice(hash + 1) : operationId) || 'call', methods);
    result.set(operationId, { resource, method });
  }
  return result;
}

/**
 * Each named method's export beside its resource's in the `resources` entry, so a consumer can
 * pick single methods: `incidentsV2` + `list` -> `incidentsV2List`. The resources keep their own
 * names; a method whose name is taken (by a resource, or a method before it in code-point order of
 * `resource.method`) gets the next free numeric suffix, so the names do not depend on document order.
 */
export function namedMethodExportNames(named: Iterable<NamedMethodName>): Map<NamedMethodName, string> {
  const methods = [...named];
  const taken = new Set(methods.map(({ resource }) => resource));
  const key = ({ resource, method }: NamedMethodName) => `${resource}.${method}`;
  const lastSuffix = new Map<string, number>();
  const sorted = methods.map((entry) => [key(entry), entry] as const).sort(([a], [b]) => compareText(a, b));
  return new Map(sorted.map(([, entry]) => [entry, firstFree(`${entry.resource}${upper(entry.method.charAt(0))}${entry.method.slice(1)}`, taken, lastSuffix)]));
}

/**
 * `base`, else `base2`, `base3`...: the first not in `taken`, which it then joins. `lastSuffix`,
 * kept across calls on one `taken`, resumes each base where it stopped: the suffixes below are all
 * taken, so thousands of names with one base stay linear.
 */
function firstFree(base: string, taken: Set<string>, lastSuffix = new Map<string, number>()): string {
  let name = base;
  for (let n = lastSuffix.get(base) ?? 2; taken.has(name); n++) {
    name = `${base}${n}`;
    lastSuffix.set(base, n);
  }
  taken.add(name);
  return name;
}
