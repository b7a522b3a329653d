/**
 * The building blocks `validators.ts` is compiled from: the generator turns each response and
 * event schema into calls of these, once, at generation time; nothing reads the spec at run time.
 * Short names on purpose: the generated file calls them tens of thousands of times, and every
 * byte ships in the package.
 *
 * The platform's compatibility policy decides what is a finding. Tolerated, never reported:
 * properties the schema does not list, enum values it does not list, property order. Reported:
 * a required property missing, a value of another type, `null` where the schema is not nullable,
 * a value outside declared bounds or format. A check never keeps a value: `found` receives it so
 * the collector can name its kind (`string`, `null`, ...), and nothing else of it.
 */

/** The drift rule a document change of the same kind would be reported under. */
export type DriftRule =
  | 'response-property-removed'
  | 'response-property-type-changed'
  | 'response-property-became-nullable'
  | 'response-property-constraint-changed'
  | 'format-changed';

/** Reports one problem: its location (`ScheduleEntryV2.layer_id`), rule, what the schema expects, and the value (for its kind only). */
export type Found = (at: string, rule: DriftRule, expected: string, value: unknown) => void;
/** Checks `value`, found at location `at`, reporting each problem to `found`. */
export type Check = (value: unknown, at: string, found: Found) => void;
/**
 * Checks by operationId or event name, as validators.ts lists them, each with the location a
 * problem with the whole body is reported at (its component, or the operation's type name).
 */
export type CheckTable = ReadonlyArray<readonly [key: string, check: Check, root: string]>;
/** An object property: name, check, and `1` when the schema requires it. */
export type Property = readonly [name: string, check: Check, required?: 1];

/** The kind a finding names instead of the value. */
export const kindOf = (value: unknown): string =>
  value === undefined ? 'missing' : value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value;

function mismatch(expected: string, value: unknown, at: string, found: Found): void {
  found(at, value === null ? 'response-property-became-nullable' : 'response-property-type-changed', expected, value);
}

const typed =
  (expected: string, test: (value: unknown) => boolean): Check =>
  (value, at, found) => {
    if (!test(value)) mismatch(expected, value, at, found);
  };

/** Any value: a schema without a type, or one the policy cannot judge. */
export const x: Check = () => undefined;
export const s = typed('string', (value) => typeof value === 'string');
export const n = typed('number', (value) => typeof value === 'number');
export const i = typed('integer', (value) => Number.isInteger(value));
export const b = typed('boolean', (value) => typeof value === 'boolean');
/** OpenAPI 3.1's `type: 'null'`. */
export const u = typed('null', (value) => value === null);

const DATE = '\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])';
/** The formats checked; any other is taken on trust (a spec may name formats nobody defined). */
const FORMATS: Readonly<Record<string, (text: string) => boolean>> = {
  'date-time': RegExp.prototype.test.bind(new RegExp(`^${DATE}[Tt ](?:[01]\\d|2[0-3]):[0-5]\\d:(?:[0-5]\\d|60)(?:\\.\\d+)?(?:[Zz]|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)$`)),
  date: RegExp.prototype.test.bind(new RegExp(`^${DATE}$`)),
  uuid: RegExp.prototype.test.bind(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/),
};
const INT32 = (value: number) => value >= -2147483648 && value <= 2147483647;

/** Code points, as JSON Schema counts a string's length; UTF-16 units bound it from above. */
const codePoints = (text: string) => [...text].length;

/** A string with a format or length bounds (pattern is not checked: a spec's regex run on every response is a ReDoS risk). */
export function S(format?: string, minLength?: number, maxLength?: number): Check {
  const test = format === undefined || !Object.hasOwn(FORMATS, format) ? undefined : FORMATS[format];
  return (value, at, found) => {
    if (typeof value !== 'string') return mismatch('string', value, at, found);
    if (test && !test(value)) found(at, 'format-changed', format!, value);
    if (minLength !== undefined && (value.length < minLength || codePoints(value) < minLength)) found(at, 'response-property-constraint-changed', `minLength ${minLength}`, value);
    if (maxLength !== undefined && value.length > maxLength && codePoints(value) > maxLength) found(at, 'response-property-constraint-changed', `maxLength ${maxLength}`, value);
  };
}

/**
 * A number or integer with bounds: `[minimum, maximum, exclusiveMinimum, exclusiveMaximum]`
 * as numbers (OpenAPI 3.0's boolean exclusives are folded in by the generator).
 */
