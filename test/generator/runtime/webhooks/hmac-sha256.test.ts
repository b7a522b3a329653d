/** The webhook runtime's own SHA-256 and HMAC, against node:crypto on what a delivery can hold. */
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256 } from '../../../../generator/runtime/webhooks/hmac-sha256.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('sha256 and hmacSha256', () => {
  it('give the FIPS 180-4 and RFC 4231 test vectors', () => {
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(new Uint8Array(0)))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const key = new Uint8Array(20).fill(0x0b);
    expect(hex(hmacSha256(key, new TextEncoder().encode('Hi There')))).toBe('b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7');
  });

  it('agree with node:crypto for every length around the block edges, and for keys longer than a block', () => {
    for (let length = 0; length <= 200; length++) {
      const message = new Uint8Array(length).map((_, index) => (index * 31 + length) & 0xff);
      expect(hex(sha256(message)), `length ${length}`).toBe(createHash('sha256').update(message).digest('hex'));
      const key = message.slice(0, length % 130);
      expect(hex(hmacSha256(key, message)), `key ${key.length}, length ${length}`).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
  });

  it('agree with node:crypto on random keys and messages', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), fc.uint8Array({ maxLength: 2000 }), (key, message) => {
        expect(hex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }),
      { numRuns: 300 },
    );
  });
});
