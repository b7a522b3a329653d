/**
 * Replays the real published history (../shared/specs/incident-io/, oldest first) through the
 * version logic and prints each landing's version and the bumps by kind (README, "Releases").
 *
 *     node_modules/.bin/tsx test/generator/release/replay.ts            # drift alone: seconds
 *     node_modules/.bin/tsx test/generator/release/replay.ts --regen    # every document landed by regen
 *
 * `--regen` lands each document with `regen --spec-file … --no-verify --accept-breaking` in a
 * scratch project (generation and the API-surface check included: about half a minute a landing);
 * the default judges each landing by the drift report alone, as if no surface check ever broke.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildOptions } from '../../../generator/commands/regen.ts';
import { diffDocuments, SnapshotHistory, dateFromName } from '../../../generator/drift/index.ts';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { realCollaborators } from '../../../generator/regen/adapters.ts';
import { canonicalText } from '../../../generator/text/canonical-json.ts';
import { regen } from '../../../generator/regen/pipeline.ts';
import { classifyLanding } from '../../../generator/release/classify.ts';
import { newRelease } from '../../../generator/release/landing.ts';
import type { Release } from '../../../generator/release/record.ts';
import { sha256 } from '../../../generator/write/fingerprint.ts';
import { PROJECT_ROOT } from '../../support/project.ts';
import { readRealSpecText, realSpecPaths, snapshotName } from '../../support/real-specs.ts';

export interface ReplayedLanding {
  snapshot: string;
  /** The package's release after this document: a new one, or the previous when the package came out the same. */
  release: Pick<Release, 'version' | 'bump' | 'reasons'>;
  /** The generated package is byte for byte the previous one (only `--regen` can tell): no new version. */
  unchanged?: true;
}

/** Each document after the first judged by the drift report against the one before (deprecation history so far included). */
export function replayByDrift(paths: readonly string[]): ReplayedLanding[] {
  const history = new SnapshotHistory();
  const landings: ReplayedLanding[] = [];
  let previous: { document: OpenApiDocument; release: Release } | undefined;
  for (const path of paths) {
    const snapshot = snapshotName(path);
    const date = dateFromName(snapshot)!;
    const text = readRealSpecText(path);
    const document = JSON.parse(text) as OpenApiDocument;
    history.add(date, document);
    const changes = previous ? diffDocuments(previous.document, document, { history, comparedAt: date, now: date }).changes : [];
    const judgement = { ...classifyLanding(changes, { breaking: [], added: [] }), documentDate: date.toISOString(), edition: 'live' as const };
    const hash = sha256(canonicalText(document));
    const release = newRelease(previous?.release, judgement, { document: hash, fingerprint: hash });
    landings.push({ snapshot, release });
    previous = { document, release };
  }
  return landings;
}

/** Each document landed by regen into a scratch project, as the hourly job would have. */
export async function replayByRegen(paths: readonly string[], progress: (line: string) => void): Promise<ReplayedLanding[]> {
  mkdirSync(join(PROJECT_ROOT, '.tmp'), { recursive: true });
  const root = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'release-replay-'));
  const landings: ReplayedLanding[] = [];
  try {
    mkdirSync(join(root, 'spec'));
    for (const path of paths) {
      const snapshot = snapshotName(path);
      const options = buildOptions({ root, 'spec-file': path, 'no-verify': true, 'accept-breaking': 'replaying the published history' });
      const outcome = await regen({ ...options, now: () => dateFromName(snapshot)!, progress: () => {} }, realCollaborators);
      if (outcome.status !== 'landed') throw new Error(`${snapshot}: regen ${outcome.status}`);
      const previous = landings.at(-1)?.release;
      if (!outcome.release && !previous) throw new Error(`${snapshot}: the first landing made no release`);
      const landing: ReplayedLanding = outcome.release ? { snapshot, release: outcome.release } : { snapshot, release: previous!, unchanged: true };
      landings.push(landing);
      progress(line(landing));
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return landings;
}

const line = ({ snapshot, release, unchanged }: ReplayedLanding) =>
  unchanged ? `${snapshot}  ${release.version.padEnd(8)} none    the package came out byte for byte the same: no new version` : `${snapshot}  ${release.version.padEnd(8)} ${release.bump.padEnd(7)} ${release.reasons.join('; ')}`;

/** The bumps by kind over the landings after the first, as a Markdown table. */
export function bumpTable(landings: readonly ReplayedLanding[]): string[] {
  const counts = { major: 0, minor: 0, patch: 0, none: 0 };
  for (const { release, unchanged } of landings.slice(1)) {
    if (unchanged) counts.none++;
    else if (release.bump !== 'initial') counts[release.bump]++;
  }
  return [
    `| landings | major | minor | patch | no new version | first | last |`,
    `| ---: | ---: | ---: | ---: | ---: | --- | --- |`,
    `| ${landings.length - 1} | ${counts.major} | ${counts.minor} | ${counts.patch} | ${counts.none} | ${landings[0]?.release.version} | ${landings.at(-1)?.release.version} |`,
  ];
}

async function main(): Promise<void> {
  const paths = realSpecPaths();
  const byRegen = process.argv.includes('--regen');
  const landings = byRegen ? await replayByRegen(paths, (text) => process.stdout.write(`${text}\n`)) : replayByDrift(paths);
  if (!byRegen) for (const landing of landings) process.stdout.write(`${line(landing)}\n`);
  process.stdout.write(`\n${byRegen ? 'landed by regen (drift and API surface)' : 'judged by the drift report alone'}:\n\n${bumpTable(landings).join('\n')}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`replay: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  });
}
