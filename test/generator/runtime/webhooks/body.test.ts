import { describe, expect, it } from 'vitest';
import { decodeBody, DEFAULT_MAX_BODY_BYTES, readRawBody, readRequestBody } from '../../../../generator/runtime/webhooks/body.ts';
import { scheduleCreated } from './fixture.ts';

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { reason?: string }).reason ?? String(error);
  }
  return 'resolved';
}

async function* chunksOf(...chunks: (Uint8Array | string)[]): AsyncGenerator<Uint8Array | string> {
  yield* chunks;
}

describe('decodeBody', () => {
  it('decodes UTF-8 exactly, a byte-order mark included, and passes text through', () => {
    expect(decodeBody(new TextEncoder().encode(scheduleCreated))).toBe(scheduleCreated);
    expect(decodeBody(Uint8Array.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]))).toBe('\uFEFF{}');
    expect(decodeBody('{}')).toBe('{}');
  });

  it('refuses malformed UTF-8 (stray, truncated and overlong sequences) with bad_body', () => {
    for (const bytes of [[0xff], [0xe2, 0x82], [0xc0, 0xaf]]) {
      expect(() => decodeBody(Uint8Array.from(bytes))).toThrow(expect.objectContaining({ reason: 'bad_body' }));
    }
  });
});

describe('readRawBody', () => {
  it('concatenates byte and text chunks in order', async () => {
    const bytes = await readRawBody(chunksOf(Uint8Array.from([0x7b]), '"a":', new TextEncoder().encode('"é"}')));
    expect(new TextDecoder().decode(bytes)).toBe('{"a":"é"}');
  });

  it('refuses more than the cap with bad_body and accepts exactly the cap', async () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(1024 * 1024);
    expect((await readRawBody(chunksOf(new Uint8Array(6), new Uint8Array(4)), 10)).byteLength).toBe(10);
    expect(await refusalOf(readRawBody(chunksOf(new Uint8Array(6), new Uint8Array(5)), 10))).toBe('bad_body');
  });
});

describe('readRequestBody', () => {
  it('reads the raw bytes of a fetch Request, and nothing from one without a body', async () => {
    const sent = Uint8Array.from([0x7b, 0xff, 0x7d]);
    const received = await readRequestBody(new Request('http://127.0.0.1/hook', { method: 'POST', body: sent }));
    expect([...received]).toEqual([...sent]);
    expect((await readRequestBody(new Request('http://127.0.0.1/hook'))).byteLength).toBe(0);
  });

  it('stops reading a body over the cap', async () => {
    const request = new Request('http://127.0.0.1/hook', { method: 'POST', body: 'x'.repeat(2048) });
    expect(await refusalOf(readRequestBody(request, 1024))).toBe('bad_body');
  });
});
