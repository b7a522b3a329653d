import ts from 'typescript';
import { byKeys } from '../model/order.ts';
import { byPath, changeLine, type SurfaceChange } from './changes.ts';
import { exportDirections, type Direction } from './directions.ts';
import { SurfaceJudge } from './judge.ts';
import { loadPair, withoutSides, type Side, type SurfacePair } from './pair.ts';
import { moduleNameLiterals } from './module-names.ts';
import { genericArity, probeGenerics, type GenericPair } from './probe.ts';

export interface SurfaceDiff {
  /** One line per breaking change: `path: what changed; why old code fails`. */
  breaking: string[];
  /** One line per compatible change: additions, widenings, enum values, moved members. */
  added: string[];
  /** The breaks, structured. */
  breaks: SurfaceChange[];
  /** The compatible changes, structured. */
  compatible: SurfaceChange[];
}

/**
 * Compares two surfaces (declaration bundles, see declarations.ts) export by export, by types:
 * an export removed, or one whose type old code can no longer use in the direction it uses it
 * (directions.ts), breaks; anything else that differs is compatible. `dir` is where the package
 * sits: its dependencies resolve from there.
 */
export function compareSurface(texts: Record<Side, string>, dir: string): SurfaceDiff {
  const first = loadPair(texts, dir);
  const exports = { baseline: listExports(first, 'baseline'), current: listExports(first, 'current') };
  const generics = probeGenerics(first.checker, exports.baseline, exports.current);
  const pair = generics.probeText === undefined ? first : loadPair(texts, dir, generics.probeText, first);
  const { checker } = pair;
  const resolved = { baseline: listExports(pair, 'baseline'), current: listExports(pair, 'current') };

  const named = new Set<ts.Type>();
  for (const side of ['baseline', 'current'] as const) {
    for (const symbol of resolved[side].values()) {
      if (!(symbol.flags & ts.SymbolFlags.Type) || genericArity(symbol).max > 0) continue;
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      if (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) named.add(type);
    }
  }
  const values = [...resolved.baseline.values()].filter(isValue).map((symbol) => checker.getTypeOfSymbol(symbol));
  const { isOwn, isOwnMember } = ownership(pair);
  const directionOf = exportDirections(checker, values, isOwn);
  const judge = new SurfaceJudge({ checker, namedElsewhere: (type) => named.has(type), isOwn, isOwnMember });
  const namesOnlyJudged = namesJudgedElsewhere(pair, new Set(resolved.baseline.values()));

  for (const [path, before] of resolved.baseline) {
    const after = resolved.current.get(path);
    const noted = judge.breaks.length + judge.compatible.length;
    if (!after) {
      if (!isWithinRemoved(path, resolved)) judge.breaks.push({ path, change: 'removed', why: 'old code importing it no longer compiles' });
      continue;
    }
    if (judgedThroughNames(before) && declarationText(before) === declarationText(after) && namesOnlyJudged(before)) continue;
    if (isNamespace(before)) {
      if (!isNamespace(after)) judge.breaks.push({ path, change: 'no longer a namespace', why: `old code reaching into ${path}.… no longer compiles` });
      if (!isValue(before) && !(before.flags & ts.SymbolFlags.Type)) continue;
    }
    if (isValue(before)) {
      if (!isValue(after)) judge.breaks.push({ path, change: 'no longer a value', why: 'old code using it at run time no longer compiles' });
      else judge.compare(checker.getTypeOfSymbol(before), checker.getTypeOfSymbol(after), 'read', path, true);
    }
    if (before.flags & ts.SymbolFlags.Type) {
      if (!(after.flags & ts.SymbolFlags.Type)) judge.breaks.push({ path, change: 'no longer a type', why: 'old code naming it as a type no longer compiles' });
      else compareTypes(pair, judge, generics.pairs.get(path), before, after, path, typeDirection(before, directionOf(checker.getDeclaredTypeOfSymbol(before))));
    }
    if (judge.breaks.length + judge.compatible.length === noted && declarationText(before) !== declarationText(after)) {
      judge.compatible.push({ path, change: 'declared differently, the same type to its users' });
    }
  }
  for (const path of resolved.current.keys()) if (!resolved.baseline.has(path)) judge.compatible.push({ path, change: 'added' });

  const breaks = dedupe(judge.breaks).sort(byPath);
  const compatible = dedupe(judge.compatible).sort(byPath);
  return { breaking: breaks.map(changeLine), added: compatible.map(changeLine), breaks, compatible };
}

