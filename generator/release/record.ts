/**
 * spec/releases.json: the committed release record, one entry per version, oldest first. It is an
 * input of the generator like the spec (the package's version and CHANGELOG.md are emitted from
 * it) and a landing appends to it; reading it back gives the same package, byte for byte.
 */
import { existsSync, readFileSync } from 'node:fs';
import { InputError } from '../load/errors.ts';
import { BUMPS, parseVersion, type Bump } from './version.ts';

/** How a change reads in the changelog: breaking (error level, or an API-surface break), added, deprecated, other. */
export type ChangeGroup = 'breaking' | 'added' | 'deprecated' | 'other';

export const CHANGE_GROUPS: readonly ChangeGroup[] = ['breaking', 'added', 'deprecated', 'other'];

/**
 * One change of a landing: a drift change (rule id, operation, component path, generated symbols),
 * or an API-surface change (`api-surface-break`, `api-surface-addition`) whose location is the
 * surface check's line. A component change reached from several operations is one change listing them.
 */
export interface ReleaseChange {
  group: ChangeGroup;
  id: string;
  /** Every operation or event (`METHOD /path`, `/x-webhooks/<event>`) it shows up at, sorted; empty when none. */
  operations: string[];
  location: string | null;
  symbols: string[];
}

export interface Release {
  version: string;
  /** The kind of change (the version moved accordingly; see version.ts), or `initial` for the first. */
  bump: Bump | 'initial';
  /** Why this bump: the rule ids and surface changes that forced it, or what the first release holds. */
  reasons: string[];
  /** When the API document was published (its snapshot's date), ISO 8601; null when unknown. */
  documentDate: string | null;
  /** sha256 of the API document's stored form (spec/openapiV3.json): finds the previous document. */
  document: string;
  /** sha256 of the package's files, the version-bearing ones aside (content-fingerprint.ts). */
  fingerprint: string;
  changes: ReleaseChange[];
}

export interface ReleaseRecord {
  releases: Release[];
}

export const EMPTY_RECORD: ReleaseRecord = { releases: [] };

const NOTE = 'Written by `make generate` and `make regen` (generator/release/); one entry per version, oldest first. Do not edit.';

export const newestRelease = (record: ReleaseRecord): Release | undefined => record.releases.at(-1);

/**
 * Two-space JSON, keys in a fixed order, one line per change (a first live import lists
 * thousands), a final newline: the same record is the same text.
 */
export function formatReleaseRecord(record: ReleaseRecord): string {
  const releases = record.releases.map((release) => {
    const head = { version: release.version, bump: release.bump, reasons: release.reasons, documentDate: release.documentDate, document: release.document, fingerprint: release.fingerprint };
    const fields = JSON.stringify(head, null, 2).slice(0, -2).replace(/\n/g, '\n    ');
    const changes = release.changes.map((change) => JSON.stringify({ group: change.group, id: change.id, operations: change.operations, location: change.location, symbols: change.symbols }));
    const list = changes.length === 0 ? '[]' : `[\n        ${changes.join(',\n        ')}\n      ]`;
    return `    ${fields},\n      "changes": ${list}\n    }`;
  });
  const list = releases.length === 0 ? '[]' : `[\n${releases.join(',\n')}\n  ]`;
  return `{\n  "//": ${JSON.stringify(NOTE)},\n  "releases": ${list}\n}\n`;
}

/** The record in `file` (none yet: empty). A file that is not a valid record is bad input. */
export function readReleaseRecord(file: string): { record: ReleaseRecord; text: string } {
  if (!existsSync(file)) return { record: EMPTY_RECORD, text: '' };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(file, code === 'EISDIR' ? 'is a folder, not a release record' : `cannot read the release record (${code ?? String(error)})`);
  }
  return { record: parseReleaseRecord(text, file), text };
}

export function parseReleaseRecord(text: string, file: string): ReleaseRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(file, `not valid JSON (${(error as Error).message})`);
  }
  if (!isObject(value) || !Array.isArray(value['releases'])) throw new InputError(file, 'not a release record: expected an object with a "releases" list');
  const releases = value['releases'].map((entry, index) => parseRelease(entry, `${file}: releases[${index}]`));
  releases.forEach((release, index) => {
    const previous = releases[index - 1];
    if (previous && !isNewer(release.version, previous.version)) throw new InputError(`${file}: releases[${index}]`, `version ${release.version} does not come after ${previous.version}`);
  });
  return { releases };
}

function parseRelease(entry: unknown, where: string): Release {
  if (!isObject(entry)) throw new InputError(where, 'not an object');
  const text = (key: string, nullable = false): string | null => {
    const value = entry[key];
    if (typeof value === 'string' || (nullable && value === null)) return value;
    throw new InputError(where, `"${key}" must be a string${nullable ? ' or null' : ''}`);
  };
  const version = text('version')!;
  if (!parseVersion(version)) throw new InputError(where, `"version" is not a release version (major.minor.patch): ${JSON.stringify(version)}`);
  const bump = text('bump')!;
  if (bump !== 'initial' && !BUMPS.includes(bump as Bump)) throw new InputError(where, `"bump" must be initial, major, minor or patch, not ${JSON.stringify(bump)}`);
  const changes = entry['changes'];
  if (!Array.isArray(changes)) throw new InputError(where, '"changes" must be a list');
  return {
    version,
    bump: bump as Release['bump'],
    reasons: strings(entry['reasons'], `${where}: "reasons"`),
    documentDate: text('documentDate', true),
    document: text('document')!,
    fingerprint: text('fingerprint')!,
    changes: changes.map((change, index) => parseChange(change, `${where}: changes[${index}]`)),
  };
}

function parseChange(change: unknown, where: string): ReleaseChange {
  if (!isObject(change)) throw new InputError(where, 'not an object');
  const group = change['group'];
  if (!CHANGE_GROUPS.includes(group as ChangeGroup)) throw new InputError(where, `"group" must be one of ${CHANGE_GROUPS.join(', ')}`);
  if (typeof change['id'] !== 'string') throw new InputError(where, '"id" must be a string');
  const location = change['location'];
  if (location !== null && typeof location !== 'string') throw new InputError(where, '"location" must be a string or null');
  return { group: group as ChangeGroup, id: change['id'], operations: strings(change['operations'], `${where}: "operations"`), location, symbols: strings(change['symbols'], `${where}: "symbols"`) };
}

function strings(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) throw new InputError(where, 'must be a list of strings');
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isNewer(version: string, than: string): boolean {
  const a = parseVersion(version)!;
  const b = parseVersion(than)!;
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}
