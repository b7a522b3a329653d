/**
 * The statements the package's entry modules share: a runtime bound once and its bindings
 * exported, re-exports from a module, and long export lists split for short lines.
 */
import { StructureKind, VariableDeclarationKind, type ExportDeclarationStructure } from 'ts-morph';
import { runtimeExportName, type PackageNaming } from '../model/package-names.ts';
import type { RuntimeExport } from '../model/types.ts';
import { jsPath } from './package-layout.ts';
import { factory as f, printNode, type ts, type Statement } from './syntax.ts';

/** How one module of the package imports another: `./operations.js`. */
export const local = (module: string) => `./${jsPath(module)}`;

/** The most characters of names one `export { ... }` holds: TypeScript prints a declaration's export list on one line. */
const EXPORT_LIST_CHARS = 140;

/** A long `export { a, b, ... } from` as several, each within EXPORT_LIST_CHARS, so a hover's file keeps short lines. */
export function splitExportList(statement: Statement): Statement[] {
  if (typeof statement === 'function' || statement.kind !== StructureKind.ExportDeclaration || !Array.isArray(statement.namedExports)) return [statement];
  const chunks: (typeof statement.namedExports)[] = [[]];
  let length = 0;
  for (const named of statement.namedExports) {
    const text = typeof named === 'string' ? named : typeof named === 'function' ? '' : `${named.isTypeOnly ? 'type ' : ''}${named.name}${named.alias ? ` as ${named.alias}` : ''}`;
    if (length + text.length + 2 > EXPORT_LIST_CHARS && chunks.at(-1)!.length > 0) {
      chunks.push([]);
      length = 0;
    }
    chunks.at(-1)!.push(named);
    length += text.length + 2;
  }
  return chunks.map((namedExports) => ({ ...statement, namedExports }));
}

/**
 * `const boundX = binder<T...>(arguments);`, then per binding `export const a: typeof boundX.a = boundX.a;`
 * with the runtime's JSDoc: destructured, the exports would lose it, and their declaration would
 * print every binding's whole type on one line.
 */
export function bound(names: string[], docs: Record<string, string> | undefined, binder: string, typeArguments: ts.TypeNode[], ...args: ts.Expression[]): Statement[] {
  const local = binder.replace(/^bind/, 'bound');
  return [
    bindOnce(local, binder, typeArguments, args),
    ...names.map((name): Statement => ({
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      ...(docs?.[name] !== undefined && { docs: [docs[name]] }),
      declarations: [{ name, type: `typeof ${local}.${name}`, initializer: `${local}.${name}` }],
    })),
  ];
}

/** `const local = binder<T...>(arguments);`: the runtime bound once, privately. */
export function bindOnce(local: string, binder: string, typeArguments: ts.TypeNode[], args: ts.Expression[]): Statement {
  // Not marked pure: each binding has a module of its own, which a bundler skips whole (`sideEffects: false`) when nothing imported reads it.
  return { kind: StructureKind.VariableStatement, declarationKind: VariableDeclarationKind.Const, declarations: [{ name: local, initializer: printNode(f.createCallExpression(f.createIdentifier(binder), typeArguments, args)) }] };
}

export function exportFrom(module: string, values: string[], types: string[]): ExportDeclarationStructure {
  return {
    kind: StructureKind.ExportDeclaration,
    moduleSpecifier: local(module),
    namedExports: [...values.map((name) => ({ name })), ...types.map((name) => ({ name, isTypeOnly: true }))],
  };
}

/**
 * The runtime's own errors and types; a name the generated modules already export is left to them.
 * `export {} from './x.js'` says nothing: a runtime entry with nothing left to re-export gets no statement.
 */
export function runtimeExports(module: string, exports: RuntimeExport[], generated: Set<string>, naming: PackageNaming, renamedThere = false): ExportDeclarationStructure[] {
  const names = exports
    .filter(({ name }) => !generated.has(name))
    .map(({ name, typeOnly }) => {
      const alias = runtimeExportName(naming, name);
      // webhooks.ts exports them under the package's names already.
      if (renamedThere) return { name: alias, isTypeOnly: typeOnly };
      return { name, isTypeOnly: typeOnly, ...(alias !== name && { alias }) };
    });
  return names.length === 0 ? [] : [{ kind: StructureKind.ExportDeclaration, moduleSpecifier: module, namedExports: names }];
}
