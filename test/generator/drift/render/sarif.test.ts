import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RULES, type DriftReport } from '../../../../generator/drift/index.ts';
import { locateChange } from '../../../../generator/drift/pointer.ts';
import { fileUri, renderSarif } from '../../../../generator/drift/render/sarif.ts';
import { systemTempDirs } from '../../../support/temp-dirs.ts';
import { sampleReport } from './fixture.ts';
import { realPair } from './real-pair.ts';

const MULTITOOL = resolve(import.meta.dirname, '../../../../node_modules/.bin/sarif-multitool-linux');
const tempDir = systemTempDirs();

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  partialFingerprints: Record<string, string>;
  locations: Array<{ physicalLocation?: { artifactLocation: { uri: string }; region: { startLine: number; startColumn?: number } }; logicalLocations?: Array<{ name: string }> }>;
}

interface ValidationRun {
  status: number | null;
  /** The validator's own findings, by the file they are about. */
  findings: Array<{ file: string; ruleId: string; level: string; text: string }>;
}

/** Microsoft's validator over `files` (one start: it takes seconds), its log read back as SARIF. */
function validate(files: string[], dir: string): ValidationRun {
  const log = join(dir, `validation-${files.length}.sarif`);
  const run = spawnSync(MULTITOOL, ['validate', ...files, '--output', log], { encoding: 'utf8', timeout: 120_000 });
  const parsed = JSON.parse(readFileSync(log, 'utf8')) as { runs: Array<{ results?: Array<{ ruleId: string; level?: string; message: { text?: string }; locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }> }> };
  const findings = (parsed.runs[0]!.results ?? []).map((result) => ({
    file: decodeURIComponent(result.locations[0]!.physicalLocation.artifactLocation.uri.replace(/^file:\/\//, '')),
    ruleId: result.ruleId,
    level: result.level ?? 'warning',
    text: result.message.text ?? '',
  }));
  return { status: run.status, findings };
}

/** The sample with consumer breaks and an ignored change, and no sources: a URL spec, or an in-process caller. */
function withBreaks(): DriftReport {
  const report = sampleReport();
  const [first, ...rest] = report.changes;
  return {
    ...report,
    changes: rest,
    ignored: [{ ...first!, reason: 'known' }],
    consumers: [{ dir: 'C:\\work\\billing app', breaks: [{ file: 'src/one.ts', line: 2, column: 5, code: 2339, message: "Property 'layer_id' does not exist", changes: [0], ignored: [0] }] }],
  };
}

describe('sarif format', () => {
  let dir: string;
  let real: { sarif: ReturnType<typeof JSON.parse>; report: DriftReport };
  let validated: ValidationRun;
  let files: Record<'real' | 'edges' | 'empty', string>;

  beforeAll(() => {
    dir = tempDir('sarif');
    const pair = realPair();
    const text = renderSarif(pair.report, { sources: pair.sources });
    real = { sarif: JSON.parse(text), report: pair.report };
    files = { real: join(dir, 'real.sarif'), edges: join(dir, 'edges.sarif'), empty: join(dir, 'empty.sarif') };
    writeFileSync(files.real, text);
    writeFileSync(files.edges, renderSarif(withBreaks()));
    writeFileSync(files.empty, renderSarif({ summary: { error: 0, warning: 0, info: 0 }, changes: [], ignored: [] }));
    validated = validate(Object.values(files), dir);
  }, 180_000);

  it('passes Microsoft\'s SARIF multitool: no error on a real year of changes, on breaks and ignores, or on no changes', () => {
    expect(validated.status).toBe(0);
    expect(validated.findings.filter((finding) => finding.level === 'error')).toEqual([]);
    // What it still suggests: a tool URI and version, which a report made offline from two files has no use for.
    expect([...new Set(validated.findings.map((finding) => finding.ruleId))]).toEqual(['SARIF2005']);
  });

  it('the validator is not blind: a log with a line 0 and a result naming no rule fails it', () => {
    const broken = JSON.parse(readFileSync(files.edges, 'utf8'));
    broken.runs[0].results[0].locations = [{ physicalLocation: { artifactLocation: { uri: 'spec.json' }, region: { startLine: 0 } } }];
    delete broken.runs[0].results[1].ruleId;
    const file = join(dir, 'broken.sarif');
    writeFileSync(file, JSON.stringify(broken));
    const run = validate([file], dir);
    // The multitool exits 0 whatever it finds: its findings are the verdict.
    expect(run.status).toBe(0);
    expect(run.findings.filter((finding) => finding.level === 'error').map((finding) => finding.ruleId)).toEqual(expect.arrayContaining(['JSON1008', 'SARIF1010']));
  }, 180_000);

  it('names every rule of the registry once, with its description and default level', () => {
    const rules = real.sarif.runs[0].tool.driver.rules as Array<{ id: string; shortDescription: { text: string }; defaultConfiguration: { level: string } }>;
    expect(rules.map((rule) => rule.id)).toEqual(RULES.map((rule) => rule.id));
    const levels = { error: 'error', warning: 'warning', info: 'note' } as const;
    RULES.forEach((rule, index) => expect(rules[index]).toMatchObject({ shortDescription: { text: rule.description }, defaultConfiguration: { level: levels[rule.level] } }));
  });

  it('gives each change a result: its rule (by id and index), level, fingerprint, and the spec line it sits on', () => {
    const pair = realPair();
    const results = real.sarif.runs[0].results as SarifResult[];
    const rules = real.sarif.runs[0].tool.driver.rules as Array<{ id: string }>;
    expect(results.length).toBe(real.report.changes.length);
    expect(results.length).toBeGreaterThan(20);
    const lines = pair.text.split('\n');
    results.forEach((result, index) => {
      const change = real.report.changes[index]!;
      expect(rules[result.ruleIndex]!.id).toBe(result.ruleId);
      expect(result).toMatchObject({ ruleId: change.id, level: { error: 'error', warning: 'warning', info: 'note' }[change.level], partialFingerprints: { 'driftChange/v1': change.fingerprint } });
      const physical = result.locations[0]!.physicalLocation!;
      expect(physical.artifactLocation.uri).toBe('spec/openapiV3.json');
      // The line read from the file itself: it holds the key the change's node sits under.
      const site = locateChange(change, pair.document);
      const key = site.pointer.split('/').at(-1)!.replace(/~1/g, '/').replace(/~0/g, '~');
      if (!/^\d+$/.test(key) && site.pointer !== '') expect([change.id, change.location, lines[physical.region.startLine - 1]]).toEqual([change.id, change.location, expect.stringContaining(JSON.stringify(key))]);
    });
    expect(new Set(results.map((result) => result.partialFingerprints['driftChange/v1'])).size).toBe(results.length);
  });

  it('without a local spec file: logical locations only; a consumer break at its own file, line and column; ignored changes left out', () => {
    const sarif = JSON.parse(readFileSync(files.edges, 'utf8'));
    const results = sarif.runs[0].results as SarifResult[];
    const report = withBreaks();
    expect(results.map((result) => result.ruleId)).toEqual([...report.changes.map((change) => change.id), 'consumer-break']);
    for (const result of results.slice(0, -1)) expect(result.locations.every((location) => location.physicalLocation === undefined && location.logicalLocations !== undefined)).toBe(true);
    expect(results.at(-1)!.locations[0]!.physicalLocation).toEqual({ artifactLocation: { uri: 'file:///C:/work/billing%20app/src/one.ts' }, region: { startLine: 2, startColumn: 5 } });
    expect(sarif.runs[0].tool.driver.rules.at(-1).id).toBe('consumer-break');
  });

  it('is the same bytes for the same report', () => {
    const pair = realPair();
    expect(renderSarif(pair.report, { sources: pair.sources })).toBe(readFileSync(files.real, 'utf8'));
  });
});

describe('fileUri', () => {
  it.each([
    ['spec/openapiV3.json', 'spec/openapiV3.json'],
    ['spec/open api#1.json', 'spec/open%20api%231.json'],
    ['spec\\win.json', 'spec/win.json'],
    ['/abs/path/x.json', 'file:///abs/path/x.json'],
    ['C:\\work\\x y.json', 'file:///C:/work/x%20y.json'],
    ['../up/x.json', '../up/x.json'],
  ])('%s -> %s', (path, uri) => expect(fileUri(path)).toBe(uri));
});
