import { InputError } from '../load/errors.ts';
import { loadSpecText, type LoadedSpec } from '../load/index.ts';
import { readSource } from '../load/read.ts';
import { redactSource } from '../text/shown-source.ts';

export interface FetchOptions {
  timeoutMs: number;
  /** Further attempts after the first, for transient failures only. */
  retries: number;
  retryDelayMs: number;
  /** The cap on the download and on its gzip expansion; default DEFAULTS.maxSpecMegabytes (load/read.ts). */
  maxBytes?: number | undefined;
  onRetry?: (attempt: number, reason: string) => void;
}

/**
 * Reads the spec (URL or file), retrying what may heal by itself, then validates it with the
 * loader. Validation failures are never retried: a bad document stays bad.
 */
export async function fetchSpec(source: string, options: FetchOptions): Promise<LoadedSpec> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { text, origin } = await readSource(source, { timeoutMs: options.timeoutMs, maxBytes: options.maxBytes });
      return loadSpecText(text, origin);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      if (attempt >= options.retries || !isTransient(error)) throw withDisplayedSource(error, source);
      options.onRetry?.(attempt + 1, redactSource(error.what, source));
      await sleep(options.retryDelayMs * (attempt + 1));
    }
  }
}

/** The same error, naming the source without the credentials a URL may carry (see source.ts). */
const withDisplayedSource = (error: InputError, source: string): InputError => new InputError(redactSource(error.where, source), redactSource(error.what, source));

/** Network trouble, timeouts and server-side statuses may pass; a 404 or a bad document will not. */
export function isTransient(error: InputError): boolean {
  const status = /HTTP (\d{3})/.exec(error.what)?.[1];
  if (status) return status.startsWith('5') || status === '408' || status === '429';
  return /^download (failed|interrupted)/.test(error.what);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
