/**
 * The drift CLI against its floor: `node` reading, expanding and parsing the same snapshots
 * (drift-floor-peer.mjs), fresh processes, alternating. One pair (the newest two, ~4 MB each):
 * `drift OLD NEW --format json` against parsing both files; the whole history: `changelog` over a
 * folder of every snapshot against parsing all of them. Goal: at most 2x the floor, CPU and wall.
 */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { BUILT_CLI } from '../../generator/build/toolchain.ts';
import { PROJECT_ROOT } from '../support/project.ts';
import { realSpecPaths, snapshotName } from '../support/real-specs.ts';
import { compare, measureNode, type Sample } from './measure/runs.ts';

const FLOOR = join(PROJECT_ROOT, 'test/bench/drift-floor-peer.mjs');
const PAIR_ROUNDS = Number(process.env.BENCH_RUNS ?? 7);
// Five: the history is the figure nearest its goal, and a median of three moved by a tenth between runs.
const HISTORY_ROUNDS = Number(process.env.BENCH_RUNS ?? 5);
const GOALS = { wallMs: 2.0, cpuMs: 2.0, peakMiB: 2.0 };

async function alternate(rounds: number, ours: string[], peer: string[]): Promise<{ ours: Sample[]; peer: Sample[] }> {
  const samples = { ours: [] as Sample[], peer: [] as Sample[] };
  for (let round = 0; round < rounds; round++) {
    // Exit 1 is drift's "breaking changes found": a result like any other.
    samples.ours.push(await measureNode(ours, PROJECT_ROOT, [0, 1]));
    samples.peer.push(await measureNode(peer, PROJECT_ROOT));
  }
  return samples;
}

export async function bench(): Promise<string[]> {
  const paths = realSpecPaths();
  const [oldPath, newPath] = paths.slice(-2) as [string, string];
  const pair = await alternate(PAIR_ROUNDS, [BUILT_CLI, 'drift', oldPath, newPath, '--format', 'json'], [FLOOR, oldPath, newPath]);
  // changelog reads a folder: one of links to every snapshot, outside the project, removed after.
  const folder = mkdtempSync(join(tmpdir(), 'drift-history-'));
  try {
    for (const path of paths) symlinkSync(path, join(folder, basename(path)));
    const history = await alternate(HISTORY_ROUNDS, [BUILT_CLI, 'changelog', '--dir', folder, '--format', 'json'], [FLOOR, ...paths]);
    return [
      `floor: node reading, expanding and parsing the same files (test/bench/drift-floor-peer.mjs), fresh processes, alternating`,
      `pair ${snapshotName(oldPath)} -> ${snapshotName(newPath)}: incident-gen drift --format json / the floor on both files, ${PAIR_ROUNDS} rounds`,
      ...compare(pair.ours, pair.peer, GOALS),
      `history: incident-gen changelog --format json over all ${paths.length} snapshots / the floor on all of them, ${HISTORY_ROUNDS} rounds`,
      ...compare(history.ours, history.peer, GOALS),
    ];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
