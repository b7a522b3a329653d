import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffDocuments, type DriftReport } from '../../../generator/drift/index.ts';
import { checkConsumers, readConsumerProjects, writeScratchPackages, type ScratchPackages } from '../../../generator/impact/index.ts';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { documentModel, symbolNames } from '../../../generator/model/symbol-names.ts';
import { readRealSpec, realSpecPaths, snapshotName } from '../../support/real-specs.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { writeConsumer } from './fixtures.ts';

/**
 * A real published pair: 2025-03-21 removed `team_ids` from ScheduleV2. A consumer reading it
 * breaks, explained by that removal; one reading `name` compiles either way. The other direction
 * (the field added) breaks nothing, and the reader does not compile against its old package.
 */
const tempDir = systemTempDirs();
const TO = '2025-03-21T135754Z';

const CLIENT = `import { createIncidentClient } from 'incident-api-client';\nexport const client = createIncidentClient({ apiKey: 'inc_test' });\n`;
const READER = {
  'src/client.ts': CLIENT,
  'src/teams.ts': `import type { ScheduleV2 } from 'incident-api-client';\nimport { client } from './client.js';\n\nexport const teamsOf = (schedule: ScheduleV2) => schedule.team_ids;\nexport const firstTeams = async (id: string) => (await client.schedulesV2.show({ id })).schedule.team_ids;\n`,
};
const NAMES = {
  'src/client.ts': CLIENT,
  'src/names.ts': `import { client } from './client.js';\n\nexport const nameOf = async (id: string) => (await client.schedulesV2.show({ id })).schedule.name;\n`,
};

let forward: DriftReport;
let backward: DriftReport;
let packages: ScratchPackages;
let reader: string;
let names: string;

// Run by the first test that needs it, not in a beforeAll: a generator bug that breaks it then
// fails the tests instead of skipping them (which a mutation run would count as passing).
let preparation: Promise<void> | undefined;
const prepared = () => (preparation ??= prepare());

async function prepare() {
  const paths = realSpecPaths();
  const index = paths.findIndex((path) => snapshotName(path) === TO);
  const [before, after] = [readRealSpec(paths[index - 1]!), readRealSpec(paths[index]!)] as OpenApiDocument[];
  const models = { old: documentModel(before!), new: documentModel(after!) };
  const named = { old: symbolNames(models.old), new: symbolNames(models.new) };
  forward = diffDocuments(before!, after!, { names: named });
  backward = diffDocuments(after!, before!, { names: { old: named.new, new: named.old } });
  packages = await writeScratchPackages(models);
  const root = tempDir('impact-real');
  reader = writeConsumer(join(root, 'reader'), READER);
  names = writeConsumer(join(root, 'names'), NAMES);
}
afterAll(() => packages?.remove());

describe(`the real pair before ${TO}`, () => {
  it('finds both reads of the removed team_ids, each explained by that removal, and nothing in a consumer of name', async () => {
    await prepared();
    const [readerReport, namesReport] = checkConsumers(readConsumerProjects([reader, names]), packages, forward);
    expect(readerReport!.breaks.map((entry) => [entry.file, entry.line, entry.code])).toEqual([
      ['src/teams.ts', 4, 2339],
      ['src/teams.ts', 5, 2339],
    ]);
    for (const entry of readerReport!.breaks) {
      const explained = new Set(entry.changes.map((index) => `${forward.changes[index]!.id} ${forward.changes[index]!.location}`));
      expect([...explained], entry.message).toEqual(['response-property-removed ScheduleV2.team_ids']);
    }
    expect(namesReport!.breaks).toEqual([]);
  }, 600_000);

  it('the other way (team_ids added): no break, and the reader does not compile against the old package', async () => {
    await prepared();
    const reversed = { old: packages.new, new: packages.old };
    expect(checkConsumers(readConsumerProjects([names]), reversed, backward)[0]!.breaks).toEqual([]);
    expect(() => checkConsumers(readConsumerProjects([reader]), reversed, backward)).toThrow(/does not compile against the old package: src\/teams\.ts:4:\d+ TS2339 Property 'team_ids' does not exist/);
  }, 600_000);
});

/**
 * A second real pair: 2026-07-08 dropped three values of APIKeysCreatePayloadV1.role_names' items.
 * Code writing one of them into the property's type breaks at the value, where only the declared
 * type names the package: tied to that removal however the type is written (impact/declared.ts).
 */
const ROLES_TO = '2026-07-08T162216Z';
const ROLES = {
  'src/client.ts': CLIENT,
  'src/roles.ts': [
    `import type { APIKeysCreatePayloadV1, APIKeysCreatePayloadV1RoleNames, components } from 'incident-api-client';`,
    '',
    `export const indexed: components['schemas']['APIKeysCreatePayloadV1']['role_names'] = ['act_on_behalf_of_users'];`,
    `export const named: Pick<APIKeysCreatePayloadV1, 'role_names'> = { role_names: ['act_on_behalf_of_users'] };`,
    `export const union: APIKeysCreatePayloadV1RoleNames = 'act_on_behalf_of_users';`,
    '',
  ].join('\n'),
};

let rolesRun: Promise<{ report: DriftReport; breaks: Array<[number, string[]]> }> | undefined;
async function checkRoles() {
  const paths = realSpecPaths();
  const index = paths.findIndex((path) => snapshotName(path) === ROLES_TO);
  const [before, after] = [readRealSpec(paths[index - 1]!), readRealSpec(paths[index]!)] as OpenApiDocument[];
  const models = { old: documentModel(before!), new: documentModel(after!) };
  const report = diffDocuments(before!, after!, { names: { old: symbolNames(models.old), new: symbolNames(models.new) } });
  const scratch = await writeScratchPackages(models);
  try {
    const [consumer] = checkConsumers(readConsumerProjects([writeConsumer(join(tempDir('impact-real-roles'), 'roles'), ROLES)]), scratch, report);
    return { report, breaks: consumer!.breaks.map((entry): [number, string[]] => [entry.line, [...new Set(entry.changes.map((at) => `${report.changes[at]!.id} ${report.changes[at]!.location}`))]]) };
  } finally {
    scratch.remove();
  }
}

describe(`the real pair before ${ROLES_TO}`, () => {
  it("ties each value no longer accepted to the removal from role_names' items, through an indexed access, a named type and the enum's union", async () => {
    const { breaks } = await (rolesRun ??= checkRoles());
    expect(breaks).toEqual([3, 4, 5].map((line) => [line, ['request-enum-value-removed APIKeysCreatePayloadV1.role_names[]']]));
  }, 600_000);
});
