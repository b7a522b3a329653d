/**
 * Spec text on its way into generated source. The spec is untrusted: a summary holding `*\/`
 * would close a doc comment and let what follows run on import, and an object key `__proto__`
 * would set the table's prototype instead of adding an entry. Strings reach source only as
 * printed literal nodes (the printer escapes quotes, backticks, `${` and line terminators);
 * comments and keys pass through here. Identifiers are made in model/naming.ts.
 */
import { ts } from 'ts-morph';

const f = ts.factory;

/**
 * Text for a block comment: `*\/` cannot close it; every line terminator (CR, CRLF, U+2028,
 * U+2029) becomes `\n`, so each line gets its ` * ` and nothing looks like code to a reader;
 * other control characters (an ESC that would recolour a terminal) are shown as `\u001b`.
 */
export const commentText = (text: string): string =>
  text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/\*\//g, '*\\/');

const IDENTIFIER = /^[A-Za-z_$][A-Za-z\d_$]*$/;

/** A property name in a type (interface member): bare when an identifier, quoted otherwise. */
export const typeKey = (name: string): ts.PropertyName => (IDENTIFIER.test(name) ? f.createIdentifier(name) : f.createStringLiteral(name, true));

/**
 * A property name in an object literal. `__proto__: x` and `'__proto__': x` both set the
 * prototype; only the computed form `['__proto__']: x` makes an own entry.
 */
export const valueKey = (name: string): ts.PropertyName =>
  name === '__proto__' ? f.createComputedPropertyName(f.createStringLiteral(name, true)) : typeKey(name);

/**
 * Every `docs` entry of ts-morph structures through `commentText`, at any depth (interface
 * members, functions): applied where modules are printed, so no emitter can forget it.
 */
export function escapeDocs<T>(structure: T): T {
  if (Array.isArray(structure)) return structure.map(escapeDocs) as T;
  if (typeof structure !== 'object' || structure === null) return structure;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(structure)) {
    copy[key] = key === 'docs' && Array.isArray(value) ? value.map(escapeDoc) : escapeDocs(value);
  }
  return copy as T;
}

/** A doc is text or a JSDoc structure whose text is its `description`. */
function escapeDoc(doc: unknown): unknown {
  if (typeof doc === 'string') return commentText(doc);
  const description = typeof doc === 'object' && doc !== null ? (doc as { description?: unknown }).description : undefined;
  return typeof description === 'string' ? { ...(doc as object), description: commentText(description) } : doc;
}
