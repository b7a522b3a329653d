/**
 * redact: a key is found in every encoding a request can carry it in, at every position inside
 * longer text (base64 has three alignments), and nothing else is touched.
 */
import { describe, expect, it } from 'vitest';
import { formsPattern, REDACTED, redactText, redactValue, secretForms } from '../../../../generator/runtime/testing/redact.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const b64url = (text: string) => Buffer.from(text).toString('base64url');

describe('redactText', () => {
  // A key's base64 has some characters of its own only from about 12 bytes at every alignment: API keys are far longer.
  const keys = ['abcdefghijkl', 'k+/=?&é0123456789', 'sk_live_0123456789abcdefghijklmnopqrstuvwxyz'];

  it('leaves no run of six characters of the key in any encoding, at any alignment, with anything before and after it', () => {
    for (const key of keys) {
      const forms = formsPattern(secretForms([key]));
      for (const before of ['', 'u', 'us', 'user:']) {
        for (const after of ['', 'x', 'xy', ':tail']) {
          const plain = `${before}${key}${after}`;
          for (const text of [plain, encodeURIComponent(plain), encodeURIComponent(plain).toLowerCase(), b64(plain), b64url(plain), b64(plain).replace(/=+$/, '')]) {
            const redacted = redactText(text, forms, [key]);
            expect([text, redacted]).toEqual([text, expect.stringContaining(REDACTED)]);
            // What remains around the redaction is at most the encoding's few characters of `before`/`after`.
            for (let start = 0; start + 6 <= key.length; start++) expect(redacted).not.toContain(key.slice(start, start + 6));
            expect(redacted.replace(REDACTED, '').length).toBeLessThanOrEqual(encodeURIComponent(`${before}${after}`).length + 8);
          }
        }
      }
    }
  });

  it('redacts a short key only where a value is exactly it, and leaves text without a key as it was', () => {
    expect(redactText('k1', formsPattern(secretForms(['k1'])), ['k1'])).toBe(REDACTED);
    expect(redactText('page_size k1', formsPattern(secretForms(['k1'])), ['k1'])).toBe('page_size k1');
    expect(redactText('an ordinary summary', formsPattern(secretForms([undefined, 'abcdefgh'])), [undefined, 'abcdefgh'])).toBe('an ordinary summary');
  });
});

describe('redactValue', () => {
  it('redacts keys and values at any depth, keeping a __proto__ key as data', () => {
    const forms = formsPattern(secretForms(['abcdefgh']));
    const value = JSON.parse('{"__proto__":{"abcdefgh":["x abcdefgh"]},"n":1,"z":null}') as unknown;
    const redacted = redactValue(value, (text) => redactText(text, forms, ['abcdefgh'])) as Record<string, unknown>;
    expect(Object.getPrototypeOf(redacted)).toBe(Object.prototype);
    expect(JSON.stringify(redacted)).toBe(`{"__proto__":{"${REDACTED}":["x ${REDACTED}"]},"n":1,"z":null}`);
  });

  it('copies a value nested far past the call stack, in order', () => {
    let deep: unknown = ['abcdefgh'];
    for (let depth = 0; depth < 200_000; depth++) deep = depth % 2 === 0 ? [deep, depth] : { a: deep, b: depth };
    let copy = redactValue(deep, (text) => text.replace('abcdefgh', REDACTED));
    for (let depth = 200_000 - 1; depth >= 0; depth--) {
      const keys = depth % 2 === 0 ? ['0', '1'] : ['a', 'b'];
      expect(Object.keys(copy as object)).toEqual(keys);
      copy = (copy as Record<string, unknown>)[keys[0]!];
    }
    expect(copy).toEqual([REDACTED]);
  });
});
