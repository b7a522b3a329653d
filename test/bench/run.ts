/**
 * `make bench`: runs each part's benchmark and prints its ratios against the peer it names,
 * measured in the same run. Timed figures are for people and fail nothing (a loaded machine would
 * fail them); a part may name goals it missed on a figure the machine cannot skew (bundle bytes),
 * and then `make bench` exits 1 after every part has run. `make bench PARTS=drift,client` runs a selection;
 * `make bench RECORD=1` runs every part and writes its output into docs/performance.md (record.ts).
 */
import { existsSync } from 'node:fs';
import { PARTS } from './parts.ts';
import { loadAverage, recordBlock, writeRecord } from './record.ts';

interface BenchPart {
  /** The figures, or the figures and the goals they missed. */
  bench(): Promise<string[] | { lines: string[]; missed: string[] }>;
}


async function main(): Promise<void> {
  const recording = process.env.RECORD === '1';
  if (recording && process.env.PARTS) {
    process.stderr.write('error: RECORD=1 records a run of every part; run it without PARTS\n');
    process.exitCode = 2;
    return;
  }
  const selected = process.env.PARTS?.split(',').filter(Boolean) ?? [...PARTS];
  const missed: string[] = [];
  const facts = { startedAt: new Date(), loadAtStart: loadAverage(), seconds: 0 };
  const printed: string[] = [];
  const print = (text: string) => {
    printed.push(text);
    process.stdout.write(text);
  };
  for (const part of selected) {
    const file = new URL(`./${part}.ts`, import.meta.url);
    if (!existsSync(file)) continue;
    print(`\n== ${part}\n`);
    const started = performance.now();
    const { bench } = (await import(file.href)) as BenchPart;
    const result = await bench();
    const lines = Array.isArray(result) ? result : result.lines;
    if (!Array.isArray(result)) missed.push(...result.missed.map((goal) => `${part}: ${goal}`));
    for (const line of lines) print(`${line}\n`);
    print(`(${part}: ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  }
  if (recording) {
    facts.seconds = (Date.now() - facts.startedAt.getTime()) / 1000;
    writeRecord(recordBlock(facts, printed.join('').trimStart()));
    process.stdout.write('\nrecorded in docs/performance.md\n');
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
