import { buildDocument, renderDocument } from './document.ts';
import { CURRENT_VERSION, currentEdition } from './editions/current.ts';
import { EARLIER_VERSION, earlierEdition } from './editions/earlier.ts';

/** `2026-11-22` -> `2026-11-22T000000Z.json`, the naming of the real snapshots. */
export const snapshotFileName = (version: string) => `${version}T000000Z.json`;

export const SPEC_FILE = 'spec/openapiV3.json';
export const CURRENT_SNAPSHOT = `spec/snapshots/${snapshotFileName(CURRENT_VERSION)}`;
export const EARLIER_SNAPSHOT = `spec/snapshots/${snapshotFileName(EARLIER_VERSION)}`;

/**
 * The document written from the reference is the builder's newest snapshot. spec/openapiV3.json
 * is the newest snapshot of all: this one, until `make regen` lands a document fetched from the
 * platform, which keeps its own snapshot beside these.
 */
export const REFERENCE_SPEC = CURRENT_SNAPSHOT;

/** Every file the builder owns (project-relative path -> content). */
export function specFiles(): Map<string, string> {
  const current = renderDocument(buildDocument(currentEdition()));
  return new Map([
    [SPEC_FILE, current],
    [CURRENT_SNAPSHOT, current],
    [EARLIER_SNAPSHOT, renderDocument(buildDocument(earlierEdition()))],
  ]);
}
