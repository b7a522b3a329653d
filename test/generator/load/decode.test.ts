/**
 * The text JSON.parse reads (load/decode.ts jsonSource) against the exact text: the same value or
 * the same refusal, for characters past ASCII of every width, in every position (keys, values,
 * outside strings, across the pieces the bytes are checked in), with and without a byte order
 * mark; and no fast text at all for bytes that are not UTF-8.
 */
import { describe, expect, it } from 'vitest';
import { exactText, jsonSource } from '../../../generator/load/decode.ts';
import { newestRealSpecPath } from '../../support/real-specs.ts';
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** One character of each UTF-8 width past ASCII, a line separator and a surrogate pair among them. */
const WIDE = ['é', '\u00a0', '—', '\u2028', '€', '😀', '\u{10ffff}'];

const parsed = (text: string): { value?: unknown; refused?: true } => {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { refused: true };
  }
};

/** The fast text parses as the exact text does: to an equal value, or not at all. */
function expectSameParse(bytes: Buffer, label: string) {
  const fast = jsonSource(bytes);
  expect(fast, label).toBeDefined();
  expect(parsed(fast!.source), label).toEqual(parsed(exactText(bytes)));
  if (fast!.exact) expect(fast!.source, label).toBe(exactText(bytes));
}

describe('jsonSource', () => {
  it('parses to the same value with each width of character in a key, a value and an array, with and without a byte order mark', () => {
    for (const char of WIDE) {
      const text = JSON.stringify({ [`k${char}`]: `v${char}${char}`, list: [char, `${char}x${char}`], plain: 'ascii' });
      for (const bytes of [Buffer.from(text), Buffer.concat([BOM, Buffer.from(text)])]) {
        expectSameParse(bytes, char);
        expect(JSON.parse(jsonSource(bytes)!.source), char).toEqual(JSON.parse(text));
        expect(jsonSource(bytes)!.exact, char).toBe(false);
      }
    }
  });

  it('refuses what the exact text refuses: such a character outside a string, before or after the document, as whitespace', () => {
    for (const char of WIDE) {
      for (const text of [`{"a": ${char}}`, `${char}{"a": 1}`, `{"a": 1}${char}`, `{"a":${char}1}`, `["${char}", ${char}]`]) {
        const bytes = Buffer.from(text);
        expect(parsed(jsonSource(bytes)!.source), text).toEqual({ refused: true });
        expectSameParse(bytes, text);
      }
    }
  });

  it('reads characters across the pieces it checks for ASCII (16 KB), at every offset around the edge', () => {
    for (const char of WIDE) {
      for (let shift = -5; shift <= 5; shift++) {
        // The character's first byte lands `shift` bytes from the first piece's end, inside a string.
        const padding = 'x'.repeat(16 * 1024 + shift - 2);
        const text = `["${padding}${char}${char}", "${char}"]`;
        expectSameParse(Buffer.from(text), `${char} ${shift}`);
        expectSameParse(Buffer.concat([BOM, Buffer.from(text)]), `${char} ${shift} with a byte order mark`);
      }
    }
  });

  it('finds each character however far into a long stretch of ASCII it sits, alone or beside others, to the last byte', () => {
    // Pieces are checked whole and halved down to a few bytes: every offset of a 40 KB text lands on each kind of edge.
    const padding = 40 * 1024;
    for (let offset = 0; offset <= padding; offset += offset < 200 ? 1 : 97) {
      const char = WIDE[offset % WIDE.length]!;
      const text = `["${'x'.repeat(offset)}${char}${'y'.repeat(padding - offset)}"]`;
      expectSameParse(Buffer.from(text), `${char} at ${offset}`);
      expectSameParse(Buffer.from(`["${'x'.repeat(offset)}${char}", "${char}${char}"]`), `${char} at ${offset}, then two more`);
    }
    expectSameParse(Buffer.from(`["${'x'.repeat(padding)}é"]`.slice(0, -2)), 'past ASCII as the last bytes, the text cut short');
  });

  it('is the exact text itself for ASCII, with or without a byte order mark, and for nothing at all', () => {
    for (const bytes of [Buffer.from('{"a": [1, "b"]}'), Buffer.concat([BOM, Buffer.from('{"a": 1}')]), BOM, Buffer.alloc(0)]) {
      expect(jsonSource(bytes), bytes.toString('hex')).toEqual({ source: exactText(bytes), exact: true });
    }
  });

  it('gives no fast text for bytes that are not UTF-8 in any position: a lone continuation, a cut sequence, an overlong form, a surrogate', () => {
    const bad = [[0x80], [0xc3], [0xe2, 0x82], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xff]];
    for (const sequence of bad) {
      const placed = [
        Buffer.from([...Buffer.from('["'), ...sequence, ...Buffer.from('"]')]),
        Buffer.from([...sequence, ...Buffer.from('{}')]),
        Buffer.from([...Buffer.from('{}'), ...sequence]),
        // Right after a byte order mark, and beside a valid character (one run of bytes past ASCII).
        Buffer.from([...BOM, ...sequence, ...Buffer.from('{}')]),
        Buffer.from([...Buffer.from('["é'), ...sequence, ...Buffer.from('é"]')]),
        Buffer.from([...Buffer.from(`["${'x'.repeat(20_000)}`), ...sequence, ...Buffer.from('"]')]),
      ];
      for (const bytes of placed) {
        expect(jsonSource(bytes), bytes.toString('hex')).toBeUndefined();
      }
    }
  });

  it('reads a real document to the same value', () => {
    const bytes = gunzipSync(readFileSync(newestRealSpecPath()));
    const fast = jsonSource(bytes)!;
    expect(fast.exact).toBe(false);
    expect(JSON.parse(fast.source)).toEqual(JSON.parse(exactText(bytes)));
  });

  it('gives each document its own text however the ones before it were sized: larger, smaller, the same, past ASCII or not', () => {
    // The escaped text is put together in memory kept from one call to the next.
    const documents = [40, 4000, 10, 4000, 70_000, 3, 70_000].map((length, index) => JSON.stringify({ index, text: `${'é'.repeat(index % 2)}${'x'.repeat(length)}—` }));
    const sources = documents.map((text) => jsonSource(Buffer.from(text))!.source);
    sources.forEach((source, index) => expect(JSON.parse(source), String(index)).toEqual(JSON.parse(documents[index]!)));
  });

  it('reads a view into a larger buffer by its own bytes only', () => {
    const whole = Buffer.from(`xx["é"]yy`);
    const view = new Uint8Array(whole.buffer, whole.byteOffset + 2, whole.length - 4);
    expect(JSON.parse(jsonSource(view)!.source)).toEqual(['é']);
  });
  it('keeps no memory the size of an outsized document once it is read, and still reads the ones after it', async () => {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    // Memory outside the heap is given back a few collections after its last holder goes.
    const settle = async () => {
      for (let round = 0; round < 3; round++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        collect();
      }
      return process.memoryUsage().arrayBuffers;
    };
    const small = JSON.stringify({ text: `é${'x'.repeat(1000)}` });
    expect(JSON.parse(jsonSource(Buffer.from(small))!.source)).toEqual(JSON.parse(small));
    const before = await settle();
    (() => {
      const large = Buffer.from(JSON.stringify({ text: `é${'x'.repeat(64 * 1024 * 1024)}` }));
      expect(jsonSource(large)!.source.length).toBe(large.length + 4);
    })();
    expect((await settle()) - before).toBeLessThan(16 * 1024 * 1024);
    expect(JSON.parse(jsonSource(Buffer.from(small))!.source)).toEqual(JSON.parse(small));
  });
});
