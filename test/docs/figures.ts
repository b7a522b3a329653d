/**
 * Measured figures in the documentation: a number with a unit of time or size, or a ratio. Every
 * such figure is either the printed output of one `make bench RECORD=1` run (docs/performance.md's
 * recorded block), a development duration from the CI machine's runs (docs/contributing.md's
 * durations and slow suites, and README.md's `make` lines that cite them), a setting in a table's
 * goal or timeout column, or a setting the caller lists by its exact phrase. Anything else is a
 * figure nothing reproduces, and goes stale.
 */

/** Where a page may state figures, and the settings (limits, defaults) its prose names. */
export interface FigurePolicy {
  recordStart: string;
  recordEnd: string;
  settings: readonly Setting[];
}

/** A limit or default stated with its unit: not a measurement, so it cannot go stale. */
export interface Setting {
  page: string;
  phrase: string;
}

export interface Figure {
  file: string;
  line: number;
  figure: string;
}

const UNIT = String.raw`(?:ms|µs|seconds?|secs?|s|minutes?|mins?|hours?|h|bytes|B|kB|KB|KiB|MB|MiB|GB|GiB)\b`;
/** A number (`1,500`, `0.89`) and its unit (`29-minute` too), `×`/`x` right after it, or "N times". */
const FIGURE = new RegExp(String.raw`(?<![\w.,])\d(?:[\d,]*\d)?(?:\.\d+)?(?:[ \u00a0-]?${UNIT}|[ \u00a0]?×|x\b|[ \u00a0]+times\b)`, 'g');

const DURATIONS_SECTIONS = ['## Durations', '## The quick check and the slow suites'];
const DURATIONS_LINK = 'docs/contributing.md#durations';
/** Table columns that hold what a part or a job is allowed, never what a run took. */
const SETTING_COLUMNS = new Set(['goal', 'target', 'timeout']);

/** The page with the given ranges blanked: every character but line breaks becomes a space. */
function blank(text: string, ranges: Array<[number, number]>): string {
  let result = text;
  for (const [start, end] of ranges) result = result.slice(0, start) + result.slice(start, end).replace(/[^\n]/g, ' ') + result.slice(end);
  return result;
}

/** The `## ` sections named, from their heading to the next `## ` heading. */
function sections(text: string, headings: readonly string[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const heading of headings) {
    const start = text.startsWith(`${heading}\n`) ? 0 : text.indexOf(`\n${heading}\n`);
    if (start < 0) continue;
    const next = text.indexOf('\n## ', start + 1);
    ranges.push([start, next < 0 ? text.length : next]);
  }
  return ranges;
}

/** README.md's `make <target>  # …: 1.5 min` lines, where their section cites the durations. */
function citedMakeLines(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const [start, end] of sections(text, [...text.matchAll(/^## .*$/gm)].map((match) => match[0]))) {
    const section = text.slice(start, end);
    if (!section.includes(`(${DURATIONS_LINK})`)) continue;
    for (const line of section.matchAll(/^make [\w-]+ .*$/gm)) ranges.push([start + line.index, start + line.index + line[0].length]);
  }
  return ranges;
}

/** The cells of a table row, as [start, end) offsets within the line: a `|` in code or escaped does not split. */
function cellSpans(line: string): Array<[number, number]> {
  const pipes: number[] = [];
  let inCode = false;
  for (let index = 0; index < line.length; index++) {
    if (line[index] === '`') inCode = !inCode;
    else if (line[index] === '\\') index++;
    else if (line[index] === '|' && !inCode) pipes.push(index);
  }
  return pipes.slice(0, -1).map((pipe, index) => [pipe + 1, pipes[index + 1]!]);
}

/** The cells under a `goal`, `target` or `timeout` heading of every table on the page. */
function settingCells(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const lines = text.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  for (let index = 0; index + 1 < lines.length; index++) {
    if (!lines[index]!.trimStart().startsWith('|') || !/^\s*\|(\s*:?-+:?\s*\|)+\s*$/.test(lines[index + 1]!)) continue;
    const header = lines[index]!;
    const columns = cellSpans(header).flatMap(([start, end], column) => (SETTING_COLUMNS.has(header.slice(start, end).trim().toLowerCase()) ? [column] : []));
    let row = index + 2;
    for (; row < lines.length && lines[row]!.trimStart().startsWith('|'); row++) {
      const cells = cellSpans(lines[row]!);
      for (const column of columns) if (cells[column]) ranges.push([starts[row]! + cells[column][0], starts[row]! + cells[column][1]]);
    }
    index = row - 1;
  }
  return ranges;
}

/** Each occurrence of a phrase, its spaces matching any run of white space (a line may wrap in it). */
function phraseRanges(text: string, phrase: string): Array<[number, number]> {
  const pattern = new RegExp(phrase.trim().split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(String.raw`\s+`), 'g');
  return [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);
}

/** The ranges of `file` where figures are allowed by where they are, not by what they say. */
function allowedRegions(file: string, text: string, policy: FigurePolicy): Array<[number, number]> {
  if (file === 'docs/performance.md') {
    const start = text.indexOf(policy.recordStart);
    const end = text.indexOf(policy.recordEnd, start);
    return start >= 0 && end > start ? [[start, end + policy.recordEnd.length]] : [];
  }
  if (file === 'docs/contributing.md') return sections(text, DURATIONS_SECTIONS);
  if (file === 'README.md') return citedMakeLines(text);
  return [];
}

/** Every number with a unit of time or size, or a ratio, in `text`, with its 1-based line. */
export function figuresIn(file: string, text: string): Figure[] {
  const found: Figure[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(FIGURE)) found.push({ file, line: index + 1, figure: match[0] });
  });
  return found;
}

/** The figures of `file` outside the recorded run, the durations and the listed settings. */
export function strayFigures(file: string, text: string, policy: FigurePolicy): Figure[] {
  const settings = policy.settings.filter((setting) => setting.page === file).flatMap((setting) => phraseRanges(text, setting.phrase));
  return figuresIn(file, blank(text, [...allowedRegions(file, text, policy), ...settingCells(text), ...settings]));
}

/** The settings whose phrase no longer occurs on its page, or states no figure (a list that rots). */
export function staleSettings(read: (file: string) => string, settings: readonly Setting[]): Setting[] {
  return settings.filter((setting) => {
    const text = read(setting.page);
    const ranges = phraseRanges(text, setting.phrase);
    return ranges.length === 0 || ranges.every(([start, end]) => figuresIn(setting.page, text.slice(start, end)).length === 0);
  });
}
