/**
 * `make bench RECORD=1`: the figures docs/performance.md shows are the printed output of one whole
 * run, copied between two markers, under a line saying which commit, when and how loaded the
 * machine was. Nothing else on the page states a figure, so none can outlive the run it came from.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../support/project.ts';

export const RECORD_PAGE = join(PROJECT_ROOT, 'docs/performance.md');
export const RECORD_START = '<!-- make bench RECORD=1 writes from here -->';
export const RECORD_END = '<!-- to here -->';

export const loadAverage = (): string => loadavg().map((load) => load.toFixed(1)).join(' ');

export interface RunFacts {
  startedAt: Date;
  loadAtStart: string;
  seconds: number;
}

/** The recorded block: what was measured where, then the run's output as printed. */
export function recordBlock(facts: RunFacts, output: string): string {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'generator', 'generated', 'test', 'spec'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim() !== '';
  const when = facts.startedAt.toISOString().replace(/:\d\d\.\d+Z$/, ' UTC').replace('T', ' ');
  const header =
    `One \`make bench\` of every part at commit \`${commit}\`${dirty ? ' with uncommitted changes' : ''}, ${when}, ` +
    `${cpus().length} cores; load average ${facts.loadAtStart} at its start and ${loadAverage()} at its end (1, 5, 15 min); ` +
    `${(facts.seconds / 60).toFixed(0)} min in all.`;
  return `${RECORD_START}\n${header}\n\n\`\`\`text\n${output.trimEnd()}\n\`\`\`\n${RECORD_END}`;
}

/** Replaces the page's recorded block; the page is written whole or not at all. */
export function writeRecord(block: string, page = RECORD_PAGE): void {
  const text = readFileSync(page, 'utf8');
  const start = text.indexOf(RECORD_START);
  const end = text.indexOf(RECORD_END);
  if (start < 0 || end < start) throw new Error(`${page} has no block between "${RECORD_START}" and "${RECORD_END}"`);
  const temporary = `${page}.${process.pid}.tmp`;
  writeFileSync(temporary, text.slice(0, start) + block + text.slice(end + RECORD_END.length));
  renameSync(temporary, page);
}
