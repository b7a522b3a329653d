/**
 * The hand-written runtime as the generated package sees it: its files (copied verbatim) and, read
 * from their syntax, what `bindClient`/`bindWebhooks` return and what else the two entries export.
 * Reading the names instead of hard-coding them keeps the package entry in step with the runtime.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, posix, relative } from 'node:path';
import type * as TypeScript from 'typescript';
import { byKeys } from './order.ts';
import type { RuntimeExport, RuntimeFile, RuntimeModel } from './types.ts';

const CLIENT_ENTRY = 'client/index.ts';
const WEBHOOKS_ENTRY = 'webhooks/index.ts';
/** The contract's names, used when a binder's return type cannot be read from syntax alone. */
const CONTRACT_BINDINGS = { bindClient: ['createIncidentClient', 'paginate'], bindWebhooks: ['verifyWebhook', 'parseWebhookEvent'] };

export function readRuntimeFiles(runtimeDir: string): RuntimeFile[] {
  const files: RuntimeFile[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort(byKeys((e) => e.name))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.ts')) files.push({ path: relative(runtimeDir, full).split('\\').join('/'), text: readFileSync(full, 'utf8') });
    }
  };
  visit(runtimeDir);
  return files;
}

type RuntimeNames = Omit<RuntimeModel, 'files'>;

/**
 * The built CLI carries the names read from the runtime it ships (generator/build/toolchain.ts), so
 * a run needs no TypeScript to name things: loading it costs about a second of CPU, more than a
 * whole drift. Keyed by the files' digest, so edited runtime files are read again.
 */
declare const INCIDENT_GEN_RUNTIME_NAMES: string | undefined;

export function buildRuntimeModel(files: RuntimeFile[]): RuntimeModel {
  const digest = runtimeDigest(files);
  if (typeof INCIDENT_GEN_RUNTIME_NAMES === 'string') {
    const prebuilt = JSON.parse(INCIDENT_GEN_RUNTIME_NAMES) as { digest: string; names: RuntimeNames };
    if (prebuilt.digest === digest) return { files, ...prebuilt.names };
  }
  // Drift builds two models a comparison: the same runtime is read once a process.
  if (lastRead?.digest !== digest) lastRead = { digest, names: readRuntimeNames(files) };
  return { files, ...lastRead.names };
}

let lastRead: { digest: string; names: RuntimeNames } | undefined;

export const runtimeDigest = (files: RuntimeFile[]) => createHash('sha256').update(JSON.stringify(files)).digest('hex');

let ts: typeof TypeScript;

export function readRuntimeNames(files: RuntimeFile[]): RuntimeNames {
  ts ??= createRequire(import.meta.url)('typescript') as typeof TypeScript;
  const parsed = new LazySyntax(files);
  const clientBindings = bindingsOf(parsed.get(CLIENT_ENTRY), 'bindClient');
  const webhookBindings = bindingsOf(parsed.get(WEBHOOKS_ENTRY), 'bindWebhooks');
  const bound = new Set([...clientBindings, ...webhookBindings, 'bindClient', 'bindWebhooks']);
  const clientExports = exportsOf(parsed, CLIENT_ENTRY).filter(({ name }) => !bound.has(name));
  const taken = new Set([...bound, ...clientExports.map(({ name }) => name)]);
  const webhookExports = exportsOf(parsed, WEBHOOKS_ENTRY).filter(({ name }) => !taken.has(name));
  const bindingDocs = { ...bindingDocsOf(parsed.get(CLIENT_ENTRY), 'bindClient'), ...bindingDocsOf(parsed.get(WEBHOOKS_ENTRY), 'bindWebhooks') };
  return { clientBindings, webhookBindings, bindingDocs, clientExports, webhookExports };
}

/**
 * Each binding's JSDoc on the binder's declared return type (`BoundClient`): the entry exports
 * every binding as a const of its own carrying it, so a hover on `createIncidentClient` shows it.
 */
function bindingDocsOf(file: TypeScript.SourceFile | undefined, binder: keyof typeof CONTRACT_BINDINGS): Record<string, string> {
  const declaration = file?.statements.find((s): s is TypeScript.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === binder);
  const type = declaration?.type;
  if (!type || !ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName)) return {};
  const name = type.typeName.text;
  const local = file!.statements.find((s): s is TypeScript.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name);
  const docs: Record<string, string> = {};
  for (const member of local?.members ?? []) {
    const memberName = memberNameOf(member);
    const jsDoc = ts.getJSDocCommentsAndTags(member).filter(ts.isJSDoc).at(-1);
    if (memberName !== undefined && jsDoc) docs[memberName] = jsDocText(jsDoc.getText());
  }
  return docs;
}

