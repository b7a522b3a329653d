/**
 * `regen --consumer DIR`: the staged package blocks the landing when a consumer's line stops
 * compiling, even with every drift change accepted by the ignore file; the report lists the line.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../../generator/load/errors.ts';
import { realCollaborators } from '../../../generator/regen/adapters.ts';
import { regen } from '../../../generator/regen/pipeline.ts';
import { startLoopbackServer, type LoopbackServer } from '../../support/loopback.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { CONSUMERS, newDocument, oldDocument, writeConsumer } from '../impact/fixtures.ts';
import { scratchOptions, scratchProject, treeDigest } from './scratch-project.ts';

const tempDir = systemTempDirs();
let served = '';
let server: LoopbackServer;
let root: string;
let clock = Date.parse('2026-11-22T10:00:00Z');

let progress: string[] = [];
const regenNow = (consumers: string[]) => {
  progress = [];
  return regen(scratchOptions(root, server.url, { minPaths: 1, consumers, now: () => new Date((clock += 3_600_000)), progress: (line) => progress.push(line) }), realCollaborators);
};

beforeAll(async () => {
  root = scratchProject();
  server = await startLoopbackServer((_request, response) => void response.writeHead(200, { 'content-type': 'application/json' }).end(served));
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('regen --consumer', () => {
  it('blocks an update whose drift the ignore file accepts when a consumer line breaks, listing the line; lands it for a consumer it leaves compiling', async () => {
    served = JSON.stringify(oldDocument());
    expect((await regenNow([])).status).toBe('landed');
    writeFileSync(
      join(root, 'spec/drift-ignore.txt'),
      ['* response-property-removed # the team reads names only', '* operation-removed-without-deprecation # unused', '* request-parameter-added-required # unused', ''].join('\n'),
    );
    const before = treeDigest(root);
    const reader = writeConsumer(join(tempDir('regen-consumer'), 'reader'), CONSUMERS.reader);
    const unaffected = writeConsumer(join(tempDir('regen-consumer'), 'unaffected'), CONSUMERS.unaffected);

    served = JSON.stringify(newDocument());
    const blocked = await regenNow([reader, unaffected]);
    expect(blocked).toMatchObject({ status: 'blocked', surfaceBreaks: [], drift: { failing: [] } });
    expect(progress.slice(-3)).toEqual(['generating the package', 'type-checking 2 consumer(s) against the current and the staged package', '1 consumer line(s) no longer compile: an ignore line does not accept them']);
    expect(treeDigest(root)).toEqual(before);
    const report = readFileSync(join(root, '.tmp/regen/last-report.md'), 'utf8');
    expect(report).toContain('1 line of consumer code no longer compiles');
    expect(report).toMatch(/`[^`]*reader\/src\/read\.ts:3:58` Property 'legacy\\?_code' does not exist on type 'Widget'\. ← response-property-removed Widget\.legacy\\?_code \(ignored\)/);
    const json = JSON.parse(readFileSync(join(root, '.tmp/regen/last-report.json'), 'utf8')) as { consumers: Array<{ breaks: unknown[] }> };
    expect(json.consumers.map((consumer) => consumer.breaks.length)).toEqual([1, 0]);

    const landed = await regenNow([unaffected]);
    expect(landed.status).toBe('landed');
    expect(progress).toContain('type-checking 1 consumer(s) against the current and the staged package');
    expect(progress.filter((line) => line.includes('no longer compile'))).toEqual([]);
  }, 900_000);

  it('still generates and checks the consumers when drift alone blocks, so the report lists their lines to change as well', async () => {
    served = JSON.stringify(oldDocument());
    const own = scratchProject();
    try {
      expect((await regen(scratchOptions(own, server.url, { minPaths: 1, now: () => new Date((clock += 3_600_000)) }), realCollaborators)).status).toBe('landed');
      const reader = writeConsumer(join(tempDir('regen-consumer'), 'reader'), CONSUMERS.reader);
      served = JSON.stringify(newDocument());
      const progress: string[] = [];
      const blocked = await regen(scratchOptions(own, server.url, { minPaths: 1, consumers: [reader], now: () => new Date((clock += 3_600_000)), progress: (line) => progress.push(line) }), realCollaborators);
      expect(progress.slice(-3)).toEqual([
        'type-checking 1 consumer(s) against the current and the staged package',
        '1 consumer line(s) no longer compile: an ignore line does not accept them',
        expect.stringMatching(/^\d+ breaking change\(s\) not accepted by spec\/drift-ignore\.txt: spec\/ and generated\/ left as they were$/),
      ]);
      expect(blocked.status).toBe('blocked');
      expect(blocked.status === 'blocked' && blocked.drift.failing.length).toBeGreaterThan(0);
      const report = readFileSync(join(own, '.tmp/regen/last-report.md'), 'utf8');
      expect(report).toMatch(/breaking changes \(listed below\)[\s\S]*\n1 line of consumer code no longer compiles/);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  }, 900_000);

  it('refuses a consumer on a first import as bad input naming it: there is no current package for it to compile against', async () => {
    served = JSON.stringify(oldDocument());
    const empty = scratchProject();
    try {
      const reader = writeConsumer(join(tempDir('regen-consumer'), 'reader'), CONSUMERS.reader);
      const refused = await regen(scratchOptions(empty, server.url, { minPaths: 1, consumers: [reader], now: () => new Date((clock += 3_600_000)) }), realCollaborators).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(InputError);
      expect((refused as InputError).message).toMatch(/^--consumer \S*reader: does not compile against the old package: /);
      expect(treeDigest(empty)).toEqual({});
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 900_000);
});
