import ts from 'typescript';
import { InputError } from '../load/errors.ts';
import { literalMembers, typeText, type SurfaceEntry } from './members.ts';

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

const PRINT_FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

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
  describeModule(checker, moduleSymbol, '', out, new Set());
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function describeModule(checker: ts.TypeChecker, moduleSymbol: ts.Symbol, prefix: string, out: SurfaceEntry[], seen: Set<ts.Symbol>): void {
  if (seen.has(moduleSymbol)) return;
  seen.add(moduleSymbol);
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const name = `${prefix}${exported.name}`;
    for (const declaration of target.declarations ?? []) {
      if (ts.isSourceFile(declaration)) {
        out.push({ key: name, signature: 'namespace' });
        describeModule(checker, target, `${name}.`, out, seen);
      } else describeDeclaration(checker, name, target, declaration, out);
    }
  }
}

function describeDeclaration(checker: ts.TypeChecker, name: string, symbol: ts.Symbol, declaration: ts.Declaration, out: SurfaceEntry[]): void {
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
    describeClassMembers(checker, name, symbol, declaration, out);
  } else if (ts.isEnumDeclaration(declaration)) {
    out.push({ key: name, signature: 'enum' });
    for (const member of declaration.members) out.push({ key: `${name}.${member.name.getText()}`, signature: `= ${member.initializer ? typeText(member.initializer) : 'auto'}` });
  } else if (ts.isModuleDeclaration(declaration)) {
    out.push({ key: name, signature: 'namespace' });
  } else {
    // Functions, constants and destructured bindings: the checker's view of the value.
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    const kind = ts.isFunctionDeclaration(declaration) ? 'function' : 'const';
    out.push({ key: name, signature: `${kind}: ${checker.typeToString(type, declaration, PRINT_FLAGS)}` });
  }
}

function describeClassMembers(checker: ts.TypeChecker, owner: string, symbol: ts.Symbol, declaration: ts.ClassDeclaration, out: SurfaceEntry[]): void {
  const constructorType = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  for (const signature of constructorType.getConstructSignatures()) {
    out.push({ key: `${owner} new()`, signature: checker.signatureToString(signature, declaration, PRINT_FLAGS) });
  }
  const instance = checker.getDeclaredTypeOfSymbol(symbol);
  for (const property of checker.getPropertiesOfType(instance)) {
    // Inherited members belong to the base class's own entry (or to the standard library).
    if (!property.declarations?.some((member) => member.parent === declaration || member.parent?.parent === declaration)) continue;
    const modifiers = ts.getCombinedModifierFlags(property.valueDeclaration ?? declaration);
    if (modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected) || property.name.startsWith('#')) continue;
    const type = checker.getTypeOfSymbolAtLocation(property, declaration);
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    out.push({ key: `${owner}.${property.name}`, signature: `${optional}: ${checker.typeToString(type, declaration, PRINT_FLAGS)}` });
  }
}
