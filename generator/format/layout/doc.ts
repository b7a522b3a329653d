/**
 * prettier's own layout engine (`prettier/doc`, a few milliseconds to load, unlike prettier with
 * its parsers), and the one way out of the supported subset: `Unsupported`, which sends the
 * whole file to prettier itself.
 */
import { builders, printer, utils, type builders as Builders } from 'prettier/doc';

export type Doc = Builders.Doc;
export const { group, indent, line, softline, hardline, join, ifBreak, conditionalGroup, indentIfBreak, lineSuffixBoundary, align, breakParent } = builders;

/** Thrown for any construct outside what these printers mirror of prettier's. */
export class Unsupported extends Error {}

export const unsupported = (what: string): never => {
  throw new Unsupported(what);
};

/**
 * Printed only if the group around it breaks, and zero columns wide (a control character and a
 * combining mark, both of width 0 to prettier): a group whose broken form these printers do not
 * mirror carries it, and an output holding it goes to prettier instead.
 */
export const BREAK_SENTINEL = '\u0001\u0300';

/** A group printed the way prettier prints it only while it fits on its line. */
export const flatOnly = (parts: Doc[]): Doc => group([ifBreak(BREAK_SENTINEL, ''), ...parts]);

export const PRINT_WIDTH = 120;

export function printDoc(doc: Doc): string {
  return printer.printDocToString(doc, { printWidth: PRINT_WIDTH, tabWidth: 2, useTabs: false }).formatted;
}

export const { willBreak, canBreak } = utils;
