/**
 * V8 collects the young generation with helper threads (a parallel scavenge). A comparison keeps
 * what it parses alive across scavenges (each 4 MB snapshot is parsed into the young generation
 * and outlives two of them): on two cores the helpers' share costs more CPU than it saves time.
 * On one thread the 83-version history spends about 2% less CPU, and up to 5% more wall time when
 * a second core sits idle (within the bench's goal of twice the floor); one pair 1% less CPU. It
 * changes when memory is collected, never what a command computes.
 */
import { setFlagsFromString } from 'node:v8';

/** Whether a command line only compares documents: `changelog`, or `drift` without consumers (whose type checks run as a generation). */
export function comparesOnly(argv: readonly string[]): boolean {
  const [command] = argv;
  if (command === 'changelog') return true;
  return command === 'drift' && !argv.some((arg) => arg === '--consumer' || arg.startsWith('--consumer='));
}

/**
 * Scavenges on the main thread from now on (V8 reads the flag at each scavenge): set before the
 * documents load. A choice given to node on its command line is kept. True when it was set.
 */
export function scavengeOnOneThread(execArgv: readonly string[] = process.execArgv): boolean {
  if (execArgv.some((flag) => /^--(no-)?parallel[-_]scavenge(=|$)/.test(flag))) return false;
  setFlagsFromString('--no-parallel-scavenge');
  return true;
}
