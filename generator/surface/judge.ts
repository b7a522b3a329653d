import ts from 'typescript';
import type { SurfaceChange } from './changes.ts';
import { flip, type Direction } from './directions.ts';
import { withoutSides } from './pair.ts';
import { cut, cutPair } from './shown-text.ts';
import { acceptsAnyKey, argumentSpan, argumentType, gainedLiterals, isCallable, isLiteralData, isOptional, minArguments, nullish, nullishText, typeArguments } from './type-facts.ts';

/** Deep enough for the schemas' nesting; types named elsewhere stop the walk long before. */
const MAX_DEPTH = 16;
const WALKED = ts.TypeFlags.Object | ts.TypeFlags.Intersection;
/** How a change line prints a type: one format for show and showPair, so a cut pair reads as the short form would. */
const SHOWN_TYPE_FLAGS = ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType | ts.TypeFormatFlags.InTypeAlias;

export interface JudgeContext {
  checker: ts.TypeChecker;
  /** The export that judges a type on its own (a named, non-generic object type), so a walk stops there. */
  namedElsewhere: (type: ts.Type) => boolean;
  /** Declared in one of the two surfaces: members of other types (the standard library's) are not walked. */
  isOwn: (type: ts.Type) => boolean;
  isOwnMember: (symbol: ts.Symbol) => boolean;
}

/**
 * Compares a baseline type with the current one in the direction consumers use it, recording
 * breaks (old code no longer compiles) and compatible changes. `read`: the current type must be
 * assignable to the old one and every member old code read must still be there; `write`: every
 * old value must still be assignable to the current type, no member old code left out may have
 * become required; `both`: both. Then, by the platform's versioning policy, gaining enum values is
 * compatible, and so is a changed value in a data table (`operations`): `data` marks the walk
 * through an exported value's own fields.
 */
export class SurfaceJudge {
  readonly breaks: SurfaceChange[] = [];
  readonly compatible: SurfaceChange[] = [];
  private readonly visited = new Map<ts.Type, Map<ts.Type, Set<string>>>();
  /** Set when a difference below was accounted for (named elsewhere, enum growth): no catch-all line above it. */
  private explained = false;
  private readonly shown = new Map<ts.Type, string>();

  constructor(private readonly context: JudgeContext) {}

  compare(old: ts.Type, next: ts.Type, direction: Direction, path: string, data = false, depth = 0): void {
    const { checker } = this.context;
    if (depth > 0 && this.context.namedElsewhere(old) && this.context.namedElsewhere(next)) {
      // Judged at its own export; a difference here is explained there, not reported twice.
      if (!checker.isTypeAssignableTo(next, old) || !checker.isTypeAssignableTo(old, next)) this.explained = true;
      return;
    }
    // Only types with members lead back to themselves; a pair of primitives or literals met again
    // (a second member turned from string to number) is a change of its own at its own path.
    if ((old.flags | next.flags) & WALKED && this.seen(old, next, `${direction}${data}`)) return;
    // Generic functions alike but for their constraints are judged by those, before the costly relation.
    if (this.genericSignature(old, next, direction, path)) return;
    const readable = direction === 'write' || checker.isTypeAssignableTo(next, old);
    const writable = direction === 'read' || checker.isTypeAssignableTo(old, next);
    const gained = !readable && writable ? gainedLiterals(checker, old, next) : [];
    if (gained.length > 0) {
      this.compatible.push({ path, change: `values added: ${gained.map((type) => this.show(type)).join(', ')}` });
      this.explained = true;
      return;
    }
    if (data && isLiteralData(checker, old) && isLiteralData(checker, next)) {
      if (!readable || !writable || !this.same(old, next)) this.compatible.push({ path, change: `value changed from ${this.show(old)} to ${this.show(next)}` });
      // An unchanged value explains nothing: a lost overload of the type holding it still breaks.
      return;
    }
    const noted = this.breaks.length + this.compatible.length;
    const outer = this.explained;
    this.explained = false;
    if (depth < MAX_DEPTH) this.walk(old, next, direction, path, data, depth);
    const explained = this.explained;
    this.explained = outer || explained;
    if (this.breaks.length + this.compatible.length > noted || explained) return;
    const alike = this.show(old) === this.show(next);
    // Written alike in full (not cut short: only a cut line ends in `…`) and naming types of the
    // surfaces (`ClientMethods<PathsWithPrefix<paths, '/v2/'>>`): the difference is in the types it
    // names, judged at their own exports.
    if (alike && !this.show(old).endsWith('…') && this.namesSurfaceTypes(old)) {
      this.explained = true;
      return;
    }
    // A type printed as its own name names nothing else: what differs is what the walk leaves to
    // the relation (an interface that lost an overload), shown by its signatures where they differ.
    const signatures = alike ? [this.signaturesText(old), this.signaturesText(next)] : undefined;
    const bySignatures = signatures !== undefined && signatures[0] !== signatures[1];
    // Cut as a pair, from the full texts: both sides show where they differ, not a shared start.
    const [from, to] = bySignatures ? cutPair(signatures[0]!, signatures[1]!) : this.showPair(old, next);
    const change = `from ${from} to ${to}`;
    const changed = `${bySignatures ? 'signatures' : 'type'} changed ${change}`;
    if (!readable) this.breaks.push({ path, change: changed, why: `old code using it as ${this.show(old)} no longer compiles` });
    else if (!writable) this.breaks.push({ path, change: changed, why: `old code passing ${this.show(old)} is refused` });
    // A compatible note whose two sides print alike would tell a reader nothing.
    else if (from !== to && !this.same(old, next)) this.compatible.push({ path, change: `${isCallable(old) ? 'changed compatibly' : direction === 'write' ? 'widened' : 'narrowed'} ${change}` });
  }

