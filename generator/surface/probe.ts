import ts from 'typescript';
import { GENERATED_PACKAGE_NAME } from '../model/package-info.ts';
import { SIDES } from './pair.ts';

/** A generic type export: the probe's names for its two instantiations, or why old references fail. */
export interface GenericPair {
  baseline?: string;
  current?: string;
  problem?: string;
}

/** How many type arguments a type export takes: at least `min` (those without defaults), at most `max`. */
export function genericArity(symbol: ts.Symbol): { min: number; max: number } {
  const declaration = symbol.declarations?.find((node) => ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isClassDeclaration(node)) as
    | ts.InterfaceDeclaration
    | ts.TypeAliasDeclaration
    | ts.ClassDeclaration
    | undefined;
  const parameters = declaration?.typeParameters ?? [];
  return { min: parameters.filter((parameter) => !parameter.default).length, max: parameters.length };
}

/**
 * Two generic types can only be related once instantiated alike: the probe is a module that
 * instantiates each generic export, on both sides, with the same opaque arguments (`__Arg0`, …:
 * unique, so nothing is assignable to them by accident). Old code passes between `min` and `max`
 * arguments; the current type must take every such count, and is compared at the old `max`.
 */
export function probeGenerics(checker: ts.TypeChecker, baseline: Map<string, ts.Symbol>, current: Map<string, ts.Symbol>): { probeText: string | undefined; pairs: Map<string, GenericPair> } {
  const pairs = new Map<string, GenericPair>();
  const lines: string[] = [];
  let argumentCount = 0;
  for (const [path, before] of baseline) {
    const after = current.get(path);
    if (!after || !(before.flags & ts.SymbolFlags.Type) || !(after.flags & ts.SymbolFlags.Type)) continue;
    const old = genericArity(before);
    const next = genericArity(after);
    if (next.min > old.min || next.max < old.max) {
      pairs.set(path, { problem: `type parameters changed from ${arity(old)} to ${arity(next)}` });
      continue;
    }
    if (old.max === 0) continue;
    argumentCount = Math.max(argumentCount, old.max);
    const args = Array.from({ length: old.max }, (_, index) => `__Arg${index}`).join(', ');
    const index = pairs.size;
    lines.push(`export type __baseline${index} = __baseline.${path}<${args}>;`, `export type __current${index} = __current.${path}<${args}>;`);
    pairs.set(path, { baseline: `__baseline${index}`, current: `__current${index}` });
  }
  if (lines.length === 0) return { probeText: undefined, pairs };
  const header = [
    `import type * as __baseline from ${JSON.stringify(`${SIDES.baseline}${GENERATED_PACKAGE_NAME}`)};`,
    `import type * as __current from ${JSON.stringify(`${SIDES.current}${GENERATED_PACKAGE_NAME}`)};`,
    ...Array.from({ length: argumentCount }, (_, index) => `declare const __arg${index}: unique symbol;\nexport interface __Arg${index} { readonly [__arg${index}]: ${index} }`),
  ];
  return { probeText: [...header, ...lines, ''].join('\n'), pairs };
}

const arity = ({ min, max }: { min: number; max: number }) => (min === max ? `${max}` : `${min} to ${max}`);
