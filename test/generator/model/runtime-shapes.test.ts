/** The runtime's names as the package entry re-exports them, for the export forms TypeScript has, and its files as copied. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRuntimeModel, readRuntimeFiles } from '../../../generator/model/runtime.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();
const file = (path: string, text: string) => ({ path, text });

describe('the runtime as the package sees it', () => {
  it('reads every export form, a name exported as a value anywhere counting as a value', () => {
    const model = buildRuntimeModel([
      file('client/index.ts', [
        'type Bound = { createIncidentClient(): void; "quoted-name": 1; [key: string]: unknown };',
        'export function bindClient(): Bound { throw new Error(); }',
        'export const { first, second: renamed, ...rest } = { first: 1, second: 2 }, [one, , three] = [1, 2, 3];',
        'export enum Level { Low }',
        'export class Failure {}',
        'export { Both } from "./values.js";',
        'export type Both = 1;',
        'export * from "./cycle.js";',
        'export * from "some-package";',
        'const hidden = 1;',
        'function notExported() {}',
      ].join('\n')),
      file('client/values.ts', 'export const Both = 1;'),
      file('client/cycle.ts', 'export * from "./index.js";\nexport interface FromCycle {}'),
      file('webhooks/index.ts', 'export function bindWebhooks(): Missing { throw new Error(); }'),
    ]);
    expect(model.clientBindings).toEqual(['createIncidentClient', 'quoted-name']);
    expect(model.webhookBindings).toEqual(['verifyWebhook', 'parseWebhookEvent']);
    expect(model.clientExports).toEqual([
      { name: 'Both', typeOnly: false },
      { name: 'Failure', typeOnly: false },
      { name: 'FromCycle', typeOnly: true },
      { name: 'Level', typeOnly: false },
      { name: 'first', typeOnly: false },
      { name: 'one', typeOnly: false },
      { name: 'renamed', typeOnly: false },
      { name: 'rest', typeOnly: false },
      { name: 'three', typeOnly: false },
    ]);
    expect(model.webhookExports).toEqual([]);
  });

  it('reads the names again when the files change', () => {
    const names = (returned: string) => buildRuntimeModel([file('client/index.ts', `export function bindClient(): { ${returned}(): void } { throw new Error(); }`), file('webhooks/index.ts', '')]).clientBindings;
    expect(names('first')).toEqual(['first']);
    expect(names('second')).toEqual(['second']);
    expect(names('first')).toEqual(['first']);
  });

  it('copies the TypeScript files of every folder, in name order, with paths relative to the runtime', () => {
    const dir = tempDir('runtime-files');
    mkdirSync(join(dir, 'b/inner'), { recursive: true });
    writeFileSync(join(dir, 'z.ts'), 'export const z = 1;\n');
    writeFileSync(join(dir, 'a.ts'), 'export const a = 1;\n');
    writeFileSync(join(dir, 'notes.md'), 'not code');
    writeFileSync(join(dir, 'b/inner/c.ts'), 'export const c = 1;\n');
    expect(readRuntimeFiles(dir)).toEqual([
      { path: 'a.ts', text: 'export const a = 1;\n' },
      { path: 'b/inner/c.ts', text: 'export const c = 1;\n' },
      { path: 'z.ts', text: 'export const z = 1;\n' },
    ]);
  });
});
