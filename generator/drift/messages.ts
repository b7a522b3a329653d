import type { RuleId } from './rules/registry.ts';

/** What a rule found, in its own terms; the wording is made from it here, apart from the logic. */
export interface MessageFacts {
  /** The field path or parameter the change is about. */
  field?: string;
  from?: unknown;
  to?: unknown;
  values?: unknown[];
  successor?: string;
  operationId?: string;
  status?: string;
  mediaType?: string;
  keyword?: string;
  /** Days an operation had been deprecated when it was removed. */
  days?: number;
  since?: string;
  /**
   * Where `since` comes from: the document's own date, the first snapshot of a deprecation the
   * history saw begin, or the first snapshot that had the operation at all, already deprecated (so
   * `since` and `days` are only lower bounds: the age is unknown).
   */
  sinceFrom?: 'document' | 'snapshots' | 'first-seen-deprecated';
  window?: number;
  /** An operationId change that leaves the generated type name as it was. */
  sameTypeName?: boolean;
  /** A sunset date, as the document wrote it. */
  sunset?: string;
  /** Renamed path parameters, `id -> api_key_id`. */
  renames?: string[];
  header?: string;
  /** oneOf/anyOf options: `oneOf CatV2`. */
  options?: string[];
  /** Options one payload is valid for at once, with the properties such a payload has (a choice's overlaps). */
  overlaps?: Array<{ options: string[]; properties: string[] }>;
  /** Properties of the smallest old payload no option of a choice takes. */
  uncovered?: string[];
  /** Property names the change is about. */
  properties?: string[];
}

const show = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));
const list = (values: unknown[] | undefined) => (values ?? []).map(show).join(', ');
/** Names as written, unquoted: `oneOf CatV2, oneOf DogV2`. */
const names = (values: string[] | undefined) => (values ?? []).join(', ');
const successor = (facts: MessageFacts) => (facts.successor ? `; use ${facts.successor} instead` : '; no successor named');
/** Where a deprecation's start date comes from, in words: facts only, a lower bound said to be one. */
const sinceWords = (f: MessageFacts) => {
  if (f.sinceFrom === 'first-seen-deprecated') return `already deprecated in the first snapshot that has it (${f.since})`;
  return f.sinceFrom === 'document' ? `deprecated since ${f.since}, as the document states` : `deprecated since ${f.since}, by the snapshot history`;
};
/** `one with a, b`, or `one with no properties`: an example payload. */
const payload = (properties: string[]) => (properties.length === 0 ? 'one with no properties' : `one with ${properties.join(', ')}`);
/** The payloads a choice rejects that its plain predecessor took. */
const rejected = (f: MessageFacts) =>
  [
    ...(f.overlaps ?? []).map((overlap) => `a payload valid for both ${overlap.options.join(' and ')} (oneOf takes exactly one; e.g. ${payload(overlap.properties)})`),
    ...(f.uncovered ? [`a payload valid for none of them (e.g. ${payload(f.uncovered)}, valid before)`] : []),
  ].join('; ');
const constraint = (f: MessageFacts) => `${f.field}: ${f.keyword} ${show(f.from)} -> ${show(f.to)}`;

/** A JSON Schema keyword's sub-schema on one side: true is a schema, false the schema `false`, undefined none. */
const keywordSide = (f: MessageFacts, value: unknown) =>
  VALUE_KEYWORDS.has(f.keyword ?? '') ? show(value) : value === true ? 'a schema' : value === false ? 'false (nothing passes)' : 'none';
/** `tags.(contains): added`, `tags.(minContains): 1 -> 2`, `(prefixItems[1]): replaced by another schema`. */
const keywordChange = (f: MessageFacts) => {
  if (f.from === undefined) return `${f.field}: ${keywordSide(f, f.to)} added`;
  if (f.to === undefined) return `${f.field}: ${keywordSide(f, f.from)} removed`;
  if (f.from === true && f.to === true) return `${f.field}: replaced by another schema`;
  return `${f.field}: ${keywordSide(f, f.from)} -> ${keywordSide(f, f.to)}`;
};
/** Keywords whose value is data (counts, names, media types), not a sub-schema. */
const VALUE_KEYWORDS = new Set(['minContains', 'maxContains', 'dependentRequired', 'contentMediaType', 'contentEncoding']);

