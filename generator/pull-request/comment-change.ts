/**
 * One change as the sticky comment lists it: level, rule, location and message; the generated
 * symbols it touches with their types before and after; the consumer lines it breaks, as links;
 * its fingerprint and the ignore line that accepts it. Every piece from outside goes through
 * comment-text.ts, and each is clipped, so one entry stays a few lines whatever the spec holds.
 */
import { posix } from 'node:path';
import type { ConsumerBreak, ConsumerReport, DriftChange } from '../drift/report.ts';
import { code, prose, urlPath } from './comment-text.ts';
import type { ChangeSignature } from './signatures.ts';

/** A change's consumer lines linked, at most this many; the rest are counted. */
export const LINKS_MAX = 5;

/** A message past this many characters is cut: the full report has it whole. */
const MESSAGE_MAX = 600;

/** Generated symbols named per change; a change reaching more is counted. */
const SYMBOLS_MAX = 6;

/** A type text's code span is cut past this (type-text.ts keeps them shorter; a hostile name is not). */
const TYPE_MAX = 200;

/** Where consumer lines link to: `<serverUrl>/<repository>/blob/<headSha>/<path>#L<line>`. */
export interface BlobLinks {
  serverUrl: string;
  repository: string;
  headSha: string;
}

export interface ConsumerLine {
  consumer: ConsumerReport;
  entry: ConsumerBreak;
}

/** The lines of `change`, a Markdown list item. */
export function changeEntry(change: DriftChange, signature: ChangeSignature | undefined, breaks: readonly ConsumerLine[], links: BlobLinks | undefined): string[] {
  const place = change.location ?? change.operation;
  const lines = [`- **${change.level}** ${code(change.id)}${place === null ? '' : ` at ${code(place)}`}: ${prose(change.message, MESSAGE_MAX)}`];
  const typed = signature && signatureText(signature);
  if (typed !== undefined) lines.push(`  - ${typed}`);
  // The symbols the line above names already (the target's root type) are not named twice.
  const root = signature?.target === undefined ? undefined : /^[^[]*/.exec(signature.target)![0];
  const symbols = change.symbols.filter((symbol) => symbol !== root && symbol !== signature?.entry);
  if (symbols.length > 0) {
    const named = symbols.slice(0, SYMBOLS_MAX).map((symbol) => code(symbol, 120));
    lines.push(`  - generated: ${named.join(', ')}${symbols.length > named.length ? ` and ${symbols.length - named.length} more` : ''}`);
  }
  if (breaks.length > 0) {
    const shown = breaks.slice(0, LINKS_MAX).map((line) => consumerLink(line, links));
    const more = breaks.length - shown.length;
    lines.push(`  - breaks ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`);
  }
  lines.push(`  - fingerprint ${code(change.fingerprint)}, accepted by the ignore line ${code(ignoreLine(change))}`);
  return lines;
}

/**
 * `` `client.incidentsV2.show(...)`: `IncidentV2['status']` `'a' | 'b'` → `'a'` ``; one type when
 * both documents give the same (a constraint or a default changed, not the type); `(absent)` for a
 * side where the location names nothing.
 */
export function signatureText(signature: ChangeSignature): string | undefined {
  const parts: string[] = [];
  if (signature.entry !== undefined) parts.push(code(signature.entry, 160));
  if (signature.before === undefined || signature.after === undefined) {
    if (parts.length === 0) return undefined;
    const { before, after } = signature.present;
    return `${parts[0]}${before && !after ? ' removed' : after && !before ? ' added' : ''}`;
  }
  const typeOf = (text: string | null) => (text === null ? '(absent)' : code(text, TYPE_MAX));
  const types = signature.before === signature.after ? `${typeOf(signature.after)} (type unchanged)` : `${typeOf(signature.before)} → ${typeOf(signature.after)}`;
  return `${parts.length > 0 ? `${parts[0]}: ` : ''}${signature.target === undefined ? '' : `${code(signature.target, 160)} `}${types}`;
}

/** The ignore line that accepts exactly this change (drift/ignore.ts), whatever its operation or location hold. */
export const ignoreLine = (change: DriftChange) => `fingerprint:${change.fingerprint} # ${change.id}: why it is accepted`;

/** `src/sync.ts:14` linked to its line at the head commit; plain code when no link can be made safely. */
export function consumerLink({ consumer, entry }: ConsumerLine, links: BlobLinks | undefined): string {
  const file = posix.join(consumer.dir.split('\\').join('/'), entry.file);
  const text = code(`${file}:${entry.line}`);
  const path = urlPath(file);
  if (links === undefined || path === '' || !Number.isSafeInteger(entry.line) || entry.line < 1) return text;
  return `[${text}](${links.serverUrl}/${links.repository}/blob/${links.headSha}/${path}#L${entry.line})`;
}

/**
 * The links' base when every part of it is what it claims to be: an http(s) origin, an
 * `owner/repo` name and a commit id. Anything else gives no links rather than a link that
 * could carry Markdown.
 */
export function blobLinks(serverUrl: string, repository: string, headSha: string): BlobLinks | undefined {
  let origin: string;
  try {
    const url = new URL(serverUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    origin = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repository) || !/^[0-9a-f]{7,64}$/i.test(headSha)) return undefined;
  if (/[\s()<>[\]`]/.test(origin)) return undefined;
  return { serverUrl: origin, repository, headSha };
}