  /** Whether a type is an instantiation whose type arguments include a type of the surfaces. */
  private namesSurfaceTypes(type: ts.Type): boolean {
    const { checker, isOwn } = this.context;
    return [...(type.aliasTypeArguments ?? []), ...(typeArguments(checker, type)?.args ?? [])].some(isOwn);
  }

  /** A type's call and construct signatures, one line, whole (cutPair cuts the pair). */
  private signaturesText(type: ts.Type): string {
    const { checker } = this.context;
    const signatures = [...type.getCallSignatures().map((signature) => checker.signatureToString(signature)), ...type.getConstructSignatures().map((signature) => `new ${checker.signatureToString(signature)}`)];
    return withoutSides(signatures.join('; '));
  }

  /** Into members; through `T | null | undefined` to `T`, judging the null and undefined apart. */
  private walk(old: ts.Type, next: ts.Type, direction: Direction, path: string, data: boolean, depth: number): void {
    const { checker } = this.context;
    const [oldCore, nextCore] = [checker.getNonNullableType(old), checker.getNonNullableType(next)];
    const opaque = (old.flags | next.flags) & (ts.TypeFlags.Any | ts.TypeFlags.Unknown);
    if (!opaque && (oldCore !== old || nextCore !== next) && !oldCore.isUnion() && !nextCore.isUnion()) {
      const gained = nullish(next) & ~nullish(old);
      const lost = nullish(old) & ~nullish(next);
      if (gained && direction !== 'write') this.breaks.push({ path, change: `may now be ${nullishText(gained)}`, why: 'old code reading it does not handle that' });
      else if (lost && direction !== 'read') this.breaks.push({ path, change: `no longer accepts ${nullishText(lost)}`, why: 'old code passing it is refused' });
      else if (gained || lost) this.compatible.push({ path, change: gained ? `accepts ${nullishText(gained)} too` : `no longer ${nullishText(lost)}` });
      this.compare(oldCore, nextCore, direction, path, data, depth);
      this.explained = true;
      return;
    }
    if (old.isUnion() || next.isUnion()) return;
    if (this.context.isOwn(old)) return this.members(old, next, direction, path, data, depth);
    // The standard library's generics (arrays, promises, maps) hold the package's types: compare those.
    const [before, after] = [typeArguments(checker, old), typeArguments(checker, next)];
    if (before && after && before.target === after.target && before.args.length === after.args.length) {
      const at = checker.isArrayType(old) ? `${path}[]` : path;
      before.args.forEach((argument, index) => this.compare(argument, after.args[index]!, direction, at, data, depth + 1));
    }
  }

  private same(old: ts.Type, next: ts.Type): boolean {
    return this.context.checker.isTypeAssignableTo(next, old) && this.context.checker.isTypeAssignableTo(old, next);
  }

