import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { stringify as toYaml } from 'yaml';
import { driftCommand } from '../../../generator/commands/drift.ts';
import { FORMATS } from '../../../generator/drift/index.ts';
import { startLoopbackServer } from '../../support/loopback.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { object, runCommand, scheduleSpec } from '../drift/fixtures.ts';

const tempDir = systemTempDirs();
const drift = (...argv: string[]) => runCommand(driftCommand, argv);

let dir: string;
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};
/** `layer_id` removed (reported at its parent), `kind` added, `id` made nullable: changes at three kinds of place. */
const before = scheduleSpec(object({ id: { type: 'string' }, layer_id: { type: 'string' } }, ['id']));
const after = scheduleSpec(object({ id: { type: ['string', 'null'] }, kind: { type: 'string' } }, ['id']));
let oldFile: string;
let prettyJson: string;
let yamlFile: string;

beforeAll(() => {
  dir = tempDir('drift-formats');
  oldFile = file('2026-07-28T151714Z.json', JSON.stringify(before));
  prettyJson = file('2026-07-30T091251Z.json', JSON.stringify(after, null, 2));
  yamlFile = file('new spec.yaml', toYaml(after));
});

interface Annotation {
  level: string;
  file?: string;
  line?: number;
  title: string;
  message: string;
}

const annotations = (stdout: string): Annotation[] =>
  stdout
    .trimEnd()
    .split('\n')
    .map((text) => {
      const [, level, properties, message] = /^::(\w+) (.*?)::(.*)$/.exec(text)!;
      const fields = Object.fromEntries(properties!.split(',').map((pair) => pair.split('=') as [string, string]));
      return { level: level!, title: fields.title!, message: message!, ...(fields.file ? { file: decodeURIComponent(fields.file.replace(/%3A/g, ':')), line: Number(fields.line) } : {}) };
    });

/** What each annotation's line must show: the key it names, or for a removal the component holding it. */
const EXPECTED_KEY: Record<string, string> = {
  'response-property-removed': 'ScheduleEntryV2',
  'response-property-added': 'kind',
  'response-property-became-nullable': 'id',
  'request-property-removed': 'ScheduleEntryV2',
};

describe('drift --format github: annotations on the line of the new spec', () => {
  it.each([
    ['pretty-printed JSON', () => prettyJson, (key: string) => `"${key}":`],
    ['YAML', () => yamlFile, (key: string) => `${key}:`],
  ])('%s: every change at the line holding its key (a removal at its parent\'s)', async (_name, newFile, keyText) => {
    const { stdout } = await drift(oldFile, newFile(), '--format', 'github');
    const found = annotations(stdout);
    expect(found.length).toBeGreaterThanOrEqual(3);
    const lines = readFileSync(newFile(), 'utf8').split('\n');
    for (const annotation of found) {
      expect(annotation.file).toBe(newFile());
      const rule = annotation.title.replace(/^drift /, '');
      expect(Object.keys(EXPECTED_KEY)).toContain(rule);
      expect([rule, lines[annotation.line! - 1]]).toEqual([rule, expect.stringContaining(keyText(EXPECTED_KEY[rule]!))]);
    }
  });

  it('a spec read from a URL gets no file or line, and its credentials reach no format', async () => {
    const served = JSON.stringify(after, null, 2);
    const server = await startLoopbackServer((_request, response) => void response.writeHead(200, { 'content-type': 'application/json' }).end(served));
    try {
      const url = `${server.url}/openapi.json?token=tok3nsecret&api_key=hunter2secret`;
      const github = await drift(oldFile, url, '--format', 'github');
      expect(annotations(github.stdout).every((annotation) => annotation.file === undefined)).toBe(true);
      for (const format of FORMATS) {
        const { stdout } = await drift(oldFile, url, '--format', format);
        expect([format, stdout.includes('hunter2secret') || stdout.includes('tok3nsecret')]).toEqual([format, false]);
      }
      const sarif = JSON.parse((await drift(oldFile, url, '--format', 'sarif')).stdout);
      expect(sarif.runs[0].results.every((result: { locations: Array<Record<string, unknown>> }) => result.locations.every((location) => !('physicalLocation' in location)))).toBe(true);
      const issues = JSON.parse((await drift(oldFile, url, '--format', 'codeclimate')).stdout) as Array<{ location: { path: string; lines: { begin: number } } }>;
      expect(new Set(issues.map((issue) => `${issue.location.path} ${issue.location.lines.begin}`))).toEqual(new Set([`${server.url}/openapi.json?[redacted] (version 1) 1`]));
    } finally {
      await server.close();
    }
  });
});

