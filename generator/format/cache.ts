/**
 * A content-addressed cache of prettier's output, so a re-generation formats only the files whose
 * unformatted text changed (a regen landing a new snapshot, a generator change touching one
 * emitter). It can never make a stale file: an entry's name is the hash of everything the output
 * depends on (prettier's version, the options, the whole input text), and its body carries the
 * hash of the output, checked on every read; a missing, unreadable or damaged entry is a miss.
 * Failing to read or write the cache never fails a generation.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sha256 } from '../write/fingerprint.ts';

export interface FormatCache {
  /** The formatted text, from the cache or from `format` (then stored). */
  format(source: string, format: (source: string) => Promise<string>): Promise<string>;
  /** Keeps the entries used most recently; the rest are removed. */
  prune(): void;
}

/** Ten files a generation: a few generations' worth, a few megabytes at most. */
const KEPT_ENTRIES = 64;

export function openFormatCache(dir: string | false, formatterIdentity: string): FormatCache {
  if (dir === false) return { format: (source, format) => format(source), prune: () => undefined };
  const entryPath = (source: string) => join(dir, `${sha256(`${formatterIdentity}\0${source}`)}.txt`);
  return {
    async format(source, format) {
      const path = entryPath(source);
      const cached = readEntry(path);
      if (cached !== undefined) return cached;
      const formatted = await format(source);
      writeEntry(path, formatted);
      return formatted;
    },
    prune() {
      ignoringFailure(() => {
        const entries = readdirSync(dir).filter((name) => name.endsWith('.txt')).map((name) => ({ path: join(dir, name), used: statSync(join(dir, name)).mtimeMs }));
        entries.sort((a, b) => b.used - a.used).slice(KEPT_ENTRIES).forEach(({ path }) => rmSync(path, { force: true }));
      });
    },
  };
}

function readEntry(path: string): string | undefined {
  return ignoringFailure(() => {
    const body = readFileSync(path, 'utf8');
    const newline = body.indexOf('\n');
    const text = body.slice(newline + 1);
    if (newline !== 64 || body.slice(0, newline) !== sha256(text)) return undefined;
    const now = new Date();
    utimesSync(path, now, now); // marks it used, for prune()
    return text;
  });
}

/** Written beside, then renamed: a reader never sees half an entry. */
function writeEntry(path: string, text: string): void {
  const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
  const written = ignoringFailure(() => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(partial, `${sha256(text)}\n${text}`);
    renameSync(partial, path);
    return true;
  });
  if (!written) ignoringFailure(() => rmSync(partial, { force: true }));
}

function ignoringFailure<T>(work: () => T): T | undefined {
  try {
    return work();
  } catch {
    return undefined;
  }
}
