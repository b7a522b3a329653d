import { WebhookVerificationError } from './errors.js';

/** Deliveries are small JSON documents; a cap keeps a hostile sender from filling memory before the signature check. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

// ignoreBOM keeps a leading BOM in the text, so the signed text is byte-for-byte the body.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Bytes are decoded strictly: a lossy decode would map different bodies onto the same text (and
 * the same signature). JSON deliveries are UTF-8 by definition (RFC 8259), so anything else is refused.
 */
export function decodeBody(body: string | Uint8Array, maxBytes = DEFAULT_MAX_BODY_BYTES): string {
  if (!(maxBytes >= 0)) throw new RangeError(`maxBodyBytes must be a non-negative number, got ${String(maxBytes).slice(0, 40)}`);
  if (typeof body === 'string') {
    // UTF-8 takes at most 3 bytes per UTF-16 unit: most bodies are cleared without encoding them.
    if (body.length * 3 > maxBytes && new TextEncoder().encode(body).byteLength > maxBytes) throw tooLarge(maxBytes);
    return body;
  }
  if (!(body instanceof Uint8Array)) {
    const what = body === null || body === undefined ? 'missing' : `a ${typeof body === 'object' ? 'parsed object' : typeof body}`;
    throw new WebhookVerificationError('bad_body', `the body is ${what}, not the raw bytes or text received (a parsed and re-serialised body no longer matches its signature)`);
  }
  if (body.byteLength > maxBytes) throw tooLarge(maxBytes);
  try {
    return strictUtf8.decode(body);
  } catch {
    throw new WebhookVerificationError('bad_body', 'the body is not valid UTF-8');
  }
}

/** Collects the raw bytes of a node:http request (any async iterable of chunks), refusing more than `maxBytes`. */
export async function readRawBody(chunks: AsyncIterable<Uint8Array | string>, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let length = 0;
  const encoder = new TextEncoder();
  for await (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    length += bytes.byteLength;
    if (length > maxBytes) throw tooLarge(maxBytes);
    parts.push(bytes);
  }
  return concat(parts, length);
}

/** The raw bytes of a fetch-style `Request` body, with the same cap. */
export function readRequestBody(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<Uint8Array> {
  return readRawBody(streamChunks(request.body), maxBytes);
}

async function* streamChunks(stream: ReadableStream<Uint8Array> | null): AsyncGenerator<Uint8Array> {
  if (!stream) return;
  const reader = stream.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
  } finally {
    // Stops the transfer when the cap is hit; a no-op after the stream ended.
    await reader.cancel().catch(() => undefined);
  }
}

const tooLarge = (maxBytes: number): WebhookVerificationError => new WebhookVerificationError('bad_body', `the body exceeds ${maxBytes} bytes`);

function concat(parts: Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}
