import { DEFAULTS } from '../context.ts';
import { InputError } from './errors.ts';
import { cleanDocumentOutline } from './outline.ts';
import { checkRefDepth } from './ref-depth.ts';
import { eachOperation, operationIdOf, type OpenApiDocument } from './document.ts';
import { abbreviate, childRole, decodesAsUri, escapeToken, rememberResolvedRefs, resolvePointer, type NodeRole } from './refs.ts';

/**
 * Checks that parsed JSON is an OpenAPI 3.0 document this project can work from.
 * Circular `$ref`s are normal; dangling ones and duplicate operationIds among `paths` are not.
 * (Events in `x-webhooks` may share operationIds: the real documents do.)
 */
export function validateDocument(value: unknown, origin: string): OpenApiDocument {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InputError(origin, 'not an OpenAPI document (top level is not a JSON object)');
  }
  const document = value as Record<string, unknown>;
  if (typeof document.swagger === 'string') {
    throw new InputError(origin, `Swagger ${document.swagger} is not supported; convert it to OpenAPI 3.0 first`);
  }
  if (typeof document.openapi !== 'string') throw new InputError(origin, 'not an OpenAPI document (no "openapi" version field)');
  if (!/^3\.0\.\d+$/.test(document.openapi) && !/^3\.1\.\d+$/.test(document.openapi)) {
    throw new InputError(origin, `OpenAPI ${document.openapi} is not supported; expected 3.0.x or 3.1.x`);
  }
  if (document.paths !== undefined && (typeof document.paths !== 'object' || document.paths === null || Array.isArray(document.paths))) {
    throw new InputError(origin, '"paths" is not an object');
  }
  // 3.0 requires `paths` (it may be empty); 3.1 asks for paths, webhooks or components.
  if (document.paths === undefined && !/^3\.1\./.test(document.openapi)) {
    throw new InputError(origin, 'the document has no paths (OpenAPI 3.0 requires them)');
  }
  if (document.paths === undefined && !hasEntries(document.webhooks) && !hasEntries(document.components)) {
    throw new InputError(origin, 'the document has no paths, webhooks or components (OpenAPI 3.1 requires one)');
  }
  // Every later step reads `paths` as a map: a webhooks-only document gets an empty one.
  const spec = (document.paths === undefined ? { ...document, paths: {} } : document) as OpenApiDocument;
  checkOperationIds(spec, origin);
  const clean = cleanDocumentOutline(spec);
  const refs = clean ? clean.refs : checkRefsAndNesting(spec, origin);
  checkRefDepth(spec, refs, origin, clean?.outline);
  rememberResolvedRefs(spec, refs);
  return spec;
}

const hasEntries = (map: unknown) => typeof map === 'object' && map !== null && Object.keys(map).length > 0;

function checkOperationIds(spec: OpenApiDocument, origin: string): void {
  const seen = new Map<string, string>();
  for (const { path, method, operation } of eachOperation(spec.paths)) {
    const where = `${method.toUpperCase()} ${path}`;
    if (operation.operationId !== undefined && typeof operation.operationId !== 'string') {
      throw new InputError(`${origin} ${where}`, 'operationId is not a string');
    }
    const operationId = operationIdOf(method, path, operation);
    const earlier = seen.get(operationId);
    if (earlier) {
      throw new InputError(`${origin} ${where}`, `duplicate operationId "${operationId}" (also on ${earlier})`);
    }
    seen.set(operationId, where);
  }
}

/**
 * Walks the whole document once, without recursion: every local `$ref` outside data values must
 * point at something, nothing (data included) may nest deeper than DEFAULTS.maxSpecNesting, so
 * that no later walk runs out of stack, and no name may hold a `%` (see below). A node's pointer is
 * spelled out only for a message (its parent and key are kept), and each distinct `$ref` is
 * checked once: a 4 MB document has 100,000 nodes and thousands of refs to a few hundred targets.
 * Returns those refs with their targets, for the depth check through them (ref-depth.ts).
 */
function checkRefsAndNesting(spec: OpenApiDocument, origin: string): ReadonlyMap<string, unknown> {
  const limit = DEFAULTS.maxSpecNesting;
  // `data`: example values, value keywords and extensions, walked for their depth alone.
  type Role = NodeRole | 'data';
  interface Visit {
    node: unknown;
    parent?: Visit;
    /** The key (or index) under the parent; undefined for the root. */
    token?: string | number;
    depth: number;
    role: Role;
  }
  const pointerOf = (visit: Visit): string => {
    const tokens: string[] = [];
    for (let at: Visit | undefined = visit; at?.token !== undefined; at = at.parent) tokens.push(typeof at.token === 'number' ? String(at.token) : escapeToken(at.token));
    return ['#', ...tokens.reverse()].join('/');
  };
  const checkedRefs = new Map<string, unknown>();
  const stack: Visit[] = [{ node: spec, depth: 0, role: 'keywords' }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { node, depth, role } = visit;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > limit) throw new InputError(`${origin} ${abbreviate(pointerOf(visit))}`, `nested more than ${limit} levels deep`);
    if (Array.isArray(node)) {
      node.forEach((child, index) => stack.push({ node: child, parent: visit, token: index, depth: depth + 1, role: role === 'data' ? 'data' : 'keywords' }));
      continue;
    }
    const ref = role === 'data' ? undefined : (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && !checkedRefs.has(ref)) {
      if (!ref.startsWith('#')) throw new InputError(`${origin} ${abbreviate(pointerOf(visit))}`, `$ref "${ref}" points into another file (${JSON.stringify(ref.split('#')[0])}); bundle the description into one file first`);
      if (!decodesAsUri(ref)) throw new InputError(`${origin} ${pointerOf(visit)}`, `$ref "${ref}" is not a URI fragment: write % as %25`);
      const target = resolvePointer(spec, ref);
      if (target === undefined) throw new InputError(`${origin} ${pointerOf(visit)}`, `dangling $ref "${ref}"`);
      checkedRefs.set(ref, target);
    }
    const parentKey = typeof visit.token === 'string' ? visit.token : undefined;
    for (const key in node) {
      if (!Object.hasOwn(node, key)) continue;
      const child = (node as Record<string, unknown>)[key];
      const childNodeRole: Role = role === 'data' ? 'data' : (childRole(role, parentKey, key, child) ?? 'data');
      // openapi-typescript URI-decodes the names it makes pointers of, some twice: any `%` breaks it.
      if (childNodeRole !== 'data' && key.includes('%')) throw new InputError(`${origin} ${abbreviate(pointerOf(visit))}`, `the name "${key}" holds a %, which openapi-typescript cannot convert`);
      if (typeof child === 'object' && child !== null) stack.push({ node: child, parent: visit, token: key, depth: depth + 1, role: childNodeRole });
    }
  }
  return checkedRefs;
}
