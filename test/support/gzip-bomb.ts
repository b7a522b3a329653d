/** Decompression bombs for the read caps' tests, built without ever holding what they expand to. */
import { createGzip } from 'node:zlib';

const MEGABYTE = 1024 * 1024;

/**
 * One gzip member holding `megabytes` MB of zeros, compressed a megabyte at a time: about 1 KB per
 * MB (700 MB -> ~700 KB), the shape of the bomb.
 */
export async function gzipBomb(megabytes: number): Promise<Buffer> {
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => gzip.on('end', resolve).on('error', reject));
  const zeros = Buffer.alloc(MEGABYTE);
  for (let written = 0; written < megabytes; written++) {
    if (!gzip.write(zeros)) await new Promise((resolve) => gzip.once('drain', resolve));
  }
  gzip.end();
  await ended;
  return Buffer.concat(chunks);
}
