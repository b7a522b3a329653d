/**
 * A test hook for kill tests: every step of a landing that changes the tree (a journal write, a
 * copy, a rename, a removal) calls `landingStep` first, and the process armed to die at step N
 * kills itself there with SIGKILL, exactly as `kill -9` would. Armed only by generator/cli.ts from
 * INCIDENT_GEN_CRASH_AT_STEP (the one place that variable is read); unarmed, a step costs a compare.
 */
let crashAt = 0;
let steps = 0;

export function armCrashAtStep(step: number): void {
  crashAt = step;
  steps = 0;
}

export function landingStep(): void {
  steps += 1;
  if (crashAt > 0 && steps === crashAt) process.kill(process.pid, 'SIGKILL');
}
