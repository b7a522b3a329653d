/**
 * The runtime's one redaction, attacked with every encoding a secret can travel in, each wrapped
 * in other text: after redaction, neither the encoded form nor, decoded back, the secret remains.
 */
import { randomUUID } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { createRedactor, MIN_SECRET_LENGTH, REDACTED } from '../../../../generator/runtime/redaction/redact.ts';
import { ENCODINGS } from './encodings.ts';

const SECRETS = {
  'API key': 'inc_live_SECRET_0123456789abcdef',
  'API key with URL and HTML characters': 'inc/live+SECRET&<x>="0123456789"',
  'webhook secret': `whsec_${Buffer.from('fixture signing secret, 32 bytes').toString('base64')}`,
  'URL password': 'p@ss:w0rd/SECRET%',
  // Multi-byte UTF-8, a surrogate pair, and base64 with `/` and `+` (hence `_` and `-` in base64url).
  'URL password with non-ASCII characters': 'pässwörd-🔑-SECRET~?>',
};

/**
 * A redactor whose pattern this test builds: patterns are cached by set of secrets, so a set seen
 * before (by an earlier test in the same process) would be served from the cache instead. The
 * extra secret appears in no text.
 */
const freshRedactor = (secrets: Array<string | undefined>) => createRedactor([...secrets, `never-sent-${randomUUID()}`]);

const CASES = Object.entries(SECRETS).flatMap(([secretName, secret]) =>
  Object.entries(ENCODINGS).map(([encodingName, encoding]) => ({ name: `${secretName}, ${encodingName}`, secret, encoding })),
);

describe('createRedactor: every secret in every encoding', () => {
  it.each(CASES)('$name', ({ secret, encoding }) => {
    const encoded = encoding.encode(secret);
    const redacted = freshRedactor([secret]).text(`received ${encoded} from the proxy`);
    expect(redacted).toContain(REDACTED);
    expect(redacted).not.toContain(encoded);
    expect(encoding.decode(redacted)).not.toContain(secret);
  });

  it('leaves text without a secret as it was, and ignores secrets too short to tell from words', () => {
    const text = 'HTTP 500: inc_live_ is a prefix, not a key';
    expect(freshRedactor(Object.values(SECRETS)).text(text)).toBe(text);
    // No usable secret at all: nothing to build a pattern from, nothing redacted.
    for (const secrets of [[], ['short', undefined]]) expect(createRedactor(secrets).text('a short word')).toBe('a short word');
  });

  it(`redacts a secret of exactly ${MIN_SECRET_LENGTH} characters, not one shorter`, () => {
    const shortest = '20480913'.slice(0, MIN_SECRET_LENGTH);
    expect(freshRedactor([shortest]).text(`pin ${shortest}`)).toBe(`pin ${REDACTED}`);
    expect(freshRedactor([shortest.slice(1)]).text(`pin ${shortest.slice(1)}`)).toBe(`pin ${shortest.slice(1)}`);
  });

  it('redacts a secret that contains another one whole, in whichever order they are given', () => {
    const inner = 'inc_live_0123456789';
    const outer = `${inner}_SECRET_SUFFIX`;
    for (const secrets of [[inner, outer], [outer, inner]]) {
      expect(freshRedactor(secrets).text(`key ${outer} then ${inner}.`)).toBe(`key ${REDACTED} then ${REDACTED}.`);
    }
  });

  it('gives the same text for the same secrets in any order, where two of equal length match at one place', () => {
    // `abcdefg%68` is `abcdefgh` with its last character percent-encoded, or `abcdefg%` followed by `68`.
    const text = 'token=abcdefg%68 sent';
    const secrets = ['abcdefgh', 'abcdefg%', 'ABCDEFGH'];
    const extra = `never-sent-${randomUUID()}`;
    const results = new Set([[0, 1, 2], [1, 0, 2], [2, 1, 0], [1, 2, 0]].map((order) => createRedactor([extra, ...order.map((index) => secrets[index])]).text(text)));
    // The longer match goes whole: `abcdefg%` alone would leave `68`, the encoded `h`.
    expect([...results]).toEqual([`token=${REDACTED} sent`]);
  });

  it("redacts a secret's longer form whole where its shorter one starts at the same place", () => {
    // The base64 of `Vm0wd2Qy` starts with `Vm0wd2Qy` itself: the text and the encoded form both match
    // there, the encoded form further. Only its last character, bits of the padding too, may stay.
    const secret = 'Vm0wd2Qy';
    expect(btoa(secret)).toBe('Vm0wd2QyUXk=');
    expect(freshRedactor([secret]).text(`Authorization: Basic ${btoa(secret)}`)).toBe(`Authorization: Basic ${REDACTED}k=`);
  });

  it('redacts occurrences of a secret that overlap as one stretch, and ones that only touch each on its own', () => {
    const periodic = 'abababab';
    expect(freshRedactor([periodic]).text(`x${periodic}ab y`)).toBe(`x${REDACTED} y`);
    const other = 'inc_live_0123456789';
    expect(freshRedactor([periodic, other]).text(`x${periodic}${other}${periodic}y`)).toBe(`x${REDACTED}${REDACTED}${REDACTED}y`);
  });

  it('forgets the patterns of a set of secrets once 64 other sets were seen: a process serving many keys keeps a bounded cache', () => {
    const patternsUsedBy = (secrets: string[]): RegExp[] => {
      const exec = vi.spyOn(RegExp.prototype, 'exec');
      try {
        createRedactor(secrets).text('nothing secret here');
        return exec.mock.contexts as RegExp[];
      } finally {
        exec.mockRestore();
      }
    };
    const secrets = [`kept-${randomUUID()}`];
    const first = patternsUsedBy(secrets);
    expect(first.length).toBeGreaterThan(0);
    expect(patternsUsedBy(secrets).every((pattern) => first.includes(pattern))).toBe(true);
    for (let index = 0; index < 64; index += 1) createRedactor([`other-${index}-${randomUUID()}`]);
    expect(patternsUsedBy(secrets).some((pattern) => first.includes(pattern))).toBe(false);
  });

  it('never serves one set of secrets the pattern of another (the cache key keeps them apart)', () => {
    const extra = `never-sent-${randomUUID()}`;
    expect(createRedactor([extra, 'abcdefghijklmnop']).text('abcdefgh')).toBe('abcdefgh');
    expect(createRedactor([extra, 'abcdefgh', 'ijklmnop']).text('abcdefgh')).toBe(REDACTED);
  });
});

