/**
 * The CLI's young-generation collection for a comparison, in fresh node processes (V8's flags are
 * the process's): once set, no scavenge uses a helper thread (V8's trace says how long helpers
 * worked on each); a choice given to node on its command line is kept; only comparisons ask for it.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { comparesOnly, scavengeOnOneThread } from '../../../generator/compile-cache/scavenge.ts';
import { PROJECT_ROOT } from '../../support/generator-runs.ts';

const SCAVENGE = join(PROJECT_ROOT, 'generator/compile-cache/scavenge.ts');
const MARK = 'ALLOCATING';

/** The helpers' time in each scavenge of a process that keeps 400,000 young objects alive, after setting (or not) one thread. */
function helperTimes(set: boolean, nodeFlags: string[] = []): { times: number[]; set: boolean | null } {
  const script = `
    const set = ${set} ? (await import(${JSON.stringify(`file://${SCAVENGE}`)})).scavengeOnOneThread() : null;
    console.log('${MARK}');
    const kept = [];
    for (let i = 0; i < 400_000; i++) kept.push({ i, text: 'x' + i, list: [i] });
    console.log(JSON.stringify({ set, kept: kept.length }));`;
  const output = execFileSync(process.execPath, ['--trace-gc-nvp', ...nodeFlags, '--import', 'tsx', '--input-type=module', '-e', script], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  // Scavenges from here on only: loading tsx and the module runs some before.
  const printed = output.trim().split('\n');
  const lines = printed.slice(printed.indexOf(MARK));
  const times = lines.filter((line) => line.includes('gc=s ')).map((line) => Number(/background\.scavenge\.parallel=([\d.]+)/.exec(line)![1]));
  const result = lines.find((line) => line.startsWith('{"set"'))!;
  return { times, set: (JSON.parse(result) as { set: boolean | null }).set };
}

describe('scavengeOnOneThread', () => {
  it('leaves every later scavenge to the main thread, where helpers would share it', () => {
    const alone = helperTimes(true);
    expect(alone.set).toBe(true);
    expect(alone.times.length).toBeGreaterThan(3);
    expect(alone.times.filter((time) => time > 0)).toEqual([]);
    // With one core V8 starts no helper anyway: the default's helpers are seen with two or more.
    if (availableParallelism() > 1) expect(helperTimes(false).times.some((time) => time > 0)).toBe(true);
  });

  it("keeps a choice given on node's command line, in either spelling, either way", () => {
    if (availableParallelism() > 1) {
      const kept = helperTimes(true, ['--parallel-scavenge']);
      expect(kept.set).toBe(false);
      expect(kept.times.some((time) => time > 0)).toBe(true);
    }
    for (const flag of ['--no-parallel-scavenge', '--parallel_scavenge', '--no-parallel_scavenge']) expect(scavengeOnOneThread(['--max-old-space-size=100', flag])).toBe(false);
  });
});

describe('comparesOnly', () => {
  it('holds for changelog and a drift without consumers, not for a drift that type-checks consumers or any other command', () => {
    expect(comparesOnly(['changelog', '--dir', 'snapshots'])).toBe(true);
    expect(comparesOnly(['drift', 'old.json', 'new.json', '--format', 'json'])).toBe(true);
    expect(comparesOnly(['drift', 'old.json', 'new.json', '--consumer', 'app'])).toBe(false);
    expect(comparesOnly(['drift', 'old.json', 'new.json', '--consumer=app'])).toBe(false);
    for (const command of ['generate', 'regen', 'spec-diff', 'publish', 'surface']) expect(comparesOnly([command, 'changelog', 'drift'])).toBe(false);
    expect(comparesOnly([])).toBe(false);
  });
});
