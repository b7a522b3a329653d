/**
 * `createIncidentClient`'s transport: openapi-fetch's createClient, whose middleware hooks
 * (`use`, `eject`) the client hands on. createClient is one closure, so a bundle holds all of it;
 * `createIncidentClientWith` sends through transport.ts instead and has no middleware.
 */
import createClient from 'openapi-fetch';
import type { Connection } from './client.js';
import type { Send, TransportSettings } from './transport.js';

export function openapiFetchConnection(settings: TransportSettings): Connection {
  const base = createClient<Record<string, never>>(settings);
  // The per-method entry points: `base.request` would copy every init once more.
  const byMethod = base as unknown as Record<string, (path: string, init: Parameters<Send>[2]) => ReturnType<Send>>;
  return { send: (method, path, init) => byMethod[method]!(path, init), middleware: { use: base.use, eject: base.eject } };
}
