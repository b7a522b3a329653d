/**
 * Fresh processes timed side by side: wall from outside, CPU and peak memory from inside
 * (resource-usage.mjs), summarised as min / median / max, ours as ratios of the peer's medians.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const RESOURCE_USAGE = new URL('./resource-usage.mjs', import.meta.url).pathname;

export interface Sample {
  wallMs: number;
  cpuMs: number;
  peakMiB: number;
}

/** `node <args>` in a fresh process, measured; `results` lists the exit statuses that are outcomes, not failures. */
export async function measureNode(args: string[], cwd: string, results: readonly number[] = [0]): Promise<Sample> {
  const started = performance.now();
  const { stderr } = await run(process.execPath, ['--import', RESOURCE_USAGE, ...args], { cwd, maxBuffer: 64 * 1024 * 1024 }).catch((failed: { code?: unknown; stderr?: string }) => {
    if (typeof failed.code === 'number' && results.includes(failed.code)) return { stderr: failed.stderr ?? '' };
    throw failed;
  });
  const wallMs = performance.now() - started;
  const line = stderr.trim().split('\n').at(-1) ?? '';
  if (!line.startsWith('RESOURCE-USAGE ')) throw new Error(`no resource usage reported by node ${args.join(' ')}`);
  return { wallMs, ...(JSON.parse(line.slice('RESOURCE-USAGE '.length)) as Omit<Sample, 'wallMs'>) };
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
export const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;

type Measure = keyof Sample;
const UNITS: Record<Measure, (value: number) => string> = {
  wallMs: (ms) => `${(ms / 1000).toFixed(2)} s`,
  cpuMs: (ms) => `${(ms / 1000).toFixed(2)} s`,
  peakMiB: (mib) => `${mib.toFixed(0)} MiB`,
};
const LABELS: Record<Measure, string> = { wallMs: 'wall', cpuMs: 'CPU', peakMiB: 'peak memory' };

/** `min / median / max` of a set of values, each shown by `format`. */
export function minMedianMax(values: number[], format: (value: number) => string): string {
  const ascending = sorted(values);
  return `${format(ascending[0]!)} / ${format(median(ascending))} / ${format(ascending.at(-1)!)}`;
}

/** min / median / max of one measure. */
export const spread = (samples: Sample[], measure: Measure): string => minMedianMax(samples.map((sample) => sample[measure]), UNITS[measure]);

/** One line per measure: ours against the peer, each min / median / max, and the ratio of medians against its goal. */
export function compare(ours: Sample[], peer: Sample[], goals: Record<Measure, number>): string[] {
  return (Object.keys(LABELS) as Measure[]).map((measure) => {
    const ratio = median(ours.map((sample) => sample[measure])) / median(peer.map((sample) => sample[measure]));
    const verdict = ratio <= goals[measure] ? 'met' : 'NOT met';
    return `  ${LABELS[measure]}: ${ratio.toFixed(2)}x (goal <= ${goals[measure]}x, ${verdict}); ours ${spread(ours, measure)}, peer ${spread(peer, measure)} (min / median / max)`;
  });
}

/** Sums a sequence's samples into one: wall and CPU add up, the peak is the highest. */
export const total = (samples: Sample[]): Sample => ({
  wallMs: samples.reduce((sum, sample) => sum + sample.wallMs, 0),
  cpuMs: samples.reduce((sum, sample) => sum + sample.cpuMs, 0),
  peakMiB: Math.max(...samples.map((sample) => sample.peakMiB)),
});
