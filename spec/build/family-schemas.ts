import { directionOf, type Field } from './fields.ts';
import { arrayOf, objectWith, openObject, ref, type Schema } from './schema.ts';

/** One resource family at one version: its tag, record names and notable fields. */
export interface FamilyDefinition {
  /** `Incidents V2`: the tag, the operationId prefix, and (its last word) the version of component names. */
  tag: string;
  /** Wrapper key of single-record responses and base of component names: `incident`. */
  singular: string;
  /** Base of the list-result component name: `incidents` -> `IncidentsListResultV2` (default: singular + `s`). */
  plural?: string;
  /** Name of the array in list responses, when it is not `plural`: the collection's path segment. */
  listKey?: string;
  fields?: Record<string, Field>;
  /** Deprecated family: the tag of its successor (`Actions V3`). */
  successor?: string;
  /** Extra properties of list responses (v3 catalog entries carry `total_record_count`). */
  listExtras?: Record<string, Schema>;
}

/** A body schema, and the component schemas it refers to. */
export interface BodySchema {
  schema: Schema;
  schemas: Record<string, Schema>;
}

const pascal = (snake: string) => snake.replace(/(^|_)([a-z\d])/g, (_, __, letter: string) => letter.toUpperCase());
const hasProperties = ({ properties }: { properties: Record<string, Schema> }) => Object.keys(properties).length > 0;

/**
 * The component schemas of a family: its record (`IncidentV2`), list result, single-record result
 * and request payloads. Bodies of a family without known fields admit any properties.
 */
export function familySchemas(definition: FamilyDefinition) {
  const { tag, singular, plural = `${singular}s`, fields = {} } = definition;
  const listKey = definition.listKey ?? plural;
  const version = tag.slice(tag.lastIndexOf(' ') + 1);
  const base = pascal(singular);
  const names = {
    record: `${base}${version}`,
    result: `${base}Result${version}`,
    list: `${pascal(plural)}ListResult${version}`,
    create: `${base}CreatePayload${version}`,
    update: `${base}UpdatePayload${version}`,
  };
  const response = directionOf(fields, 'resp');
  const record = (): Schema => (hasProperties(response) ? objectWith(response.properties, response.required) : openObject());

  const list = (): BodySchema => ({
    schema: ref(names.list),
    schemas: {
      [names.record]: record(),
      [names.list]: objectWith({ [listKey]: arrayOf(ref(names.record)), pagination_meta: ref('PaginationMetaResult'), ...definition.listExtras }, [
        listKey,
        'pagination_meta',
      ]),
    },
  });

  /** Single-record responses are wrapped in the singular key when the record has known fields. */
  const single = (): BodySchema =>
    hasProperties(response)
      ? { schema: ref(names.result), schemas: { [names.record]: record(), [names.result]: objectWith({ [singular]: ref(names.record) }, [singular]) } }
      : { schema: openObject(), schemas: {} };

  const payload = (which: 'create' | 'update'): BodySchema => {
    const request = directionOf(fields, which);
    if (!hasProperties(request)) return { schema: openObject(), schemas: {} };
    return { schema: ref(names[which]), schemas: { [names[which]]: objectWith(request.properties, request.required) } };
  };

  return { listKey, list, single, payload };
}
