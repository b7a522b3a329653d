import { relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diffDocuments, parseIgnore } from '../../../generator/drift/index.ts';
import { checkConsumers, readConsumerProjects, writeScratchPackages, type ScratchPackages } from '../../../generator/impact/index.ts';
import { documentModel, symbolNames } from '../../../generator/model/symbol-names.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { CONSUMERS, newDocument, oldDocument, writeConsumer } from './fixtures.ts';

/**
 * checkConsumers in process, on the impact fixtures' OLD and NEW packages: an ignored change still
 * explains the break it causes (an ignore line accepts a change, not the consumer's line), and a
 * consumer that does not compile against OLD is refused before NEW is looked at.
 */
const tempDir = systemTempDirs();

let packages: ScratchPackages | undefined;
afterAll(() => packages?.remove());

// Run by the first test that needs it, not in a beforeAll: a generator bug that breaks it then
// fails the tests instead of skipping them (which a mutation run would count as passing).
let emitted: Promise<ScratchPackages> | undefined;
const scratchPackages = () => (emitted ??= writeScratchPackages({ old: documentModel(oldDocument()), new: documentModel(newDocument()) }).then((written) => (packages = written)));

const reportIgnoring = (ignore: string) => {
  const [before, after] = [oldDocument(), newDocument()];
  const names = { old: symbolNames(documentModel(before)), new: symbolNames(documentModel(after)) };
  return diffDocuments(before, after, { names, ignore: parseIgnore(ignore, 'ignore.txt') });
};

describe('checkConsumers', { timeout: 600_000 }, () => {
  it('names the ignored changes that explain a break apart from the listed ones, and none when no ignored change does', async () => {
    const report = reportIgnoring('GET /v2/widgets/{id} response-property-removed Widget.legacy_code # shown widgets lost it on purpose\n');
    const reader = writeConsumer(tempDir('impact-check'), CONSUMERS.reader);
    const [result] = checkConsumers(readConsumerProjects([reader]), await scratchPackages(), report);
    expect(result!.dir).toBe(relative(process.cwd(), reader));
    expect(result!.breaks).toHaveLength(1);
    const { changes, ignored } = result!.breaks[0]!;
    expect(changes.map((index) => `${report.changes[index]!.operation} ${report.changes[index]!.id} ${report.changes[index]!.location}`)).toEqual(['GET /v2/widgets response-property-removed Widget.legacy_code']);
    expect(ignored!.map((index) => `${report.ignored[index]!.operation} ${report.ignored[index]!.id} ${report.ignored[index]!.location}`)).toEqual(['GET /v2/widgets/{id} response-property-removed Widget.legacy_code']);

    const caller = writeConsumer(tempDir('impact-check'), CONSUMERS.caller);
    const [callerResult] = checkConsumers(readConsumerProjects([caller]), await scratchPackages(), report);
    expect(callerResult!.breaks.map((entry) => [entry.line, 'ignored' in entry])).toEqual([
      [3, false],
      [4, false],
    ]);
  });

  it('refuses a consumer that does not compile against the old package, naming it and its first error', async () => {
    const broken = writeConsumer(tempDir('impact-check'), {
      'src/client.ts': `import { createIncidentClient } from 'incident-api-client';\nexport const client = createIncidentClient({ apiKey: 'inc_test' });\n`,
      'src/late.ts': `import { client } from './client.js';\n\nexport const x = client.widgetsV2.nothing();\n`,
      'src/early.ts': `import type { Widget } from 'incident-api-client';\n\nexport const y = (widget: Widget): number => widget.name;\n`,
    });
    const written = await scratchPackages();
    const refusal = (() => {
      try {
        return checkConsumers(readConsumerProjects([broken]), written, reportIgnoring(''));
      } catch (error) {
        return `${(error as Error).name}: ${(error as Error).message}`;
      }
    })();
    expect(refusal).toBe(`InputError: --consumer ${relative(process.cwd(), broken)}: does not compile against the old package: src/early.ts:3:46 TS2322 Type 'string' is not assignable to type 'number'.`);
  });
});
