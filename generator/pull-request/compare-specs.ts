/**
 * Each spec of the pull request compared: the base commit's text against the head's, read from
 * git (not the checkout's merge commit, which also holds whatever the base branch merged since),
 * diffed with the project's drift checker, and the consumers type-checked when folders are given.
 */
import type { DiffOptions, DriftReport } from '../drift/index.ts';
import type { DocumentNames } from '../drift/symbols.ts';
import { documentSymbolNames } from '../model/symbol-names.ts';
import { diffDocuments } from '../drift/index.ts';
import type { ConsumerProject } from '../impact/index.ts';
import { InputError } from '../load/errors.ts';
import type { SpecSection } from './comment.ts';
import { loadSpecText, type OpenApiDocument } from '../load/index.ts';

export interface SpecSide {
  label: string;
  text: string;
}

/** A comment section (comment.ts) with its names always worked out, and what annotations need. */
export interface ComparedSpec extends SpecSection {
  /** Both documents' generated names, as the diff used them: the comment's signatures name the same symbols. */
  names: DocumentNames;
  /** The head's text, for the line of each change. */
  headText: string;
  format: 'json' | 'yaml';
}

export const specFormat = (path: string): 'json' | 'yaml' => (/\.ya?ml$/i.test(path) ? 'yaml' : 'json');

/** One spec's comparison; with consumer folders, each is compiled against the packages generated from both sides. */
export async function compareSpec(specPath: string, base: SpecSide, head: SpecSide, options: DiffOptions, consumers: readonly ConsumerProject[], maxBytes: number): Promise<ComparedSpec> {
  for (const [side, label] of [[base, 'base'] as const, [head, 'head'] as const]) {
    if (Buffer.byteLength(side.text) > maxBytes) throw new InputError(`${specPath} (${label} ${side.label})`, `larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  }
  // The origin names the side and ends with the path: its extension says JSON or YAML to the parser.
  const oldDocument = loadSpecText(base.text, `[${base.label}] ${specPath}`).document;
  const newDocument = loadSpecText(head.text, `[${head.label}] ${specPath}`).document;
  const compared = consumers.length === 0 ? diffNamed(oldDocument, newDocument, options) : await (await import('../impact/diff-with-consumers.ts')).diffWithConsumers(oldDocument, newDocument, options, consumers);
  return {
    specPath,
    base: { label: base.label },
    head: { label: head.label },
    ...compared,
    oldDocument,
    newDocument,
    headText: head.text,
    format: specFormat(specPath),
  };
}

/** The diff with both documents' names worked out once, here, as diffDocuments would (and kept for the comment). */
function diffNamed(before: OpenApiDocument, after: OpenApiDocument, options: DiffOptions): { report: DriftReport; names: DocumentNames } {
  const names = { old: documentSymbolNames(before), new: documentSymbolNames(after) };
  return { report: diffDocuments(before, after, { ...options, names }), names };
}