/** A generic type is compared instantiated with the same opaque arguments on both sides (probe.ts). */
function compareTypes(pair: SurfacePair, judge: SurfaceJudge, generic: GenericPair | undefined, beforeSymbol: ts.Symbol, afterSymbol: ts.Symbol, path: string, direction: Direction): void {
  const { checker } = pair;
  if (generic?.problem) return void judge.breaks.push({ path, change: generic.problem, why: 'old code passing its type arguments no longer compiles' });
  const probed = (name: string | undefined) => {
    const symbol = name === undefined ? undefined : pair.probe && checker.getExportsOfModule(pair.probe).find((exported) => exported.name === name);
    return symbol && checker.getDeclaredTypeOfSymbol(symbol);
  };
  const old = generic ? probed(generic.baseline) : checker.getDeclaredTypeOfSymbol(beforeSymbol);
  const next = generic ? probed(generic.current) : checker.getDeclaredTypeOfSymbol(afterSymbol);
  if (old && next) judge.compare(old, next, direction, path);
}

/**
 * An export written the same, word for word, in both surfaces differs only through the types it
 * names, and those are exports judged on their own: `createIncidentClient`'s
 * `IncidentClient<paths> & Resources` through `paths` and `Resources`. Skipping it is what keeps
 * the check fast: the runtime's generics over `paths` are the costliest types to relate, and two
 * copies of one generic declaration relate poorly anyway where conditional types defer. Never
 * skipped: a non-generic type alias (`IncidentV2 = components["schemas"]["IncidentV2"]` reads
 * the same while what it resolves to changes) and a namespace (its exports are listed apart).
 */
function judgedThroughNames(symbol: ts.Symbol): boolean {
  if (symbol.flags & ts.SymbolFlags.TypeAlias && !(symbol.flags & ts.SymbolFlags.Value)) return genericArity(symbol).max > 0;
  return !isNamespace(symbol);
}

/**
 * Whether every type a declaration names is judged on its own or cannot have changed: an entry
 * export, a type parameter, the standard library's or a dependency's, or a type declared in a
 * module written alike in both surfaces whose own imports are all such modules (the runtime's,
 * between two spec updates). `Resources` names `IncidentsV2Resource`, which the entry does not
 * export and which gains methods with the spec: it is judged in full.
 */
function namesJudgedElsewhere(pair: SurfacePair, exported: Set<ts.Symbol>): (symbol: ts.Symbol) => boolean {
  const { checker } = pair;
  const stable = stableModules(pair);
  const judged = (node: ts.Node): boolean => {
    const name = ts.isTypeReferenceNode(node) ? node.typeName : ts.isImportTypeNode(node) ? node.qualifier : ts.isExpressionWithTypeArguments(node) ? node.expression : ts.isTypeQueryNode(node) ? node.exprName : undefined;
    if (name) {
      const found = checker.getSymbolAtLocation(ts.isQualifiedName(name) ? name.right : ts.isPropertyAccessExpression(name) ? name.name : name);
      const symbol = found && found.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(found) : found;
      const module = symbol?.declarations?.[0] && enclosingModule(symbol.declarations[0]);
      if (symbol && module !== undefined && !(symbol.flags & ts.SymbolFlags.TypeParameter) && !exported.has(symbol) && !stable.has(module)) return false;
    }
    return ts.forEachChild(node, (child) => (judged(child) ? undefined : true)) === undefined;
  };
  return (symbol) => (symbol.declarations ?? []).every(judged);
}

/** The package module (side prefix dropped) a declaration sits in, or undefined outside both surfaces. */
function enclosingModule(node: ts.Node): string | undefined {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isModuleDeclaration(at) && ts.isStringLiteral(at.name) && ts.isSourceFile(at.parent)) return withoutSides(at.name.text);
  }
  return undefined;
}

