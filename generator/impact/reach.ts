/**
 * What a failing expression reaches in the package, found with the checker: the symbols of the
 * identifiers and property accesses at the error and on the way up to its statement, the types
 * they are read from, the path strings handed to the client, and the declarations TypeScript
 * relates to the error. The same positions are read in the old program too, where a removed
 * property or method still resolves.
 */
import { resolve } from 'node:path';
import ts from 'typescript';
import { isInside } from './consumer-project.ts';
import { addDeclaredTargets } from './declared.ts';
import { emptyReach, type PackageIndex, type Reach } from './package-index.ts';

export interface PackageProgram {
  program: ts.Program;
  packageDir: string;
  index: PackageIndex;
}

const HTTP_METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

/** Everything the error at `start..start+length` of `fileName` reaches, read in each program. */
export function reachOf(fileName: string, start: number, length: number, related: readonly ts.DiagnosticRelatedInformation[], sides: readonly PackageProgram[]): Reach {
  const reach = emptyReach();
  for (const side of sides) {
    const file = side.program.getSourceFile(fileName);
    if (!file) continue;
    const checker = side.program.getTypeChecker();
    for (const node of nodesAround(file, start, length)) {
      addSymbol(reach, side, checker, checker.getSymbolAtLocation(node));
      if (ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) addMember(reach, side, checker, checker.getTypeAtLocation(node.parent.expression), node.parent.name.text);
      // `{ legacy_code: 'x' }` where a package type is expected: the error is at the property's name, and that member of the type is what it names.
      const literal = objectLiteralOf(node);
      if (literal && node.getStart(file) === start) addMember(reach, side, checker, checker.getContextualType(literal), (node as ts.Identifier).text);
      if (ts.isStringLiteralLike(node)) addPathString(reach, side, node);
    }
    addDeclaredTargets(checker, file, start, deepestAt(file, start), (symbol) => addSymbol(reach, side, checker, symbol));
  }
  for (const information of related) {
    const side = sides.find((candidate) => information.file && isInside(candidate.packageDir, resolve(information.file.fileName)));
    if (side && information.file && information.start !== undefined) addDeclarationNode(reach, side, deepestAt(information.file, information.start));
  }
  return reach;
}

/**
 * The leaves inside the error's span, and the names along its ancestors up to the statement
 * holding it: the callee of a call, the member of an access.
 */
function nodesAround(file: ts.SourceFile, start: number, length: number): ts.Node[] {
  const nodes: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (node.getEnd() <= start || node.getStart(file) >= start + Math.max(length, 1)) return;
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node) || ts.isStringLiteralLike(node)) nodes.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  for (let node: ts.Node | undefined = deepestAt(file, start); node && !isStatementLike(node); node = node.parent) {
    if (ts.isPropertyAccessExpression(node)) nodes.push(node.name);
    if (ts.isElementAccessExpression(node)) nodes.push(node.argumentExpression);
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      nodes.push(callee);
      // `client.GET('/v2/x', ...)`: the path string names the operation even when the call no longer type-checks.
      for (const argument of node.arguments ?? []) if (ts.isStringLiteralLike(argument)) nodes.push(argument);
    }
  }
  return nodes;
}

const isStatementLike = (node: ts.Node) => ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node) || ts.isCaseClause(node) || ts.isDefaultClause(node) || ts.isClassLike(node);

function deepestAt(file: ts.SourceFile, position: number): ts.Node {
  let found: ts.Node = file;
  const visit = (node: ts.Node) => {
    if (node.getStart(file) <= position && position < node.getEnd()) {
      found = node;
      ts.forEachChild(node, visit);
    }
  };
  ts.forEachChild(file, visit);
  return found;
}

function addSymbol(reach: Reach, side: PackageProgram, checker: ts.TypeChecker, symbol: ts.Symbol | undefined): void {
  if (!symbol) return;
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  for (const declaration of target.declarations ?? []) addDeclarationNode(reach, side, declaration);
}

/** The object literal whose property `node` names (`{ name: … }`, `{ name }`), if it is one. */
const objectLiteralOf = (node: ts.Node): ts.ObjectLiteralExpression | undefined =>
  (ts.isPropertyAssignment(node.parent) || ts.isShorthandPropertyAssignment(node.parent)) && node.parent.name === node && ts.isIdentifier(node) && ts.isObjectLiteralExpression(node.parent.parent) ? node.parent.parent : undefined;

