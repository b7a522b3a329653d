/**
 * The test kit's example data, generated for real: for spec/openapiV3.json (generated/) and the
 * newest real snapshot in ../shared (generated into a scratch folder), every body the fake serves
 * from the document's examples (a list page of example records, a record, any other success body,
 * every webhook event's payload) passes the package's own response and payload validators with no
 * finding. A whole generation per run: the mutation run leaves this file out.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../../generator/generate.ts';
import type { FakeOperation } from '../../../generator/runtime/testing/index.ts';
import type { CheckTable } from '../../../generator/runtime/validation/checks.ts';
import { projectScratchDir, PROJECT_ROOT, removeScratchDirs } from '../../support/generator-runs.ts';
import { newestRealSpecPath } from '../../support/real-specs.ts';

interface Kit {
  fakeOperations: readonly FakeOperation[];
  signWebhookDelivery(options: { event: string; secret: string }): Promise<{ body: string }>;
}
interface Validators {
  responseValidators: CheckTable;
  eventValidators: CheckTable;
}

afterAll(removeScratchDirs);

/** The body the fake sends for an operation that nobody seeded or overrode, the list holding one example record. */
function servedBody(operation: FakeOperation): unknown {
  if (operation.list) return { ...operation.list.besides, [operation.list.itemsKey]: operation.example === undefined ? [] : [operation.example], pagination_meta: { page_size: 25, after: 'x' } };
  if (operation.record?.key !== undefined) return { [operation.record.key]: operation.example };
  return operation.example;
}

const SECRET = `whsec_${Buffer.from('real-kit signing secret 32 bytes').toString('base64')}`;

/** Every finding of every validator over what the fake serves, as `<operation or event> <location> <rule>`. */
async function findings(packageDir: string): Promise<{ checked: number; unserved: string[]; found: string[] }> {
  const kit = (await import(join(packageDir, 'testing.ts'))) as Kit;
  const { responseValidators, eventValidators } = (await import(join(packageDir, 'validators.ts'))) as Validators;
  const found: string[] = [];
  const unserved: string[] = [];
  let checked = 0;
  const served = new Map(kit.fakeOperations.map((operation) => [operation.operationId, operation]));
  for (const [key, check, root] of responseValidators) {
    const operation = served.get(key);
    if (!operation) {
      unserved.push(key);
      continue;
    }
    checked++;
    check(servedBody(operation), root, (at, rule) => found.push(`${key} ${at} ${rule}`));
  }
  for (const [event, check, root] of eventValidators) {
    const delivery = await kit.signWebhookDelivery({ event, secret: SECRET }).catch(() => undefined);
    if (!delivery) {
      unserved.push(event);
      continue;
    }
    checked++;
    check(JSON.parse(delivery.body), root, (at, rule) => found.push(`${event} ${at} ${rule}`));
  }
  return { checked, unserved, found };
}

describe('what the fake serves from the document passes the generated validators', () => {
  it('spec/openapiV3.json (generated/)', async () => {
    const { checked, unserved, found } = await findings(join(PROJECT_ROOT, 'generated'));
    expect(checked).toBeGreaterThan(200);
    expect(unserved).toEqual([]);
    expect(found).toEqual([]);
  });

  it('the newest real snapshot in ../shared', { timeout: 240_000 }, async () => {
    const outDir = join(projectScratchDir('kit-real'), 'package');
    await generate({ specPath: newestRealSpecPath(), outDir });
    const { checked, unserved, found } = await findings(outDir);
    expect(checked).toBeGreaterThan(200);
    expect(unserved).toEqual([]);
    expect(found).toEqual([]);
  });
});