/** Package modules written alike in both surfaces, importing only modules written alike. */
function stableModules(pair: SurfacePair): Set<string> {
  const bodies = (side: Side) => {
    const file = pair.program.getRootFileNames().find((name) => name.endsWith(`.surface-${side}.d.ts`));
    const source = file === undefined ? undefined : pair.program.getSourceFile(file);
    const modules = new Map<string, { text: string; imports: string[] }>();
    for (const statement of source?.statements ?? []) {
      if (!ts.isModuleDeclaration(statement) || !ts.isStringLiteral(statement.name)) continue;
      modules.set(withoutSides(statement.name.text), { text: withoutSides(statement.getText()), imports: moduleNameLiterals(statement).map((literal) => withoutSides(literal.text)) });
    }
    return modules;
  };
  const [baseline, current] = [bodies('baseline'), bodies('current')];
  const stable = new Set([...baseline].filter(([name, module]) => current.get(name)?.text === module.text).map(([name]) => name));
  for (let changed = true; changed; ) {
    changed = false;
    for (const name of stable) {
      if (baseline.get(name)!.imports.some((imported) => baseline.has(imported) && !stable.has(imported))) {
        stable.delete(name);
        changed = true;
      }
    }
  }
  return stable;
}

/**
 * What the two surface bundles declare (not the probe's opaque arguments): a type declared there
 * or made of one, and a member declared there (not a Promise's `then`).
 */
export function ownership(pair: SurfacePair): { isOwn: (type: ts.Type) => boolean; isOwnMember: (symbol: ts.Symbol) => boolean } {
  const files = new Set(pair.program.getRootFileNames().filter((file) => file.endsWith('.d.ts')));
  const declaredIn = (symbol: ts.Symbol | undefined) => (symbol?.declarations ?? []).some((node) => files.has(node.getSourceFile().fileName));
  const isOwn = (type: ts.Type): boolean => (type.isUnionOrIntersection() ? type.types.some(isOwn) : declaredIn(type.getSymbol()) || declaredIn(type.aliasSymbol));
  // A member without declarations is synthetic (a mapped type's): it belongs to the type that made it.
  return { isOwn, isOwnMember: (symbol) => !symbol.declarations || declaredIn(symbol) };
}

/** A class's instances come from its constructor: consumers read them, they never build one by hand. */
const typeDirection = (symbol: ts.Symbol, used: Direction): Direction => (symbol.flags & ts.SymbolFlags.Class ? 'read' : used);

/** Every export of the entry, namespaces (`v2`) followed as `v2.Name`, each resolved past its aliases. */
function listExports(pair: SurfacePair, side: Side): Map<string, ts.Symbol> {
  const { checker } = pair;
  const out = new Map<string, ts.Symbol>();
  const walk = (module: ts.Symbol, prefix: string, seen: Set<ts.Symbol>) => {
    if (seen.has(module)) return;
    seen.add(module);
    for (const exported of checker.getExportsOfModule(module)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const path = `${prefix}${exported.name}`;
      out.set(path, target);
      if (isNamespace(target)) walk(target, `${path}.`, seen);
    }
  };
  walk(pair.entries[side], '', new Set());
  return new Map([...out].sort(byKeys(([path]) => path)));
}

/**
 * A module or namespace whose exports are listed apart (`v2.Id`), with values or of types only
 * (`declare namespace v2 { type Id = string }`). Merged with an interface, a class or a function,
 * it is a namespace too (old code reaches `Incident.Status` through it), and what it merges with
 * is judged as a type or a value (isValue) besides.
 */
const isNamespace = (symbol: ts.Symbol) => (symbol.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) !== 0;
const isValue = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Value & ~ts.SymbolFlags.ValueModule) !== 0;

/** `v2.X` is within `v2`: when the namespace is gone, only the namespace is reported. */
const isWithinRemoved = (path: string, exports: Record<Side, Map<string, ts.Symbol>>) =>
  [...exports.baseline.keys()].some((other) => path.startsWith(`${other}.`) && isNamespace(exports.baseline.get(other)!) && !exports.current.has(other));

/** The declarations as written, side prefixes aside: a difference here that types do not show is still listed. */
function declarationText(symbol: ts.Symbol): string {
  return withoutSides((symbol.declarations ?? []).map((node) => node.getText().replace(/\s+/g, ' ')).join('\n'));
}

function dedupe(changes: SurfaceChange[]): SurfaceChange[] {
  const seen = new Set<string>();
  return changes.filter((change) => {
    const line = changeLine(change);
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  });
}
