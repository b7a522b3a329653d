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
  /** oasdiff's nearest rule id, so a severity file can be carried over; null when it has none. */
  oasdiff: string | null;
  /** Why there is no oasdiff counterpart. */
  oasdiffNote?: string;
}

type RuleRow = Omit<RuleInfo, 'family'>;

/** Stamps the rows of one family file (`<family>.ts` beside this one) with that family's name. */
const family = <const Family extends string, const Rows extends readonly RuleRow[]>(name: Family, rows: Rows) =>
  rows.map((row) => ({ ...row, family: name })) as unknown as { [Index in keyof Rows]: Rows[Index] & { family: Family } };

export const RULES = [
  ...family('operations', [
    { id: 'operation-added', level: 'info', direction: 'both', description: 'a new operation', oasdiff: 'endpoint-added' },
    { id: 'operation-removed-without-deprecation', level: 'error', direction: 'both', description: 'an operation removed without first being deprecated', oasdiff: 'api-removed-without-deprecation' },
    { id: 'operation-removed-before-deprecation-window', level: 'error', direction: 'both', description: 'a deprecated operation removed before the deprecation window (3 months) ran out', oasdiff: 'api-removed-before-sunset' },
    { id: 'operation-removed-deprecated', level: 'warning', direction: 'both', description: 'a deprecated operation removed; how long it was deprecated is unknown (no history given, or already deprecated in the first snapshot that has it and removed within the window of that)', oasdiff: 'api-removed-with-deprecation' },
    { id: 'operation-removed-after-deprecation-window', level: 'info', direction: 'both', description: 'a deprecated operation removed after the deprecation window', oasdiff: 'api-removed-with-deprecation' },
    { id: 'operation-id-changed', level: 'warning', direction: 'both', description: 'an operation kept its method and path but changed operationId: generated names change', oasdiff: 'api-operation-id-removed' },
    { id: 'operation-id-added', level: 'warning', direction: 'both', description: 'an operation that had no operationId (named from its method and path) got one: generated names change', oasdiff: null, oasdiffNote: 'oasdiff reports an operationId only when one is removed or changed' },
    { id: 'operation-removed-before-sunset', level: 'error', direction: 'both', description: 'a deprecated operation removed before the sunset date it announced (x-sunset or a Sunset header)', oasdiff: 'api-removed-before-sunset' },
    { id: 'operation-removed-after-sunset', level: 'info', direction: 'both', description: 'an operation removed once the sunset date it announced had passed', oasdiff: 'api-removed-with-deprecation' },
    { id: 'path-parameter-renamed', level: 'warning', direction: 'both', description: 'a path parameter renamed, URL unchanged: the generated path key and params.path name change', oasdiff: null, oasdiffNote: 'oasdiff matches the operation by its normalised path and reports only the parameter changes' },
  ]),
  ...family('deprecation', [
    { id: 'operation-deprecated', level: 'info', direction: 'both', description: 'an operation newly deprecated (with its successor when known)', oasdiff: 'endpoint-deprecated' },
    { id: 'operation-undeprecated', level: 'info', direction: 'both', description: 'an operation no longer deprecated', oasdiff: 'endpoint-reactivated' },
    { id: 'parameter-deprecated', level: 'info', direction: 'request', description: 'a parameter newly deprecated', oasdiff: 'request-parameter-deprecated' },
    { id: 'property-deprecated', level: 'info', direction: 'both', description: 'a schema property newly deprecated', oasdiff: 'request-property-deprecated' },
  ]),
  ...family('request-params', [
    { id: 'request-parameter-added-required', level: 'error', direction: 'request', description: 'a new required parameter', oasdiff: 'new-required-request-parameter' },
    { id: 'request-parameter-added-optional', level: 'info', direction: 'request', description: 'a new optional parameter', oasdiff: 'new-optional-request-parameter' },
    { id: 'request-parameter-removed', level: 'warning', direction: 'request', description: 'a parameter removed: clients still sending it may be rejected or ignored', oasdiff: 'request-parameter-removed' },
    { id: 'request-parameter-became-required', level: 'error', direction: 'request', description: 'an optional parameter became required', oasdiff: 'request-parameter-became-required' },
    { id: 'request-parameter-became-optional', level: 'info', direction: 'request', description: 'a required parameter became optional', oasdiff: 'request-parameter-became-optional' },
    { id: 'request-parameter-type-changed', level: 'error', direction: 'request', description: "a parameter's type changed" , oasdiff: 'request-parameter-type-changed' },
    { id: 'request-parameter-constraint-narrowed', level: 'error', direction: 'request', description: 'a parameter accepts fewer values (max lowered, min raised, pattern added or changed)', oasdiff: 'request-parameter-max-decreased' },
    { id: 'request-parameter-constraint-widened', level: 'info', direction: 'request', description: 'a parameter accepts more values', oasdiff: 'request-parameter-max-increased' },
    { id: 'request-parameter-type-generalized', level: 'info', direction: 'request', description: 'a parameter accepts a wider type (integer -> number, a type added to a type list)', oasdiff: 'request-parameter-type-generalized' },
    { id: 'request-parameter-became-non-nullable', level: 'error', direction: 'request', description: 'a parameter no longer accepts null', oasdiff: 'request-parameter-became-not-nullable' },
    { id: 'request-parameter-default-changed', level: 'warning', direction: 'request', description: 'a parameter\'s default changed, was added or removed: clients that omit it get other behaviour', oasdiff: 'request-parameter-default-value-changed' },
    { id: 'request-parameter-style-changed', level: 'error', direction: 'request', description: 'a parameter\'s serialisation (style or explode) changed: the client sends what the server no longer parses', oasdiff: null, oasdiffNote: 'oasdiff does not compare style or explode' },
  ]),
  ...family('request-body', [
    { id: 'request-body-added-required', level: 'error', direction: 'request', description: 'an operation now requires a request body it did not take', oasdiff: 'request-body-added-required' },
    { id: 'request-body-became-required', level: 'error', direction: 'request', description: 'an optional request body became required', oasdiff: 'request-body-became-required' },
    { id: 'request-body-became-optional', level: 'info', direction: 'request', description: 'a request body became optional or was added as optional', oasdiff: 'request-body-became-optional' },
    { id: 'request-body-removed', level: 'warning', direction: 'request', description: 'an operation no longer takes a request body', oasdiff: 'request-body-removed' },
    { id: 'request-media-type-removed', level: 'error', direction: 'request', description: 'a request media type no longer accepted', oasdiff: 'request-body-media-type-removed' },
    { id: 'request-property-added-required', level: 'error', direction: 'request', description: 'a new required request property', oasdiff: 'new-required-request-property' },
    { id: 'request-property-added-optional', level: 'info', direction: 'request', description: 'a new optional request property', oasdiff: 'new-optional-request-property' },
    { id: 'request-property-removed', level: 'warning', direction: 'request', description: 'a request property removed: clients still sending it may be rejected or ignored', oasdiff: 'request-property-removed' },
    { id: 'request-property-became-required', level: 'error', direction: 'request', description: 'an optional request property became required', oasdiff: 'request-property-became-required' },
    { id: 'request-property-became-optional', level: 'info', direction: 'request', description: 'a required request property became optional', oasdiff: 'request-property-became-optional' },
    { id: 'request-property-type-changed', level: 'error', direction: 'request', description: "a request property's type changed" , oasdiff: 'request-property-type-changed' },
    { id: 'request-property-became-non-nullable', level: 'error', direction: 'request', description: 'a request property no longer accepts null', oasdiff: 'request-property-became-not-nullable' },
    { id: 'request-property-constraint-narrowed', level: 'error', direction: 'request', description: 'a request property accepts fewer values (max lowered, min raised, pattern added or changed)', oasdiff: 'request-property-max-decreased' },
    { id: 'request-property-constraint-widened', level: 'info', direction: 'request', description: 'a request property accepts more values', oasdiff: 'request-property-max-increased' },
    { id: 'request-property-type-generalized', level: 'info', direction: 'request', description: 'a request property accepts a wider type (integer -> number, a type added to a type list)', oasdiff: 'request-property-type-generalized' },
    { id: 'request-property-default-changed', level: 'warning', direction: 'request', description: 'a request property\'s default changed, was added or removed: clients that omit it get other behaviour', oasdiff: 'request-property-default-value-changed' },
    { id: 'request-property-became-read-only', level: 'warning', direction: 'request', description: 'a request property became readOnly: the server ignores what clients send', oasdiff: 'request-optional-property-became-read-only' },
    { id: 'request-additional-properties-forbidden', level: 'error', direction: 'request', description: 'a request object now rejects keys it does not declare (additionalProperties: false)', oasdiff: null, oasdiffNote: 'oasdiff does not compare additionalProperties' },
    { id: 'request-additional-properties-allowed', level: 'info', direction: 'request', description: 'a request object accepts undeclared keys again', oasdiff: null, oasdiffNote: 'oasdiff does not compare additionalProperties' },
    { id: 'request-option-removed', level: 'error', direction: 'request', description: 'a oneOf/anyOf option a request could send removed', oasdiff: 'request-property-one-of-removed' },
    { id: 'request-option-added', level: 'info', direction: 'request', description: 'a new oneOf/anyOf option a request may send', oasdiff: 'request-property-one-of-added' },
    { id: 'request-discriminator-changed', level: 'error', direction: 'request', description: 'a request union\'s discriminator property changed, or a mapping value was removed or repointed', oasdiff: 'request-property-discriminator-property-name-changed' },
  ]),
  // webhook and audit-log payloads are responses too
  ...family('response-body', [
    { id: 'response-success-removed', level: 'error', direction: 'response', description: 'a success (2xx) response removed', oasdiff: 'response-success-status-removed' },
    { id: 'response-success-added', level: 'info', direction: 'response', description: 'a new success (2xx) response', oasdiff: 'response-success-status-added' },
    { id: 'response-media-type-removed', level: 'error', direction: 'response', description: 'a response media type no longer returned', oasdiff: 'response-media-type-removed' },
    { id: 'response-property-removed', level: 'error', direction: 'response', description: 'a response or event payload property removed', oasdiff: 'response-required-property-removed' },
    { id: 'response-property-added', level: 'info', direction: 'response', description: 'a new response or event payload property', oasdiff: 'response-optional-property-added' },
    { id: 'response-property-became-optional', level: 'error', direction: 'response', description: 'a response property that was always present became optional', oasdiff: 'response-property-became-optional' },
    { id: 'response-property-became-required', level: 'info', direction: 'response', description: 'a response property became always present', oasdiff: 'response-property-became-required' },
    { id: 'response-property-became-nullable', level: 'error', direction: 'response', description: 'a response property may now be null', oasdiff: 'response-property-became-nullable' },
    { id: 'response-property-type-changed', level: 'error', direction: 'response', description: "a response property's type changed" , oasdiff: 'response-property-type-changed' },
    { id: 'response-property-constraint-changed', level: 'info', direction: 'response', description: "a response property's documented bounds changed" , oasdiff: 'response-property-max-increased' },
    { id: 'response-non-success-added', level: 'info', direction: 'response', description: 'a new non-2xx response documented', oasdiff: 'response-non-success-status-added' },
    { id: 'response-non-success-removed', level: 'info', direction: 'response', description: 'a non-2xx response no longer documented', oasdiff: 'response-non-success-status-removed' },
    { id: 'response-required-header-removed', level: 'error', direction: 'response', description: 'a required response header removed', oasdiff: 'required-response-header-removed' },
    { id: 'response-optional-header-removed', level: 'warning', direction: 'response', description: 'an optional response header removed', oasdiff: 'optional-response-header-removed' },
    { id: 'response-header-added', level: 'info', direction: 'response', description: 'a new response header', oasdiff: 'response-header-added' },
    { id: 'response-header-became-optional', level: 'error', direction: 'response', description: 'a required response header became optional', oasdiff: 'response-header-became-optional' },
    { id: 'response-header-type-changed', level: 'error', direction: 'response', description: 'a response header\'s type changed', oasdiff: 'response-header-type-changed' },
    { id: 'response-property-type-specialized', level: 'info', direction: 'response', description: 'a response property\'s type narrowed (number -> integer, a type dropped from a type list)', oasdiff: 'response-property-type-specialized' },
    { id: 'response-property-became-write-only', level: 'error', direction: 'response', description: 'a response property became writeOnly: no longer returned', oasdiff: 'response-required-property-became-write-only' },
    { id: 'response-option-added', level: 'warning', direction: 'response', description: 'a new oneOf/anyOf option a response may return', oasdiff: 'response-property-one-of-added' },
    { id: 'response-option-removed', level: 'info', direction: 'response', description: 'a oneOf/anyOf option a response no longer returns', oasdiff: 'response-property-one-of-removed' },
    { id: 'response-discriminator-changed', level: 'error', direction: 'response', description: 'a response union\'s discriminator property changed, or a mapping value was removed or repointed', oasdiff: 'response-property-discriminator-property-name-changed' },
  ]),
  ...family('enums', [
    { id: 'request-enum-value-removed', level: 'error', direction: 'request', description: 'a value no longer accepted by a request enum', oasdiff: 'request-property-enum-value-removed' },
    { id: 'request-enum-value-added', level: 'info', direction: 'request', description: 'a new value accepted by a request enum', oasdiff: 'request-property-enum-value-added' },
    { id: 'response-enum-value-added', level: 'info', direction: 'response', description: 'a new value a response enum may return (compatible by policy: handle unknown values)', oasdiff: 'response-property-enum-value-added' },
    { id: 'response-enum-value-removed', level: 'info', direction: 'response', description: 'a value a response enum no longer returns', oasdiff: 'response-property-enum-value-removed' },
    { id: 'request-became-enum', level: 'error', direction: 'request', description: 'a request value that was free now takes only listed values (enum or const)', oasdiff: 'request-property-became-enum' },
    { id: 'request-enum-dropped', level: 'info', direction: 'request', description: 'a request value restricted to listed values is free again', oasdiff: null, oasdiffNote: 'oasdiff does not report an enum removed as a whole' },
    { id: 'response-became-enum', level: 'info', direction: 'response', description: 'a response value that was free is now documented as listed values', oasdiff: null, oasdiffNote: 'oasdiff does not report a response value restricted to an enum' },
    { id: 'response-enum-dropped', level: 'info', direction: 'response', description: 'a response value restricted to listed values may now be any value (response enums are open in generated code)', oasdiff: null, oasdiffNote: 'oasdiff does not report an enum removed as a whole' },
  ]),
  ...family('formats', [
    { id: 'format-changed', level: 'info', direction: 'both', description: "a string's format changed with its type kept (identifier formats may change by policy)" , oasdiff: 'request-property-type-changed' },
    { id: 'request-format-restricted', level: 'warning', direction: 'request', description: 'a request string without a format gained one (uuid, date-time, ...): values the format rejects may now be refused', oasdiff: 'request-property-type-changed' },
  ]),
  // JSON Schema 2020-12 keywords (tree/json-schema-keywords.ts). The generated types show only prefixItems (a tuple) and patternProperties (an index signature): for the others a level says what the server accepts or sends, not what compiles.
  ...family('json-schema', [
    { id: 'request-contains-narrowed', level: 'error', direction: 'request', description: 'a request: an array must now hold matching items (contains added, minContains raised, maxContains lowered); not in the generated types: the client compiles as before', oasdiff: 'request-property-contains-added' },
    { id: 'request-contains-widened', level: 'info', direction: 'request', description: 'a request: an array needs fewer matching items (contains removed, minContains lowered, maxContains raised)', oasdiff: 'request-property-contains-removed' },
    { id: 'response-contains-widened', level: 'error', direction: 'response', description: 'a response: an array needs fewer matching items (contains removed, minContains lowered, maxContains raised); not in the generated types: the client compiles as before', oasdiff: 'response-property-contains-removed' },
    { id: 'response-contains-narrowed', level: 'info', direction: 'response', description: 'a response: an array must now hold matching items (contains added, minContains raised, maxContains lowered)', oasdiff: 'response-property-contains-added' },
    { id: 'request-prefix-items-narrowed', level: 'error', direction: 'request', description: 'a request: a tuple position (prefixItems) now constrains what it took freely, or a position closed; the generated tuple type changes with it', oasdiff: 'request-property-prefix-items-added' },
    { id: 'request-prefix-items-widened', level: 'info', direction: 'request', description: 'a request: a tuple position (prefixItems) accepts what it refused', oasdiff: 'request-property-prefix-items-removed' },
    { id: 'response-prefix-items-widened', level: 'error', direction: 'response', description: 'a response: a tuple position (prefixItems) accepts what it refused; the generated tuple type changes with it', oasdiff: 'response-property-prefix-items-removed' },
    { id: 'response-prefix-items-narrowed', level: 'info', direction: 'response', description: 'a response: a tuple position (prefixItems) now constrains what it took freely, or a position closed', oasdiff: 'response-property-prefix-items-added' },
    { id: 'request-conditional-narrowed', level: 'error', direction: 'request', description: 'a request: an if/then/else branch now asks more (then or else added); not in the generated types: the client compiles as before', oasdiff: 'request-property-then-added' },
    { id: 'request-conditional-widened', level: 'info', direction: 'request', description: 'a request: an if/then/else branch asks less (then or else removed)', oasdiff: 'request-property-then-removed' },
    { id: 'response-conditional-widened', level: 'error', direction: 'response', description: 'a response: an if/then/else branch asks less (then or else removed); not in the generated types: the client compiles as before', oasdiff: 'response-property-then-removed' },
    { id: 'response-conditional-narrowed', level: 'info', direction: 'response', description: 'a response: an if/then/else branch now asks more (then or else added)', oasdiff: 'response-property-then-added' },
    { id: 'request-conditional-changed', level: 'warning', direction: 'request', description: 'a request: an if condition changed, so payloads may now take the other branch; not in the generated types', oasdiff: null, oasdiffNote: 'oasdiff reports an if added or removed, not one changed' },
    { id: 'response-conditional-changed', level: 'warning', direction: 'response', description: 'a response: an if condition changed, so payloads may now take the other branch; not in the generated types', oasdiff: null, oasdiffNote: 'oasdiff reports an if added or removed, not one changed' },
    { id: 'request-dependent-required-narrowed', level: 'error', direction: 'request', description: 'a request: a property now makes more properties required (dependentRequired); not in the generated types: the client compiles as before', oasdiff: 'request-property-dependent-required-added' },
    { id: 'request-dependent-required-widened', level: 'info', direction: 'request', description: 'a request: a property makes fewer properties required (dependentRequired)', oasdiff: 'request-property-dependent-required-removed' },
    { id: 'response-dependent-required-widened', level: 'error', direction: 'response', description: 'a response: a property makes fewer properties required (dependentRequired); not in the generated types: the client compiles as before', oasdiff: 'response-property-dependent-required-removed' },
    { id: 'response-dependent-required-narrowed', level: 'info', direction: 'response', description: 'a response: a property now makes more properties required (dependentRequired)', oasdiff: 'response-property-dependent-required-added' },
    { id: 'request-dependent-schemas-narrowed', level: 'error', direction: 'request', description: 'a request: a property now brings a schema the object must match (dependentSchemas added); not in the generated types: the client compiles as before', oasdiff: 'request-property-dependent-schema-added' },
    { id: 'request-dependent-schemas-widened', level: 'info', direction: 'request', description: 'a request: a property no longer brings a schema (dependentSchemas removed)', oasdiff: 'request-property-dependent-schema-removed' },
    { id: 'response-dependent-schemas-widened', level: 'error', direction: 'response', description: 'a response: a property no longer brings a schema (dependentSchemas removed); not in the generated types: the client compiles as before', oasdiff: 'response-property-dependent-schema-removed' },
    { id: 'response-dependent-schemas-narrowed', level: 'info', direction: 'response', description: 'a response: a property now brings a schema the object must match (dependentSchemas added)', oasdiff: 'response-property-dependent-schema-added' },
    { id: 'request-pattern-properties-narrowed', level: 'error', direction: 'request', description: 'a request: keys matching a pattern now must match a schema (patternProperties); the generated index signature changes with it', oasdiff: 'request-property-pattern-property-added' },
    { id: 'request-pattern-properties-widened', level: 'info', direction: 'request', description: 'a request: keys matching a pattern are accepted more freely (patternProperties)', oasdiff: 'request-property-pattern-property-removed' },
    { id: 'response-pattern-properties-widened', level: 'error', direction: 'response', description: 'a response: keys matching a pattern are accepted more freely (patternProperties); the generated index signature changes with it', oasdiff: 'response-property-pattern-property-removed' },
    { id: 'response-pattern-properties-narrowed', level: 'info', direction: 'response', description: 'a response: keys matching a pattern now must match a schema (patternProperties)', oasdiff: 'response-property-pattern-property-added' },
    { id: 'request-property-names-narrowed', level: 'error', direction: 'request', description: "a request: an object's key names are now constrained (propertyNames); not in the generated types: the client compiles as before", oasdiff: 'request-property-property-names-added' },
    { id: 'request-property-names-widened', level: 'info', direction: 'request', description: "a request: an object's key names are constrained less (propertyNames)", oasdiff: 'request-property-property-names-removed' },
    { id: 'response-property-names-widened', level: 'error', direction: 'response', description: "a response: an object's key names are constrained less (propertyNames); not in the generated types: the client compiles as before", oasdiff: 'response-property-property-names-removed' },
    { id: 'response-property-names-narrowed', level: 'info', direction: 'response', description: "a response: an object's key names are now constrained (propertyNames)", oasdiff: 'response-property-property-names-added' },
    { id: 'request-unevaluated-narrowed', level: 'error', direction: 'request', description: 'a request: items or properties no other keyword covers are now constrained (unevaluatedItems/Properties); not in the generated types: the client compiles as before', oasdiff: 'request-property-unevaluated-properties-added' },
    { id: 'request-unevaluated-widened', level: 'info', direction: 'request', description: 'a request: items or properties no other keyword covers are constrained less (unevaluatedItems/Properties)', oasdiff: 'request-property-unevaluated-properties-removed' },
    { id: 'response-unevaluated-widened', level: 'error', direction: 'response', description: 'a response: items or properties no other keyword covers are constrained less (unevaluatedItems/Properties); not in the generated types: the client compiles as before', oasdiff: 'response-property-unevaluated-properties-removed' },
    { id: 'response-unevaluated-narrowed', level: 'info', direction: 'response', description: 'a response: items or properties no other keyword covers are now constrained (unevaluatedItems/Properties)', oasdiff: 'response-property-unevaluated-properties-added' },
    { id: 'request-content-narrowed', level: 'error', direction: 'request', description: "a request: a string's content is now constrained or reinterpreted (contentSchema, contentMediaType, contentEncoding); not in the generated types: the client compiles as before", oasdiff: 'request-property-content-schema-added' },
    { id: 'request-content-widened', level: 'info', direction: 'request', description: "a request: a string's content is constrained less (contentSchema, contentMediaType, contentEncoding)", oasdiff: 'request-property-content-schema-removed' },
    { id: 'response-content-widened', level: 'error', direction: 'response', description: "a response: a string's content is constrained less (contentSchema, contentMediaType, contentEncoding); not in the generated types: the client compiles as before", oasdiff: 'response-property-content-schema-removed' },
    { id: 'response-content-narrowed', level: 'info', direction: 'response', description: "a response: a string's content is now constrained or reinterpreted (contentSchema, contentMediaType, contentEncoding)", oasdiff: 'response-property-content-schema-added' },
  ]),
  ...family('events', [
    { id: 'event-added', level: 'info', direction: 'response', description: 'a new webhook or audit-log event', oasdiff: 'webhook-added' },
    { id: 'event-removed', level: 'error', direction: 'response', description: 'a webhook or audit-log event removed', oasdiff: 'webhook-removed' },
  ]),
  ...family('security', [
    { id: 'security-added', level: 'error', direction: 'both', description: 'an operation that let anonymous callers in now requires credentials', oasdiff: 'api-security-added' },
    { id: 'security-removed', level: 'info', direction: 'both', description: 'an operation no longer requires credentials', oasdiff: 'api-security-removed' },
    { id: 'security-scope-added', level: 'error', direction: 'both', description: 'an operation needs more scopes under the same scheme', oasdiff: 'api-security-scope-added' },
    { id: 'security-changed', level: 'error', direction: 'both', description: 'an operation accepts none of the credentials it accepted (scheme replaced)', oasdiff: 'api-security-added' },
    { id: 'security-relaxed', level: 'info', direction: 'both', description: 'an operation accepts every credential it did and more (scopes dropped, alternatives added)', oasdiff: 'api-security-scope-removed' },
  ]),
  // Lifecycle policy extensions: what a client sends or receives does not change with them (the generator ignores them), so a level says what a consumer planning by them loses.
  ...family('lifecycle', [
    { id: 'parameter-removed-before-sunset', level: 'error', direction: 'request', description: 'a deprecated parameter removed before the sunset date it announced (x-sunset)', oasdiff: 'request-parameter-removed-before-sunset' },
    { id: 'parameter-removed-after-sunset', level: 'info', direction: 'request', description: 'a parameter removed once the sunset date it announced had passed', oasdiff: 'request-parameter-removed-with-deprecation' },
    { id: 'parameter-removed-before-deprecation-window', level: 'error', direction: 'request', description: 'a deprecated parameter removed before the deprecation window (3 months) from its x-deprecated-since date ran out', oasdiff: 'request-parameter-removed-before-sunset' },
    { id: 'parameter-removed-after-deprecation-window', level: 'info', direction: 'request', description: 'a deprecated parameter removed after the deprecation window from its x-deprecated-since date', oasdiff: 'request-parameter-removed-with-deprecation' },
    { id: 'property-removed-before-sunset', level: 'error', direction: 'both', description: 'a deprecated property removed before the sunset date it announced (x-sunset)', oasdiff: null, oasdiffNote: "oasdiff reads a property's x-sunset when it is deprecated, not when it is removed" },
    { id: 'property-removed-after-sunset', level: 'info', direction: 'both', description: 'a property removed once the sunset date it announced had passed', oasdiff: null, oasdiffNote: "oasdiff reads a property's x-sunset when it is deprecated, not when it is removed" },
    { id: 'property-removed-before-deprecation-window', level: 'error', direction: 'both', description: 'a deprecated property removed before the deprecation window (3 months) from its x-deprecated-since date ran out', oasdiff: null, oasdiffNote: 'oasdiff reads no deprecation date' },
    { id: 'property-removed-after-deprecation-window', level: 'info', direction: 'both', description: 'a deprecated property removed after the deprecation window from its x-deprecated-since date', oasdiff: null, oasdiffNote: 'oasdiff reads no deprecation date' },
    { id: 'stable-removed-without-deprecation', level: 'error', direction: 'both', description: 'a parameter or property marked x-stability-level: stable (itself or its operation) removed without first being deprecated', oasdiff: 'request-parameter-removed' },
    { id: 'sunset-deleted', level: 'warning', direction: 'both', description: 'a sunset deleted from an operation, parameter or property still deprecated: the date consumers plan their migration by is withdrawn, nothing sent or received changes', oasdiff: 'sunset-deleted' },
    { id: 'sunset-invalid', level: 'warning', direction: 'both', description: 'an x-sunset written or changed to a value that reads as no date: a removal cannot be judged by it, nothing sent or received changes', oasdiff: 'api-deprecated-sunset-parse' },
  ]),
  ...family('stability', [
    { id: 'stability-decreased', level: 'warning', direction: 'both', description: 'an operation, parameter or property became less stable (x-stability-level draft < alpha < beta < stable; none reads as stable): it may now change without deprecation, nothing sent or received changes yet', oasdiff: 'api-stability-decreased' },
    { id: 'stability-increased', level: 'info', direction: 'both', description: 'an operation, parameter or property became more stable (x-stability-level)', oasdiff: 'api-stability-increased' },
    { id: 'stability-level-invalid', level: 'warning', direction: 'both', description: 'an x-stability-level written or changed to a value other than draft, alpha, beta or stable: it promises nothing a consumer can read', oasdiff: 'api-invalid-stability-level' },
  ]),
  ...family('extensible-enums', [
    { id: 'request-extensible-enum-value-removed', level: 'error', direction: 'request', description: 'a value dropped from a request x-extensible-enum: clients still sending it may be refused', oasdiff: 'request-property-x-extensible-enum-value-removed' },
    { id: 'response-extensible-enum-value-removed', level: 'info', direction: 'response', description: 'a value dropped from a response x-extensible-enum: one the client will no longer see', oasdiff: null, oasdiffNote: 'oasdiff compares x-extensible-enum in requests only' },
    { id: 'extensible-enum-value-added', level: 'info', direction: 'both', description: 'a value added to an x-extensible-enum (an open list: consumers expect new values by its convention)', oasdiff: null, oasdiffNote: 'oasdiff reports no x-extensible-enum value added' },
  ]),
  // False findings ended (issue 36): a const swapped is its own change, not an enum value added and one removed.
  // A schema split into a oneOf/anyOf: judged by the payloads its options reject together, not as its properties removed.
  ...family('choices', [
    { id: 'request-became-choice', level: 'error', direction: 'request', description: 'a request schema became a oneOf/anyOf whose options together reject payloads it accepted (valid for two oneOf options at once, or for none)', oasdiff: 'request-property-one-of-added' },
    { id: 'response-became-choice', level: 'warning', direction: 'response', description: 'a response schema became a oneOf/anyOf whose options do not all declare its properties: typed code reads them only after narrowing', oasdiff: 'response-property-one-of-added' },
  ]),
  ...family('consts', [
    { id: 'request-const-changed', level: 'error', direction: 'request', description: 'a request value fixed by const now must be another value: what clients send is refused', oasdiff: 'request-property-const-changed' },
    { id: 'response-const-changed', level: 'error', direction: 'response', description: 'a response value fixed by const is now another value, outside the literal type clients were generated with', oasdiff: 'response-property-const-changed' },
  ]),
] as const satisfies readonly RuleInfo[];

export type RuleId = (typeof RULES)[number]['id'];

const BY_ID: ReadonlyMap<string, RuleInfo> = new Map(RULES.map((rule) => [rule.id, rule]));

export const ruleInfo = (id: RuleId): RuleInfo => BY_ID.get(id)!;

export const isRuleId = (id: string): id is RuleId => BY_ID.has(id);
