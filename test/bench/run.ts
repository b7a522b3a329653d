/**
 * `make bench`: runs each part's benchmark and prints its ratios against the peer it names,
 * measured in the same run. Nothing here fails on a number: the figures are for people.
 * `make bench PARTS=drift,client` runs a selection.
 */
import { existsSync } from 'node:fs';

interface BenchPart {
  bench(): Promise<string[]>;
}

const PARTS = ['generate', 'drift', 'client', 'named', 'live', 'regen', 'surface', 'consumer'] as const;

async function main(): Promise<void> {
  const selected = process.env.PARTS?.split(',').filter(Boolean) ?? [...PARTS];
  for (const part of selected) {
    const file = new URL(`./${part}.ts`, import.meta.url);
    if (!existsSync(file)) continue;
    process.stdout.write(`\n== ${part}\n`);
    const started = performance.now();
    const { bench } = (await import(file.href)) as BenchPart;
    for (const line of await bench()) process.stdout.write(`${line}\n`);
    process.stdout.write(`(${part}: ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`error: bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
});
