/**
 * Every TypeScript name the generator emits comes from here, so the drift checker can name the
 * same symbols. Words are split on punctuation and case changes, and acronyms are folded:
 * `API Keys V1#List` -> `ApiKeysV1List` / `apiKeysV1List` (never `aPIKeysV1List`).
 */

/** Splits an identifier-ish string into words: `API Keys V1#List` -> [API, Keys, V1, List]. */
export function words(text: string): string[] {
  return text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z\d]+/)
    .filter((word) => word !== '')
    .reduce<string[]>((merged, word) => {
      // "V" + "2" and similar splits join back into one word: version suffixes stay `V2`.
      const previous = merged[merged.length - 1];
      if (previous !== undefined && /^\d+$/.test(word) && /^[A-Za-z]$/.test(previous)) merged[merged.length - 1] = previous + word;
      else merged.push(word);
      return merged;
    }, []);
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

export function pascalCase(text: string): string {
  const result = words(text).map(capitalise).join('');
  return /^\d/.test(result) ? `_${result}` : result;
}

export function camelCase(text: string): string {
  const pascal = pascalCase(text);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/** The type-level name of an operation: `Incidents V2#List` -> `IncidentsV2List`. */
export const operationTypeName = (operationId: string) => pascalCase(operationId);

/** The value-level name of an operation: `Incidents V2#List` -> `incidentsV2List`. */
export const operationValueName = (operationId: string) => camelCase(operationId);

/**
 * Component schema names are already PascalCase in practice (`IncidentV2`); keep their own
 * capitalisation and only strip characters TypeScript cannot hold.
 */
export function schemaTypeName(schemaName: string): string {
  const cleaned = schemaName.replace(/[^A-Za-z\d_$]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase());
  return /^\d/.test(cleaned) ? `_${cleaned}` : cleaned;
}

/**
 * Names an inline enum by where it sits: the owning schema or operation, then the property or
 * parameter names leading to it (`IncidentV2` + `status` -> `IncidentV2Status`). Array steps
 * (`[]`) add nothing to the name.
 */
export function enumTypeName(owner: string, segments: readonly string[]): string {
  return [schemaTypeName(owner), ...segments.filter((s) => s !== '[]').map(pascalCase)].join('');
}

/** Event kinds as type names: `schedule.created_v1` -> `ScheduleCreatedV1`. */
export const eventTypeName = (eventName: string) => pascalCase(eventName);

/**
 * Gives each key a unique name. Keys are visited in sorted order so that the suffixes
 * (`2`, `3`, ...) do not depend on document order.
 */
export function uniqueNames(keys: Iterable<string>, nameOf: (key: string) => string): Map<string, string> {
  const result = new Map<string, string>();
  const taken = new Set<string>();
  for (const key of [...new Set(keys)].sort()) {
    const base = nameOf(key);
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    result.set(key, name);
  }
  return result;
}

/** The interfaces generated/events.ts maps event names to payloads with, by `x-webhooks` key prefix. */
const EVENT_MAPS: Record<string, string> = { 'x-webhooks': 'WebhookEvents', 'x-audit-logs': 'AuditLogEvents' };

/**
 * How generated code reaches an event's payload, from its `x-webhooks` key:
 * `/x-webhooks/schedule.updated_v1` -> `WebhookEvents['schedule.updated_v1']`.
 */
export function eventEntryName(eventKey: string): string {
  const [, kind = '', ...rest] = eventKey.split('/');
  const name = rest.join('/');
  const map = EVENT_MAPS[kind];
  return map ? `${map}['${name}']` : eventTypeName(name || eventKey);
}

/** Where a named method lives: `client.<resource>.<method>`. */
export interface NamedMethodName {
  resource: string;
  method: string;
}

/**
 * Names a thenable or the prototype would shadow: a resource with a `then` method would make
 * `await client.someResource` call it, and `constructor` or `toString` would hide Object's own.
 */
const RESERVED_MEMBERS = ['then', 'catch', 'finally', 'constructor', 'prototype', 'toString', 'toJSON', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', 'withResponse'];

/**
 * The named-method layer's names, from the operationId's two parts: `Incidents V2#List` ->
 * `incidentsV2.list`, `Schedules V2#Show` -> `schedulesV2.show`. An operationId without `#` goes
 * to the `operations` resource under its whole name. Ids whose parts read the same share a resource;
 * a method or resource name already taken, or one in `reservedResources` (the client's own members)
 * or RESERVED_MEMBERS, gets the next free numeric suffix (`list2`), in sorted operationId order so
 * the suffixes do not depend on document order.
 */
export function namedMethodNames(operationIds: Iterable<string>, reservedResources: readonly string[]): Map<string, NamedMethodName> {
  const result = new Map<string, NamedMethodName>();
  const takenResources = new Set([...reservedResources, ...RESERVED_MEMBERS]);
  const resourceByBase = new Map<string, string>();
  const methodsByResource = new Map<string, Set<string>>();
  for (const operationId of [...new Set(operationIds)].sort()) {
    const hash = operationId.indexOf('#');
    const base = (hash >= 0 ? camelCase(operationId.slice(0, hash)) : '') || 'operations';
    let resource = resourceByBase.get(base);
    if (resource === undefined) {
      resource = firstFree(base, takenResources);
      resourceByBase.set(base, resource);
    }
    const methods = methodsByResource.get(resource) ?? new Set(RESERVED_MEMBERS);
    methodsByResource.set(resource, methods);
    const method = firstFree(camelCase(hash >= 0 ? operationId.slice(hash + 1) : operationId) || 'call', methods);
    result.set(operationId, { resource, method });
  }
  return result;
}

/** `base`, else `base2`, `base3`...: the first not in `taken`, which it then joins. */
function firstFree(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  taken.add(name);
  return name;
}
