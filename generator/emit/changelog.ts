/**
 * CHANGELOG.md: the release record (spec/releases.json) as the package's change log, newest
 * first: version, bump and why, the document's date, then the changes grouped. Reads the record
 * only; every spec-derived string goes through markdownCode on one line.
 */
import { CHANGE_GROUPS, type ChangeGroup, type Release, type ReleaseChange, type ReleaseRecord } from '../release/record.ts';
import { releaseSummary } from '../release/headline.ts';
import { markdownCode, oneLine } from '../text/markdown.ts';
import { notice, type EmittedFile } from './files.ts';

export const CHANGELOG_FILE = 'CHANGELOG.md';

const GROUP_TITLES: Record<ChangeGroup, string> = { breaking: 'Breaking', added: 'Added', deprecated: 'Deprecated', other: 'Other' };

const BUMP_MEANING = {
  major: 'a change that breaks code written against the previous version',
  minor: 'additions or compatible changes, nothing breaking',
  patch: 'descriptions, examples or formatting only',
} as const;

export function emitChangelog(record: ReleaseRecord, packageName: string): EmittedFile {
  const lines = [
    `<!-- ${notice('generator/emit/changelog.ts')} -->`,
    `# ${packageName} changelog`,
    '',
    'One entry per version, newest first. The version follows from what changed: major for ' +
      `${BUMP_MEANING.major} (an error-level drift change, accepted or not, or an API-surface break); minor for ${BUMP_MEANING.minor}; patch for ${BUMP_MEANING.patch}. ` +
      'Below 1.0.0 (the edition written from the reference) a breaking change moves the minor number and anything else the patch number.',
  ];
  if (record.releases.length === 0) lines.push('', 'No release recorded: this package was generated without a release record.');
  // Joined as arrays, never spread into push's arguments: a release of 200,000 changes would overflow the stack.
  const sections = [...record.releases].reverse().flatMap((release) => ['', ...releaseSection(release)]);
  return { path: CHANGELOG_FILE, content: `${[...lines, ...sections].join('\n')}\n` };
}

function releaseSection(release: Release): string[] {
  let lines = [`## ${release.version} (${release.bump}): ${releaseSummary(release)}`, ''];
  lines.push(`- Why: ${release.reasons.map((reason) => oneLine(reason)).join('; ')}`);
  lines.push(`- API document: ${release.documentDate ?? 'date unknown'} (sha256 ${release.document.slice(0, 12)})`);
  for (const group of CHANGE_GROUPS) {
    const changes = release.changes.filter((change) => change.group === group);
    if (changes.length === 0) continue;
    lines = [...lines, '', `### ${GROUP_TITLES[group]} (${changes.length})`, '', ...changes.map(changeLine)];
  }
  return lines;
}

/** `- `rule` at `GET /x`, `POST /y`: `Component.field`; symbols `A`, `B`` */
function changeLine(change: ReleaseChange): string {
  const code = (text: string) => markdownCode(oneLine(text));
  const parts = [`- ${code(change.id)}`];
  if (change.operations.length > 0) parts.push(` at ${change.operations.map(code).join(', ')}`);
  if (change.location !== null) parts.push(`: ${code(change.location)}`);
  if (change.symbols.length > 0) parts.push(`; symbols ${change.symbols.map(code).join(', ')}`);
  return parts.join('');
}
