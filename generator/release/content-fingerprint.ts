/**
 * What tells one release's package from another's: every file the generator writes except those
 * that carry the version (CHANGELOG.md, generation.json), with package.json as emitted before a
 * version is known. Equal fingerprints: the same package, so the same version.
 */
import { createHash } from 'node:crypto';
import type { EmittedFile } from '../emit/files.ts';
import { sha256 } from '../write/fingerprint.ts';

export function packageContentFingerprint(files: readonly EmittedFile[], versionBearing: readonly string[]): string {
  const hash = createHash('sha256');
  const kept = files.filter((file) => !versionBearing.includes(file.path)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of kept) hash.update(`${file.path}\0${sha256(file.content)}\0`);
  return hash.digest('hex');
}
