/**
 * What publishing needs to know about a packed tarball without unpacking it to disk: its
 * package.json (name, version, private), the integrity npm records for it (sha512 of the bytes),
 * and a digest of the files it holds, which does not depend on how gzip compressed them.
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
  /** The files inside, by path and content (filesDigest). */
  files: string;
  bytes: number;
}

const BLOCK = 512;
/** Far above any real package (the client unpacks to a few MB): a registry's archive that inflates past it is not compared. */
const MAX_UNPACKED_BYTES = 512 * 1024 * 1024;
const MANIFEST = 'package/package.json';

export function readPackedPackage(path: string): PackedPackage {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new InputError(path, `cannot read the tarball (${(error as NodeJS.ErrnoException).code ?? 'unreadable'}); run \`make pack\` first`);
  }
  const entries = tarEntries(bytes);
  if (entries === undefined) throw new InputError(path, 'not a gzip tarball');
  const manifest = entries.get(MANIFEST);
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
    files: filesDigest(entries),
    bytes: bytes.length,
  };
}

/**
 * sha256 over every file's path and bytes in path order: two tarballs with equal digests hold the
 * same package even when another npm or zlib compressed them differently. Undefined when `gzipped`
 * is not a gzip tarball.
 */
export function tarballFilesDigest(gzipped: Uint8Array): string | undefined {
  const entries = tarEntries(gzipped);
  return entries && filesDigest(entries);
}

function filesDigest(entries: Map<string, Buffer>): string {
  const hash = createHash('sha256');
  for (const name of [...entries.keys()].sort()) hash.update(`${name}\0${entries.get(name)!.length}\0`).update(entries.get(name)!);
  return hash.digest('hex');
}

/** The regular files of a gzipped ustar archive (what `npm pack` writes), by path. */
function tarEntries(gzipped: Uint8Array): Map<string, Buffer> | undefined {
  let tar: Buffer;
  try {
    tar = gunzipSync(gzipped, { maxOutputLength: MAX_UNPACKED_BYTES });
  } catch {
    return undefined;
  }
  const entries = new Map<string, Buffer>();
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) => header.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) return undefined;
    const start = offset + BLOCK;
    // '0' or NUL: a regular file; directories, links and pax headers carry no package content.
    const type = String.fromCharCode(header[156]!);
    if (type === '0' || type === '\0') entries.set(name, tar.subarray(start, start + size));
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
