import { describe, expect, it } from 'vitest';
import { buildRuntimeModel } from '../../../generator/model/runtime.ts';

const file = (path: string, text: string) => ({ path, text });

describe('buildRuntimeModel', () => {
  it('reads the bound names from the binders and the other exports with their type-only-ness', () => {
    const model = buildRuntimeModel([
      file('client/index.ts', [
        "export { IncidentError, type ErrorKind } from './errors.js';",
        "export * from './shapes.js';",
        'export interface Bound { createIncidentClient(): void; paginate(): void; extra(): void }',
        'export function bindClient(): Bound { throw new Error(); }',
        'export const DEFAULT_BASE_URL = "x";',
      ].join('\n')),
      file('client/errors.ts', 'export class IncidentError extends Error {}\nexport type ErrorKind = "a";'),
      file('client/shapes.ts', 'export interface Shape { a: 1 }\nexport function helper() {}'),
      file('webhooks/index.ts', [
        'export function bindWebhooks(): { verifyWebhook(): void; parseWebhookEvent(): void } { throw new Error(); }',
        'export type { Shape } from "../client/shapes.js";',
        'export { verifySignature as check } from "./signature.js";',
      ].join('\n')),
      file('webhooks/signature.ts', 'export function verifySignature() {}'),
    ]);
    expect(model.clientBindings).toEqual(['createIncidentClient', 'paginate', 'extra']);
    expect(model.webhookBindings).toEqual(['verifyWebhook', 'parseWebhookEvent']);
    expect(model.clientExports).toEqual([
      { name: 'Bound', typeOnly: true },
      { name: 'DEFAULT_BASE_URL', typeOnly: false },
      { name: 'ErrorKind', typeOnly: true },
      { name: 'IncidentError', typeOnly: false },
      { name: 'Shape', typeOnly: true },
      { name: 'helper', typeOnly: false },
    ]);
    // Shape is the client's already; the webhooks entry keeps only what is new.
    expect(model.webhookExports).toEqual([{ name: 'check', typeOnly: false }]);
  });

  it('falls back to the contract names when a binder has no readable return type', () => {
    const model = buildRuntimeModel([file('client/index.ts', 'export const bindClient = () => ({});'), file('webhooks/index.ts', '')]);
    expect(model.clientBindings).toEqual(['createIncidentClient', 'paginate']);
    expect(model.webhookBindings).toEqual(['verifyWebhook', 'parseWebhookEvent']);
  });
});
