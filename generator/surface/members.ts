import ts from 'typescript';

/** One line of the surface: a stable key (what is exported or which member) and its signature. */
export interface SurfaceEntry {
  key: string;
  signature: string;
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/** A type as written, comments dropped and whitespace collapsed: one line, independent of formatting. */
export function typeText(node: ts.Node): string {
  return printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()).replace(/\s+/g, ' ').trim();
}

/** `Owner.name` for identifiers, `Owner["/v2/incidents"]` for anything else. */
export function memberKey(owner: string, name: ts.PropertyName | undefined, sourceFile: ts.SourceFile): string {
  if (name === undefined) return `${owner}()`;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return `${owner}.${name.text}`;
  if (ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) {
    return /^[A-Za-z_$][\w$]*$/.test(name.text) ? `${owner}.${name.text}` : `${owner}[${JSON.stringify(name.text)}]`;
  }
  return `${owner}[${name.getText(sourceFile)}]`;
}

/**
 * Walks the members of an interface or type literal as written: a member whose type is itself a
 * type literal becomes its own line (marking presence and optionality) and is walked in turn, so
 * a removed nested property shows as a removed key rather than a changed wall of text.
 */
export function literalMembers(owner: string, members: ts.NodeArray<ts.TypeElement>, out: SurfaceEntry[]): void {
  for (const member of members) {
    const sourceFile = member.getSourceFile();
    const readonly = ts.canHaveModifiers(member) && ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword) ? 'readonly' : '';
    if (ts.isPropertySignature(member)) {
      const key = memberKey(owner, member.name, sourceFile);
      const optional = member.questionToken ? '?' : '';
      if (member.type && ts.isTypeLiteralNode(member.type)) {
        out.push({ key, signature: `${readonly}${optional}: {}` });
        literalMembers(key, member.type.members, out);
      } else {
        out.push({ key, signature: `${readonly}${optional}: ${member.type ? typeText(member.type) : 'any'}` });
      }
    } else if (ts.isIndexSignatureDeclaration(member)) {
      const parameter = member.parameters[0];
      out.push({ key: `${owner}[${parameter?.type ? typeText(parameter.type) : '?'}]`, signature: `${readonly}: ${typeText(member.type)}` });
    } else if (ts.isMethodSignature(member)) {
      out.push({ key: `${memberKey(owner, member.name, sourceFile)}()`, signature: signatureText(member) });
    } else if (ts.isCallSignatureDeclaration(member) || ts.isConstructSignatureDeclaration(member)) {
      out.push({ key: `${owner}${ts.isConstructSignatureDeclaration(member) ? ' new' : ''}()`, signature: signatureText(member) });
    }
  }
}

function signatureText(node: ts.SignatureDeclarationBase): string {
  const typeParameters = node.typeParameters ? `<${node.typeParameters.map(typeText).join(', ')}>` : '';
  const parameters = node.parameters.map(typeText).join(', ');
  return `${typeParameters}(${parameters}) => ${node.type ? typeText(node.type) : 'void'}`;
}
