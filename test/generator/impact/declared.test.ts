/**
 * A value written into a package type breaks at the value, where nothing names the package: each
 * way a consumer declares that type (a component's indexed access, the schema's named type, the
 * enum's union, a version module's alias, a literal passed to a method, `as`, `satisfies`) ties
 * the break to the change that explains it, and only to that one. Packages the generator writes
 * for two small documents (seconds).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { diffDocuments, type DriftReport } from '../../../generator/drift/index.ts';
import { checkConsumers, readConsumerProjects, writeScratchPackages, type ScratchPackages } from '../../../generator/impact/index.ts';
import { documentModel, symbolNames } from '../../../generator/model/symbol-names.ts';
import { jsonContent, object, ok, ref, spec } from '../drift/fixtures.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { CLIENT, writeConsumer } from './fixtures.ts';

const tempDir = systemTempDirs();

/** OLD: a key payload whose role_names take viewer and admin, and whose scope is read or write. NEW: viewer and write gone. */
const document = (roles: string[], scopes: string[]) =>
  spec({
    paths: { '/v1/keys': { post: { operationId: 'Keys V1#Create', requestBody: { required: true, ...jsonContent(ref('KeyPayload')) }, responses: ok(object({ key: ref('Key') }, ['key'])) } } },
    schemas: {
      KeyPayload: object({ name: { type: 'string' }, role_names: { type: 'array', items: { type: 'string', enum: roles } }, scope: { type: 'string', enum: scopes } }, ['name']),
      Key: object({ id: { type: 'string' } }, ['id']),
    },
  });

/** Line by line (1-based): from line 3 on, each compiles against OLD and breaks against NEW. */
const USES = [
  `import { type components, type KeyPayload, type KeyPayloadRoleNames, type v1 } from 'incident-api-client';`,
  `import { client } from './client.js';`,
  `export const indexed: components['schemas']['KeyPayload']['role_names'] = ['viewer'];`,
  `export const named: KeyPayload = { name: 'x', role_names: ['viewer'] };`,
  `export const union: KeyPayloadRoleNames = 'viewer';`,
  `export const unions: KeyPayloadRoleNames[] = ['viewer'];`,
  `export const alias: v1.KeysV1CreateRequestBody = { name: 'x', role_names: ['viewer'] };`,
  `export const sent = () => client.keysV1.create({ name: 'x', role_names: ['viewer'] });`,
  `export const asserted = { name: 'x', role_names: ['viewer'] } satisfies KeyPayload;`,
  `export const wholeComponent: components['schemas']['KeyPayload'] = { name: 'x', role_names: ['viewer'] };`,
  `export const scope: components['schemas']['KeyPayload']['scope'] = 'write';`,
  '',
].join('\n');

let packages: ScratchPackages | undefined;
afterAll(() => packages?.remove());

let checked: Promise<{ report: DriftReport; explained: Map<number, string[]> }> | undefined;
const prepared = () => (checked ??= check());

async function check() {
  const [before, after] = [document(['viewer', 'admin'], ['read', 'write']), document(['admin'], ['read'])];
  const models = { old: documentModel(before), new: documentModel(after) };
  const report = diffDocuments(before, after, { names: { old: symbolNames(models.old), new: symbolNames(models.new) } });
  packages = await writeScratchPackages(models);
  const [consumer] = checkConsumers(readConsumerProjects([writeConsumer(tempDir('impact-declared'), { 'src/client.ts': CLIENT, 'src/uses.ts': USES })]), packages, report);
  const explained = new Map<number, string[]>();
  for (const entry of consumer!.breaks) {
    expect(entry.file).toBe('src/uses.ts');
    const changes = entry.changes.map((index) => `${report.changes[index]!.id} ${report.changes[index]!.location}`);
    explained.set(entry.line, [...new Set([...(explained.get(entry.line) ?? []), ...changes])]);
  }
  return { report, explained };
}

describe('a break where a value is written into a package type', { timeout: 600_000 }, () => {
  it('breaks on every line from 3 on, and on no other', async () => {
    const { explained } = await prepared();
    expect([...explained.keys()]).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("is tied to the enum value removed from role_names' items, however the type is declared", async () => {
    const { explained } = await prepared();
    for (const line of [3, 4, 5, 6, 7, 8, 9, 10]) expect(explained.get(line), `line ${line}`).toEqual(['request-enum-value-removed KeyPayload.role_names[]']);
  });

  it("is tied to the scope value removed, not to the roles', for a value typed by the payload's scope", async () => {
    const { explained } = await prepared();
    expect(explained.get(11)).toEqual(['request-enum-value-removed KeyPayload.scope']);
  });
});
