import { integer, string, type Schema } from '../schema.ts';

export const parameterRef = (name: string) => ({ $ref: `#/components/parameters/${name}` });

/** Shared parameters: pagination on every list operation, and the alert-ingestion header. */
export const parameters = {
  PageSize: {
    name: 'page_size',
    in: 'query',
    required: false,
    description: 'Records per page (the maximum depends on the endpoint)',
    schema: integer({ default: 25, minimum: 1 }),
  },
  After: {
    name: 'after',
    in: 'query',
    required: false,
    description: 'Cursor: the pagination_meta.after of the previous page',
    schema: string(),
  },
  AuthorizationHeader: {
    name: 'authorization',
    in: 'header',
    required: false,
    description: 'Optional extra authorization accepted by alert-event ingestion and heartbeat pings',
    schema: string(),
  },
};

export const paginationParameterRefs = () => [parameterRef('PageSize'), parameterRef('After')];

export function queryParameter(name: string, schema: Schema, required = false) {
  return { name, in: 'query', required, schema };
}

export function pathParameter(name: string) {
  return { name, in: 'path', required: true, schema: string() };
}

/** The `{name}` segments of a path, in order. */
export const pathParameterNames = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