export const MESSAGES: Record<RuleId, (facts: MessageFacts) => string> = {
  'request-became-choice': (f) => `${f.field}: now ${names(f.options)}; rejects ${rejected(f)}`,
  'response-became-choice': (f) => `${f.field}: now ${names(f.options)}; ${list(f.properties)} not on every option: typed code must narrow the union to read them`,
  'request-const-changed': (f) => `${f.field}: request must now send ${show(f.to)}, not ${show(f.from)} (const)`,
  'response-const-changed': (f) => `${f.field}: response now returns ${show(f.to)}, not ${show(f.from)} (const)`,
  'operation-added': (f) => `operation added (${f.operationId})`,
  'operation-removed-without-deprecation': (f) => `operation removed without deprecation (${f.operationId})`,
  'operation-removed-before-deprecation-window': (f) =>
    `operation removed ${f.days} days after its deprecation (${sinceWords(f)}), before the ${f.window}-day window ran out (${f.operationId})`,
  'operation-removed-deprecated': (f) =>
    f.sinceFrom === 'first-seen-deprecated'
      ? `deprecated operation removed; ${sinceWords(f)}; age unknown${f.days ? ` (at least ${f.days} days)` : ''}, so the ${f.window}-day window cannot be judged (${f.operationId})`
      : `deprecated operation removed; deprecated for an unknown time, pass the snapshot history to check the window (${f.operationId})`,
  'operation-removed-after-deprecation-window': (f) =>
    `deprecated operation removed after ${f.sinceFrom === 'first-seen-deprecated' ? 'at least ' : ''}${f.days} days (${sinceWords(f)}) (${f.operationId})`,
  'operation-id-changed': (f) =>
    `operationId changed from ${show(f.from)} to ${show(f.to)}${f.sameTypeName ? ' (generated type names unchanged; tables keyed by operationId change)' : ''}`,
  'operation-id-added': (f) => `operationId ${show(f.operationId)} added: generated names change from ${f.from} to ${f.to}`,
  'operation-deprecated': (f) => `operation deprecated (${f.operationId})${successor(f)}`,
  'operation-undeprecated': (f) => `operation no longer deprecated (${f.operationId})`,
  'parameter-deprecated': (f) => `${f.field}: parameter deprecated${successor(f)}`,
  'property-deprecated': (f) => `${f.field}: property deprecated${successor(f)}`,
  'request-parameter-added-required': (f) => `${f.field}: new required parameter`,
  'request-parameter-added-optional': (f) => `${f.field}: new optional parameter`,
  'request-parameter-removed': (f) => `${f.field}: parameter removed`,
  'request-parameter-became-required': (f) => `${f.field}: parameter became required`,
  'request-parameter-became-optional': (f) => `${f.field}: parameter became optional`,
  'request-parameter-type-changed': (f) => `${f.field}: parameter type changed from ${show(f.from)} to ${show(f.to)}`,
  'request-parameter-constraint-narrowed': (f) => `${constraint(f)} (accepts fewer values)`,
  'request-parameter-constraint-widened': (f) => `${constraint(f)} (accepts more values)`,
  'request-body-added-required': () => 'a required request body was added',
  'request-body-became-required': () => 'the request body became required',
  'request-body-became-optional': () => 'the request body became optional',
  'request-body-removed': () => 'the request body was removed',
  'request-media-type-removed': (f) => `request media type ${f.mediaType} no longer accepted`,
  'request-property-added-required': (f) => `${f.field}: new required request property`,
  'request-property-added-optional': (f) => `${f.field}: new optional request property`,
  'request-property-removed': (f) => `${f.field}: request property removed`,
  'request-property-became-required': (f) => `${f.field}: request property became required`,
  'request-property-became-optional': (f) => `${f.field}: request property became optional`,
  'request-property-type-changed': (f) => `${f.field}: request type changed from ${show(f.from)} to ${show(f.to)}`,
  'request-property-became-non-nullable': (f) => `${f.field}: request property no longer accepts null`,
  'request-property-constraint-narrowed': (f) => `${constraint(f)} (accepts fewer values)`,
  'request-property-constraint-widened': (f) => `${constraint(f)} (accepts more values)`,
  'response-success-removed': (f) => `success response ${f.status} removed`,
  'response-success-added': (f) => `success response ${f.status} added`,
  'response-media-type-removed': (f) => `response ${f.status}: media type ${f.mediaType} no longer returned`,
  'response-property-removed': (f) => `${f.field}: removed from the response`,
  'response-property-added': (f) => `${f.field}: added to the response`,
  'response-property-became-optional': (f) => `${f.field}: no longer always present in the response`,
  'response-property-became-required': (f) => `${f.field}: now always present in the response`,
  'response-property-became-nullable': (f) => `${f.field}: may now be null in the response`,
  'response-property-type-changed': (f) => `${f.field}: response type changed from ${show(f.from)} to ${show(f.to)}`,
  'response-property-constraint-changed': (f) => constraint(f),
  'request-enum-value-removed': (f) => `${f.field}: request enum no longer accepts ${list(f.values)}`,
  'request-enum-value-added': (f) => `${f.field}: request enum accepts ${list(f.values)}`,
  'response-enum-value-added': (f) => `${f.field}: response enum may return ${list(f.values)}`,
  'response-enum-value-removed': (f) => `${f.field}: response enum no longer returns ${list(f.values)}`,
  'format-changed': (f) => `${f.field}: format changed from ${show(f.from)} to ${show(f.to)}`,
  'operation-removed-before-sunset': (f) => `operation removed before its announced sunset date ${f.sunset} (${f.operationId})`,
  'operation-removed-after-sunset': (f) => `operation removed after its announced sunset date ${f.sunset} (${f.operationId})`,
  'path-parameter-renamed': (f) => `path parameter renamed (${names(f.renames)}): path key ${show(f.from)} is now ${show(f.to)}, params.path names change`,
  'request-parameter-type-generalized': (f) => `${f.field}: parameter type widened from ${show(f.from)} to ${show(f.to)}`,
  'request-parameter-became-non-nullable': (f) => `${f.field}: parameter no longer accepts null`,
  'request-parameter-default-changed': (f) => `${f.field}: default changed from ${show(f.from)} to ${show(f.to)}`,
  'request-parameter-style-changed': (f) => `${f.field}: serialisation ${f.keyword} changed from ${show(f.from)} to ${show(f.to)}`,
  'request-property-type-generalized': (f) => `${f.field}: request type widened from ${show(f.from)} to ${show(f.to)}`,
  'request-property-default-changed': (f) => `${f.field}: default changed from ${show(f.from)} to ${show(f.to)}`,
  'request-property-became-read-only': (f) => `${f.field}: became readOnly; the server ignores what a request sends`,
  'request-additional-properties-forbidden': (f) => `${f.field}: undeclared keys are now rejected (additionalProperties: false)`,
  'request-additional-properties-allowed': (f) => `${f.field}: undeclared keys are accepted again`,
  'request-option-removed': (f) => `${f.field}: request no longer accepts ${names(f.options)}`,
  'request-option-added': (f) => `${f.field}: request also accepts ${names(f.options)}`,
  'request-discriminator-changed': (f) => `${f.field}: discriminator ${f.keyword} changed from ${show(f.from)} to ${show(f.to)}`,
  'response-non-success-added': (f) => `response ${f.status} documented`,
  'response-non-success-removed': (f) => `response ${f.status} no longer documented`,
  'response-required-header-removed': (f) => `response ${f.status}: required header ${f.header} removed`,
  'response-optional-header-removed': (f) => `response ${f.status}: optional header ${f.header} removed`,
  'response-header-added': (f) => `response ${f.status}: header ${f.header} added`,
  'response-header-became-optional': (f) => `response ${f.status}: header ${f.header} no longer always sent`,
  'response-header-type-changed': (f) => `response ${f.status}: header ${f.header} type changed from ${show(f.from)} to ${show(f.to)}`,
  'response-property-type-specialized': (f) => `${f.field}: response type narrowed from ${show(f.from)} to ${show(f.to)}`,
  'response-property-became-write-only': (f) => `${f.field}: became writeOnly; no longer returned`,
  'response-option-added': (f) => `${f.field}: response may also be ${names(f.options)}`,
  'response-option-removed': (f) => `${f.field}: response is no longer ${names(f.options)}`,
  'response-discriminator-changed': (f) => `${f.field}: discriminator ${f.keyword} changed from ${show(f.from)} to ${show(f.to)}`,
  'request-became-enum': (f) => `${f.field}: request now accepts only ${list(f.values)}`,
  'request-enum-dropped': (f) => `${f.field}: request accepts any value, no longer only ${list(f.values)}`,
  'response-became-enum': (f) => `${f.field}: response documented as one of ${list(f.values)}`,
  'response-enum-dropped': (f) => `${f.field}: response may be any value, no longer only ${list(f.values)}`,
  // JSON Schema 2020-12 keywords: located at the keyword's step, so the field names it.
  'request-contains-narrowed': (f) => `${keywordChange(f)} (the request accepts fewer arrays)`,
  'request-contains-widened': (f) => `${keywordChange(f)} (the request accepts more arrays)`,
  'response-contains-widened': (f) => `${keywordChange(f)} (the response promises less of its arrays)`,
  'response-contains-narrowed': (f) => `${keywordChange(f)} (the response promises more of its arrays)`,
  'request-prefix-items-narrowed': (f) => `${keywordChange(f)} (the request accepts fewer tuples)`,
  'request-prefix-items-widened': (f) => `${keywordChange(f)} (the request accepts more tuples)`,
  'response-prefix-items-widened': (f) => `${keywordChange(f)} (the response promises less of its tuples)`,
  'response-prefix-items-narrowed': (f) => `${keywordChange(f)} (the response promises more of its tuples)`,
  'request-conditional-narrowed': (f) => `${keywordChange(f)} (the request asks more when its if condition holds or fails)`,
  'request-conditional-widened': (f) => `${keywordChange(f)} (the request asks less when its if condition holds or fails)`,
  'request-conditional-changed': (f) => `${f.field}: if condition changed: a request may now have to meet the other branch`,
  'response-conditional-widened': (f) => `${keywordChange(f)} (the response promises less when its if condition holds or fails)`,
  'response-conditional-narrowed': (f) => `${keywordChange(f)} (the response promises more when its if condition holds or fails)`,
  'response-conditional-changed': (f) => `${f.field}: if condition changed: a response may now meet the other branch`,
  'request-dependent-required-narrowed': (f) => `${keywordChange(f)} (the request requires more properties alongside it)`,
  'request-dependent-required-widened': (f) => `${keywordChange(f)} (the request requires fewer properties alongside it)`,
  'response-dependent-required-widened': (f) => `${keywordChange(f)} (the response no longer always returns those properties alongside it)`,
  'response-dependent-required-narrowed': (f) => `${keywordChange(f)} (the response returns more properties alongside it)`,
  'request-dependent-schemas-narrowed': (f) => `${keywordChange(f)} (the request must match a schema when that property is sent)`,
  'request-dependent-schemas-widened': (f) => `${keywordChange(f)} (the request no longer must match a schema when that property is sent)`,
  'response-dependent-schemas-widened': (f) => `${keywordChange(f)} (the response no longer promises a schema when that property is returned)`,
  'response-dependent-schemas-narrowed': (f) => `${keywordChange(f)} (the response promises a schema when that property is returned)`,
  'request-pattern-properties-narrowed': (f) => `${keywordChange(f)} (the request accepts fewer values under keys matching the pattern)`,
  'request-pattern-properties-widened': (f) => `${keywordChange(f)} (the request accepts more under keys matching the pattern)`,
  'response-pattern-properties-widened': (f) => `${keywordChange(f)} (the response may hold other values under keys matching the pattern)`,
  'response-pattern-properties-narrowed': (f) => `${keywordChange(f)} (the response promises more of keys matching the pattern)`,
  'request-property-names-narrowed': (f) => `${keywordChange(f)} (the request accepts fewer key names)`,
  'request-property-names-widened': (f) => `${keywordChange(f)} (the request accepts more key names)`,
  'response-property-names-widened': (f) => `${keywordChange(f)} (the response may hold other key names)`,
  'response-property-names-narrowed': (f) => `${keywordChange(f)} (the response promises more of its key names)`,
  'request-unevaluated-narrowed': (f) => `${keywordChange(f)} (the request accepts fewer extra items or properties)`,
  'request-unevaluated-widened': (f) => `${keywordChange(f)} (the request accepts more extra items or properties)`,
  'response-unevaluated-widened': (f) => `${keywordChange(f)} (the response may hold other extra items or properties)`,
  'response-unevaluated-narrowed': (f) => `${keywordChange(f)} (the response promises more of its extra items or properties)`,
  'request-content-narrowed': (f) => `${keywordChange(f)} (the request string's content is constrained or read differently)`,
  'request-content-widened': (f) => `${keywordChange(f)} (the request string's content is constrained less)`,
  'response-content-widened': (f) => `${keywordChange(f)} (the response string's content is constrained less or read differently)`,
  'response-content-narrowed': (f) => `${keywordChange(f)} (the response string's content is documented more closely)`,
  'request-format-restricted': (f) => `${f.field}: request format ${show(f.to)} added where any value of its type was accepted`,
  'security-added': (f) => `now requires credentials (${show(f.to)}) where anonymous calls were accepted`,
  'security-removed': (f) => `no longer requires credentials (was ${show(f.from)})`,
  'security-scope-added': (f) => `requires more scopes: ${show(f.from)} -> ${show(f.to)}`,
  'security-changed': (f) => `accepts none of the credentials it did: ${show(f.from)} -> ${show(f.to)}`,
  'security-relaxed': (f) => `accepts more credentials: ${show(f.from)} -> ${show(f.to)}`,
  'event-added': (f) => `event added (${f.operationId})`,
  'event-removed': (f) => `event removed (${f.operationId})`,
  // Lifecycle policy extensions: sunsets, stability levels, extensible enums.
  'parameter-removed-before-sunset': (f) => `${f.field}: deprecated parameter removed before its announced sunset date ${f.sunset}`,
  'parameter-removed-after-sunset': (f) => `${f.field}: parameter removed after its announced sunset date ${f.sunset}`,
  'parameter-removed-before-deprecation-window': (f) => `${f.field}: parameter removed ${f.days} days after its deprecation (${sinceWords(f)}), before the ${f.window}-day window ran out`,
  'parameter-removed-after-deprecation-window': (f) => `${f.field}: deprecated parameter removed after ${f.days} days (${sinceWords(f)})`,
  'property-removed-before-sunset': (f) => `${f.field}: deprecated property removed before its announced sunset date ${f.sunset}`,
  'property-removed-after-sunset': (f) => `${f.field}: property removed after its announced sunset date ${f.sunset}`,
  'property-removed-before-deprecation-window': (f) => `${f.field}: property removed ${f.days} days after its deprecation (${sinceWords(f)}), before the ${f.window}-day window ran out`,
  'property-removed-after-deprecation-window': (f) => `${f.field}: deprecated property removed after ${f.days} days (${sinceWords(f)})`,
  'stable-removed-without-deprecation': (f) => `${f.field}: removed without deprecation, though marked stable (x-stability-level)`,
  'sunset-deleted': (f) => `${f.field}: sunset ${show(f.from)} deleted while still deprecated`,
  'sunset-invalid': (f) => `${f.field}: sunset ${show(f.to)} is not a date`,
  'stability-decreased': (f) => `${f.field}: stability decreased from ${f.from} to ${f.to} (x-stability-level)`,
  'stability-increased': (f) => `${f.field}: stability increased from ${f.from} to ${f.to} (x-stability-level)`,
  'stability-level-invalid': (f) => `${f.field}: x-stability-level ${show(f.to)} is not one of draft, alpha, beta, stable`,
  'request-extensible-enum-value-removed': (f) => `${f.field}: request x-extensible-enum no longer lists ${list(f.values)}`,
  'response-extensible-enum-value-removed': (f) => `${f.field}: response x-extensible-enum no longer lists ${list(f.values)}`,
  'extensible-enum-value-added': (f) => `${f.field}: x-extensible-enum lists ${list(f.values)}`,
};
