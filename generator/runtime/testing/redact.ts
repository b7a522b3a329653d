/**
 * Keeps an API key out of what the fake records: wherever a request carries it (a header, the
 * query, the path, the body), raw, URL-encoded or base64, it is replaced by `[redacted]`, and the
 * Authorization header is replaced whole. Keys shorter than MIN_SCANNED are only redacted where a
 * value is exactly the key: scanning for them would mangle ordinary text.
 */
export const REDACTED = '[redacted]';
const MIN_SCANNED = 6;

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The base64 characters that depend on the key alone, for each of the three alignments it can sit at inside a longer base64 text. */
function base64Cores(key: Uint8Array): string[] {
  const cores: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = new Uint8Array(offset + key.length);
    padded.set(key, offset);
    const head = Math.ceil((offset * 4) / 3);
    // Whole groups only (the key inside longer text), and every group padded (the key at the end of the text).
    const inside = base64Of(padded.subarray(0, Math.floor(padded.length / 3) * 3)).slice(head);
    const atEnd = base64Of(padded).slice(head);
    for (const text of [atEnd, atEnd.replace(/=+$/, ''), inside]) {
      for (const variant of [text, text.replace(/\+/g, '-').replace(/\//g, '_')]) if (variant.length >= MIN_SCANNED) cores.push(variant);
    }
  }
  return cores;
}

/** Every form of the secrets to look for, longest first so a longer form is replaced before a part of it. */
export function secretForms(secrets: readonly (string | undefined)[]): string[] {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (secret === undefined || secret.length < MIN_SCANNED) continue;
    for (const form of [secret, encodeURIComponent(secret), encodeURIComponent(secret).replace(/%20/g, '+'), ...base64Cores(utf8(secret))]) forms.add(form);
  }
  return [...forms].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

/** One pattern for every form, longest first; a URL-encoded form's hex digits in either case. */
export function formsPattern(forms: readonly string[]): RegExp | undefined {
  if (forms.length === 0) return undefined;
  const escaped = forms.map((form) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%([0-9A-F])([0-9A-F])/g, (_whole, high: string, low: string) => `%[${high}${high.toLowerCase()}][${low}${low.toLowerCase()}]`));
  return new RegExp(escaped.join('|'), 'g');
}

/** `text` with every form replaced; a value that is exactly a secret, however short, wholly. */
export function redactText(text: string, pattern: RegExp | undefined, exact: readonly (string | undefined)[]): string {
  if (exact.includes(text)) return REDACTED;
  return pattern === undefined ? text : text.replace(pattern, REDACTED);
}

const define = (target: Record<string, unknown>, key: string, value: unknown) => Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

/**
 * A JSON value with every string (keys included) redacted. Keys are defined, never assigned, so
 * `__proto__` stays data; the walk keeps its own stack, so a body nested 100,000 deep is copied
 * rather than overflowing the call stack mid-request.
 */
export function redactValue(value: unknown, redact: (text: string) => string): unknown {
  const root: Record<string, unknown> = {};
  const work: [unknown, Record<string, unknown> | unknown[], string | number][] = [[value, root, 'value']];
  for (let next = work.pop(); next !== undefined; next = work.pop()) {
    const [item, parent, place] = next;
    let copy: unknown = item;
    if (typeof item === 'string') copy = redact(item);
    else if (Array.isArray(item)) {
      const array: unknown[] = new Array<unknown>(item.length);
      item.forEach((element, index) => work.push([element, array, index]));
      copy = array;
    } else if (typeof item === 'object' && item !== null) {
      const object: Record<string, unknown> = {};
      for (const [key, element] of Object.entries(item)) {
        const name = redact(key);
        // Defined now, filled when its turn comes: the keys keep their order.
        define(object, name, undefined);
        work.push([element, object, name]);
      }
      copy = object;
    }
    if (Array.isArray(parent)) parent[place as number] = copy;
    else define(parent, place as string, copy);
  }
  return root['value'];
}
