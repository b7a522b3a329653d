/**
 * Which observed findings the new document explains: a change at the same operation and location
 * under a rule that accounts for what was seen (a property missing is explained by its removal or
 * by its becoming optional; a type by its change or narrowing). Ignored changes explain too: the
 * document still says it.
 */
import type { DriftChange, DriftReport } from '../report.ts';
import type { ObservedFinding } from './parse.ts';

export interface ObservedEntry extends ObservedFinding {
  /** The rule id of the change that explains it, or null when the new document does not. */
  explainedBy: string | null;
}

const EXPLAINING_RULES: Readonly<Record<string, readonly string[]>> = {
  'response-property-removed': [
    'response-property-removed',
    'response-property-became-optional',
    // A removal judged by the lifecycle the property declared is still its removal (rules/lifecycle.ts).
    'property-removed-before-sunset',
    'property-removed-after-sunset',
    'property-removed-before-deprecation-window',
    'property-removed-after-deprecation-window',
    'stable-removed-without-deprecation',
  ],
  'response-property-type-changed': ['response-property-type-changed', 'response-property-type-specialized'],
};

/** A webhook finding names its event; drift keys an event by where it is declared (`/x-webhooks/<event>`). */
const sameOperation = (change: DriftChange, operation: string) =>
  change.operation === operation || (change.operation?.startsWith('/') === true && change.operation.slice(change.operation.lastIndexOf('/') + 1) === operation);

export function matchObserved(report: DriftReport, observed: readonly ObservedFinding[]): ObservedEntry[] {
  const changes = [...report.changes, ...report.ignored];
  return observed
    .map((finding) => {
      const rules = EXPLAINING_RULES[finding.rule] ?? [finding.rule];
      const change = changes.find((candidate) => candidate.location === finding.location && rules.includes(candidate.id) && sameOperation(candidate, finding.operation));
      return { ...finding, explainedBy: change?.id ?? null };
    })
    .sort((a, b) => Number(a.explainedBy !== null) - Number(b.explainedBy !== null) || compare(a.operation, b.operation) || compare(a.location, b.location) || compare(a.rule, b.rule));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
