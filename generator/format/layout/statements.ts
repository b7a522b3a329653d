/** Top-level statements and members: modules, type aliases, consts, interfaces, functions. */
import { ts } from 'ts-morph';
import { assignExpression, assignType } from './assignment.ts';
import { group, hardline, ifBreak, indent, join, line, softline, unsupported, type Doc } from './doc.ts';
import { binaryParts } from './expressions.ts';
import { printString } from './literals.ts';
import type { Printer } from './printer.ts';
import { printType, shouldHugType } from './types.ts';

const K = ts.SyntaxKind;

export function printStatement(p: Printer, node: ts.Statement): Doc {
  switch (node.kind) {
    case K.ImportDeclaration:
      return importDeclaration(p, node as ts.ImportDeclaration);
    case K.ExportDeclaration:
      return exportDeclaration(p, node as ts.ExportDeclaration);
    case K.TypeAliasDeclaration: {
      const alias = node as ts.TypeAliasDeclaration;
      if (alias.typeParameters) unsupported('type parameters');
      return [exported(alias), assignType(p, ['type ', alias.name.text], alias.type), ';'];
    }
    case K.VariableStatement:
      return variableStatement(p, node as ts.VariableStatement);
    case K.InterfaceDeclaration: {
      const declaration = node as ts.InterfaceDeclaration;
      if (declaration.typeParameters || declaration.heritageClauses) unsupported('generic or extending interface');
      return [exported(declaration), 'interface ', declaration.name.text, ' ', interfaceBody(p, declaration.members)];
    }
    case K.FunctionDeclaration:
      return functionDeclaration(p, node as ts.FunctionDeclaration);
    case K.ReturnStatement:
      return returnStatement(p, node as ts.ReturnStatement);
    default:
      return unsupported(`statement ${K[node.kind]}`);
  }
}

/** `export ` for the modifiers these printers take (export alone), else not taken. */
function exported(node: ts.HasModifiers): string {
  const modifiers = ts.getModifiers(node) ?? [];
  if (modifiers.some((modifier) => modifier.kind !== K.ExportKeyword) || modifiers.length > 1) unsupported('modifier');
  return modifiers.length === 1 ? 'export ' : '';
}

/** prettier's printModuleSpecifiers: `{ a, b }` breaks as a group unless it holds one name alone. */
function specifierList(p: Printer, specifiers: readonly (ts.ImportSpecifier | ts.ExportSpecifier)[], standalone: boolean): Doc {
  if (specifiers.length === 0) return '{}';
  const printed = specifiers.map((specifier) => {
    const kind = specifier.isTypeOnly ? 'type ' : '';
    const name = specifier.name.text;
    if (specifier.propertyName && !ts.isIdentifier(specifier.propertyName)) unsupported('string specifier');
    return specifier.propertyName ? [kind, (specifier.propertyName as ts.Identifier).text, ' as ', name] : [kind, name];
  });
  if (specifiers.length === 1 && !standalone && !p.hasComments(specifiers[0]!)) return ['{ ', ...printed, ' }'];
  return group(['{', indent([line, join([',', line], printed)]), ifBreak(','), line, '}']);
}

function moduleSource(p: Printer, specifier: ts.Expression | undefined): Doc {
  if (!specifier) return '';
  if (!ts.isStringLiteral(specifier)) unsupported('module specifier');
  return [' from ', printString(p.source(specifier))];
}

function importDeclaration(p: Printer, node: ts.ImportDeclaration): Doc {
  const clause = node.importClause;
  if (!clause || node.attributes || ts.getModifiers(node)?.length) return unsupported('import form');
  const parts: Doc[] = ['import', clause.isTypeOnly ? ' type' : '', ' '];
  const bindings = clause.namedBindings;
  const standalone: Doc[] = [];
  if (clause.name) standalone.push(clause.name.text);
  if (bindings && ts.isNamespaceImport(bindings)) standalone.push(['* as ', bindings.name.text]);
  parts.push(join(', ', standalone));
  if (bindings && ts.isNamedImports(bindings)) parts.push(standalone.length > 0 ? ', ' : '', specifierList(p, bindings.elements, standalone.length > 0));
  parts.push(moduleSource(p, node.moduleSpecifier), ';');
  return parts;
}

