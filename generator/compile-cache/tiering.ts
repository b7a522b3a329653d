/**
 * V8 optimises a function (TurboFan, on its background threads) once it has run a budget of
 * bytecode. A generation is one short burst through libraries far bigger than the work it asks of
 * them (typescript.js, ts-morph's TypeScript copy): at the default budget V8 optimises thousands of
 * their functions, most of them too late to pay back, and on two cores those compilations take the
 * CPU from the two threads that generate (a third of a 4 MB run's CPU went to them). A larger
 * budget leaves the lukewarm functions to the baseline compiler and still optimises the hot loops
 * (the scanner, the printers). It changes when code is compiled, never what it computes: the output
 * is the same bytes. `drift` and `changelog` are short bursts too (one pair: a quarter of a
 * second; the 83-version history: two and a half): deferred, they spend 10 to 25% less CPU in the
 * same wall time.
 */
import { setFlagsFromString } from 'node:v8';

/** 16 times V8 11's default (66 KiB of bytecode). */
export const GENERATION_INTERRUPT_BUDGET = 16 * 67_584;

/** 64 times V8 11's default. */
export const COMPARISON_INTERRUPT_BUDGET = 4 * GENERATION_INTERRUPT_BUDGET;

/**
 * The budget a command line runs with (generator/cli.ts), undefined for V8's own: a generation or
 * the history of changes 16 times V8's, one comparison (over in a quarter of a second, its hot
 * loops few) 64 times: 15% less of its CPU than at 16 times, where the history lost 5%. A drift
 * that type-checks consumers runs TypeScript as a generation does.
 */
export function commandBudget(argv: readonly string[]): number | undefined {
  const [command] = argv;
  if (command === 'drift' && !argv.some((arg) => arg === '--consumer' || arg.startsWith('--consumer='))) return COMPARISON_INTERRUPT_BUDGET;
  return command === 'generate' || command === 'drift' || command === 'changelog' ? GENERATION_INTERRUPT_BUDGET : undefined;
}


/**
 * For a process that runs one generation (the CLI's `generate`) or one comparison (`drift`,
 * `changelog`): set before the libraries load, so that the schema worker, started later, gets it
 * too (V8's flags are the process's). A budget given to node on its command line is kept
 * (NODE_OPTIONS cannot carry one). True when it was set.
 */
export function deferOptimisation(execArgv: readonly string[] = process.execArgv, budget = GENERATION_INTERRUPT_BUDGET): boolean {
  if (execArgv.some((flag) => /^--interrupt[-_]budget(=|$)/.test(flag))) return false;
  setFlagsFromString(`--interrupt-budget=${budget}`);
  return true;
}