/** How many objects deep `value` goes before the cut marker (or its end). */
function depthOf(value: unknown, next: (level: Record<string, unknown>) => unknown): number {
  let levels = 0;
  for (let level = value; typeof level === 'object' && level !== null; level = next(level as Record<string, unknown>)) levels += 1;
  return levels;
}

describe('createRedactor: values and errors', () => {
  const secret = SECRETS['API key'];

  it('redacts every string and key of a value, and cuts a hostile nesting depth', () => {
    const redactor = freshRedactor([secret]);
    let deep: unknown = { [secret]: secret };
    for (let level = 0; level < 10_000; level += 1) deep = { level: [deep, `${secret}-${level}`] };
    const copy = redactor.value({ errors: [{ message: `key ${secret}` }], deep });
    const rendered = [JSON.stringify(copy), inspect(copy, { depth: Infinity })].join('\n');
    expect(rendered).toContain(REDACTED);
    expect(rendered).not.toContain(secret);
    expect(rendered).toContain('[nested too deep]');
  });

  it('keeps numbers, booleans, null and arrays as they are', () => {
    const redactor = freshRedactor([secret]);
    expect(redactor.value({ count: 3, ok: true, none: null, list: [secret, 1, false], note: `key ${secret}` })).toEqual({
      count: 3,
      ok: true,
      none: null,
      list: [REDACTED, 1, false],
      note: `key ${REDACTED}`,
    });
    expect(redactor.value([secret])).toEqual([REDACTED]);
    expect(redactor.value(42)).toBe(42);
  });

  it('cuts at one depth counted from the outermost value: a plain value, an error\'s field, a chain of causes, a cycle', () => {
    const redactor = freshRedactor([secret]);
    let chain: Record<string, unknown> = { end: secret };
    for (let level = 0; level < 200; level += 1) chain = { next: chain };
    const depth = depthOf(redactor.value(chain), (level) => level['next']);
    // Deep enough for any real error body, far short of the 201 levels given.
    expect(depth).toBeGreaterThanOrEqual(16);
    expect(depth).toBeLessThan(200);
    // The error is the first level, its field the second.
    const holder = redactor.error(Object.assign(new Error('failed'), { body: chain })) as { body: unknown };
    expect(1 + depthOf(holder.body, (level) => level['next'])).toBe(depth);
    // A chain of causes keeps as many errors, then one saying the rest was cut.
    let causes = new Error(`innermost ${secret}`);
    for (let level = 0; level < 200; level += 1) causes = new Error(`level ${level}`, { cause: causes });
    const copied = redactor.error(causes) as Error;
    expect(depthOf(copied, (level) => level['cause'])).toBe(depth + 1);
    const cyclic = new Error(`cyclic ${secret}`);
    cyclic.cause = cyclic;
    const cut = redactor.error(cyclic) as Error;
    expect(depthOf(cut, (level) => level['cause'])).toBe(depth + 1);
    expect(inspect(cut, { depth: Infinity })).toContain('[nested too deep]');
  });

  it('passes what is not an error through as a value', () => {
    const redactor = freshRedactor([secret]);
    expect(redactor.error(`thrown text ${secret}`)).toBe(`thrown text ${REDACTED}`);
    const copy = redactor.error({ message: secret });
    expect(copy).toEqual({ message: REDACTED });
    expect(copy).not.toBeInstanceOf(Error);
  });

  it('keeps a name the kind does not give (DOMException), adds none it does, and rebuilds a missing stack', () => {
    const redactor = freshRedactor([secret]);
    const aborted = redactor.error(new DOMException(`aborted ${secret}`, 'AbortError')) as Error;
    expect(aborted.name).toBe('AbortError');
    expect(aborted.message).toBe(`aborted ${REDACTED}`);
    const plain = new TypeError('fetch failed');
    expect(JSON.stringify(redactor.error(plain))).toBe(JSON.stringify(plain));
    const stackless = new RangeError(`bad ${secret}`);
    stackless.stack = undefined;
    expect((redactor.error(stackless) as Error).stack).toBe(`RangeError: bad ${REDACTED}`);
  });

  it('gives the copy a cause only when the original has one, held as the original holds it', () => {
    const redactor = freshRedactor([secret]);
    const alone = redactor.error(new TypeError('fetch failed')) as Error;
    expect(Object.hasOwn(alone, 'cause')).toBe(false);
    expect(inspect(alone)).not.toContain('[cause]');
    const original = new TypeError('fetch failed', { cause: new Error(secret) });
    const { value: _copied, ...copiedShape } = Object.getOwnPropertyDescriptor(redactor.error(original), 'cause')!;
    const { value: _original, ...originalShape } = Object.getOwnPropertyDescriptor(original, 'cause')!;
    expect(copiedShape).toEqual(originalShape);
  });

  it('copies an error and its causes with message, stack and own fields redacted, keeping the kind', () => {
    const redactor = freshRedactor([secret]);
    const inner = Object.assign(new SyntaxError(`Unexpected token in "${secret}"`), { input: secret });
    const outer = new TypeError(`fetch failed for ${encodeURIComponent(secret)}`, { cause: inner });
    const copy = redactor.error(outer) as TypeError;
    expect(copy).toBeInstanceOf(TypeError);
    expect(copy.cause).toBeInstanceOf(SyntaxError);
    const rendered = [String(copy), copy.stack, inspect(copy, { depth: 8, showHidden: true }), JSON.stringify(copy), JSON.stringify(copy.cause)].join('\n');
    expect(rendered).toContain(REDACTED);
    expect(rendered).not.toContain(secret);
    expect(rendered).not.toContain(encodeURIComponent(secret));
  });
});

describe('a copy keeps every key a key', () => {
  const redactor = createRedactor([SECRETS['API key']]);
  const parsed = () => JSON.parse('{"__proto__":{"isAdmin":true},"nested":[{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}]}') as Record<string, unknown>;

  it('value(): `__proto__` stays an own key at every depth and sets no prototype', () => {
    const copy = redactor.value(parsed()) as Record<string, unknown>;
    const inner = (copy['nested'] as Record<string, unknown>[])[0]!;
    for (const held of [copy, inner]) {
      expect(Object.getPrototypeOf(held)).toBe(Object.prototype);
      expect(held['isAdmin']).toBeUndefined();
      expect(Object.getOwnPropertyDescriptor(held, '__proto__')?.value).toEqual({ isAdmin: true });
    }
    expect(Object.hasOwn(inner, 'constructor')).toBe(true);
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
  });

  it('error(): an own `__proto__` field of an error is copied as a field', () => {
    const error = Object.defineProperty(new Error('boom'), '__proto__', { value: { isAdmin: true }, enumerable: true });
    const copy = redactor.error(error) as Error & Record<string, unknown>;
    expect(copy).toBeInstanceOf(Error);
    expect(copy['isAdmin']).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toEqual({ isAdmin: true });
  });
});
