import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { driftCommand } from '../../../generator/commands/drift.ts';
import { runCommand } from '../drift/fixtures.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { CONSUMERS, newDocument, oldDocument, writeConsumer, type ConsumerName } from './fixtures.ts';

/**
 * `drift OLD NEW --consumer DIR` on hand-written documents: each consumer is compiled against the
 * package generated from OLD and from NEW, in-process, and the JSON report says which of its lines
 * break and which changes explain them.
 */
const tempDir = systemTempDirs();

interface JsonReport {
  changes: Array<{ id: string; location: string | null; operation: string | null }>;
  consumers: Array<{ dir: string; breaks: Array<{ file: string; line: number; column: number; code: number; message: string; changes: number[] }> }>;
}

let status: number;
let report: JsonReport;
let dirs: Record<ConsumerName, string>;
/** Every file below a folder with its bytes and modification time: a consumer's folder must not change. */
const snapshot = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((path) => `${path} ${statSync(join(dir, path)).mtimeMs} ${statSync(join(dir, path)).isFile() ? readFileSync(join(dir, path), 'utf8') : ''}`);
let before: Record<string, string[]>;

// Run by the first test that needs it, not in a beforeAll: a generator bug that breaks it then
// fails the tests instead of skipping them (which a mutation run would count as passing).
let analysis: Promise<void> | undefined;
const analysed = () => (analysis ??= analyse());

async function analyse() {
  const root = tempDir('impact');
  writeFileSync(join(root, 'old.json'), JSON.stringify(oldDocument()));
  writeFileSync(join(root, 'new.json'), JSON.stringify(newDocument()));
  dirs = Object.fromEntries(Object.entries(CONSUMERS).map(([name, files]) => [name, writeConsumer(join(root, name), files)])) as Record<ConsumerName, string>;
  before = Object.fromEntries(Object.entries(dirs).map(([name, dir]) => [name, snapshot(dir)]));
  const consumerArgs = Object.values(dirs).flatMap((dir) => ['--consumer', dir]);
  const run = await runCommand(driftCommand, [join(root, 'old.json'), join(root, 'new.json'), '--format', 'json', ...consumerArgs]);
  status = run.status;
  report = JSON.parse(run.stdout) as JsonReport;
}

const consumer = (name: ConsumerName) => report.consumers.find((entry) => entry.dir.endsWith(name))!;
/** The `rule location` of each change a break's indices name. */
const explainedBy = (indices: number[]) => [...new Set(indices.map((index) => `${report.changes[index]!.id} ${report.changes[index]!.location ?? report.changes[index]!.operation}`))];

describe('drift --consumer', { timeout: 600_000 }, () => {
  it('lists every consumer in the order given, and exits 1 for their breaks', async () => {
    await analysed();
    expect(report.consumers.map((entry) => entry.dir.slice(entry.dir.lastIndexOf('/') + 1))).toEqual(Object.keys(CONSUMERS));
    expect(status).toBe(1);
  });

  it('finds a read of a removed property, at its line and column, explained by that removal', async () => {
    await analysed();
    expect(consumer('reader').breaks).toMatchObject([{ file: 'src/read.ts', line: 3, column: 58, code: 2339, message: "Property 'legacy_code' does not exist on type 'Widget'." }]);
    expect(explainedBy(consumer('reader').breaks[0]!.changes)).toEqual(['response-property-removed Widget.legacy_code']);
  });

  it('finds calls of a removed operation, by name and by path, explained by the removal', async () => {
    await analysed();
    const breaks = consumer('caller').breaks;
    expect(breaks.map((entry) => [entry.file, entry.line])).toEqual([['src/call.ts', 3], ['src/call.ts', 4]]);
    for (const entry of breaks) expect(explainedBy(entry.changes), entry.message).toEqual(['operation-removed-without-deprecation DELETE /v2/gadgets/{id}']);
  });

  it('finds a call missing a now-required parameter, explained by that parameter alone', async () => {
    await analysed();
    expect(consumer('lister').breaks).toMatchObject([{ file: 'src/list.ts', line: 3, code: 2345 }]);
    expect(consumer('lister').breaks[0]!.message).toContain("Property 'team_id' is missing");
    expect(explainedBy(consumer('lister').breaks[0]!.changes)).toEqual(['request-parameter-added-required WidgetsV2List.team_id']);
  });

  it('reports no break for a consumer the changes do not touch', async () => {
    await analysed();
    expect(consumer('unaffected').breaks).toEqual([]);
  });

  it("reports a break no spec change explains with no changes, not with the type's other changes", async () => {
    await analysed();
    expect(consumer('unexplained').breaks).toMatchObject([{ file: 'src/extra.ts', line: 3, code: 2339, changes: [] }]);
  });

  it('writes nothing into a consumer folder', async () => {
    await analysed();
    for (const [name, dir] of Object.entries(dirs)) expect(snapshot(dir), name).toEqual(before[name]);
  });
});
