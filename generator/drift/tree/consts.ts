/**
 * `const` on both sides with another value: one fixed value swapped for another. Read through the
 * enum comparison (`const` is a one-value enum there) it would show as a value added and a value
 * removed; it is its own change instead, so the enum rules leave it alone.
 */
import type { SchemaObject } from '../../load/document.ts';
import { sameData } from './schema-facts.ts';
import type { Change } from './types.ts';

export function constChange(before: SchemaObject, after: SchemaObject): Change<unknown> | undefined {
  if (!Object.hasOwn(before, 'const') || !Object.hasOwn(after, 'const')) return undefined;
  return sameData(before.const, after.const) ? undefined : { from: before.const, to: after.const };
}
