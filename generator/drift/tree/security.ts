import type { Change, OperationInput, SecurityRequirement } from './types.ts';

interface Security {
  requirements: SecurityRequirement[];
  /** Order-free form: alternatives sorted, schemes sorted within each, scopes sorted. */
  key: string;
}

/** A document's own `security`, read once per document: every operation without its own shares it, pair after pair. */
const documentSecurity = new WeakMap<object, Security>();

/** An operation's security: its own `security` when it has one, else the document's. */
function effectiveSecurity({ operation, document }: OperationInput): Security {
  if (Array.isArray(operation.security)) return securityOf(operation.security);
  if (typeof document !== 'object' || document === null) return securityOf(undefined);
  let security = documentSecurity.get(document);
  if (!security) documentSecurity.set(document, (security = securityOf((document as { security?: unknown }).security)));
  return security;
}

function securityOf(declared: unknown): Security {
  const requirements = !Array.isArray(declared)
    ? []
    : declared
        .filter((requirement): requirement is Record<string, unknown> => typeof requirement === 'object' && requirement !== null)
        .map((requirement) => Object.fromEntries(Object.entries(requirement).map(([scheme, scopes]) => [scheme, Array.isArray(scopes) ? scopes.map(String).sort() : []])));
  return { requirements, key: canonical(requirements) };
}

/** Order-free form: alternatives sorted, schemes sorted within each, scopes already sorted. */
const canonical = (requirements: SecurityRequirement[]) =>
  JSON.stringify(requirements.map((requirement) => JSON.stringify(Object.entries(requirement).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))).sort());

export function diffSecurity(before: OperationInput, after: OperationInput): Change<SecurityRequirement[]> | undefined {
  const from = effectiveSecurity(before);
  const to = effectiveSecurity(after);
  return from.key === to.key ? undefined : { from: from.requirements, to: to.requirements };
}

/** No requirement, or an empty one among the alternatives: a caller without credentials is let in. */
export const allowsAnonymous = (requirements: SecurityRequirement[]) => requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0);

/** Whether credentials meeting `held` meet `needed` too: every scheme it names, with every scope. */
export const satisfies = (held: SecurityRequirement, needed: SecurityRequirement) =>
  Object.entries(needed).every(([scheme, scopes]) => Object.hasOwn(held, scheme) && scopes.every((scope) => held[scheme]!.includes(scope)));
