import type { OpenApiDocument } from './document.ts';
import { parseSpecText } from './parse.ts';
import { readSource, type ReadOptions } from './read.ts';
import { validateDocument } from './validate.ts';

export { InputError, UsageError } from './errors.ts';
export type { OpenApiDocument } from './document.ts';

export interface LoadedSpec {
  document: OpenApiDocument;
  /** The exact text read, for content hashing and snapshots. */
  text: string;
  origin: string;
}

/** Read -> parse -> validate: the one way into the project for any spec. */
export async function loadSpec(source: string, options: ReadOptions): Promise<LoadedSpec> {
  const { text, origin } = await readSource(source, options);
  return { document: validateDocument(parseSpecText(text, origin), origin), text, origin };
}

/** The same checks for text already in hand (a download that has not touched disk yet). */
export function loadSpecText(text: string, origin: string): LoadedSpec {
  return { document: validateDocument(parseSpecText(text, origin), origin), text, origin };
}