/** A `/** ... *\/` comment's text, its markers and each line's leading ` * ` taken off. */
const jsDocText = (comment: string) =>
  comment
    .replace(/^\/\*\*\s?/, '')
    .replace(/\s*\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();

/** Property names of a binder's declared return type (a type literal or a local interface/alias). */
function bindingsOf(file: TypeScript.SourceFile | undefined, binder: keyof typeof CONTRACT_BINDINGS): string[] {
  const declaration = file?.statements.find((s): s is TypeScript.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === binder);
  let type = declaration?.type;
  if (type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) {
    const name = type.typeName.text;
    const local = file!.statements.find((s) => (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.name.text === name);
    type = local && ts.isTypeAliasDeclaration(local) ? local.type : undefined;
    if (local && ts.isInterfaceDeclaration(local)) return memberNames(local.members);
  }
  return type && ts.isTypeLiteralNode(type) ? memberNames(type.members) : CONTRACT_BINDINGS[binder];
}

const memberNameOf = (member: TypeScript.TypeElement) => (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : undefined);
const memberNames = (members: TypeScript.NodeArray<TypeScript.TypeElement>) => members.flatMap((member) => memberNameOf(member) ?? []);

/** Exported under its own name: `export default function named()` is the module's `default`, which `export *` and the entry never re-export as `named`. */
function exportedByName(node: TypeScript.Node): boolean {
  const kinds = ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []).map((m) => m.kind) : [];
  return kinds.includes(ts.SyntaxKind.ExportKeyword) && !kinds.includes(ts.SyntaxKind.DefaultKeyword);
}

/** A module's exports, sorted by name, following relative re-exports so type-only names are known. */
function exportsOf(files: LazySyntax, path: string, seen = new Set<string>()): RuntimeExport[] {
  const file = files.get(path);
  if (!file || seen.has(path)) return [];
  seen.add(path);
  const found = new Map<string, boolean>();
  const add = (name: string, typeOnly: boolean) => found.set(name, (found.get(name) ?? true) && typeOnly);
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      const target = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? resolveRelative(path, statement.moduleSpecifier.text) : undefined;
      const targetExports = target ? new Map(exportsOf(files, target, new Set(seen)).map((e) => [e.name, e.typeOnly])) : new Map<string, boolean>();
      if (!statement.exportClause) for (const [name, typeOnly] of targetExports) add(name, typeOnly);
      else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          const original = (element.propertyName ?? element.name).text;
          add(element.name.text, statement.isTypeOnly || element.isTypeOnly || (targetExports.get(original) ?? false));
        }
      } else add(statement.exportClause.name.text, statement.isTypeOnly);
    } else if (exportedByName(statement)) {
      if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) add(statement.name.text, true);
      else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) add(statement.name.text, false);
      else if (ts.isVariableStatement(statement)) for (const d of statement.declarationList.declarations) declaredNames(d.name).forEach((n) => add(n, false));
    }
  }
  return [...found].map(([name, typeOnly]) => ({ name, typeOnly })).sort(byKeys((e) => e.name));
}

const declaredNames = (name: TypeScript.BindingName): string[] =>
  ts.isIdentifier(name) ? [name.text] : name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : declaredNames(element.name)));

/** `./errors.js` from `client/index.ts` -> `client/errors.ts`; packages stay unresolved. */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return posix.normalize(posix.join(posix.dirname(from), specifier)).replace(/\.js$/, '.ts');
}

/** Parses a runtime file only when a re-export chain reaches it: most never need reading. */
class LazySyntax {
  private readonly parsed = new Map<string, TypeScript.SourceFile>();
  constructor(private readonly files: RuntimeFile[]) {}

  get(path: string): TypeScript.SourceFile | undefined {
    const cached = this.parsed.get(path);
    if (cached) return cached;
    const file = this.files.find((candidate) => candidate.path === path);
    if (!file) return undefined;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
    this.parsed.set(path, source);
    return source;
  }
}