/** `receiver.name`, or `name` written into a receiver's type: what that type is in the package, and that member of it. */
function addMember(reach: Reach, side: PackageProgram, checker: ts.TypeChecker, type: ts.Type | undefined, name: string): void {
  if (!type) return;
  const receiver = emptyReach();
  for (const part of type.isUnionOrIntersection() ? type.types : [type]) {
    addSymbol(receiver, side, checker, part.aliasSymbol);
    addSymbol(receiver, side, checker, part.getSymbol());
  }
  for (const symbol of receiver.symbols) reach.symbols.add(symbol);
  for (const location of receiver.locations) {
    reach.locations.add(location);
    reach.members.add(`${location}.${name}`);
  }
}

function addPathString(reach: Reach, side: PackageProgram, literal: ts.StringLiteralLike): void {
  const call = literal.parent;
  const callee = call && ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : undefined;
  side.index.addPath(reach, literal.text, callee && HTTP_METHODS.has(callee) ? callee.toLowerCase() : undefined);
}

function addDeclarationNode(reach: Reach, side: PackageProgram, declaration: ts.Node): void {
  if (!isInside(side.packageDir, resolve(declaration.getSourceFile().fileName))) return;
  side.index.addDeclaration(reach, accessPath(declaration));
}

/**
 * A declaration's path from its module's top level: the names of the members it sits in, `[]`
 * for array elements and index signatures, the top-level declaration's name first.
 */
function accessPath(declaration: ts.Node): string[] {
  const path: string[] = [];
  for (let node: ts.Node | undefined = declaration; node && !ts.isSourceFile(node); node = node.parent) {
    if (ts.isSourceFile(node.parent)) {
      const name = topLevelName(node);
      if (name !== undefined) path.unshift(name);
      break;
    }
    if (ts.isArrayTypeNode(node) || ts.isIndexSignatureDeclaration(node)) path.unshift('[]');
    else if ((ts.isPropertySignature(node) || ts.isPropertyAssignment(node) || ts.isMethodSignature(node) || ts.isPropertyDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) {
      const name = memberName(node.name);
      if (name !== undefined) path.unshift(name);
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && ts.isSourceFile(node.parent.parent.parent)) {
      path.unshift(node.name.text);
      break;
    }
  }
  return path;
}

function topLevelName(statement: ts.Node): string | undefined {
  if (ts.isVariableStatement(statement)) {
    const name = statement.declarationList.declarations[0]?.name;
    return name && ts.isIdentifier(name) ? name.text : undefined;
  }
  const name = (statement as ts.Node & { name?: ts.Node }).name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

const memberName = (name: ts.PropertyName): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isPrivateIdentifier(name) || ts.isNoSubstitutionTemplateLiteral(name) ? name.text : undefined;

/**
 * schema.ts's `operations` keys by operationId, read from its `paths` interface
 * (`'/v2/widgets': { get: operations['Widgets V2/List'] }`): openapi-typescript does not keep
 * every operationId as written.
 */
export function operationKeys(schemaFile: ts.SourceFile | undefined, operationIdByRoute: (method: string, path: string) => string | undefined): Map<string, string> {
  const keys = new Map<string, string>();
  const paths = schemaFile?.statements.find((statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === 'paths');
  for (const route of paths?.members ?? []) {
    if (!ts.isPropertySignature(route) || !route.type || !ts.isTypeLiteralNode(route.type)) continue;
    const path = memberName(route.name);
    for (const operation of route.type.members) {
      const type = ts.isPropertySignature(operation) ? operation.type : undefined;
      if (!type || !ts.isIndexedAccessTypeNode(type) || !ts.isLiteralTypeNode(type.indexType) || !ts.isStringLiteral(type.indexType.literal)) continue;
      const method = memberName(operation.name as ts.PropertyName);
      const operationId = path !== undefined && method !== undefined ? operationIdByRoute(method, path) : undefined;
      if (operationId !== undefined) keys.set(type.indexType.literal.text, operationId);
    }
  }
  return keys;
}
