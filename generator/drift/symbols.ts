/**
 * Names a change's symbols as the generator names them: from the model of the new document, else
 * of the old one (a removed operation exists only there). A symbol neither package declares (a
 * callback, an event's inline enum) is left out: every name a report gives exists in a package.
 */
import type { SymbolNames } from '../model/symbol-names.ts';
import type { SymbolRef } from './rules/types.ts';
import { isKeywordStep } from './tree/keyword-steps.ts';

export interface DocumentNames {
  old: SymbolNames;
  new: SymbolNames;
}

/** The model walks `items` and `additionalProperties` alike as `[]`, and a union's options add no step. */
const modelSegments = (segments: readonly string[]) => segments.filter((segment) => !/^\(.*\)$/.test(segment)).map((segment) => (segment === '{}' ? '[]' : segment));

function nameIn(names: SymbolNames, ref: SymbolRef): string | undefined {
  if ('event' in ref) return names.event(ref.event);
  if ('operationId' in ref) return names.operation(ref.operationId);
  if ('component' in ref) return names.schema(ref.component);
  // The generated types name no enum inside a keyword's sub-schema (`then`, `contains`, ...): the model does not walk them.
  if ('enumOwner' in ref) return ref.segments.some(isKeywordStep) ? undefined : names.enumAt(ref.enumOwner, modelSegments(ref.segments));
  return names.path(ref.path);
}

export function symbolTexts(refs: readonly SymbolRef[], names: DocumentNames): string[] {
  const texts = refs.map((ref) => nameIn(names.new, ref) ?? nameIn(names.old, ref)).filter((text) => text !== undefined);
  return [...new Set(texts)];
}
