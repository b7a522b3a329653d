/**
 * Reads a sticky comment's body back the way GitHub's Markdown would, far enough to tell whether
 * anything from outside escaped its place: code spans found by CommonMark's rule (a backtick run
 * closes only at the next run of the same length), then every line matched against the forms the
 * comment writes. A spec that smuggled a newline, a tag, a link, a mention or the marker shows up
 * here as a line of no known form or a character outside a code span.
 */
import { COMMENT_MARKER } from '../../../generator/pull-request/comment.ts';

/** What a code span leaves in the line once read: one character that no form otherwise contains. */
export const SPAN = '\u0001';

/** The line with each code span (CommonMark 6.1) replaced by SPAN, and the spans' contents. */
export function readSpans(line: string): { rest: string; spans: string[] } {
  let rest = '';
  const spans: string[] = [];
  for (let index = 0; index < line.length; ) {
    if (line[index] === '\\') {
      rest += line.slice(index, index + 2);
      index += 2;
      continue;
    }
    if (line[index] !== '`') {
      rest += line[index++];
      continue;
    }
    const run = /^`+/.exec(line.slice(index))![0];
    let close = -1;
    for (const match of line.slice(index + run.length).matchAll(/`+/g)) {
      if (match[0].length === run.length) {
        close = index + run.length + match.index;
        break;
      }
    }
    if (close < 0) {
      rest += run;
      index += run.length;
      continue;
    }
    const inner = line.slice(index + run.length, close);
    spans.push(/^ .* $/.test(inner) && inner.trim() !== '' ? inner.slice(1, -1) : inner);
    rest += SPAN;
    index = close + run.length;
  }
  return { rest, spans };
}

const S = SPAN;
const COUNTS = String.raw`\d+ errors?, \d+ warnings?, \d+ info`;
const NOTES = String.raw`( \(\d+ accepted by the ignore file\))?(; \d+ consumer lines? broken)?`;
/** Prose as comment-text.ts escapes it: no Markdown character stands unescaped, no mention, no autolink. */
const PROSE = String.raw`(?:[^\\\`*_[\]<>|~&@${S}]|\\[\\\`*_[\]<>|~&]|@\u200D)*`;

/** Every form a line of the comment takes, once its code spans are read. */
const FORMS: readonly RegExp[] = [
  new RegExp(`^### API drift: ${COUNTS}$`),
  /^### API drift: clean$/,
  /^No change that affects clients is left in this pull request\.$/,
  /^$/,
  new RegExp(`^${S}: ${S} → ${S}${NOTES}$`),
  new RegExp(`^- ${S}: ${S} → ${S}${NOTES}$`),
  /^- and \d+ more specs$/,
  /^\d+ specs compared, \d+ with changes\.$/,
  new RegExp(`^No changes in ${S}(, ${S})*( and \\d+ more)?\\.$`),
  new RegExp(`^#### ${S}$`),
  new RegExp(`^${S} → ${S}: ${COUNTS}${NOTES}$`),
  /^<details><summary>(❌|⚠️|ℹ️) <code>[^<>]*<\/code>: \d+ \w+(, \d+ \w+)*<\/summary>$/,
  /^<\/details>$/,
  /^<details><summary>❌ consumer code no listed change explains: \d+ lines?<\/summary>$/,
  new RegExp(`^- (\\[${S}\\]\\(https?://[^\\s()<>\\[\\]\`]+\\)|${S}): ${PROSE}$`),
  /^- … and \d+ more$/,
  new RegExp(`^- \\*\\*(error|warning|info)\\*\\* ${S}( at ${S})?: ${PROSE}$`),
  new RegExp(`^  - ${S}( removed| added)?$`),
  new RegExp(`^  - (${S}: )?(${S} )?(${S}|\\(absent\\)) (→ (${S}|\\(absent\\))|\\(type unchanged\\))$`),
  new RegExp(`^  - generated: ${S}(, ${S})*( and \\d+ more)?$`),
  new RegExp(`^  - breaks (\\[${S}\\]\\(https?://[^\\s()<>\\[\\]\`]+\\)|${S})(, (\\[${S}\\]\\(https?://[^\\s()<>\\[\\]\`]+\\)|${S}))*( and \\d+ more)?$`),
  new RegExp(`^  - fingerprint ${S}, accepted by the ignore line ${S}$`),
  /^- … \d+ more changes? of this operation not shown$/,
  new RegExp(`^_… \\d+ more changes? in \\d+ operations? not shown: ${PROSE}_$`),
  new RegExp(`^_${PROSE}_$`),
];

export interface ReadComment {
  /** Lines of no known form: each a place where outside text got out of its place. */
  strays: string[];
  /** `<details>` opened and closed in strict alternation, never nested or left open. */
  balanced: boolean;
  /** How often the marker's text occurs in the raw body, and where first. */
  markers: number;
  markerAt: number;
  /** Each listed change: its level, rule, and every code span of its lines. */
  entries: Array<{ level: string; lines: string[]; spans: string[] }>;
  /** The `… N more changes in M operations` footer, when there is one. */
  hidden?: { changes: number; operations: number };
  /** `- … K more changes of this operation not shown` lines, summed. */
  cut: number;
  details: number;
}

export function readComment(body: string): ReadComment {
  const lines = body.split('\n');
  const read: ReadComment = { strays: [], balanced: true, markers: body.split(COMMENT_MARKER).length - 1, markerAt: body.indexOf(COMMENT_MARKER), entries: [], cut: 0, details: 0 };
  let open = false;
  lines.forEach((line, index) => {
    if (index === 0 && line === COMMENT_MARKER) return;
    if (/[\r\u2028\u2029\u0085]/.test(line)) read.strays.push(line);
    const { rest, spans } = readSpans(line);
    if (!FORMS.some((form) => form.test(rest))) read.strays.push(line);
    if (rest.startsWith('<details>')) {
      read.balanced &&= !open;
      open = true;
      read.details++;
    }
    if (rest === '</details>') {
      read.balanced &&= open;
      open = false;
    }
    const entry = /^- \*\*(error|warning|info)\*\* /.exec(rest);
    if (entry) read.entries.push({ level: entry[1]!, lines: [line], spans: [...spans] });
    else if (rest.startsWith('  - ') && read.entries.length > 0) {
      read.entries.at(-1)!.lines.push(line);
      read.entries.at(-1)!.spans.push(...spans);
    }
    const cut = /^- … (\d+) more changes? of this operation/.exec(rest);
    if (cut) read.cut += Number(cut[1]);
    const hidden = /^_… (\d+) more changes? in (\d+) operations?/.exec(rest);
    if (hidden) read.hidden = { changes: Number(hidden[1]), operations: Number(hidden[2]) };
  });
  read.balanced &&= !open;
  return read;
}
