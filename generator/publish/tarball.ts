/**
 * What publishing needs to know about a packed tarball without unpacking it to disk: its
 * package.json (name, version, private) and the integrity npm records for it (sha512 of the bytes).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { InputError } from '../load/errors.ts';

export interface PackedPackage {
  name: string;
  version: string;
  private: boolean;
  /** `sha512-<base64>`, as the registry's `dist.integrity`. */
  integrity: string;
  /** sha1 hex, as `dist.shasum` (registries that predate integrity). */
  shasum: string;
  bytes: number;
}

const BLOCK = 512;
const MANIFEST = 'package/package.json';

export function readPackedPackage(path: string): PackedPackage {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new InputError(path, `cannot read the tarball (${(error as NodeJS.ErrnoException).code ?? 'unreadable'}); run \`make pack\` first`);
  }
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch {
    throw new InputError(path, 'not a gzip tarball');
  }
  const manifest = tarEntry(tar, MANIFEST);
  if (manifest === undefined) throw new InputError(path, `holds no ${MANIFEST}`);
  let parsed: { name?: unknown; version?: unknown; private?: unknown };
  try {
    parsed = JSON.parse(manifest.toString('utf8')) as typeof parsed;
  } catch {
    throw new InputError(path, `${MANIFEST} is not JSON`);
  }
  if (typeof parsed.name !== 'string' || typeof parsed.version !== 'string') throw new InputError(path, `${MANIFEST} lacks a name or a version`);
  return {
    name: parsed.name,
    version: parsed.version,
    private: parsed.private === true,
    integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
    shasum: createHash('sha1').update(bytes).digest('hex'),
    bytes: bytes.length,
  };
}

/** One file's bytes from an uncompressed ustar archive (what `npm pack` writes). */
function tarEntry(tar: Buffer, wanted: string): Buffer | undefined {
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return undefined;
    const field = (start: number, length: number) => header.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) return undefined;
    const start = offset + BLOCK;
    if (name === wanted) return tar.subarray(start, start + size);
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return undefined;
}
