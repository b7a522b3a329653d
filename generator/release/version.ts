/**
 * The version arithmetic of a landing. Three kinds of change (bump), two editions: the package
 * written from the reference stays below 1.0.0, where semver's 0.x convention (as npm's caret
 * reads it: `^0.3.1` takes 0.3.x only) shifts each bump one place right, so a breaking change moves
 * the minor number and anything compatible the patch number; the first import of the live API is
 * 1.0.0, and from there a major, minor or patch change moves that number.
 */
export type Bump = 'major' | 'minor' | 'patch';

/** reference: written from the reference docs (spec/build); live: fetched from the platform by regen. */
export type Edition = 'reference' | 'live';

export const BUMPS: readonly Bump[] = ['major', 'minor', 'patch'];

/** The first version of each edition. */
export const FIRST_VERSION: Record<Edition, string> = { reference: '0.1.0', live: '1.0.0' };

/** A release version: three numbers, no prerelease or build part (a landing never makes one). */
const VERSION = /^(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})$/;

export function parseVersion(version: string): [number, number, number] | undefined {
  const match = VERSION.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/**
 * The version after `previous` for a change of kind `bump` landing in `edition`: none before is
 * the edition's first version; a live landing on a reference version is the live API's first.
 */
export function nextVersion(previous: string | undefined, bump: Bump, edition: Edition): string {
  if (previous === undefined) return FIRST_VERSION[edition];
  const parts = parseVersion(previous);
  if (!parts) throw new Error(`not a release version: ${JSON.stringify(previous)}`);
  const [major, minor, patch] = parts;
  if (major === 0 && edition === 'live') return FIRST_VERSION.live;
  if (major === 0) return bump === 'major' ? `0.${minor + 1}.0` : `0.${minor}.${patch + 1}`;
  if (bump === 'major') return `${major + 1}.0.0`;
  return bump === 'minor' ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch + 1}`;
}

/** The edition a version belongs to. */
export const editionOf = (version: string): Edition => (version.startsWith('0.') ? 'reference' : 'live');
