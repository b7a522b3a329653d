/**
 * `surface --check` as `make check` and regen run it (the built CLI, fresh processes, min / median
 * / max of 3): on the committed package against its own baseline (the common case: its
 * declarations written and found equal), and on the package generated from the newest real
 * snapshot against the baseline of the one before it (a real update, judged export by export).
 * `generate` of the same newest snapshot is measured beside it for scale.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT_CLI } from '../../generator/build/toolchain.ts';
import { DEFAULTS } from '../../generator/context.ts';
import { generate } from '../../generator/generate.ts';
import { surfaceDeclarations } from '../../generator/surface/declarations.ts';
import { PROJECT_ROOT, projectScratchDir, removeScratchDirs } from '../support/generator-runs.ts';
import { realSpecPaths, snapshotName } from '../support/real-specs.ts';
import { measureNode, spread, type Sample } from './measure/runs.ts';

const RUNS = 3;

async function samples(args: string[]): Promise<Sample[]> {
  const out: Sample[] = [];
  // Exit 1 (a break found) is an outcome here: only the time counts.
  for (let index = 0; index < RUNS; index++) out.push(await measureNode([BUILT_CLI, ...args], PROJECT_ROOT, [0, 1]));
  return out;
}

const line = (label: string, runs: Sample[]) => `${label}: wall ${spread(runs, 'wallMs')}, CPU ${spread(runs, 'cpuMs')}, peak ${spread(runs, 'peakMiB')} (min / median / max)`;

export async function bench(): Promise<string[]> {
  const [previousPath, newestPath] = realSpecPaths().slice(-2) as [string, string];
  const work = projectScratchDir('bench-surface');
  try {
    const previous = join(work, 'previous');
    const newest = join(work, 'newest');
    await generate({ specPath: previousPath, outDir: previous });
    const started = performance.now();
    await generate({ specPath: newestPath, outDir: newest });
    const generation = performance.now() - started;
    const baseline = join(work, 'api-surface.d.ts');
    writeFileSync(baseline, surfaceDeclarations(previous, DEFAULTS.packageEntry));
    const committed = await samples(['surface', '--check']);
    const update = await samples(['surface', '--check', '--dir', newest, '--baseline', baseline]);
    return [
      line('committed generated/ against spec/api-surface.d.ts', committed),
      line(`${snapshotName(newestPath)} against the baseline of ${snapshotName(previousPath)}`, update),
      `generate of ${snapshotName(newestPath)} in-process, for scale: ${(generation / 1000).toFixed(2)} s`,
    ];
  } finally {
    removeScratchDirs();
  }
}
