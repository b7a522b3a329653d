import { allowsAnonymous, satisfies } from '../tree/security.ts';
import type { SecurityRequirement } from '../tree/types.ts';
import { operationPlace } from './places.ts';
import type { RuleId } from './registry.ts';
import type { RuleFamily } from './types.ts';

/** What the operation's security (its own, else the document's) asks of callers. */
export const securityRules: RuleFamily = {
  name: 'security',
  checkTree(tree, _context, report) {
    const { common } = tree.operations;
    for (let index = 0; index < common.length; index++) {
      const operation = common[index]!;
      if (!operation.security) continue;
      const { from, to } = operation.security;
      report(judge(from, to), operationPlace(operation.new, false), { from: from.map(showRequirement), to: to.map(showRequirement) });
    }
  },
};

const showRequirement = (requirement: SecurityRequirement) =>
  Object.entries(requirement)
    .map(([scheme, scopes]) => (scopes.length > 0 ? `${scheme}[${scopes.join(' ')}]` : scheme))
    .join(' + ') || 'anonymous';

/**
 * A caller holds credentials for one of the old alternatives: the change breaks it when no new
 * alternative is met by those credentials.
 */
function judge(from: SecurityRequirement[], to: SecurityRequirement[]): RuleId {
  if (allowsAnonymous(from)) return allowsAnonymous(to) ? 'security-relaxed' : 'security-added';
  if (allowsAnonymous(to)) return 'security-removed';
  const stranded = from.filter((held) => !to.some((needed) => satisfies(held, needed)));
  if (stranded.length === 0) return 'security-relaxed';
  const sameSchemes = stranded.every((held) => to.some((needed) => Object.keys(needed).every((scheme) => Object.hasOwn(held, scheme))));
  return sameSchemes ? 'security-scope-added' : 'security-changed';
}
