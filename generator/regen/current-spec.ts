import { existsSync, readFileSync } from 'node:fs';
import { InputError } from '../load/errors.ts';
import type { OpenApiDocument } from '../load/index.ts';
import { sha256 } from '../write/fingerprint.ts';
import { canonicalText } from './content.ts';

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
