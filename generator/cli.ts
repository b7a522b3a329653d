#!/usr/bin/env -S npx tsx
import { failureStatus, runCommandLine, type CliOutput } from './command-line.ts';
import { commandBudget, deferOptimisation } from './compile-cache/tiering.ts';
import { armCrashAtStep } from './write/crash-hook.ts';

const output: CliOutput = { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) };

function fail(error: unknown): void {
  process.exitCode = failureStatus(error, output, Boolean(process.env.DEBUG));
}

// A rejection nobody awaited (a worker failing while the main thread works on) must not take
// Node's default path: a raw stack and exit status 1, which means "breaking changes found".
process.on('unhandledRejection', (reason) => {
  fail(reason);
  process.exit();
});
process.on('uncaughtException', (error) => {
  fail(error);
  process.exit();
});

// Kill tests (test/generator/write/landing-kill.test.ts) make a landing die at its N-th step:
// this is the one place the variable is read (write/crash-hook.ts).
const crashAtStep = Number(process.env.INCIDENT_GEN_CRASH_AT_STEP ?? 0);
if (crashAtStep > 0) armCrashAtStep(crashAtStep);

// Before any library loads: a generation or a comparison is a short burst that V8's default tiering overpays for.
const budget = commandBudget(process.argv.slice(2));
if (budget !== undefined) deferOptimisation(process.execArgv, budget);

runCommandLine(process.argv.slice(2), output).then((status) => {
  process.exitCode = status;
}, fail);