function exportDeclaration(p: Printer, node: ts.ExportDeclaration): Doc {
  const clause = node.exportClause;
  if (node.attributes || ts.getModifiers(node)?.length) return unsupported('export form');
  const kind = node.isTypeOnly ? ' type' : '';
  if (!clause) return ['export', kind, ' *', moduleSource(p, node.moduleSpecifier), ';'];
  if (ts.isNamespaceExport(clause)) return ['export', kind, ' * as ', clause.name.text, moduleSource(p, node.moduleSpecifier), ';'];
  return ['export', kind, ' ', specifierList(p, clause.elements, false), moduleSource(p, node.moduleSpecifier), ';'];
}

function variableStatement(p: Printer, node: ts.VariableStatement): Doc {
  const list = node.declarationList;
  if (list.declarations.length !== 1 || (list.flags & ts.NodeFlags.BlockScoped) !== ts.NodeFlags.Const) return unsupported('declaration list');
  const declaration = list.declarations[0]!;
  if (!declaration.initializer || declaration.exclamationToken) return unsupported('declaration without initializer');
  return [exported(node), 'const ', assignExpression(p, bindingName(p, declaration), ' =', declaration.initializer), ';'];
}

function bindingName(p: Printer, declaration: ts.VariableDeclaration): Doc {
  const name = declaration.name;
  const annotation: Doc = declaration.type ? [': ', printType(p, declaration.type)] : '';
  if (declaration.type && ts.isTypeReferenceNode(declaration.type) && (declaration.type.typeArguments?.length ?? 0) > 1) unsupported('declared type with type arguments');
  if (ts.isIdentifier(name)) return [name.text, annotation];
  if (!ts.isObjectBindingPattern(name) || declaration.type) return unsupported('binding pattern');
  const elements = name.elements.map((element) => {
    if (element.propertyName || element.initializer || element.dotDotDotToken || !ts.isIdentifier(element.name)) unsupported('binding element');
    return (element.name as ts.Identifier).text;
  });
  if (elements.length === 0) return unsupported('empty binding pattern');
  // An object pattern in a declarator is left ungrouped: the assignment's group of its left side holds it.
  return ['{', indent([line, join([',', line], elements)]), ifBreak(','), line, '}'];
}

/** An interface body: one member a line (a blank line kept), each ending in `;`. */
function interfaceBody(p: Printer, members: ts.NodeArray<ts.TypeElement>): Doc {
  if (members.length === 0) return p.hasComments(members) ? unsupported('comment in empty interface') : '{}';
  const parts: Doc[] = [];
  members.forEach((member, index) => {
    parts.push([...p.leading(member), typeElement(p, member), ';']);
    if (index < members.length - 1) parts.push(p.nextLineEmpty(member) ? [hardline, hardline] : hardline);
  });
  return ['{', indent([hardline, parts]), hardline, '}'];
}

/** prettier's printClassBody for a type literal: members separated by `line`, broken if the source broke after `{`. */
export function typeLiteral(p: Printer, node: ts.TypeLiteralNode): Doc {
  const members = node.members;
  if (members.length === 0) return p.hasComments(node) ? unsupported('comment in empty type literal') : '{}';
  const shouldBreak = p.text.slice(node.getStart(p.file), members[0]!.getStart(p.file)).includes('\n');
  const parts: Doc[] = [];
  members.forEach((member, index) => {
    const last = index === members.length - 1;
    parts.push([...p.leading(member), typeElement(p, member), last ? ifBreak(';') : ';']);
    if (!last) parts.push(line, p.nextLineEmpty(member) ? hardline : '');
  });
  return group(['{', indent([line, ...parts]), line, '}'], { shouldBreak });
}

