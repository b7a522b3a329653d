/**
 * What the package entry re-exports from the runtime, read from the runtime's syntax: the binders'
 * members wherever the binder and its return type sit among other declarations, and each export
 * form's name and type-only-ness (an `export type` re-export of a value is still only a type).
 */
import { describe, expect, it } from 'vitest';
import { buildRuntimeModel } from '../../../generator/model/runtime.ts';

const file = (path: string, text: string | string[]) => ({ path, text: Array.isArray(text) ? text.join('\n') : text });
const WEBHOOKS = file('webhooks/index.ts', '');

describe('the runtime entries as the package entry re-exports them', () => {
  it('reads the binder’s own return type, past other functions and types declared before it, naming only plain members', () => {
    const model = buildRuntimeModel([
      file('client/index.ts', [
        'export default function () {}',
        'export function helper(): { notBound(): void } { throw new Error(); }',
        'interface Other { notBound(): void }',
        'interface Bound { createIncidentClient(): void; "quoted-name": 1; [Symbol.iterator](): void; ["computed"]: 1 }',
        'export function bindClient(): Bound { throw new Error(); }',
      ]),
      WEBHOOKS,
    ]);
    expect(model.clientBindings).toEqual(['createIncidentClient', 'quoted-name']);
    expect(model.clientExports).toEqual([{ name: 'helper', typeOnly: false }]);
  });

  it('falls back to the contract’s names for an entry the runtime lacks', () => {
    const model = buildRuntimeModel([file('client/index.ts', 'export const DEFAULT_BASE_URL = "x";')]);
    expect(model).toMatchObject({ webhookBindings: ['verifyWebhook', 'parseWebhookEvent'], webhookExports: [], clientExports: [{ name: 'DEFAULT_BASE_URL', typeOnly: false }] });
  });

  it('keeps a re-export type-only when the statement, the name or the original says so, and a value otherwise', () => {
    const model = buildRuntimeModel([
      file('client/index.ts', [
        'export type { Value as TypedValue } from "./values.js";',
        'export { type Value as NamedType, Value, Shape, Shape as Form } from "./values.js";',
        'export { fromPackage } from "some-package";',
      ]),
      file('client/values.ts', ['export const Value = 1;', 'export interface Shape { a: 1 }']),
      WEBHOOKS,
    ]);
    expect(model.clientExports).toEqual([
      { name: 'Form', typeOnly: true },
      { name: 'NamedType', typeOnly: true },
      { name: 'Shape', typeOnly: true },
      { name: 'TypedValue', typeOnly: true },
      { name: 'Value', typeOnly: false },
      { name: 'fromPackage', typeOnly: false },
    ]);
  });

  it('lists what a module exports by name: a namespace re-export, not a default export or an unexported declaration', () => {
    const model = buildRuntimeModel([
      file('client/index.ts', [
        'export * as helpers from "./values.js";',
        'export type * as shapes from "./values.js";',
        'export default function legacy() {}',
        'export default class {}',
        'async function hidden() {}',
        'declare const ambient: number;',
        'abstract class Base {}',
      ]),
      file('client/values.ts', 'export const Value = 1;'),
      WEBHOOKS,
    ]);
    expect(model.clientExports).toEqual([
      { name: 'helpers', typeOnly: false },
      { name: 'shapes', typeOnly: true },
    ]);
  });
});
