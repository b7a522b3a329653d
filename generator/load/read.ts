import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { InputError } from './errors.ts';

export interface ReadOptions {
  /** Abort a download after this long. */
  timeoutMs: number;
}

export interface SourceText {
  text: string;
  /** The file path or URL, as given: used in every error message. */
  origin: string;
}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** Reads a spec from a file (`.json` or gzip-compressed `.json.gz`) or an http(s) URL. */
export async function readSource(source: string, options: ReadOptions): Promise<SourceText> {
  const bytes = isUrl(source) ? await download(source, options.timeoutMs) : await readLocal(source);
  return { text: decode(bytes, source), origin: source };
}

async function readLocal(path: string): Promise<Uint8Array> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new InputError(path, 'no such file');
    if (code === 'EISDIR') throw new InputError(path, 'is a directory, not a spec file');
    if (code === 'EACCES') throw new InputError(path, 'permission denied');
    throw new InputError(path, `cannot read (${code ?? String(error)})`);
  }
}

async function download(url: string, timeoutMs: number): Promise<Uint8Array> {
  // Refused before any attempt: a URL no parser reads (`http://bot:p/w@host`) is bad input that no retry heals.
  if (!URL.canParse(url)) throw new InputError(url, 'not a valid URL');
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : describeNetworkError(error);
    throw new InputError(url, `download failed: ${reason}`);
  }
  if (!response.ok) throw new InputError(url, `download failed: HTTP ${response.status}`);
  try {
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw new InputError(url, `download interrupted: ${describeNetworkError(error)}`);
  }
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
}

const GZIP_MAGIC = [0x1f, 0x8b];

function decode(bytes: Uint8Array, origin: string): string {
  if (bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]) {
    try {
      bytes = gunzipSync(bytes);
    } catch {
      throw new InputError(origin, 'gzip data is corrupt or truncated');
    }
  }
  return new TextDecoder('utf-8').decode(bytes);
}
