/**
 * The one redaction of the runtime. Text from a server, a webhook delivery or the caller's options
 * passes through it before it reaches a message, a `cause`, an inspected or serialised object or a
 * log line. A secret is found however the text carries it: as is, with any of its characters as
 * JSON escapes (`\u005f`, `\/`), percent-encoded, as HTML character references, or inside base64
 * or base64url at any alignment. The patterns are built only when an error is being described, so
 * a successful request pays nothing.
 */

export const REDACTED = '[redacted]';
// Shorter strings would redact ordinary words; real keys and secrets are far longer.
export const MIN_SECRET_LENGTH = 8;
// Deeper parts of a value are dropped: a hostile body must not overflow the stack of whoever inspects it.
const MAX_DEPTH = 32;
const TOO_DEEP = '[nested too deep]';

export interface Redactor {
  /** The text with every secret, in every encoding above, replaced by `[redacted]`. */
  text(text: string): string;
  /** A copy of a JSON-like value with every string and key redacted, cut at a safe depth; each key stays a key (`__proto__` sets no prototype). */
  value(value: unknown): unknown;
  /** A copy of an error (and its causes) safe to show: message, stack and own fields redacted. */
  error(error: unknown): unknown;
}

export function createRedactor(secrets: Iterable<string | undefined>): Redactor {
  const forms = secretForms(secrets);
  const text = (input: string): string => (forms ? redactStretches(input, forms) : input);
  const value = (input: unknown, depth = 0): unknown => {
    if (typeof input === 'string') return text(input);
    if (typeof input !== 'object' || input === null) return input;
    if (depth >= MAX_DEPTH) return TOO_DEEP;
    if (Array.isArray(input)) return input.map((entry) => value(entry, depth + 1));
    const copy: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(input)) defineOwn(copy, text(key), value(entry, depth + 1));
    return copy;
  };
  const error = (input: unknown, depth = 0): unknown => {
    if (!(input instanceof Error)) return value(input, depth);
    if (depth >= MAX_DEPTH) return new Error(TOO_DEEP);
    const Kind = ERROR_KINDS.find((kind) => input instanceof kind) ?? Error;
    const copy = new Kind(text(String(input.message)));
    for (const key of Object.keys(input)) defineOwn(copy, text(key), value((input as unknown as Record<string, unknown>)[key], depth + 1));
    if (copy.name !== input.name) copy.name = text(String(input.name));
    copy.stack = text(String(input.stack ?? `${copy.name}: ${copy.message}`));
    if (input.cause !== undefined) Object.defineProperty(copy, 'cause', { value: error(input.cause, depth + 1), configurable: true, writable: true });
    return copy;
  };
  return { text, value: (input) => value(input), error: (input) => error(input) };
}

/**
 * Sets a key as JSON.parse does, as the object's own property: assigning `__proto__` would set the
 * copy's prototype instead (a server's `{"__proto__": {"isAdmin": true}}` making `body.isAdmin` true).
 */
function defineOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const ERROR_KINDS = [TypeError, SyntaxError, RangeError, ReferenceError, URIError, EvalError] as const;

const patterns = new Map<string, readonly RegExp[]>();
const MAX_CACHED = 64;

/** A global pattern for each encoded form of each secret; cached by set of secrets. */
function secretForms(secrets: Iterable<string | undefined>): readonly RegExp[] | undefined {
  const usable = [...new Set([...secrets].filter((secret): secret is string => typeof secret === 'string' && secret.length >= MIN_SECRET_LENGTH))];
  if (usable.length === 0) return undefined;
  const id = usable.join('\n');
  let forms = patterns.get(id);
  if (!forms) {
    if (patterns.size >= MAX_CACHED) patterns.clear();
    patterns.set(id, (forms = usable.flatMap(encodedForms).map((source) => new RegExp(source, 'g'))));
  }
  return forms;
}

/**
 * Every stretch of the text that some form matches, from every place it starts, is redacted;
 * overlapping stretches become one `[redacted]`. One alternation of all forms would take, at each
 * place, the first form that matches there (or a secret's first occurrence of two that overlap),
 * and leave in the text the tail of a longer match starting at the same place.
 */
function redactStretches(input: string, forms: readonly RegExp[]): string {
  const stretches: Array<[start: number, end: number]> = [];
  for (const form of forms) {
    form.lastIndex = 0;
    for (let match = form.exec(input); match; match = form.exec(input)) {
      stretches.push([match.index, match.index + match[0].length]);
      form.lastIndex = match.index + 1;
    }
  }
  stretches.sort((a, b) => a[0] - b[0]);
  let redacted = '';
  let end = 0;
  for (const [start, stop] of stretches) {
    if (start >= end) redacted += `${input.slice(end, start)}${REDACTED}`;
    end = Math.max(end, stop);
  }
  return redacted + input.slice(end);
}

/** Regex sources matching the secret in every encoding above (exported for the redaction tests alone). */
export function encodedForms(secret: string): string[] {
  const characters = [...secret].map((character) => `(?:${characterForms(character).join('|')})`).join('');
  return [characters, ...base64Cores(secret).map(escapeRegExp)];
}

// The other spellings of a character (JSON's short escapes, HTML's named references), in this order.
const OTHER_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  '/': ['\\/'],
  '"': ['\\"', '&quot;'],
  '\\': ['\\\\'],
  '&': ['&amp;'],
  '<': ['&lt;'],
  '>': ['&gt;'],
  "'": ['&apos;'],
};

/** One character as is, JSON-escaped, percent-encoded or as an HTML character reference. */
function characterForms(character: string): string[] {
  const codePoint = character.codePointAt(0)!;
  return [
    escapeRegExp(character),
    character.split('').map((unit) => `\\\\u${hexDigits(unit.charCodeAt(0), 4)}`).join(''),
    Array.from(new TextEncoder().encode(character), (byte) => `%${hexDigits(byte, 2)}`).join(''),
    `&#0*${codePoint};`,
    `&#[xX]0*${hexDigits(codePoint, 1)};`,
    ...(OTHER_SPELLINGS[character] ?? []).map(escapeRegExp),
  ];
}

/** Hex digits of `value`, at least `width` of them, each letter in either case. */
function hexDigits(value: number, width: number): string {
  return value.toString(16).padStart(width, '0').replace(/[a-f]/g, (digit) => `[${digit}${digit.toUpperCase()}]`);
}

/**
 * Base64 of any text holding the secret contains, depending on where the secret starts modulo
 * 3 bytes, one of three fixed cores: the characters made of the secret's bits alone.
 */
function base64Cores(secret: string): string[] {
  // btoa over a binary string: the runtime runs in browsers too, where Buffer does not exist.
  let binary = '';
  for (const byte of new TextEncoder().encode(secret)) binary += String.fromCharCode(byte);
  const cores: string[] = [];
  for (let offset = 0; offset < 3; offset += 1) {
    const padded = '\0'.repeat(offset) + binary;
    const core = btoa(padded).slice(Math.ceil((offset * 8) / 6), Math.floor((padded.length * 8) / 6));
    if (core.length >= MIN_SECRET_LENGTH) cores.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return [...new Set(cores)];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
