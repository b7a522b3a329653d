/**
 * Publishing the client package: everything is checked before anything is uploaded.
 * 1. the token, by asking the registry who it belongs to (before packing: a wrong token or an
 *    unreachable registry is told at once);
 * 2. the tarball's package.json (name, version, not private);
 * 3. the version in the registry: absent -> upload; present with the same contents -> a no-op;
 *    present with other contents -> refused: a published version never changes, so the package
 *    must be regenerated to get a version of its own. Same contents: the same tarball (integrity,
 *    else shasum), or, packed by another npm or zlib, the same files byte for byte.
 * After the upload the registry must list the version with the tarball's integrity.
 */
import { InputError } from '../load/errors.ts';
import { npmPublish } from './npm-publish.ts';
import { checkToken, downloadTarball, publishedDist, registryUrl, shown, type PublishedDist, type RegistryAccess } from './registry.ts';
import { readPackedPackage, tarballFilesDigest, type PackedPackage } from './tarball.ts';

export interface PublishRequest {
  registry: string;
  /** The tarball to publish: a file given, or the package packed on demand (once the registry said yes). */
  tarball: () => Promise<string>;
  /** The token's value; the command reads it from the environment, never from a flag. */
  token: string | undefined;
  tokenVariable: string;
  provenance: boolean;
  timeoutMs: number;
}

export interface PublishOutcome {
  status: 'published' | 'unchanged';
  name: string;
  version: string;
  registry: string;
  bytes: number;
}

export async function publishPackage(request: PublishRequest): Promise<PublishOutcome> {
  const token = checkedToken(request.token, request.tokenVariable);
  const url = registryUrl(request.registry);
  const access: RegistryAccess = { url, token, timeoutMs: request.timeoutMs };
  await checkToken(access);
  const tarball = await request.tarball();
  const pack = readPackedPackage(tarball);
  if (pack.private) throw new InputError(tarball, `${pack.name}@${pack.version} is "private": true, which npm refuses to publish`);
  const outcome = { name: pack.name, version: pack.version, registry: shown(url), bytes: pack.bytes };
  const existing = await publishedDist(access, pack.name, pack.version);
  if (existing !== undefined) {
    if (sameTarball(existing, pack) || (await sameFiles(access, existing, pack))) return { status: 'unchanged', ...outcome };
    throw new InputError(
      `${pack.name}@${pack.version}`,
      `${shown(url)} already has this version with different contents; regenerate (\`make generate\`) so the package gets a version of its own: nothing published`,
    );
  }
  await npmPublish({ tarball, registry: url, token, provenance: request.provenance, timeoutMs: request.timeoutMs });
  const landed = await publishedDist(access, pack.name, pack.version);
  if (landed === undefined || !sameTarball(landed, pack)) throw new Error(`${shown(url)} does not list ${pack.name}@${pack.version} with the uploaded tarball's integrity after publishing`);
  return { status: 'published', ...outcome };
}

/** Integrity when the registry records it (every current one), else the older sha1 shasum. */
function sameTarball(dist: PublishedDist, pack: PackedPackage): boolean {
  if (typeof dist.integrity === 'string' && dist.integrity.startsWith('sha512-')) return dist.integrity === pack.integrity;
  return typeof dist.shasum === 'string' && dist.shasum.toLowerCase() === pack.shasum;
}

/** The published tarball's files against ours, when the registry serves it. */
async function sameFiles(access: RegistryAccess, dist: PublishedDist, pack: PackedPackage): Promise<boolean> {
  if (typeof dist.tarball !== 'string') return false;
  const published = await downloadTarball(access, dist.tarball);
  return published !== undefined && tarballFilesDigest(published) === pack.files;
}

/** Present, and printable ASCII: a stray newline would split npm's config line (and the header). */
function checkedToken(token: string | undefined, variable: string): string {
  if (token === undefined || token === '') throw new InputError(variable, 'not set: the registry token is read from this environment variable');
  if (!/^[\x21-\x7e]+$/.test(token)) throw new InputError(variable, 'holds characters a token cannot have (whitespace or non-ASCII)');
  return token;
}