describe('drift --format markdown: the header names both documents', () => {
  it('by default: each path, with the version the document gives and the date its name carries', async () => {
    const { stdout } = await drift(oldFile, yamlFile, '--format', 'markdown');
    expect(stdout.split('\n').slice(0, 3)).toEqual(['## API drift', '', `Compared \`${oldFile} (version 1, dated 2026-07-28)\` with \`${yamlFile} (version 1)\`.`]);
  });

  it('as --old-label and --new-label say, on one line and as code whatever they hold', async () => {
    const { stdout } = await drift(oldFile, prettyJson, '--format', 'markdown', '--old-label', 'spec/openapiV3.json @ main (abc1234)', '--new-label', 'head `x`\n## injected');
    expect(stdout.split('\n')[2]).toBe("Compared `spec/openapiV3.json @ main (abc1234)` with `head 'x' ## injected`.");
  });
});

describe('fingerprints through the CLI', () => {
  it('every format prints every change\'s fingerprint', async () => {
    const { stdout } = await drift(oldFile, prettyJson, '--format', 'json');
    const fingerprints = (JSON.parse(stdout) as { changes: Array<{ fingerprint: string }> }).changes.map((change) => change.fingerprint);
    expect(fingerprints.length).toBeGreaterThanOrEqual(3);
    for (const format of FORMATS) {
      const printed = (await drift(oldFile, prettyJson, '--format', format)).stdout;
      expect([format, fingerprints.filter((fingerprint) => !printed.includes(fingerprint))]).toEqual([format, []]);
    }
  });

  it('an ignore line naming one fingerprint silences that change alone, in every spec format', async () => {
    const { stdout } = await drift(oldFile, prettyJson, '--format', 'json');
    const changes = (JSON.parse(stdout) as { changes: Array<{ id: string; level: string; fingerprint: string }> }).changes;
    const errors = changes.filter((change) => change.level === 'error');
    expect(errors.length).toBeGreaterThanOrEqual(2);
    const ignore = file('approve.txt', errors.map((change) => `fingerprint:${change.fingerprint} # approved in review\n`).join(''));
    for (const newFile of [prettyJson, yamlFile]) {
      const accepted = await drift(oldFile, newFile, '--ignore', ignore, '--format', 'json');
      expect(accepted.status).toBe(0);
      const report = JSON.parse(accepted.stdout) as { changes: Array<{ fingerprint: string }>; ignored: Array<{ fingerprint: string; reason: string }> };
      expect(report.ignored.map((change) => change.fingerprint).sort()).toEqual(errors.map((change) => change.fingerprint).sort());
      expect(report.changes.length).toBe(changes.length - errors.length);
    }
    const one = file('approve-one.txt', `fingerprint:${errors[0]!.fingerprint} # approved in review\n`);
    expect((await drift(oldFile, prettyJson, '--ignore', one)).status).toBe(1);
  });
});

describe('drift --help', () => {
  it('names every format, the fingerprint ignore line and the label options', () => {
    for (const text of [...FORMATS, 'fingerprint:<12 hex digits> # <reason>', '--old-label', '--new-label']) expect(driftCommand.usage).toContain(text);
  });
});
