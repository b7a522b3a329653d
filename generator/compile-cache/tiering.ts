/**
 * V8 optimises a function (TurboFan, on its background threads) once it has run a budget of
 * bytecode. A generation is one short burst through libraries far bigger than the work it asks of
 * them (typescript.js, ts-morph's TypeScript copy): at the default budget V8 optimises thousands of
 * their functions, most of them too late to pay back, and on two cores those compilations take the
 * CPU from the two threads that generate (a third of a 4 MB run's CPU went to them). A larger
 * budget leaves the lukewarm functions to the baseline compiler and still optimises the hot loops
 * (the scanner, the printers). It changes when code is compiled, never what it computes: the output
 * is the same bytes. `drift` and `changelog` are short bursts too (one pair: a third of a second;
 * the 83-version history: three): deferred, they spend 10 to 15% less CPU in the same wall time.
 */
import { setFlagsFromString } from 'node:v8';

/** 16 times V8 11's default (66 KiB of bytecode). */
export const GENERATION_INTERRUPT_BUDGET = 16 * 67_584;

/** The CLI's commands that defer optimisation (generator/cli.ts). */
export const DEFERRED_COMMANDS: ReadonlySet<string> = new Set(['generate', 'drift', 'changelog']);

/**
 * For a process that runs one generation (the CLI's `generate`) or one comparison (`drift`,
 * `changelog`): set before the libraries load, so
 * that the schema worker, started later, gets it too (V8's flags are the process's). A budget given
 * to node on its command line is kept (NODE_OPTIONS cannot carry one). True when it was set.
 */
export function deferOptimisation(execArgv: readonly string[] = process.execArgv): boolean {
  if (execArgv.some((flag) => /^--interrupt[-_]budget(=|$)/.test(flag))) return false;
  setFlagsFromString(`--interrupt-budget=${GENERATION_INTERRUPT_BUDGET}`);
  return true;
}
