import { closeSync, openSync } from 'node:fs';
import { DEFAULTS } from '../context.ts';
import { gunzipBounded, megabytes, readBodyBounded, readFileBounded, tooLarge } from './bounded.ts';
import { exactText } from './decode.ts';
import { InputError } from './errors.ts';
import { displaySource, redactSource } from '../text/shown-source.ts';

export interface ReadOptions {
  /** Abort a download after this long. */
  timeoutMs: number;
  /**
   * The most bytes read from the source and, for gzip, the most it may expand to; default
   * DEFAULTS.maxSpecMegabytes.
   */
  maxBytes?: number | undefined;
}

export interface SourceText {
  text: string;
  /** The file path or URL, as given: used in every error message. */
  origin: string;
}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** Reads a spec from a file (`.json` or gzip-compressed `.json.gz`) or an http(s) URL. */
export async function readSource(source: string, options: ReadOptions): Promise<SourceText> {
  const { bytes, origin } = await readSourceBytes(source, options);
  return { text: exactText(bytes), origin };
}

/** readSource's bytes, expanded when gzip, before they are decoded (load/decode.ts). */
export async function readSourceBytes(source: string, options: ReadOptions): Promise<{ bytes: Uint8Array; origin: string }> {
  const maxBytes = options.maxBytes ?? megabytes(DEFAULTS.maxSpecMegabytes);
  try {
    const bytes = isUrl(source) ? await download(source, options.timeoutMs, maxBytes) : readLocal(source, maxBytes);
    // Every later message (parse, validation) names the source by its origin: a URL's credentials never reach one.
    return { bytes: expand(bytes, source, maxBytes), origin: displaySource(source) };
  } catch (error) {
    // undici's own messages quote the whole URL, user-info and query included.
    if (error instanceof InputError) throw new InputError(displaySource(error.where), redactSource(error.what, source));
    throw error;
  }
}

function readLocal(path: string, maxBytes: number): Uint8Array {
  try {
    const fd = openSync(path, 'r');
    try {
      return readFileBounded(fd, maxBytes, path);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new InputError(path, 'no such file');
    if (code === 'EISDIR') throw new InputError(path, 'is a directory, not a spec file');
    if (code === 'EACCES') throw new InputError(path, 'permission denied');
    throw new InputError(path, `cannot read (${code ?? String(error)})`);
  }
}

async function download(url: string, timeoutMs: number, maxBytes: number): Promise<Uint8Array> {
  // Refused before any attempt: a URL no parser reads (`http://bot:p/w@host`) is bad input that no retry heals.
  if (!URL.canParse(url)) throw new InputError(url, 'not a valid URL');
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : describeNetworkError(error);
    throw new InputError(url, `download failed: ${reason}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new InputError(url, `download failed: HTTP ${response.status}`);
  }
  // fetch decodes a Content-Encoding whatever was asked for, so the count is of the decoded bytes.
  const encoded = !/^(identity)?$/i.test(response.headers.get('content-encoding')?.trim() ?? '');
  // A body declared too large is refused before a byte of it is read; the count below holds whatever was declared.
  if (!encoded && Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(url, maxBytes, false);
  }
  try {
    return response.body === null ? new Uint8Array() : await readBodyBounded(response.body, maxBytes, url, encoded);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(url, `download interrupted: ${describeNetworkError(error)}`);
  }
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
}

const GZIP_MAGIC = [0x1f, 0x8b];

function expand(bytes: Uint8Array, origin: string, maxBytes: number): Uint8Array {
  return bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1] ? gunzipBounded(bytes, maxBytes, origin) : bytes;
}
