import type { OpenApiDocument } from '../load/document.ts';
import { sourceLineMap } from '../load/source-lines.ts';
import { changePointer } from './pointer.ts';

/**
 * The line of the spec file a change sits on: its node's, or for a removal its parent's (see
 * pointer.ts), in `text`, the file `document` was parsed from. The line map is built on the first
 * question only, so a format that prints no lines costs nothing.
 */
export function changeLines(document: OpenApiDocument, text: string, format: 'json' | 'yaml'): (change: { operation: string | null; location: string | null }) => number | undefined {
  let lineAt: ((pointer: string) => number | undefined) | undefined;
  return (change) => {
    const pointer = changePointer(change, document);
    if (pointer === undefined) return undefined;
    lineAt ??= sourceLineMap(text, format);
    return lineAt(pointer);
  };
}
