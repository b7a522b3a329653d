/**
 * The surface judge on its own: one type of the baseline against its counterpart, in a direction,
 * with the lines it records. Every case is a pair of small declarations under its own export name,
 * and all of a file's cases sit in one program (one parse of the standard library, one checker):
 * the judge only ever relates the two types it is given, so the cases cannot see each other.
 */
import ts from 'typescript';
import { changeLine } from '../../generator/surface/changes.ts';
import { ownership } from '../../generator/surface/compare.ts';
import type { Direction } from '../../generator/surface/directions.ts';
import { SurfaceJudge } from '../../generator/surface/judge.ts';
import { loadPair, type Side, type SurfacePair } from '../../generator/surface/pair.ts';
import { PROJECT_ROOT } from './generator-runs.ts';
import { bundle } from './surface-pairs.ts';

export type JudgeCase = (name: string, direction: Direction, data?: boolean) => { breaks: string[]; compatible: string[] };

/**
 * `cases`: export name -> its declarations in the baseline and in the current surface. The program
 * is built by the first judgement (in a test, not a hook: see README "Mutation testing"). Exports
 * whose names start with `Named` are judged at their own export, as compare.ts judges named object types.
 */
export function judgeCases(cases: Record<string, [string, string]>): JudgeCase {
  let shared: SurfacePair | undefined;
  const pair = (): SurfacePair => {
    shared ??= loadPair(
      { baseline: bundle(Object.values(cases).map(([before]) => before).join('\n')), current: bundle(Object.values(cases).map(([, after]) => after).join('\n')) },
      PROJECT_ROOT,
    );
    return shared;
  };
  return (name, direction, data = false) => {
    const { checker, entries } = pair();
    const typeOf = (side: Side) => {
      const symbol = checker.getExportsOfModule(entries[side]).find((exported) => exported.name === name);
      if (!symbol) throw new Error(`no export ${name} in the ${side} surface`);
      return symbol.flags & ts.SymbolFlags.Type ? checker.getDeclaredTypeOfSymbol(symbol) : checker.getTypeOfSymbol(symbol);
    };
    const named = new Set(
      (['baseline', 'current'] as const).flatMap((side) => checker.getExportsOfModule(entries[side]).filter((symbol) => symbol.name.startsWith('Named')).map((symbol) => checker.getDeclaredTypeOfSymbol(symbol))),
    );
    const judge = new SurfaceJudge({ checker, namedElsewhere: (type) => named.has(type), ...ownership(pair()) });
    judge.compare(typeOf('baseline'), typeOf('current'), direction, name, data);
    return { breaks: judge.breaks.map(changeLine), compatible: judge.compatible.map(changeLine) };
  };
}
