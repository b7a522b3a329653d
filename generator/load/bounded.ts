/**
 * Reading within a size cap. Nothing from outside is trusted with memory: a file, a download and a
 * gzip expansion each stop the moment they pass the cap, so a 700 MB gzip bomb or an endless body
 * costs no more than the cap before it is refused with one line.
 */
import type { FileHandle } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { InputError } from './errors.ts';

const MEGABYTE = 1024 * 1024;
/** Files are read in pieces this large, so a file that grows (a FIFO, /dev/zero) stops at the cap too. */
const FILE_CHUNK = MEGABYTE;

/** The one line for a source past the cap; `expanded` when the count was taken after decompression. */
export function tooLarge(origin: string, maxBytes: number, expanded: boolean): InputError {
  const size = maxBytes % MEGABYTE === 0 ? `${maxBytes / MEGABYTE} MB` : `${maxBytes} bytes`;
  return new InputError(origin, `larger than ${size}${expanded ? ' (expanded)' : ''}; raise --max-spec-mb to read it`);
}

/** A file's bytes, refused once past maxBytes: by its size when it has one, by what was read otherwise. */
export async function readFileBounded(file: FileHandle, maxBytes: number, origin: string): Promise<Uint8Array> {
  const { size } = await file.stat();
  if (size > maxBytes) throw tooLarge(origin, maxBytes, false);
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const { bytesRead, buffer } = await file.read(Buffer.alloc(FILE_CHUNK), 0, FILE_CHUNK, null);
    if (bytesRead === 0) return Buffer.concat(chunks, total);
    total += bytesRead;
    if (total > maxBytes) throw tooLarge(origin, maxBytes, false);
    chunks.push(bytesRead === FILE_CHUNK ? buffer : buffer.subarray(0, bytesRead));
  }
}

/**
 * A response body's bytes as fetch hands them over (after any Content-Encoding it decodes),
 * cancelled the moment the running total passes maxBytes. Read errors propagate to the caller.
 */
export async function readBodyBounded(body: ReadableStream<Uint8Array>, maxBytes: number, origin: string, expanded: boolean): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, total);
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(origin, maxBytes, expanded);
    }
    chunks.push(value);
  }
}

/** gzip data expanded up to maxBytes: zlib stops at the cap (a RangeError) instead of filling memory. */
export function gunzipBounded(bytes: Uint8Array, maxBytes: number, origin: string): Uint8Array {
  try {
    return gunzipSync(bytes, { maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(origin, maxBytes, true);
    throw new InputError(origin, 'gzip data is corrupt or truncated');
  }
}

export const megabytes = (count: number) => count * MEGABYTE;
