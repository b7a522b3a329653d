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
 * consumer meets them: a parameter flips the direction, a result or a property keeps it, and a
 * type argument (`IncidentClient<paths>`, even where a client is passed in) is read: the generic
 * reads through it, a consumer never builds it. In openapi-typescript's `paths` and `operations`, what an
 * operation takes (`requestBody`, `parameters`) is an argument too, so it flips as a parameter
 * does. A type parameter's constraint is used where the parameter is (old calls pass what it
 * was). A type reached one way only takes that direction; one reached both ways is `both` (a
 * schema that is a request body and a response); one no value reaches (`components`,
 * `PaginatedItems`: maps a consumer only indexes) is `read`. Only the package's own types are
 * walked into.
 */
export function exportDirections(checker: ts.TypeChecker, values: ts.Type[], isOwn: (type: ts.Type) => boolean): (type: ts.Type) => Direction {
  const reached = new Map<ts.Type, number>();
  const walk = (type: ts.Type, direction: number): void => {
    const seen = reached.get(type) ?? 0;
    if ((seen & direction) === direction) return;
    reached.set(type, seen | direction);
    // Each walk carries one direction: a type reached both ways is walked once each way.
    const flipped = direction === READ ? WRITE : READ;
    if (type.isUnionOrIntersection()) return type.types.forEach((member) => walk(member, direction));
    for (const argument of type.aliasTypeArguments ?? []) typeArgument(argument);
    // `search<F extends Filter>(filter: F)`: old calls pass a Filter.
    if (type.flags & ts.TypeFlags.TypeParameter) {
      const constraint = checker.getBaseConstraintOfType(type);
      if (constraint) walk(constraint, direction);
      return;
    }
    if (!(type.flags & ts.TypeFlags.Object)) return;
    if (!isOwn(type)) {
      // The standard library's containers (an array of request items, a promised result) hold the
      // package's types in the direction they are used; their own members, and dependencies' types
      // (openapi-fetch's client over `paths`), lead nowhere in the package.
      if ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference && isStandardLibrary(type)) for (const argument of checker.getTypeArguments(type as ts.TypeReference)) walk(argument, direction);
      return;
    }
    if ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) {
      // A generic export is judged as its declaration: it takes the direction of every use.
      const { target } = type as ts.TypeReference;
      reached.set(target, (reached.get(target) ?? 0) | direction);
      for (const argument of checker.getTypeArguments(type as ts.TypeReference)) typeArgument(argument);
    }
    for (const property of checker.getPropertiesOfType(type)) walk(checker.getTypeOfSymbol(property), TAKEN.has(property.name) ? flipped : direction);
    for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
      for (const parameter of signature.parameters) walk(checker.getTypeOfSymbol(parameter), flipped);
      walk(signature.getReturnType(), direction);
    }
  };
  // A type parameter passed on (`ParseAsResponse<Body, Init>` in a method's result) is the caller's
  // own argument: its constraint is used where the parameter is, not read through the generic.
  const typeArgument = (argument: ts.Type) => {
    if (!(argument.flags & ts.TypeFlags.TypeParameter)) walk(argument, READ);
  };
  for (const value of values) walk(value, READ);
  return (type) => {
    const used = reached.get(type) ?? READ;
    return used === READ ? 'read' : used === WRITE ? 'write' : 'both';
  };
}

/** Declared by TypeScript's own lib files (they mark themselves `no-default-lib`): Array, Promise, Map. */
const isStandardLibrary = (type: ts.Type) => (type.getSymbol()?.declarations ?? []).some((node) => node.getSourceFile().hasNoDefaultLib);

/** What an operation takes, in openapi-typescript's output. */
const TAKEN = new Set(['requestBody', 'parameters']);
