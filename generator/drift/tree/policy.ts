import type { OperationObject, SchemaObject } from '../../load/document.ts';
import { sameData } from './schema-facts.ts';
import { headerDates } from './sunset.ts';
import type { Lifecycle, PolicyChange, PolicyMarks, SchemaDiff } from './types.ts';

/**
 * The lifecycle policy extensions an element declares for itself: `x-sunset`, `x-deprecated-since`
 * and `x-stability-level` (as oasdiff reads them), kept as written. Whether a value means anything
 * (a date that parses, a known stability level) is for the rules to judge: a value that does not
 * is itself worth reporting.
 */
const MARKS: ReadonlyArray<{ key: string; field: keyof PolicyMarks }> = [
  { key: 'x-sunset', field: 'sunset' },
  { key: 'x-deprecated-since', field: 'deprecatedSince' },
  { key: 'x-stability-level', field: 'stability' },
];

/** The marks an object (an operation, a parameter, a schema) writes itself; undefined when it writes none. */
export function policyMarksOf(node: unknown): PolicyMarks | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  let marks: PolicyMarks | undefined;
  for (let index = 0; index < MARKS.length; index++) {
    const { key, field } = MARKS[index]!;
    // Most nodes carry none: nothing is allocated for them.
    if (Object.hasOwn(node, key)) (marks ??= {})[field] = (node as Record<string, unknown>)[key];
  }
  return marks;
}

/** An operation's marks: its own, with the date a documented `Sunset` or `Deprecation` header gives where it writes none. */
export function operationMarksOf(document: unknown, operation: OperationObject): PolicyMarks | undefined {
  const marks: PolicyMarks = { ...policyMarksOf(operation) };
  if (marks.sunset === undefined || marks.deprecatedSince === undefined) {
    const { sunset, deprecation } = headerDates(document, operation);
    if (marks.sunset === undefined && sunset !== undefined) marks.sunset = sunset;
    if (marks.deprecatedSince === undefined && deprecation !== undefined) marks.deprecatedSince = deprecation;
  }
  return Object.keys(marks).length > 0 ? marks : undefined;
}

/** The sunset and stability level of an element on both sides, when either changed. */
export function policyChange(before: PolicyMarks | undefined, after: PolicyMarks | undefined, deprecated: boolean): PolicyChange | undefined {
  if (before === undefined && after === undefined) return undefined;
  const change: PolicyChange = { deprecated };
  if (!sameData(before?.sunset, after?.sunset)) change.sunset = { from: before?.sunset, to: after?.sunset };
  if (!sameData(before?.stability, after?.stability)) change.stability = { from: before?.stability, to: after?.stability };
  return change.sunset || change.stability ? change : undefined;
}

/** A schema's own sunset or stability level changed (a property's, usually). */
export function diffSchemaPolicy(diff: SchemaDiff, before: SchemaObject, after: SchemaObject): void {
  const change = policyChange(policyMarksOf(before), policyMarksOf(after), after.deprecated === true);
  if (change) diff.policy = change;
}

/**
 * A removed property's lifecycle, from the property as written (3.1 lets `deprecated` and
 * extensions sit beside a `$ref`) over the schema it leads to; undefined when it declares nothing.
 */
export function removedLifecycle(written: unknown, target: unknown): Lifecycle | undefined {
  const marks = { ...policyMarksOf(target), ...policyMarksOf(written) };
  const flag = (node: unknown) => (typeof node === 'object' && node !== null ? (node as SchemaObject).deprecated : undefined);
  const deprecated = (flag(written) ?? flag(target)) === true;
  return deprecated || Object.keys(marks).length > 0 ? { deprecated, ...marks } : undefined;
}
