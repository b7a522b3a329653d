/**
 * What placing changes at spec lines costs (annotations, SARIF, Code Quality), on the newest real
 * snapshot (~4 MB): building the pointer -> line map once, and resolving every change of a year
 * of history to its pointer and line. Target: the map well under 0.2 s.
 */
import { changeLines } from '../../generator/drift/change-lines.ts';
import { diffDocuments, renderReport } from '../../generator/drift/index.ts';
import type { OpenApiDocument } from '../../generator/load/document.ts';
import { sourceLineMap } from '../../generator/load/source-lines.ts';
import { readRealSpecText, realSpecPaths } from '../support/real-specs.ts';
import { minMedianMax } from './measure/runs.ts';

const ms = (value: number) => `${value.toFixed(0)} ms`;

function time(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

/** CPU milliseconds: on a machine shared with other work, closer to the cost than the wall clock. */
function cpuTime(work: () => unknown): number {
  const started = process.cpuUsage();
  work();
  const spent = process.cpuUsage(started);
  return (spent.user + spent.system) / 1000;
}

export function benchSpecLines(newText: string, newDocument: OpenApiDocument): string[] {
  const first = time(() => sourceLineMap(newText, 'json'));
  const builds = Array.from({ length: 7 }, () => time(() => sourceLineMap(newText, 'json')));
  const cpu = Array.from({ length: 7 }, () => cpuTime(() => sourceLineMap(newText, 'json')));
  const yearAgo = JSON.parse(readRealSpecText(realSpecPaths().at(-20)!)) as OpenApiDocument;
  const report = diffDocuments(yearAgo, newDocument, { now: new Date('2026-08-01T00:00:00Z') });
  let placed = 0;
  const lookups = time(() => {
    const lineOf = changeLines(newDocument, newText, 'json');
    for (const change of report.changes) if (lineOf(change) !== undefined) placed++;
  });
  const sources = { old: { label: 'old' }, new: { label: 'spec/openapiV3.json', file: 'spec/openapiV3.json', lineOf: changeLines(newDocument, newText, 'json') } };
  const sarif = time(() => renderReport(report, 'sarif', { sources }));
  return [
    `spec line map (${(newText.length / 1024 / 1024).toFixed(1)} MB JSON): first build ${ms(first)}, then min / median / max ${minMedianMax(builds, ms)} (CPU ${minMedianMax(cpu, ms)}); target < 200 ms`,
    `${report.changes.length} changes of a year placed at their lines (map built once): ${ms(lookups)}, ${placed} placed; sarif with lines ${ms(sarif)}`,
  ];
}