function typeElement(p: Printer, member: ts.TypeElement): Doc {
  if (ts.isPropertySignature(member)) {
    if (!member.type) return unsupported('property signature without a type');
    return group([readonly(member), p.propertyKey(member.name), member.questionToken ? '?' : '', ': ', printType(p, member.type)]);
  }
  if (ts.isMethodSignature(member)) {
    if (member.typeParameters || !member.type || ts.getModifiers(member)?.length) return unsupported('method signature form');
    if (ts.isStringLiteral(member.name) && member.name.text === 'new') unsupported("method named 'new'");
    const returnType: Doc = [': ', printType(p, member.type)];
    const parameters = parameterList(p, member.parameters);
    return group([p.propertyKey(member.name), member.questionToken ? '?' : '', shouldGroupParameters(member) ? group(parameters) : parameters, group(returnType)]);
  }
  return unsupported(`member ${K[member.kind]}`);
}

function readonly(member: ts.PropertySignature): string {
  const modifiers = ts.getModifiers(member) ?? [];
  if (modifiers.some((modifier) => modifier.kind !== K.ReadonlyKeyword)) unsupported('member modifier');
  return modifiers.length > 0 ? 'readonly ' : '';
}

const isObjectType = (node: ts.TypeNode) => ts.isTypeLiteralNode(node) || ts.isMappedTypeNode(node);

/** prettier's shouldGroupFunctionParameters, for a return type that cannot break (the only kind taken). */
function shouldGroupParameters(node: ts.SignatureDeclarationBase): boolean {
  return node.parameters.length === 1 && node.type !== undefined && isObjectType(node.type);
}

/** prettier's printFunctionParameters: one parameter a line when they do not fit, trailing comma. */
function parameterList(p: Printer, parameters: ts.NodeArray<ts.ParameterDeclaration>): Doc {
  if (parameters.length === 0) return p.hasComments(parameters) ? unsupported('comment in parameters') : '()';
  if (p.hasBlankLine(parameters.pos, parameters.end)) unsupported('blank line between parameters');
  const printed = parameters.map((parameter) => {
    if (parameter.dotDotDotToken || parameter.initializer || !ts.isIdentifier(parameter.name) || !parameter.type || ts.getModifiers(parameter)?.length) unsupported('parameter form');
    return [(parameter.name as ts.Identifier).text, parameter.questionToken ? '?' : '', ': ', printType(p, parameter.type!)];
  });
  const only = parameters[0]!;
  if (parameters.length === 1 && isObjectType(only.type!)) return ['(', ...printed, ')'];
  return ['(', indent([softline, join([',', line], printed)]), ifBreak(','), softline, ')'];
}

function functionDeclaration(p: Printer, node: ts.FunctionDeclaration): Doc {
  if (node.typeParameters || node.asteriskToken || !node.name || !node.body || !node.type) return unsupported('function form');
  const modifiers = ts.getModifiers(node) ?? [];
  if (modifiers.some((modifier) => modifier.kind === K.AsyncKeyword)) unsupported('async function');
  const parameters = parameterList(p, node.parameters);
  const returnType: Doc = [': ', printType(p, node.type)];
  if (shouldHugType(node.type) && isObjectType(node.type)) unsupported('object return type');
  return [exported(node), 'function ', node.name.text, group([parameters, returnType]), ' ', block(p, node.body)];
}

function block(p: Printer, body: ts.Block): Doc {
  if (body.statements.length === 0) return p.hasComments(body) ? unsupported('comment in empty block') : '{}';
  return ['{', indent([hardline, p.statementSequence(body.statements)]), hardline, '}'];
}

/** prettier's printReturnOrThrowArgument: a binary argument gets parentheses once it breaks. */
function returnStatement(p: Printer, node: ts.ReturnStatement): Doc {
  const argument = node.expression;
  if (!argument) return 'return;';
  if (ts.isBinaryExpression(argument)) {
    return ['return ', group([ifBreak('('), indent([softline, group(binaryParts(p, argument))]), softline, ifBreak(')')]), ';'];
  }
  return unsupported('return of a non-binary expression');
}
