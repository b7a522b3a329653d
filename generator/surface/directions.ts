import ts from 'typescript';

/**
 * How consumers use a type: `read` (they receive it: results, properties they read), `write`
 * (they build it: arguments, options), `both` (they may do either).
 */
export type Direction = 'read' | 'write' | 'both';

export const flip = (direction: Direction): Direction => (direction === 'read' ? 'write' : direction === 'write' ? 'read' : 'both');

const READ = 1;
const WRITE = 2;

/**
 * The direction each named type export is used in, found by walking the package's values as a
 * consumer meets them: a parameter flips the direction, a result or a property keeps it, a type
 * argument (`IncidentClient<paths>`) counts as both, since nothing says how the generic uses it.
 * A type reached one way only takes that direction; a type reached both ways, or never reached
 * from a value (a type a consumer can only name), is `both`. Only the package's own types are
 * walked into.
 */
export function exportDirections(checker: ts.TypeChecker, values: ts.Type[], nameOf: (type: ts.Type) => string | undefined, isOwn: (type: ts.Type) => boolean): (name: string) => Direction {
  const reached = new Map<string, number>();
  const visited = new Map<ts.Type, number>();
  const walk = (type: ts.Type, direction: number): void => {
    const name = nameOf(type);
    if (name !== undefined) reached.set(name, (reached.get(name) ?? 0) | direction);
    const seen = visited.get(type) ?? 0;
    if ((seen & direction) === direction) return;
    visited.set(type, seen | direction);
    const both = READ | WRITE;
    const flipped = direction === both ? both : direction === READ ? WRITE : READ;
    if (type.isUnionOrIntersection()) return type.types.forEach((member) => walk(member, direction));
    for (const argument of type.aliasTypeArguments ?? []) walk(argument, both);
    // The standard library's and dependencies' own types lead nowhere in the package.
    if (!(type.flags & ts.TypeFlags.Object) || !isOwn(type)) return;
    if ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) for (const argument of checker.getTypeArguments(type as ts.TypeReference)) walk(argument, both);
    for (const property of checker.getPropertiesOfType(type)) walk(checker.getTypeOfSymbol(property), direction);
    for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
      for (const parameter of signature.parameters) walk(checker.getTypeOfSymbol(parameter), flipped);
      walk(signature.getReturnType(), direction);
    }
  };
  for (const value of values) walk(value, READ);
  return (name) => {
    const used = reached.get(name) ?? (READ | WRITE);
    return used === READ ? 'read' : used === WRITE ? 'write' : 'both';
  };
}
