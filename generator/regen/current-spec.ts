import { existsSync, readFileSync } from 'node:fs';
import { InputError } from '../load/errors.ts';
import type { OpenApiDocument } from '../load/index.ts';
import { sha256 } from '../write/fingerprint.ts';
import { canonicalText } from '../text/canonical-json.ts';
import { newestSnapshot } from './snapshots.ts';

/**
 * The spec the project holds now, with the hash of its stored form: what a download is compared
 * with. Not validated again (it was when it landed); a file that no longer parses is bad input.
 */
export function readCurrentSpec(path: string): { document: OpenApiDocument; hash: string } | undefined {
  if (!existsSync(path)) return undefined;
  let document: OpenApiDocument;
  try {
    document = JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument;
  } catch (error) {
    throw new InputError(path, `the current spec is not valid JSON (${(error as Error).message}); restore it before regenerating`);
  }
  return { document, hash: sha256(canonicalText(document)) };
}

/**
 * Why the project's landed state does not agree with its spec, or undefined when it does: the
 * newest snapshot must be the spec (in its stored form), and generated/ exactly what the generator
 * makes of the spec and the release record (`staleness`, generate --check's answer). A spec alone
 * is not a landing: a run killed half-way, or a hand edit, must not pass for "unchanged".
 */
export async function whyOutOfStep(spec: { text: string; hash: string }, snapshotsDir: string, staleness: () => Promise<string | undefined>): Promise<string | undefined> {
  const newest = newestSnapshot(snapshotsDir);
  if (newest !== undefined && newest.text !== spec.text && storedHash(newest) !== spec.hash) return `the newest snapshot ${newest.path} is not the current spec`;
  return staleness();
}

function storedHash(snapshot: { path: string; text: string }): string | undefined {
  try {
    return sha256(canonicalText(JSON.parse(snapshot.text) as OpenApiDocument));
  } catch {
    return undefined;
  }
}
