import ts from 'typescript';

/**
 * Every module name in a declarations bundle: `declare module "x"` and each specifier of an
 * import, export or `import("x")` type. Found in the syntax tree, so a spec string that happens
 * to read `from "schema"` inside a literal type is never taken for one.
 */
function moduleNameLiterals(source: ts.SourceFile): ts.StringLiteralLike[] {
  const found: ts.StringLiteralLike[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) found.push(node.name);
    else if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) found.push(node.argument.literal);
    else if (ts.isExternalModuleReference(node) && ts.isStringLiteral(node.expression)) found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The names a bundle declares with `declare module "…"`, in order. */
export function declaredModules(text: string): string[] {
  const source = ts.createSourceFile('bundle.d.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return source.statements.filter(ts.isModuleDeclaration).flatMap((statement) => (ts.isStringLiteral(statement.name) ? [statement.name.text] : []));
}

/** The bundle with every module name replaced by `rename(name)`; everything else byte for byte. */
export function renameModules(text: string, rename: (name: string) => string): string {
  const source = ts.createSourceFile('bundle.d.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  let out = '';
  let at = 0;
  for (const literal of moduleNameLiterals(source).sort((a, b) => a.pos - b.pos)) {
    const start = literal.getStart(source);
    out += `${text.slice(at, start)}${JSON.stringify(rename(literal.text))}`;
    at = literal.end;
  }
  return out + text.slice(at);
}
