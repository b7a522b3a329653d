/**
 * The runtime's one redaction, attacked with every encoding a secret can travel in, each wrapped
 * in other text: after redaction, neither the encoded form nor, decoded back, the secret remains.
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createRedactor, REDACTED } from '../../../../generator/runtime/redaction/redact.ts';
import { ENCODINGS } from './encodings.ts';

const SECRETS = {
  'API key': 'inc_live_SECRET_0123456789abcdef',
  'API key with URL and HTML characters': 'inc/live+SECRET&<x>="0123456789"',
  'webhook secret': `whsec_${Buffer.from('fixture signing secret, 32 bytes').toString('base64')}`,
  'URL password': 'p@ss:w0rd/SECRET%',
};

const CASES = Object.entries(SECRETS).flatMap(([secretName, secret]) =>
  Object.entries(ENCODINGS).map(([encodingName, encoding]) => ({ name: `${secretName}, ${encodingName}`, secret, encoding })),
);

describe('createRedactor: every secret in every encoding', () => {
  it.each(CASES)('$name', ({ secret, encoding }) => {
    const encoded = encoding.encode(secret);
    const redacted = createRedactor([secret]).text(`received ${encoded} from the proxy`);
    expect(redacted).toContain(REDACTED);
    expect(redacted).not.toContain(encoded);
    expect(encoding.decode(redacted)).not.toContain(secret);
  });

  it('leaves text without a secret as it was, and ignores secrets too short to tell from words', () => {
    const text = 'HTTP 500: inc_live_ is a prefix, not a key';
    expect(createRedactor(Object.values(SECRETS)).text(text)).toBe(text);
    expect(createRedactor(['short', undefined]).text('a short word')).toBe('a short word');
  });
});

describe('createRedactor: values and errors', () => {
  const secret = SECRETS['API key'];
  const redactor = createRedactor([secret]);

  it('redacts every string and key of a value, and cuts a hostile nesting depth', () => {
    let deep: unknown = { [secret]: secret };
    for (let level = 0; level < 10_000; level += 1) deep = { level: [deep, `${secret}-${level}`] };
    const copy = redactor.value({ errors: [{ message: `key ${secret}` }], deep });
    const rendered = [JSON.stringify(copy), inspect(copy, { depth: Infinity })].join('\n');
    expect(rendered).toContain(REDACTED);
    expect(rendered).not.toContain(secret);
    expect(rendered).toContain('[nested too deep]');
  });

  it('copies an error and its causes with message, stack and own fields redacted, keeping the kind', () => {
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
