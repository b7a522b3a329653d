export interface SurfaceDiff {
  /** One line per breaking change: a removed export or member, or a changed signature. */
  breaking: string[];
  /** New exports and members, and unions that only gained members: compatible. */
  added: string[];
}

/**
 * Compares two surfaces (key -> signature). A key that disappeared or whose signature changed
 * breaks importers; within a removed object only the outermost removed key is reported.
 */
export function compareSurface(baseline: Map<string, string>, current: Map<string, string>): SurfaceDiff {
  const breaking: string[] = [];
  const added: string[] = [];
  const removedKeys: string[] = [];
  for (const [key, before] of baseline) {
    const after = current.get(key);
    if (after === undefined) {
      if (!removedKeys.some((parent) => isMemberOf(key, parent))) breaking.push(`removed ${key}`);
      removedKeys.push(key);
    } else if (after !== before) {
      if (isValue(before) && isValue(after)) added.push(`revalued ${key} ${after}`);
      else if (onlyWidened(before, after)) added.push(`widened ${key}: ${after}`);
      else breaking.push(`changed ${key}: ${before} -> ${after}`);
    }
  }
  for (const key of current.keys()) if (!baseline.has(key)) added.push(`added ${key}`);
  return { breaking, added };
}

/** A field of an exported data table (`?= value`): its value may change, its presence may not. */
const isValue = (signature: string) => /^\??= /.test(signature);

/** `a.b` and `a["x"]` are members of `a`; `ab` is not. */
const isMemberOf = (key: string, parent: string) => key.length > parent.length && key.startsWith(parent) && /^[.[ (]/.test(key.slice(parent.length));

/**
 * A union or `as const` tuple that kept every member and gained some (a new enum value): the
 * platform's versioning policy calls that compatible. Anything else that differs counts as changed.
 */
export function onlyWidened(before: string, after: string): boolean {
  const split = (signature: string) => {
    const parts = /^(.*?)(: | = )(.*)$/.exec(signature);
    return parts ? { head: parts[1]! + parts[2]!, members: listMembers(parts[3]!) } : undefined;
  };
  const old = split(before);
  const next = split(after);
  if (!old || !next || old.head !== next.head) return false;
  const oldMembers = new Set(old.members);
  const gained = next.members.filter((member) => !oldMembers.has(member));
  // Only literal values count as enum growth: `string` -> `string | null` is not a new enum value.
  return old.members.every((member) => next.members.includes(member)) && gained.length > 0 && gained.every(isLiteral);
}

const isLiteral = (member: string) => /^("([^"\\]|\\.)*"|'([^'\\]|\\.)*'|-?\d+(\.\d+)?)$/.test(member);

/** The members of a union (also inside `(...)[]`), or the elements of a tuple such as `readonly ["a", "b"]`. */
function listMembers(type: string): string[] {
  const tuple = /^(readonly )?\[(.*)\]$/.exec(type);
  if (tuple) return topLevelSplit(tuple[2]!, ',');
  const array = topLevelSplit(type, '|').length === 1 ? /^(readonly )?\((.*)\)\[\]$/.exec(type) : null;
  return topLevelSplit(array ? array[2]! : type, '|');
}

/** Splits `A | B<C | D> | "e|f"` at the separators that are not nested or quoted. */
export function topLevelSplit(text: string, separator: '|' | ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if ('([{<'.includes(c)) depth++;
    else if (')]}>'.includes(c) && text[i - 1] !== '=') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((part) => part !== '');
}
