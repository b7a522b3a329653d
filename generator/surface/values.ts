import ts from 'typescript';
import { typeText, type SurfaceEntry } from './members.ts';

export const PRINT_FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
/** Deep enough for the emitted tables (table -> entry -> field); cycles cannot reach it. */
const MAX_DEPTH = 6;

/**
 * Exported values. A destructured binding (`export const { paginate } = bindClient<...>(...)`) is
 * described by what it binds, since its type is the runtime's, whose own interfaces are on the
 * surface; a data table (`operations`, `pagination`) is walked field by field, so a new entry
 * is an addition rather than a changed wall of text, and its leaves are marked `=` as values
 * (an operation becoming deprecated changes data, not a signature); anything else is printed by
 * the checker.
 */
export function describeValue(checker: ts.TypeChecker, name: string, symbol: ts.Symbol, declaration: ts.Declaration, packageDir: string, out: SurfaceEntry[]): void {
  const kind = ts.isFunctionDeclaration(declaration) ? 'function' : 'const';
  if (ts.isBindingElement(declaration)) {
    const initializer = declaration.parent.parent;
    const source = ts.isVariableDeclaration(initializer) && initializer.initializer ? typeText(initializer.initializer) : '?';
    out.push({ key: name, signature: `const = ${source}.${(declaration.propertyName ?? declaration.name).getText()}` });
    return;
  }
  if (ts.isVariableDeclaration(declaration) && declaration.type) {
    out.push({ key: name, signature: `const: ${typeText(declaration.type)}` });
    return;
  }
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  if (isPlainObject(checker, type)) {
    out.push({ key: name, signature: `${kind}: {}` });
    walkObject(checker, name, type, declaration, packageDir, out, 1);
  } else out.push({ key: name, signature: `${kind}: ${printType(checker, type, declaration, packageDir)}` });
}

function walkObject(checker: ts.TypeChecker, owner: string, type: ts.Type, at: ts.Node, packageDir: string, out: SurfaceEntry[], depth: number): void {
  for (const property of checker.getPropertiesOfType(type)) {
    const key = /^[A-Za-z_$][\w$]*$/.test(property.name) ? `${owner}.${property.name}` : `${owner}[${JSON.stringify(property.name)}]`;
    const propertyType = checker.getTypeOfSymbolAtLocation(property, at);
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    if (depth < MAX_DEPTH && isPlainObject(checker, propertyType)) {
      out.push({ key, signature: `${optional}: {}` });
      walkObject(checker, key, propertyType, at, packageDir, out, depth + 1);
    } else out.push({ key, signature: `${optional}= ${printType(checker, propertyType, at, packageDir)}` });
  }
}

/** An object literal's type (plain or `as const`): properties only, no call signatures, not an array or tuple. */
function isPlainObject(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (!(type.flags & ts.TypeFlags.Object) || checker.isArrayLikeType(type)) return false;
  if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) return false;
  return ((type as ts.ObjectType).objectFlags & (ts.ObjectFlags.ObjectLiteral | ts.ObjectFlags.Anonymous)) !== 0;
}

/** The checker's text, with `import("/abs/path/to/package/x")` made relative so the line does not depend on where the package sits. */
export function printType(checker: ts.TypeChecker, type: ts.Type, at: ts.Node, packageDir: string): string {
  return relativeImports(checker.typeToString(type, at, PRINT_FLAGS), packageDir);
}

export const relativeImports = (text: string, packageDir: string) => text.split(`import("${packageDir}/`).join('import("./');
