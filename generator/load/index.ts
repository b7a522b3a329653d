import { exactText, jsonSource } from './decode.ts';
import type { OpenApiDocument } from './document.ts';
import { InputError } from './errors.ts';
import { isYamlSource, parseJson, parseSpecText } from './parse.ts';
import { readSourceBytes, type ReadOptions } from './read.ts';
import { validateDocument } from './validate.ts';

export { InputError, UsageError } from './errors.ts';
export type { OpenApiDocument } from './document.ts';

export interface LoadedSpec {
  document: OpenApiDocument;
  /** The exact text read, for content hashing and snapshots (decoded when first asked for). */
  readonly text: string;
  origin: string;
}

/** Read -> parse -> validate: the one way into the project for any spec. */
export async function loadSpec(source: string, options: ReadOptions): Promise<LoadedSpec> {
  const { bytes, origin } = await readSourceBytes(source, options);
  if (isYamlSource(origin)) return loadSpecText(exactText(bytes), origin);
  // JSON.parse reads the one-byte form; the exact text is decoded only if something asks for it
  // (a snapshot, a hash, a line number) or to name what is wrong with text that does not parse.
  const fast = jsonSource(bytes);
  let text = fast?.exact ? fast.source : undefined;
  const exact = () => (text ??= exactText(bytes));
  let value: unknown;
  try {
    value = fast === undefined ? parseJson(exact(), origin) : JSON.parse(fast.source);
  } catch (error) {
    if (error instanceof InputError) throw error;
    value = parseJson(exact(), origin);
  }
  return {
    document: validateDocument(value, origin),
    origin,
    get text() {
      return exact();
    },
  };
}

/** The same checks for text already in hand (a download that has not touched disk yet). */
export function loadSpecText(text: string, origin: string): LoadedSpec {
  return { document: validateDocument(parseSpecText(text, origin), origin), text, origin };
}
