import ts from 'typescript';

/**
 * Every module name in a declarations bundle: `declare module "x"` and each specifier of an
 * import, export or `import("x")` type. Found in the syntax tree, so a spec string that happens
 * to read `from "schema"` inside a literal type is never taken for one.
 */
export function moduleNameLiterals(source: ts.Node): ts.StringLiteralLike[] {
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

function enclosingModuleName(node: ts.Node): string | undefined {
  for (let at = node.parent; at; at = at.parent) if (ts.isModuleDeclaration(at) && ts.isStringLiteral(at.name)) return at.name.text;
  return undefined;
}

/** The names a bundle declares with `declare module "…"`, in order. */
export function declaredModules(text: string): string[] {
  const source = ts.createSourceFile('bundle.d.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return source.statements.filter(ts.isModuleDeclaration).flatMap((statement) => (ts.isStringLiteral(statement.name) ? [statement.name.text] : []));
}

/**
 * The bundle with every module name replaced by `rename(name, the module it sits in)`; everything else byte for byte.
 * Parents are set: the enclosing module is found by walking up from each name.
 */
export function renameModules(text: string, rename: (name: string, within: string | undefined) => string): string {
  const source = ts.createSourceFile('bundle.d.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let out = '';
  let at = 0;
  // moduleNameLiterals walks the tree depth first, each name before its node's children: in source order.
  for (const literal of moduleNameLiterals(source)) {
    const start = literal.getStart(source);
    out += `${text.slice(at, start)}${JSON.stringify(rename(literal.text, enclosingModuleName(literal)))}`;
    at = literal.end;
  }
  return out + text.slice(at);
}

/**
 * Why a baseline cannot be trusted as a surface bundle, or undefined when it can: it must parse,
 * reference no file (`/// <reference>`), and import only modules it declares or packages by name.
 * A relative or absolute path would make the check read whatever file it names.
 */
export function bundleProblem(text: string): string | undefined {
  const file = 'baseline.d.ts';
  const host = ts.createCompilerHost({});
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  host.getSourceFile = (name) => (name === file ? source : undefined);
  const program = ts.createProgram({ rootNames: [file], options: { noResolve: true, noLib: true, types: [] }, host });
  const syntax = program.getSyntacticDiagnostics()[0];
  if (syntax) return `does not parse at line ${source.getLineAndCharacterOfPosition(syntax.start ?? 0).line + 1}: ${ts.flattenDiagnosticMessageText(syntax.messageText, ' ')}`;
  if (source.referencedFiles.length + source.typeReferenceDirectives.length + source.libReferenceDirectives.length > 0) return 'holds a `/// <reference>` directive';
  const declared = new Set(declaredModules(text));
  const stray = moduleNameLiterals(source).find((literal) => !declared.has(literal.text) && !isPackageName(literal.text));
  return stray ? `imports ${JSON.stringify(stray.text)}, neither a module it declares nor a package` : undefined;
}

/** `openapi-fetch`, `@scope/name/sub`: never `./x`, `../x`, `/x`, `C:\\x` or `name/../x`. */
const isPackageName = (name: string) => /^(@[\w.-]+\/)?[\w.-]+(\/[\w.-]+)*$/.test(name) && !name.split('/').some((segment) => /^\.+$/.test(segment));