export function N(integer: boolean, format?: string, minimum?: number, maximum?: number, exclusiveMinimum?: number, exclusiveMaximum?: number): Check {
  const expected = integer ? 'integer' : 'number';
  const limits: Array<readonly [string, number, (value: number, limit: number) => boolean]> = [];
  if (minimum !== undefined) limits.push(['minimum', minimum, (value, limit) => value < limit]);
  if (maximum !== undefined) limits.push(['maximum', maximum, (value, limit) => value > limit]);
  if (exclusiveMinimum !== undefined) limits.push(['exclusiveMinimum', exclusiveMinimum, (value, limit) => value <= limit]);
  if (exclusiveMaximum !== undefined) limits.push(['exclusiveMaximum', exclusiveMaximum, (value, limit) => value >= limit]);
  const int32 = format === 'int32';
  return (value, at, found) => {
    if (typeof value !== 'number' || (integer && !Number.isInteger(value))) return mismatch(expected, value, at, found);
    if (int32 && !INT32(value)) found(at, 'format-changed', 'int32', value);
    for (const [name, limit, outside] of limits) if (outside(value, limit)) found(at, 'response-property-constraint-changed', `${name} ${limit}`, value);
  };
}

/** `null` as well as what `check` accepts. */
export const z =
  (check: Check): Check =>
  (value, at, found) => {
    if (value !== null) check(value, at, found);
  };

/** A reference to a check defined further down (a `$ref` cycle). */
export const l =
  (get: () => Check): Check =>
  (value, at, found) =>
    get()(value, at, found);

/** An array; its items are located at `<at>[]`, whatever their index. */
export function a(item: Check, minItems?: number, maxItems?: number): Check {
  return (value, at, found) => {
    if (!Array.isArray(value)) return mismatch('array', value, at, found);
    if (minItems !== undefined && value.length < minItems) found(at, 'response-property-constraint-changed', `minItems ${minItems}`, value);
    if (maxItems !== undefined && value.length > maxItems) found(at, 'response-property-constraint-changed', `maxItems ${maxItems}`, value);
    if (item === x) return;
    const itemAt = `${at}[]`;
    for (const element of value) item(element, itemAt, found);
  };
}

/**
 * An object owned by `owner` (a component name, or a component's or operation's path to an inline
 * schema): its properties are located at `<owner>.<name>`, values of unlisted ones (when the schema
 * types them) at `<owner>{}`. Unlisted properties are otherwise tolerated.
 */
export function o(owner: string, properties: readonly Property[], values?: Check): Check {
  const names = properties.map(([name]) => name);
  const checks = properties.map(([, check]) => check);
  const required = properties.map(([, , flag]) => flag === 1);
  const locations = names.map((name) => `${owner}.${name}`);
  const listed = new Set(names);
  const valuesAt = `${owner}{}`;
  return (value, at, found) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return mismatch('object', value, at, found);
    const record = value as Record<string, unknown>;
    for (let index = 0; index < names.length; index++) {
      const name = names[index]!;
      // Own properties only: `constructor` or `__proto__` must not be read from the prototype.
      if (Object.hasOwn(record, name)) checks[index]!(record[name], locations[index]!, found);
      else if (required[index]) found(locations[index]!, 'response-property-removed', 'present', undefined);
    }
    if (values === undefined) return;
    for (const name of Object.keys(record)) if (!listed.has(name)) values(record[name], valuesAt, found);
  };
}

/** allOf: every member's check. */
export const all =
  (...members: Check[]): Check =>
  (value, at, found) => {
    for (const member of members) member(value, at, found);
  };

interface Reported {
  at: string;
  rule: DriftRule;
  expected: string;
  value: unknown;
}

/**
 * oneOf and anyOf: clean when any member finds nothing; else the findings of the member that found
 * least (ties: the first), which is most often the branch the value was meant to take.
 */
export const one =
  (...members: Check[]): Check =>
  (value, at, found) => {
    let best: Reported[] | undefined;
    for (const member of members) {
      const reported: Reported[] = [];
      member(value, at, (where, rule, expected, offending) => reported.push({ at: where, rule, expected, value: offending }));
      if (reported.length === 0) return;
      if (best === undefined || reported.length < best.length) best = reported;
    }
    for (const entry of best ?? []) found(entry.at, entry.rule, entry.expected, entry.value);
  };
