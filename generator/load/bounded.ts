/**
 * Reading within a size cap. Nothing from outside is trusted with memory: a file, a download and a
 * gzip expansion each stop the moment they pass the cap, so a 700 MB gzip bomb or an endless body
 * costs no more than the cap before it is refused with one line.
 */
import { fstatSync, readSync } from 'node:fs';
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

/**
 * A file's bytes, refused once past maxBytes: by its size when it has one, by what was read otherwise.
 * A file that has a size is read into one buffer of that size and a byte more (to see it end): no
 * piece to join, and no megabyte zeroed for each file of a folder of 200 KB snapshots. Read
 * synchronously: a few milliseconds at most, where each of an asynchronous read's five round trips
 * through libuv's pool left the thread idle (a tenth of a second over the 83-version history).
 */
export function readFileBounded(fd: number, maxBytes: number, origin: string): Uint8Array {
  const { size } = fstatSync(fd);
  if (size > maxBytes) throw tooLarge(origin, maxBytes, false);
  const chunks: Buffer[] = [];
  let total = 0;
  for (let room = size > 0 ? size + 1 : FILE_CHUNK; ; room = FILE_CHUNK) {
    const buffer = Buffer.allocUnsafe(room);
    let filled = 0;
    for (let bytesRead = -1; bytesRead !== 0 && filled < room; filled += bytesRead) bytesRead = readSync(fd, buffer, filled, room - filled, null);
    total += filled;
    if (total > maxBytes) throw tooLarge(origin, maxBytes, false);
    chunks.push(filled === room ? buffer : buffer.subarray(0, filled));
    // Not full: the file ended. (A file that grew past its size fills its buffer and reads on.)
    if (filled < room) return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
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

/**
 * gzip data expanded up to maxBytes: zlib stops at the cap (a RangeError) instead of filling memory.
 * zlib hands its output over in pieces of `chunkSize` (16 KB by default) and joins them: a 4 MB
 * document made 256 pieces and a copy of the whole. The gzip trailer's last four bytes give the
 * expanded size (modulo 4 GB, of the last member only; zlib refuses a member whose size is not the
 * one it declares): taken, within the cap, as the piece's size, the output is one piece. It is
 * only a hint: a short one (several members) costs pieces, and none reads a byte past the cap.
 */
export function gunzipBounded(bytes: Uint8Array, maxBytes: number, origin: string): Uint8Array {
  const declared = bytes.length >= GZIP_TRAILER ? new DataView(bytes.buffer, bytes.byteOffset + bytes.length - 4, 4).getUint32(0, true) : 0;
  try {
    return gunzipSync(bytes, { maxOutputLength: maxBytes, chunkSize: Math.max(MIN_CHUNK, Math.min(declared, maxBytes) + 1) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(origin, maxBytes, true);
    throw new InputError(origin, 'gzip data is corrupt or truncated');
  }
}

/** A gzip member ends with its CRC-32 and its expanded size, four bytes each. */
const GZIP_TRAILER = 8;
/** zlib's smallest output piece. */
const MIN_CHUNK = 64;

export const megabytes = (count: number) => count * MEGABYTE;
