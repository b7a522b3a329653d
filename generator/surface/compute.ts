import ts from 'typescript';
import { InputError } from '../load/errors.ts';
import { literalMembers, typeText, type SurfaceEntry } from './members.ts';
import { describeValue, PRINT_FLAGS, printType, relativeImports } from './values.ts';
import { dirname, resolve } from 'node:path';

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};


/**
 * The exported surface of the package whose entry is `entryFile`: one entry per export, and one
 * per member of exported interfaces, type literals and classes, sorted by key. Declared types
 * are read as written; inferred ones (the bound client functions) are printed by the checker.
 */
export function computeSurface(entryFile: string): SurfaceEntry[] {
  const program = ts.createProgram([entryFile], COMPILER_OPTIONS);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new InputError(entryFile, 'not a TypeScript module with exports');
  const out: SurfaceEntry[] = [];
  describeModule(checker, moduleSymbol, '', dirname(resolve(entryFile)), out, new Set());
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function describeModule(checker: ts.TypeChecker, moduleSymbol: ts.Symbol, prefix: string, packageDir: string, out: SurfaceEntry[], seen: Set<ts.Symbol>): void {
  if (seen.has(moduleSymbol)) return;
  seen.add(moduleSymbol);
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const name = `${prefix}${exported.name}`;
    for (const declaration of target.declarations ?? []) {
      if (ts.isSourceFile(declaration)) {
        out.push({ key: name, signature: 'namespace' });
        describeModule(checker, target, `${name}.`, packageDir, out, seen);
      } else describeDeclaration(checker, name, target, declaration, packageDir, out);
    }
  }
}

function describeDeclaration(checker: ts.TypeChecker, name: string, symbol: ts.Symbol, declaration: ts.Declaration, packageDir: string, out: SurfaceEntry[]): void {
  const typeParameters = (node: { typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration> }) =>
    node.typeParameters ? `<${node.typeParameters.map(typeText).join(', ')}>` : '';
  if (ts.isInterfaceDeclaration(declaration)) {
    const heritage = declaration.heritageClauses?.map(typeText).join(' ') ?? '';
    out.push({ key: name, signature: `interface${typeParameters(declaration)}${heritage ? ` ${heritage}` : ''}` });
    literalMembers(name, declaration.members, out);
  } else if (ts.isTypeAliasDeclaration(declaration)) {
    if (ts.isTypeLiteralNode(declaration.type)) {
      out.push({ key: name, signature: `type${typeParameters(declaration)} = {}` });
      literalMembers(name, declaration.type.members, out);
    } else out.push({ key: name, signature: `type${typeParameters(declaration)} = ${typeText(declaration.type)}` });
  } else if (ts.isClassDeclaration(declaration)) {
    const heritage = declaration.heritageClauses?.map(typeText).join(' ') ?? '';
    out.push({ key: name, signature: `class${typeParameters(declaration)}${heritage ? ` ${heritage}` : ''}` });
    describeClassMembers(checker, name, symbol, declaration, packageDir, out);
  } else if (ts.isEnumDeclaration(declaration)) {
    out.push({ key: name, signature: 'enum' });
    for (const member of declaration.members) out.push({ key: `${name}.${member.name.getText()}`, signature: `= ${member.initializer ? typeText(member.initializer) : 'auto'}` });
  } else if (ts.isModuleDeclaration(declaration)) {
    out.push({ key: name, signature: 'namespace' });
  } else describeValue(checker, name, symbol, declaration, packageDir, out);
}

function describeClassMembers(checker: ts.TypeChecker, owner: string, symbol: ts.Symbol, declaration: ts.ClassDeclaration, packageDir: string, out: SurfaceEntry[]): void {
  const constructorType = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  for (const signature of constructorType.getConstructSignatures()) {
    out.push({ key: `${owner} new()`, signature: relativeImports(checker.signatureToString(signature, declaration, PRINT_FLAGS), packageDir) });
  }
  const instance = checker.getDeclaredTypeOfSymbol(symbol);
  for (const property of checker.getPropertiesOfType(instance)) {
    // Inherited members belong to the base class's own entry (or to the standard library).
    if (!property.declarations?.some((member) => member.parent === declaration || member.parent?.parent === declaration)) continue;
    const modifiers = ts.getCombinedModifierFlags(property.valueDeclaration ?? declaration);
    if (modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected) || property.name.startsWith('#')) continue;
    const type = checker.getTypeOfSymbolAtLocation(property, declaration);
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    out.push({ key: `${owner}.${property.name}`, signature: `${optional}: ${printType(checker, type, declaration, packageDir)}` });
  }
}
