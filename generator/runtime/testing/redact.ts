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

/** `text` with every form replaced (case-insensitively for the URL-encoded forms' hex digits). */
export function redactText(text: string, forms: readonly string[], exact: readonly (string | undefined)[]): string {
  if (exact.includes(text)) return REDACTED;
  let redacted = text;
  for (const form of forms) redacted = redacted.split(form).join(REDACTED);
  for (const form of forms) {
    if (!form.includes('%')) continue;
    const pattern = new RegExp(form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    redacted = redacted.replace(pattern, REDACTED);
  }
  return redacted;
}

/** A JSON value with every string (keys included) redacted; keys are defined, never assigned, so `__proto__` stays data. */
export function redactValue(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, redact));
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) Object.defineProperty(copy, redact(key), { value: redactValue(item, redact), enumerable: true, writable: true, configurable: true });
  return copy;
}