  private members(old: ts.Type, next: ts.Type, direction: Direction, path: string, data: boolean, depth: number): void {
    const { checker } = this.context;
    // By escaped name: a symbol-keyed member (`[Symbol.asyncIterator]`) has no plain-text name.
    const currentMembers = new Map(checker.getPropertiesOfType(next).map((property) => [property.escapedName, property]));
    const oldMembers = new Set(checker.getPropertiesOfType(old).map((property) => property.escapedName));
    for (const property of checker.getPropertiesOfType(old)) {
      // Members the standard library declares (a Promise's `then`) are judged with their owner.
      if (!this.context.isOwnMember(property)) continue;
      const at = memberPath(checker, path, property);
      const current = currentMembers.get(property.escapedName);
      const wasOptional = isOptional(property);
      if (!current) {
        if (direction !== 'write') this.breaks.push({ path: at, change: 'removed', why: 'old code reading it no longer compiles' });
        else if (!acceptsAnyKey(checker, next)) this.breaks.push({ path: at, change: 'removed', why: 'old object literals setting it fail the excess-property check' });
        continue;
      }
      if (!wasOptional && isOptional(current) && direction !== 'write') {
        this.breaks.push({ path: at, change: 'now optional', why: 'old code reading it gets undefined it does not handle' });
      } else if (wasOptional && !isOptional(current) && direction !== 'read') {
        this.breaks.push({ path: at, change: 'now required', why: 'old code that leaves it out no longer compiles' });
      } else this.compare(checker.getTypeOfSymbol(property), checker.getTypeOfSymbol(current), direction, at, data, depth + 1);
    }
    for (const property of currentMembers.values()) {
      if (oldMembers.has(property.escapedName) || !this.context.isOwnMember(property)) continue;
      const at = memberPath(checker, path, property);
      if (!isOptional(property) && direction !== 'read') {
        this.breaks.push({ path: at, change: 'required property added', why: 'old code that builds it without this no longer compiles' });
      } else this.compatible.push({ path: at, change: isOptional(property) ? 'optional property added' : 'added' });
    }
    const indexes = checker.getIndexInfosOfType(next);
    for (const index of checker.getIndexInfosOfType(old)) {
      const at = `${path}[${this.show(index.keyType)}]`;
      // A number key is a string key too: a string index left takes the place of a number index gone.
      const current = indexes.find((info) => info.keyType === index.keyType) ?? (index.keyType.flags & ts.TypeFlags.Number ? indexes.find((info) => info.keyType.flags & ts.TypeFlags.String) : undefined);
      if (current) this.compare(index.type, current.type, direction, at, data, depth + 1);
      else this.breaks.push({ path: at, change: 'index signature removed', why: direction === 'write' ? 'old object literals setting other keys fail the excess-property check' : 'old code reading other keys no longer compiles' });
    }
    this.signatures(old.getCallSignatures(), next.getCallSignatures(), direction, path, depth);
    this.signatures(old.getConstructSignatures(), next.getConstructSignatures(), direction, `${path} new`, depth);
  }

  /**
   * One signature against one: old calls must still type-check (each old argument accepted, no
   * new required parameter) and what they get back must still be usable. Overloads and generic
   * signatures are judged by the assignability of the whole type only.
   */
  private signatures(old: readonly ts.Signature[], next: readonly ts.Signature[], direction: Direction, path: string, depth: number): void {
    const [before] = old;
    const [after] = next;
    const calls = direction !== 'write';
    // Where the consumer implements it, a value that can still be called is no less usable.
    if (old.length > 0 && next.length === 0) {
      if (calls) this.breaks.push({ path, change: 'signatures removed', why: 'old calls no longer compile' });
      return;
    }
    if (old.length !== 1 || next.length !== 1 || !before || !after || before.typeParameters || after.typeParameters) return;
    const { checker } = this.context;
    // Argument by argument, each side's rest parameter as its element (never the array against one
    // argument). Old calls pass up to `was.max` arguments; past both sides' `repeating` positions
    // every argument meets the same pair of types, so one position more judges an open rest whole.
    const [was, is] = [argumentSpan(checker, before), argumentSpan(checker, after)];
    const positions = Number.isFinite(was.max) ? was.max : Math.max(was.repeating, is.repeating) + 1;
    let judged: [ts.Type | undefined, ts.Type | undefined] = [undefined, undefined];
    for (let index = 0; index < positions; index++) {
      const passed = argumentType(checker, before, index);
      const current = argumentType(checker, after, index);
      // A rest met whole (a union of tuples) gives the same pair at each of its places: judged once.
      if (!passed || (passed === judged[0] && current === judged[1])) continue;
      judged = [passed, current];
      const at = `${path}(${before.parameters[Math.min(index, before.parameters.length - 1)]?.name ?? '?'})`;
      if (!current) {
        if (calls) this.breaks.push({ path: at, change: 'parameter removed', why: 'old calls passing it fail' });
        continue;
      }
      this.compare(passed, current, flip(direction), at, false, depth + 1);
    }
    const required = minArguments(checker, after);
    if (calls && required > minArguments(checker, before)) {
      const name = after.parameters[Math.min(required, after.parameters.length) - 1]?.name ?? '?';
      this.breaks.push({ path: `${path}(${name})`, change: 'required parameter added', why: `old calls with ${minArguments(checker, before)} argument(s) fail` });
    }
    this.compare(before.getReturnType(), after.getReturnType(), direction, `${path}()`, false, depth + 1);
  }

