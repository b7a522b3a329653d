/**
 * CHANGELOG.md: the release record (spec/releases.json) as the package's change log, newest
 * first: version, bump and its headline, why, and the document's date. The installed package
 * carries headlines only, within CHANGELOG_BUDGET_BYTES however long the history: every change by
 * rule, operation and symbol stays in the repository's spec/releases.json (a first live import
 * alone lists thousands). Reads the record only; every spec-derived string is put on one line.
 */
import { notice, type EmittedFile } from '../emit/files.ts';
import { oneLine } from '../text/markdown.ts';
import { releaseSummary } from './headline.ts';
import type { Release, ReleaseRecord } from './record.ts';
import { CHANGELOG_FILE } from '../emit/package-layout.ts';

/** The most CHANGELOG.md holds (UTF-8 bytes): the newest releases that fit, then one line for the rest. */
export const CHANGELOG_BUDGET_BYTES = 50 * 1024;

/** The longest `Why:` line a release gets in the package; the full list is in the record. */
const MAX_REASONS_CHARS = 600;

const BUMP_MEANING = {
  major: 'a change that breaks code written against the previous version',
  minor: 'additions or compatible changes, nothing breaking',
  patch: 'descriptions, examples or formatting only',
} as const;

const FULL_RECORD =
  'Every change of every release (rule, operations, component path and generated symbols) is in `spec/releases.json` of the repository that generates this package; ' +
  '`spec/history.md` there has one line per landed API document.';

export function emitChangelog(record: ReleaseRecord, packageName: string): EmittedFile {
  const head = [
    `<!-- ${notice('generator/release/changelog.ts')} -->`,
    `# ${oneLine(packageName)} changelog`,
    '',
    'One entry per version, newest first. The version follows from what changed: major for ' +
      `${BUMP_MEANING.major} (an error-level drift change, accepted or not, or an API-surface break); minor for ${BUMP_MEANING.minor}; patch for ${BUMP_MEANING.patch}. ` +
      'Below 1.0.0 (the edition written from the reference) a breaking change moves the minor number and anything else the patch number.',
    '',
    FULL_RECORD,
  ];
  if (record.releases.length === 0) head.push('', 'No release recorded: this package was generated without a release record.');
  const newestFirst = [...record.releases].reverse();
  // Room for the line on the releases left out, at its longest.
  let room = CHANGELOG_BUDGET_BYTES - byteLength(`${head.join('\n')}\n`) - 400;
  const sections: string[] = [];
  for (const release of newestFirst) {
    const section = `\n\n${releaseSection(release).join('\n')}`;
    const size = byteLength(section);
    if (size > room) break;
    sections.push(section);
    room -= size;
  }
  const omitted = newestFirst.slice(sections.length);
  if (omitted.length > 0) {
    const range = omitted.length === 1 ? omitted[0]!.version : `${omitted.at(-1)!.version} to ${omitted[0]!.version}`;
    sections.push(`\n\n## Older releases\n\n${omitted.length} older release${omitted.length === 1 ? '' : 's'} (${oneLine(range)}): see \`spec/releases.json\`.`);
  }
  return { path: CHANGELOG_FILE, content: `${head.join('\n')}${sections.join('')}\n` };
}

function releaseSection(release: Release): string[] {
  const reasons = release.reasons.map((reason) => oneLine(reason)).join('; ');
  return [
    `## ${oneLine(release.version)} (${release.bump}): ${releaseSummary(release)}`,
    '',
    `- Why: ${reasons.length > MAX_REASONS_CHARS ? `${reasons.slice(0, MAX_REASONS_CHARS)}... (the rest in \`spec/releases.json\`)` : reasons}`,
    `- API document: ${release.documentDate === null ? 'date unknown' : oneLine(release.documentDate)} (sha256 ${oneLine(release.document.slice(0, 12))})`,
    `- Changes recorded: ${release.changes.length}`,
  ];
}

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');
