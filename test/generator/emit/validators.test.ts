/**
 * validators.ts from every real snapshot: compiles under TypeScript 5.9 and 7.0 with the
 * package's strict settings, accepts the spec's own examples, and is the same bytes every time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitTsconfig } from '../../../generator/emit/package-files.ts';
import { emitValidators } from '../../../generator/emit/validators.ts';
import { checksByKey, findDrift } from '../../../generator/runtime/validation/findings.ts';
import { projectScratchDir, removeScratchDirs, typecheck } from '../../support/generator-runs.ts';
import { realSpecPaths, snapshotName } from '../../support/real-specs.ts';
import { realModel, validatorFiles, type GeneratedValidators, type Json } from '../../support/validators.ts';


interface Snapshot {
  name: string;
  document: Json;
  validators: GeneratedValidators;
  content: string;
  again: string;
}

const snapshots: Snapshot[] = [];
let dir: string;

beforeAll(async () => {
  dir = projectScratchDir('validators-real');
  writeFileSync(join(dir, 'tsconfig.json'), emitTsconfig().content);
  for (const path of realSpecPaths()) {
    const name = snapshotName(path);
    const { document, model } = realModel(path);
    for (const file of validatorFiles(model)) {
      mkdirSync(dirname(join(dir, name, file.path)), { recursive: true });
      writeFileSync(join(dir, name, file.path), file.content);
    }
    const validators = (await import(pathToFileURL(join(dir, name, 'validators.ts')).href)) as GeneratedValidators;
    // A second model from the same document: nothing cached between runs changes the bytes.
    snapshots.push({ name, document, validators, content: emitValidators(model).content, again: emitValidators(realModel(path).model).content });
  }
}, 600_000);
afterAll(() => removeScratchDirs());

describe('validators generated from every real snapshot', () => {
  it('cover all 83 snapshots, each with checks for its responses', () => {
    expect(snapshots.length).toBe(realSpecPaths().length);
    for (const { name, validators } of snapshots) expect(validators.responseValidators.length, name).toBeGreaterThan(30);
  });

  it('compile under TypeScript 5.9 and 7.0 with the package settings', async () => {
    for (const compiler of ['tsc5', 'tsc7'] as const) {
      const result = await typecheck(dir, { compiler });
      expect(`${result.stdout}${result.stderr}`, compiler).toBe('');
      expect(result.status, compiler).toBe(0);
    }
  }, 600_000);

  it('are byte-identical when generated again', () => {
    for (const { name, content, again } of snapshots) expect(again === content, name).toBe(true);
  });

  it("accept the spec's own examples; only a `{}` placeholder (where an example stops a recursion) may miss required properties", () => {
    let checked = 0;
    for (const { name, document, validators } of snapshots) {
      const responses = checksByKey(validators.responseValidators);
      const events = checksByKey(validators.eventValidators);
      for (const [key, check, example] of examplesOf(document, responses, events)) {
        checked += 1;
        const findings = findDrift(check, example, key);
        const allowed = holdsEmptyObject(example) ? findings.filter((finding) => finding.rule !== 'response-property-removed') : findings;
        expect(allowed.map((finding) => finding.message), `${name} ${key}`).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });
});

function* examplesOf(document: Json, responses: ReturnType<typeof checksByKey>, events: ReturnType<typeof checksByKey>) {
  for (const item of Object.values((document['paths'] ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(item)) {
      const check = typeof operation?.operationId === 'string' ? responses.get(operation.operationId) : undefined;
      const success = Object.entries((operation?.responses ?? {}) as Record<string, Json>).find(([status]) => status.startsWith('2'))?.[1];
      const example = success?.['content']?.['application/json']?.example;
      if (check && example !== undefined) yield [operation.operationId as string, check, example] as const;
    }
  }
  for (const [key, item] of Object.entries((document['x-webhooks'] ?? {}) as Record<string, Json>)) {
    const name = key.slice(key.lastIndexOf('/') + 1);
    const check = key.startsWith('/x-webhooks/') ? events.get(name) : undefined;
    const example = item['get']?.responses?.['200']?.content?.['application/json']?.example;
    if (check && example !== undefined) yield [name, check, example] as const;
  }
}

const holdsEmptyObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (Array.isArray(value) ? value.some(holdsEmptyObject) : Object.keys(value).length === 0 || Object.values(value).some(holdsEmptyObject));
