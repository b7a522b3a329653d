/**
 * `make bench`: runs each part's benchmark and prints its ratios against the peer it names,
 * measured in the same run. Timed figures are for people and fail nothing (a loaded machine would
 * fail them); a part may name goals it missed on a figure the machine cannot skew (bundle bytes),
 * and then `make bench` exits 1 after every part has run. `make bench PARTS=drift,client` runs a selection.
 */
import { existsSync } from 'node:fs';

interface BenchPart {
  /** The figures, or the figures and the goals they missed. */
  bench(): Promise<string[] | { lines: string[]; missed: string[] }>;
}

const PARTS = ['generate', 'drift-floor', 'drift', 'client', 'named', 'live', 'regen', 'surface', 'consumer', 'bundle', 'spec-diff'] as const;

async function main(): Promise<void> {
  const selected = process.env.PARTS?.split(',').filter(Boolean) ?? [...PARTS];
  const missed: string[] = [];
  for (const part of selected) {
    const file = new URL(`./${part}.ts`, import.meta.url);
    if (!existsSync(file)) continue;
    process.stdout.write(`\n== ${part}\n`);
    const started = performance.now();
    const { bench } = (await import(file.href)) as BenchPart;
    const result = await bench();
    const lines = Array.isArray(result) ? result : result.lines;
    if (!Array.isArray(result)) missed.push(...result.missed.map((goal) => `${part}: ${goal}`));
    for (const line of lines) process.stdout.write(`${line}\n`);
    process.stdout.write(`(${part}: ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  }
  if (missed.length > 0) {
    process.stderr.write(missed.map((goal) => `goal missed: ${goal}\n`).join(''));
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`error: bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
});
