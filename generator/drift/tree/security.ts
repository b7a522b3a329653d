import type { Change, OperationInput, SecurityRequirement } from './types.ts';

/** An operation's security: its own `security` when it has one, else the document's. */
function effectiveSecurity({ operation, document }: OperationInput): SecurityRequirement[] {
  const declared = Array.isArray(operation.security) ? operation.security : (document as { security?: unknown }).security;
  if (!Array.isArray(declared)) return [];
  return declared
    .filter((requirement): requirement is Record<string, unknown> => typeof requirement === 'object' && requirement !== null)
    .map((requirement) => Object.fromEntries(Object.entries(requirement).map(([scheme, scopes]) => [scheme, Array.isArray(scopes) ? scopes.map(String).sort() : []])));
}

/** Order-free form: alternatives sorted, schemes sorted within each, scopes already sorted. */
const canonical = (requirements: SecurityRequirement[]) =>
  JSON.stringify(requirements.map((requirement) => JSON.stringify(Object.entries(requirement).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))).sort());

export function diffSecurity(before: OperationInput, after: OperationInput): Change<SecurityRequirement[]> | undefined {
  const from = effectiveSecurity(before);
  const to = effectiveSecurity(after);
  return canonical(from) === canonical(to) ? undefined : { from, to };
}

/** No requirement, or an empty one among the alternatives: a caller without credentials is let in. */
export const allowsAnonymous = (requirements: SecurityRequirement[]) => requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0);

/** Whether credentials meeting `held` meet `needed` too: every scheme it names, with every scope. */
export const satisfies = (held: SecurityRequirement, needed: SecurityRequirement) =>
  Object.entries(needed).every(([scheme, scopes]) => Object.hasOwn(held, scheme) && scopes.every((scope) => held[scheme]!.includes(scope)));