  /**
   * Two copies of a generic signature relate poorly where conditional types defer on its type
   * parameters (`paginate`'s `PaginateArgs<paths, P>`). When both read alike apart from the
   * constraints, the constraints decide: old calls must still satisfy the new ones.
   */
  private genericSignature(old: ts.Type, next: ts.Type, direction: Direction, path: string): boolean {
    const { checker } = this.context;
    const [before] = old.getCallSignatures();
    const [after] = next.getCallSignatures();
    const parameters = before?.typeParameters;
    if (!before || !after || !parameters || old.getCallSignatures().length !== 1 || next.getCallSignatures().length !== 1) return false;
    if (after.typeParameters?.length !== parameters.length || this.shape(before) !== this.shape(after)) return false;
    parameters.forEach((parameter, index) => {
      const at = `${path}<${parameter.symbol.name}>`;
      const [was, is] = [parameter, after.typeParameters![index]!].map((type) => checker.getBaseConstraintOfType(type) ?? checker.getUnknownType()) as [ts.Type, ts.Type];
      // A constraint built from the other type parameters (`Init` from `P`) follows them; one
      // made of literals on either side is judged (`string` narrowed to `'a'` refuses old calls).
      if (!isLiteralData(checker, was) && !isLiteralData(checker, is)) return;
      // Where the consumer writes the function, it must take every type argument the new one may be called with.
      if (direction === 'write') this.compare(was, is, 'read', at);
      else this.compare(was, is, direction === 'read' ? 'write' : 'both', at);
    });
    return true;
  }

  /**
   * A signature's parameters and result as text, its type parameters' constraints left out. The
   * same signature reads alike whether written inline or through aliases (`typeof bound.paginate`
   * names `VersionView<paths, P>` where the inline form spells the conditional type out): each
   * parameter, the result and each member of a union of them is printed as what it stands for,
   * never by the alias it was reached through, and a union's members in one order.
   */
  private shape(signature: ts.Signature): string {
    const parameters = signature.parameters.map((parameter) => `${parameter.name}: ${this.unaliased(this.context.checker.getTypeOfSymbol(parameter))}`);
    return withoutSides(`(${parameters.join(', ')}) => ${this.unaliased(signature.getReturnType())}`);
  }

  /** A type in full (never cut: `... 51 more ...` hides a difference), by what it is rather than the alias naming it. */
  private unaliased(type: ts.Type): string {
    if (type.isUnion()) return type.types.map((member) => this.unaliased(member)).sort().join(' | ');
    return this.context.checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias);
  }

  private seen(old: ts.Type, next: ts.Type, mode: string): boolean {
    const pairs = this.visited.get(old) ?? new Map<ts.Type, Set<string>>();
    this.visited.set(old, pairs);
    const modes = pairs.get(next) ?? new Set<string>();
    pairs.set(next, modes);
    if (modes.has(mode)) return true;
    modes.add(mode);
    return false;
  }

  /** One line, cut short: the checker stops printing at its own limit, so a huge type costs no more than a small one. */
  private show(type: ts.Type): string {
    const known = this.shown.get(type);
    if (known !== undefined) return known;
    const line = cut(withoutSides(this.context.checker.typeToString(type, undefined, SHOWN_TYPE_FLAGS)));
    this.shown.set(type, line);
    return line;
  }

  /**
   * Two types of a change line: printed whole only when one of them is too long to show (the
   * checker's own cut would hide a difference past it), then cut as a pair around the difference.
   */
  private showPair(old: ts.Type, next: ts.Type): [string, string] {
    const [from, to] = [this.show(old), this.show(next)];
    if (!from.endsWith('…') && !to.endsWith('…')) return [from, to];
    const whole = (type: ts.Type) => withoutSides(this.context.checker.typeToString(type, undefined, SHOWN_TYPE_FLAGS | ts.TypeFormatFlags.NoTruncation));
    return cutPair(whole(old), whole(next));
  }
}

function memberPath(checker: ts.TypeChecker, owner: string, property: ts.Symbol): string {
  const name = property.name;
  if (name.startsWith('__@')) return `${owner}${checker.symbolToString(property)}`;
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `${owner}.${name}` : `${owner}[${JSON.stringify(name)}]`;
}
