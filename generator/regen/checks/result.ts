/**
 * What one landing check found: its name, whether it passed, the first lines of what it said (for
 * the verdict on stdout) and all of it (for the log kept under .tmp/regen/).
 */
import { DEFAULTS } from '../../context.ts';

export interface CheckResult {
  name: string;
  ok: boolean;
  /** The first lines of its findings: a failing check's message, as the verdict quotes it. */
  firstLines: string[];
  /** Everything it said, for the log a failed verification keeps. */
  log: string;
  ms: number;
}

/** A check's result from its output: the first non-empty lines are where compilers and runners put the first error. */
export function resultOf(name: string, ok: boolean, log: string, ms: number): CheckResult {
  const lines = log.split('\n').map((line) => line.trimEnd()).filter((line) => line.trim() !== '');
  return { name, ok, firstLines: ok ? [] : lines.slice(0, DEFAULTS.landingChecks.firstLines), log, ms };
}

/** Runs `body`, timing it; a throw is the check's failure with the error's message, never a crash of regen. */
export async function timedCheck(name: string, body: () => Promise<{ ok: boolean; log: string }>): Promise<CheckResult> {
  const started = performance.now();
  try {
    const { ok, log } = await body();
    return resultOf(name, ok, log, performance.now() - started);
  } catch (error) {
    return resultOf(name, false, error instanceof Error ? error.message : String(error), performance.now() - started);
  }
}

/** A check that did not run because one it depends on failed. */
export const skipped = (name: string, because: string): CheckResult => resultOf(name, false, `not run: ${because} failed`, 0);
