/**
 * Bytes read to text: the exact text (as every message, hash and snapshot reads it), and the text
 * JSON.parse reads fastest.
 */
import { isAscii, isUtf8 } from 'node:buffer';

/** UTF-8 with a leading byte order mark dropped, each invalid sequence read as U+FFFD. */
export const exactText = (bytes: Uint8Array): string => new TextDecoder('utf-8').decode(bytes);

const hasByteOrderMark = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/** The pieces checked for ASCII at once: most pieces of a real document hold no other byte. */
const BLOCK = 16 * 1024;
/** A piece this short that holds a byte past ASCII is read byte by byte. */
const SCAN = 32;

/**
 * The first byte past ASCII at or after `from`, or `length` when there is none. Pieces are checked
 * whole (natively, many bytes at a step), and one that holds such a byte is halved down to a few
 * bytes (the byte lies in the left half unless it is all ASCII): a loop over every byte of a
 * 16 KB piece costs a comparison's history a few milliseconds before it is optimised.
 */
function nextPastAscii(buffer: Buffer, from: number, length: number): number {
  for (let at = from; at < length; ) {
    let end = Math.min(at + BLOCK, length);
    if (isAscii(buffer.subarray(at, end))) {
      at = end;
      continue;
    }
    while (end - at > SCAN) {
      const middle = at + ((end - at) >> 1);
      if (isAscii(buffer.subarray(at, middle))) at = middle;
      else end = middle;
    }
    while (buffer[at]! < 0x80) at++;
    return at;
  }
  return length;
}

const HEX = '0123456789abcdef';

/** `\uXXXX` for each UTF-16 unit of `text`. */
function escaped(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    out += `\\u${HEX[unit >> 12]}${HEX[(unit >> 8) & 15]}${HEX[(unit >> 4) & 15]}${HEX[unit & 15]}`;
  }
  return out;
}

/**
 * Where the escaped text is put together before it is read off as one string, kept from one
 * document to the next: memory already mapped takes a copy at memory speed, where a fresh 4 MB
 * buffer faults its pages in one by one (as long as the copy itself). An eighth to spare, as each
 * snapshot of a history is a little larger than the one before.
 */
let scratch: Buffer | undefined;

/**
 * The largest memory kept for the next document: a process that once reads a document far larger
 * than the snapshots it reads every day (a library caller living for weeks) does not keep its size.
 */
const KEPT_SCRATCH_BYTES = 32 * 1024 * 1024;

function scratchOf(size: number): Buffer {
  if (scratch !== undefined && scratch.length >= size) return scratch;
  const fresh = Buffer.allocUnsafeSlow(size + (size >> 3));
  scratch = fresh.length <= KEPT_SCRATCH_BYTES ? fresh : undefined;
  return fresh;
}

/**
 * JSON text that parses to what the exact text parses to, when either parses: every character
 * past ASCII written as its `\u` escape. A JSON document may hold such a character inside a string
 * only, where the escape is the same character; outside one, either text is no JSON (a `\` never
 * starts a token). A string of ASCII alone is one byte a character: a real document (a few hundred
 * of its 4 million bytes past ASCII) decodes in a third of the time, and parses faster too.
 * Undefined for bytes that are not UTF-8, whose exact text holds replacement characters.
 */
export function jsonSource(bytes: Uint8Array): { source: string; exact: boolean } | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = hasByteOrderMark(buffer) ? 3 : 0;
  const length = buffer.length;
  const runs: Array<{ from: number; to: number; escape: string }> = [];
  let added = 0;
  for (let at = nextPastAscii(buffer, start, length); at < length; ) {
    // A run of non-ASCII bytes holds whole characters: an ASCII byte is never part of another.
    let to = at + 1;
    while (to < length && buffer[to]! >= 0x80) to++;
    // Bytes are UTF-8 when each run past ASCII is: a character of several bytes holds no ASCII byte.
    if (!isUtf8(buffer.subarray(at, to))) return undefined;
    const escape = escaped(buffer.toString('utf8', at, to));
    runs.push({ from: at, to, escape });
    added += escape.length - (to - at);
    at = nextPastAscii(buffer, to, length);
  }
  if (runs.length === 0) return { source: buffer.toString('latin1', start, length), exact: true };
  const out = scratchOf(length - start + added);
  let offset = 0;
  let from = start;
  for (const run of runs) {
    offset += buffer.copy(out, offset, from, run.from);
    offset += out.write(run.escape, offset, 'latin1');
    from = run.to;
  }
  offset += buffer.copy(out, offset, from, length);
  return { source: out.toString('latin1', 0, offset), exact: false };
}
