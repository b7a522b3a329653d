/**
 * Every rule the drift checker applies, once: stable id, default level, the direction it judges,
 * and one line for `drift --list-rules`. The logic lives in the family files beside this one and
 * the wording in ../messages.ts. Levels follow the reference's versioning policy: additions, new
 * enum values, reordering and identifier-format changes are compatible (info); removals, new
 * required inputs, type changes, narrowed request constraints and weakened response guarantees
 * break a client that followed the old contract (error); warning is for "may break".
 */
export type Level = 'error' | 'warning' | 'info';
export type Direction = 'request' | 'response' | 'both';

export interface RuleInfo {
  id: string;
  level: Level;
  direction: Direction;
  family: string;
  description: string;
}

export const RULES = [
  // operations.ts
  { id: 'operation-added', level: 'info', direction: 'both', family: 'operations', description: 'a new operation' },
  { id: 'operation-removed-without-deprecation', level: 'error', direction: 'both', family: 'operations', description: 'an operation removed without first being deprecated' },
  { id: 'operation-removed-before-deprecation-window', level: 'error', direction: 'both', family: 'operations', description: 'a deprecated operation removed before the deprecation window (3 months) ran out' },
  { id: 'operation-removed-deprecated', level: 'warning', direction: 'both', family: 'operations', description: 'a deprecated operation removed; how long it was deprecated is unknown (no history given)' },
  { id: 'operation-removed-after-deprecation-window', level: 'info', direction: 'both', family: 'operations', description: 'a deprecated operation removed after the deprecation window' },
  { id: 'operation-id-changed', level: 'warning', direction: 'both', family: 'operations', description: 'an operation kept its method and path but changed operationId: generated names change' },
  // deprecation.ts
  { id: 'operation-deprecated', level: 'info', direction: 'both', family: 'deprecation', description: 'an operation newly deprecated (with its successor when known)' },
  { id: 'operation-undeprecated', level: 'info', direction: 'both', family: 'deprecation', description: 'an operation no longer deprecated' },
  { id: 'parameter-deprecated', level: 'info', direction: 'request', family: 'deprecation', description: 'a parameter newly deprecated' },
  { id: 'property-deprecated', level: 'info', direction: 'both', family: 'deprecation', description: 'a schema property newly deprecated' },
  // request-params.ts
  { id: 'request-parameter-added-required', level: 'error', direction: 'request', family: 'request-params', description: 'a new required parameter' },
  { id: 'request-parameter-added-optional', level: 'info', direction: 'request', family: 'request-params', description: 'a new optional parameter' },
  { id: 'request-parameter-removed', level: 'warning', direction: 'request', family: 'request-params', description: 'a parameter removed: clients still sending it may be rejected or ignored' },
  { id: 'request-parameter-became-required', level: 'error', direction: 'request', family: 'request-params', description: 'an optional parameter became required' },
  { id: 'request-parameter-became-optional', level: 'info', direction: 'request', family: 'request-params', description: 'a required parameter became optional' },
  { id: 'request-parameter-type-changed', level: 'error', direction: 'request', family: 'request-params', description: "a parameter's type changed" },
  { id: 'request-parameter-constraint-narrowed', level: 'error', direction: 'request', family: 'request-params', description: 'a parameter accepts fewer values (max lowered, min raised, pattern added or changed)' },
  { id: 'request-parameter-constraint-widened', level: 'info', direction: 'request', family: 'request-params', description: 'a parameter accepts more values' },
  // request-body.ts
  { id: 'request-body-added-required', level: 'error', direction: 'request', family: 'request-body', description: 'an operation now requires a request body it did not take' },
  { id: 'request-body-became-required', level: 'error', direction: 'request', family: 'request-body', description: 'an optional request body became required' },
  { id: 'request-body-became-optional', level: 'info', direction: 'request', family: 'request-body', description: 'a request body became optional or was added as optional' },
  { id: 'request-body-removed', level: 'warning', direction: 'request', family: 'request-body', description: 'an operation no longer takes a request body' },
  { id: 'request-media-type-removed', level: 'error', direction: 'request', family: 'request-body', description: 'a request media type no longer accepted' },
  { id: 'request-property-added-required', level: 'error', direction: 'request', family: 'request-body', description: 'a new required request property' },
  { id: 'request-property-added-optional', level: 'info', direction: 'request', family: 'request-body', description: 'a new optional request property' },
  { id: 'request-property-removed', level: 'warning', direction: 'request', family: 'request-body', description: 'a request property removed: clients still sending it may be rejected or ignored' },
  { id: 'request-property-became-required', level: 'error', direction: 'request', family: 'request-body', description: 'an optional request property became required' },
  { id: 'request-property-became-optional', level: 'info', direction: 'request', family: 'request-body', description: 'a required request property became optional' },
  { id: 'request-property-type-changed', level: 'error', direction: 'request', family: 'request-body', description: "a request property's type changed" },
  { id: 'request-property-became-non-nullable', level: 'error', direction: 'request', family: 'request-body', description: 'a request property no longer accepts null' },
  { id: 'request-property-constraint-narrowed', level: 'error', direction: 'request', family: 'request-body', description: 'a request property accepts fewer values (max lowered, min raised, pattern added or changed)' },
  { id: 'request-property-constraint-widened', level: 'info', direction: 'request', family: 'request-body', description: 'a request property accepts more values' },
  // response-body.ts (webhook and audit-log payloads are responses too)
  { id: 'response-success-removed', level: 'error', direction: 'response', family: 'response-body', description: 'a success (2xx) response removed' },
  { id: 'response-success-added', level: 'info', direction: 'response', family: 'response-body', description: 'a new success (2xx) response' },
  { id: 'response-media-type-removed', level: 'error', direction: 'response', family: 'response-body', description: 'a response media type no longer returned' },
  { id: 'response-property-removed', level: 'error', direction: 'response', family: 'response-body', description: 'a response or event payload property removed' },
  { id: 'response-property-added', level: 'info', direction: 'response', family: 'response-body', description: 'a new response or event payload property' },
  { id: 'response-property-became-optional', level: 'error', direction: 'response', family: 'response-body', description: 'a response property that was always present became optional' },
  { id: 'response-property-became-required', level: 'info', direction: 'response', family: 'response-body', description: 'a response property became always present' },
  { id: 'response-property-became-nullable', level: 'error', direction: 'response', family: 'response-body', description: 'a response property may now be null' },
  { id: 'response-property-type-changed', level: 'error', direction: 'response', family: 'response-body', description: "a response property's type changed" },
  { id: 'response-property-constraint-changed', level: 'info', direction: 'response', family: 'response-body', description: "a response property's documented bounds changed" },
  // enums.ts
  { id: 'request-enum-value-removed', level: 'error', direction: 'request', family: 'enums', description: 'a value no longer accepted by a request enum' },
  { id: 'request-enum-value-added', level: 'info', direction: 'request', family: 'enums', description: 'a new value accepted by a request enum' },
  { id: 'response-enum-value-added', level: 'info', direction: 'response', family: 'enums', description: 'a new value a response enum may return (compatible by policy: handle unknown values)' },
  { id: 'response-enum-value-removed', level: 'info', direction: 'response', family: 'enums', description: 'a value a response enum no longer returns' },
  // formats.ts
  { id: 'format-changed', level: 'info', direction: 'both', family: 'formats', description: "a string's format changed with its type kept (identifier formats may change by policy)" },
  // events.ts
  { id: 'event-added', level: 'info', direction: 'response', family: 'events', description: 'a new webhook or audit-log event' },
  { id: 'event-removed', level: 'error', direction: 'response', family: 'events', description: 'a webhook or audit-log event removed' },
] as const satisfies readonly RuleInfo[];

export type RuleId = (typeof RULES)[number]['id'];

const BY_ID: ReadonlyMap<string, RuleInfo> = new Map(RULES.map((rule) => [rule.id, rule]));

export const ruleInfo = (id: RuleId): RuleInfo => BY_ID.get(id)!;

export const isRuleId = (id: string): id is RuleId => BY_ID.has(id);
