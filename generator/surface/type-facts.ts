/**
 * What the surface judge asks of a type or a signature, apart from judging it: optional members,
 * literal values, what an argument position takes, null and undefined.
 */
import ts from 'typescript';

const LITERAL = ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BooleanLiteral | ts.TypeFlags.BigIntLiteral | ts.TypeFlags.EnumLiteral;

export const isCallable = (type: ts.Type) => type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0;

export const isOptional = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Optional) !== 0;

/** A string index signature: any property name is accepted, so dropping one refuses no literal. */
export const acceptsAnyKey = (checker: ts.TypeChecker, type: ts.Type) => checker.getIndexInfosOfType(type).some((info) => (info.keyType.flags & ts.TypeFlags.String) !== 0);

/** Where a signature's rest parameter sits (`...more`), or -1. */
const restIndex = (signature: ts.Signature) =>
  signature.parameters.findIndex(({ valueDeclaration }) => valueDeclaration && ts.isParameter(valueDeclaration) && valueDeclaration.dotDotDotToken !== undefined);

/** The tuples a rest parameter's type stands for: itself, or each member of a union of tuples; undefined for an array or anything else. */
function restTuples(checker: ts.TypeChecker, type: ts.Type): ts.TupleType[] | undefined {
  const tuples = (type.isUnion() ? type.types : [type]).map((member) => (checker.isTupleType(member) ? (member as ts.TupleTypeReference).target : undefined));
  return tuples.every((tuple) => tuple !== undefined) ? tuples : undefined;
}

/**
 * What a signature takes as its `index`th argument: that parameter's type, or, from its rest
 * parameter on, an element of the rest (`...more: string[]` takes a string at any place); undefined
 * where it takes no argument. Asked of both signatures alike: a rest parameter's own type (the
 * array) is never what one argument meets.
 */
export function argumentType(checker: ts.TypeChecker, signature: ts.Signature, index: number): ts.Type | undefined {
  const restAt = restIndex(signature);
  const parameter = signature.parameters[restAt < 0 ? index : Math.min(index, restAt)];
  if (!parameter) return undefined;
  const type = checker.getTypeOfSymbol(parameter);
  if (restAt < 0 || index < restAt) return type;
  if (checker.isArrayType(type)) return checker.getTypeArguments(type as ts.TypeReference)[0];
  if (!checker.isTupleType(type)) return type;
  const elements = checker.getTypeArguments(type as ts.TypeReference);
  return elements[index - restAt] ?? ((type as ts.TupleTypeReference).target.hasRestElement ? elements.at(-1) : undefined);
}

/**
 * How many arguments a signature takes: at most `max` (Infinity from an array or an open tuple
 * rest on); from `repeating` on, every further argument meets the same type (argumentType), so
 * one position there stands for them all.
 */
export function argumentSpan(checker: ts.TypeChecker, signature: ts.Signature): { repeating: number; max: number } {
  const restAt = restIndex(signature);
  const rest = signature.parameters[restAt];
  if (!rest) return { repeating: signature.parameters.length, max: signature.parameters.length };
  const tuples = restTuples(checker, checker.getTypeOfSymbol(rest));
  if (!tuples || tuples.some((tuple) => tuple.hasRestElement)) {
    // One open tuple repeats from its rest element; an array, or a union of tuples met whole, from the rest parameter.
    const open = tuples?.length === 1 ? tuples[0]!.elementFlags.findIndex((flags) => (flags & ts.ElementFlags.Variable) !== 0) : 0;
    return { repeating: restAt + Math.max(open, 0), max: Infinity };
  }
  const max = restAt + tuples.reduce((most, tuple) => Math.max(most, tuple.fixedLength), 0);
  return { repeating: max, max };
}

/** How many arguments every call passes: up to the last required parameter, or a rest tuple's last required element. */
export function minArguments(checker: ts.TypeChecker, signature: ts.Signature): number {
  let count = 0;
  signature.parameters.forEach((parameter, index) => {
    const declaration = parameter.valueDeclaration;
    const type = checker.getTypeOfSymbol(parameter);
    if (declaration && ts.isParameter(declaration) && declaration.dotDotDotToken) {
      const required = (restTuples(checker, type) ?? []).reduce((fewest, tuple) => Math.min(fewest, tuple.minLength), Infinity);
      if (Number.isFinite(required) && required > 0) count = index + required;
      return;
    }
    const optional = declaration && ts.isParameter(declaration) && (declaration.questionToken || declaration.initializer);
    if (!optional && !(type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Void))) count = index + 1;
  });
  return count;
}

/** A literal, or a union or tuple of literals: the values of an `as const` table. */
export function isLiteralData(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (type.flags & LITERAL) return true;
  if (type.isUnion()) return type.types.every((member) => (member.flags & LITERAL) !== 0);
  return checker.isTupleType(type) && checker.getTypeArguments(type as ts.TypeReference).every((member) => isLiteralData(checker, member));
}

/**
 * Enum growth, the literals gained when every old member is still there and each new one is a literal (`'a' | 'b'` to
 * `'a' | 'b' | 'c'`, or an `as const` list that gained values). Old code that reads it may meet a
 * value its exhaustive switch lacks; the platform's policy calls a new enum value compatible.
 */
export function gainedLiterals(checker: ts.TypeChecker, old: ts.Type, next: ts.Type): readonly ts.Type[] {
  const members = (type: ts.Type): readonly ts.Type[] =>
    checker.isTupleType(type) ? checker.getTypeArguments(type as ts.TypeReference) : type.isUnion() ? type.types : [type];
  if (checker.isTupleType(old) !== checker.isTupleType(next)) return [];
  const before = members(old);
  const after = members(next);
  const gained = after.filter((member) => !before.includes(member));
  return before.every((member) => after.includes(member)) && gained.every((member) => (member.flags & LITERAL) !== 0) ? gained : [];
}

export function typeArguments(checker: ts.TypeChecker, type: ts.Type): { target: ts.Type; args: readonly ts.Type[] } | undefined {
  if (!(type.flags & ts.TypeFlags.Object) || !((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference)) return undefined;
  return { target: (type as ts.TypeReference).target, args: checker.getTypeArguments(type as ts.TypeReference) };
}

const NULLISH = ts.TypeFlags.Null | ts.TypeFlags.Undefined;
export const nullish = (type: ts.Type): number => (type.isUnion() ? type.types.reduce((flags, member) => flags | (member.flags & NULLISH), 0) : type.flags & NULLISH);
export const nullishText = (flags: number) => [flags & ts.TypeFlags.Null ? 'null' : '', flags & ts.TypeFlags.Undefined ? 'undefined' : ''].filter(Boolean).join(' or ');
