/**
 * Mutation scores per generator folder, from the Stryker JSON reports `make mutation` leaves in
 * .tmp/mutation/ (one per folder run), with the mutants judged equivalent in equivalent.md
 * counted apart. Run alone (`tsx test/mutation/scores.ts`) to reprint the last results.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../support/project.ts';

export const REPORT_DIR = join(PROJECT_ROOT, '.tmp/mutation');

interface ReportMutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
}
interface Report {
  files: Record<string, { mutants: ReportMutant[] }>;
}

/** One row of equivalent.md's table: `| generator/x.ts:12:5 | MutatorName | `replacement` | reason |`. */
export interface Equivalent {
  file: string;
  line: number;
  column: number;
  mutator: string;
  /** The mutated code as Stryker reports it (its `replacement`). */
  replacement: string;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

export function readEquivalents(text: string): Equivalent[] {
  const rows: Equivalent[] = [];
  for (const match of text.matchAll(/^\|\s*`(generator\/[^\s:`]+):(\d+):(\d+)`\s*\|\s*(\w+)\s*\|\s*`(.+?)`\s*\|/gm)) {
    // A `|` inside a table cell is written `\|`, even in code.
    rows.push({ file: match[1]!, line: Number(match[2]), column: Number(match[3]), mutator: match[4]!, replacement: match[5]!.replace(/\\\|/g, '|') });
  }
  return rows;
}

/** `generator/drift/rules/x.ts` -> `drift`; files directly in generator/ -> `(top)`. */
export const folderOf = (file: string): string => {
  const parts = file.replace(/\\/g, '/').replace(/^.*?generator\//, '').split('/');
  return parts.length > 1 ? parts[0]! : '(top)';
};

export interface FolderScore {
  folder: string;
  killed: number;
  survived: number;
  noCoverage: number;
  equivalent: number;
  ignored: number;
  /** Detected / (detected + undetected), equivalents left out; undefined when nothing counted. */
  score: number | undefined;
}

/**
 * Whether a listed row is this mutant. A table row is one line, so a line break in Stryker's
 * replacement (an object literal printed over lines) is written `\n` in the row.
 */
export function matchesRow(row: Equivalent, file: string, mutant: ReportMutant): boolean {
  const { line, column } = mutant.location.start;
  return file.endsWith(row.file) && row.line === line && row.column === column && row.mutator === mutant.mutatorName && row.replacement === mutant.replacement?.replace(/\n/g, '\\n');
}

/** Reports in the order they were written: a file measured by several scopes counts once, as last measured. */
export function scoreReports(reports: Report[], equivalents: readonly Equivalent[]): FolderScore[] {
  const latest = new Map<string, ReportMutant[]>();
  for (const report of reports) for (const [file, { mutants }] of Object.entries(report.files)) latest.set(file, mutants);
  const byFolder = new Map<string, FolderScore>();
  const isEquivalent = (file: string, mutant: ReportMutant) => equivalents.some((row) => matchesRow(row, file, mutant));
  for (const [file, mutants] of latest) {
    const folder = folderOf(file);
    const row = byFolder.get(folder) ?? { folder, killed: 0, survived: 0, noCoverage: 0, equivalent: 0, ignored: 0, score: undefined };
    byFolder.set(folder, row);
    for (const mutant of mutants) {
      if (UNDETECTED.has(mutant.status) && isEquivalent(file, mutant)) row.equivalent++;
      else if (DETECTED.has(mutant.status)) row.killed++;
      else if (mutant.status === 'Survived') row.survived++;
      else if (mutant.status === 'NoCoverage') row.noCoverage++;
      else row.ignored++;
    }
  }
  const rows = [...byFolder.values()].sort((a, b) => a.folder.localeCompare(b.folder));
  const total: FolderScore = { folder: 'all', killed: 0, survived: 0, noCoverage: 0, equivalent: 0, ignored: 0, score: undefined };
  for (const row of rows) {
    for (const key of ['killed', 'survived', 'noCoverage', 'equivalent', 'ignored'] as const) total[key] += row[key];
  }
  for (const row of [...rows, total]) {
    const counted = row.killed + row.survived + row.noCoverage;
    row.score = counted === 0 ? undefined : (100 * row.killed) / counted;
  }
  return rows.length > 0 ? [...rows, total] : [];
}

export function formatScores(rows: readonly FolderScore[]): string {
  const header = ['folder', 'score', 'killed', 'survived', 'no coverage', 'equivalent', 'ignored (static, errors)'];
  const lines = rows.map((row) => [row.folder, row.score === undefined ? '-' : `${row.score.toFixed(1)}%`, row.killed, row.survived, row.noCoverage, row.equivalent, row.ignored].map(String));
  return [header, ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n') + '\n';
}

export function readReports(dir = REPORT_DIR): Report[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.report.json'))
    .map((name) => join(dir, name))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .map((path) => JSON.parse(readFileSync(path, 'utf8')) as Report);
}

export const readEquivalentFile = () => readEquivalents(readFileSync(join(PROJECT_ROOT, 'test/mutation/equivalent.md'), 'utf8'));

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(formatScores(scoreReports(readReports(), readEquivalentFile())));
}
