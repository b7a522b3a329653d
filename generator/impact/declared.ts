/**
 * The package types a failing value is written into. TypeScript places a value's error at the
 * value (`'viewer'` in `const roles: components['schemas']['KeyPayload']['role_names'] =
 * ['viewer']`), where nothing names the package: what does is the type the value is declared
 * with, through any of the ways a consumer writes one (a component's indexed access, a schema's
 * named type, an enum's union, a version module's alias, `as` and `satisfies`), and the member of
 * that type each enclosing object literal property is written into.
 */
import ts from 'typescript';

/** Adds what a symbol declares in the package to the reach (reach.ts's addSymbol). */
export type SymbolSink = (symbol: ts.Symbol | undefined) => void;

/** From the node at the error up to its statement: each declared type and each literal property on the way. */
export function addDeclaredTargets(checker: ts.TypeChecker, file: ts.SourceFile, start: number, errorNode: ts.Node, add: SymbolSink): void {
  for (let node: ts.Node | undefined = errorNode; node && !ts.isSourceFile(node) && !ts.isBlock(node); node = node.parent) {
    // A property named at the error itself is already read as a member of its literal's type (reach.ts).
    if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && node.name.getStart(file) !== start && ts.isObjectLiteralExpression(node.parent)) {
      addMemberOf(checker, checker.getContextualType(node.parent), node.name, add);
    }
    const declared = declaredType(node);
    if (declared) addTypeNode(checker, declared, add);
  }
}

/** The type node a declaration or assertion gives its value. */
function declaredType(node: ts.Node): ts.TypeNode | undefined {
  if (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isPropertyDeclaration(node) || ts.isPropertySignature(node)) return node.type;
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isTypeAssertionExpression(node)) return node.type;
  return undefined;
}

function addMemberOf(checker: ts.TypeChecker, type: ts.Type | undefined, name: ts.PropertyName, add: SymbolSink): void {
  if (!type || !(ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))) return;
  for (const part of type.isUnion() ? type.types : [type]) add(checker.getPropertyOfType(checker.getApparentType(part), name.text));
}

/**
 * A written type's package symbols: a named type (qualified or not, with its type arguments), an
 * indexed access's member (`components['schemas']['KeyPayload']['role_names']` is the
 * `role_names` declaration of KeyPayload) and its object, and the parts of arrays, unions,
 * intersections, parentheses and type operators.
 */
function addTypeNode(checker: ts.TypeChecker, node: ts.TypeNode, add: SymbolSink): void {
  if (ts.isTypeReferenceNode(node)) {
    add(checker.getSymbolAtLocation(ts.isQualifiedName(node.typeName) ? node.typeName.right : node.typeName));
    for (const argument of node.typeArguments ?? []) addTypeNode(checker, argument, add);
  } else if (ts.isIndexedAccessTypeNode(node)) {
    const index = node.indexType;
    if (ts.isLiteralTypeNode(index) && (ts.isStringLiteral(index.literal) || ts.isNumericLiteral(index.literal))) {
      add(checker.getPropertyOfType(checker.getApparentType(checker.getTypeFromTypeNode(node.objectType)), index.literal.text));
    }
    addTypeNode(checker, node.objectType, add);
  } else if (ts.isArrayTypeNode(node)) {
    addTypeNode(checker, node.elementType, add);
  } else if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) {
    for (const part of node.types) addTypeNode(checker, part, add);
  } else if (ts.isParenthesizedTypeNode(node) || ts.isTypeOperatorNode(node)) {
    addTypeNode(checker, node.type, add);
  }
}
