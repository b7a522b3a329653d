/**
 * `drift OLD NEW --observed FILE`: findings as onDrift gives them, listed beside the document's
 * changes in every format, each marked explained by the new document or not; a bad line is bad
 * input named by its number.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { matchObserved } from '../../../../generator/drift/observed/match.ts';
import { parseObserved } from '../../../../generator/drift/observed/parse.ts';
import { diffDocuments } from '../../../../generator/drift/report.ts';
import { FORMATS } from '../../../../generator/drift/render/index.ts';
import { fixtureDocument } from '../../../support/generator-fixture.ts';
import { PROJECT_ROOT, runCli } from '../../../support/generator-runs.ts';

const OLD = join(PROJECT_ROOT, 'spec/snapshots/2026-08-03T000000Z.json');
const NEW = join(PROJECT_ROOT, 'spec/snapshots/2026-11-22T000000Z.json');
const dir = mkdtempSync(join(tmpdir(), 'drift-observed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** As onDrift hands them over, JSON.stringify'd one a line. */
const finding = (operation: string, location: string, rule: string, extra: object = {}) =>
  JSON.stringify({ operation, location, rule, expected: 'present', found: 'missing', requestId: 'req_1', message: `${operation} answered outside its spec`, ...extra });
const EXPLAINED = finding('GET /v2/schedule_entries', 'ScheduleEntryV2.layer_id', 'response-property-removed');
const UNEXPLAINED = finding('GET /v2/incidents', 'IncidentV2.name', 'response-property-type-changed', { expected: 'string', found: 'integer' });

function observedFile(lines: string[]): string {
  const file = join(dir, `observed-${Math.random().toString(36).slice(2)}.jsonl`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('drift --observed through the CLI, on the project’s two snapshots (layer_id removed between them)', () => {
  const file = observedFile([EXPLAINED, EXPLAINED, '', UNEXPLAINED, EXPLAINED]);

  it('text: each finding once, with how often it was seen and whether the new document explains it', async () => {
    const { status, stdout } = await runCli(['drift', OLD, NEW, '--observed', file]);
    expect(status).toBe(1);
    const observed = stdout.split('\n').filter((line) => line.startsWith('observed'));
    expect(observed).toEqual([
      'observed unexplained GET /v2/incidents -> IncidentV2.name: response-property-type-changed, seen once; the new document does not explain it',
      'observed explained   GET /v2/schedule_entries -> ScheduleEntryV2.layer_id: response-property-removed, seen 3 times; the new document explains it (response-property-removed)',
      'observed: 2 seen in production: 1 explained by the new document, 1 not',
    ]);
    // The document's own changes are all still there, before them.
    expect(stdout).toContain('error   response-property-removed  GET /v2/schedule_entries -> schedule_entries[].layer_id: removed from the response [ScheduleEntryV2.layer_id]');
  });

  it('json: an `observed` array beside summary and changes', async () => {
    const { stdout } = await runCli(['drift', OLD, NEW, '--observed', file, '--format', 'json']);
    const report = JSON.parse(stdout);
    expect(report.changes.length).toBeGreaterThan(0);
    expect(report.observed).toEqual([
      { operation: 'GET /v2/incidents', location: 'IncidentV2.name', rule: 'response-property-type-changed', count: 1, explained: false, explainedBy: null },
      { operation: 'GET /v2/schedule_entries', location: 'ScheduleEntryV2.layer_id', rule: 'response-property-removed', count: 3, explained: true, explainedBy: 'response-property-removed' },
    ]);
  });

  it.each([
    ['markdown', ['### Seen in production', '| unexplained | `GET /v2/incidents` | `IncidentV2.name` | `response-property-type-changed` | 1 |  |', '| explained | `GET /v2/schedule_entries` | `ScheduleEntryV2.layer_id` | `response-property-removed` | 3 | `response-property-removed` |']],
    ['junit', ['<testsuite name="observed" tests="2" failures="0">', 'unexplained: GET /v2/incidents -&gt; IncidentV2.name', 'explained: GET /v2/schedule_entries -&gt; ScheduleEntryV2.layer_id']],
    ['github', ['::warning title=drift observed unexplained::GET /v2/incidents -> IncidentV2.name', '::notice title=drift observed explained::GET /v2/schedule_entries -> ScheduleEntryV2.layer_id']],
  ])('%s lists both, marked', async (format, expected) => {
    const { status, stdout } = await runCli(['drift', OLD, NEW, '--observed', file, '--format', format]);
    expect(status).toBe(1);
    for (const text of expected) expect(stdout).toContain(text);
    if (format === 'junit') expect(stdout.trimEnd().endsWith('</testsuites>')).toBe(true);
  });

  it.each(['sarif', 'codeclimate'])('%s prints the report alone: findings about the spec and consumer lines, none about production', async (format) => {
    const [withObserved, without] = [await runCli(['drift', OLD, NEW, '--observed', file, '--format', format]), await runCli(['drift', OLD, NEW, '--format', format])];
    expect(withObserved.status).toBe(1);
    expect(withObserved.stdout).toBe(without.stdout);
  });

  it('every format is covered above', () => {
    expect([...FORMATS].sort()).toEqual(['codeclimate', 'github', 'json', 'junit', 'markdown', 'sarif', 'text']);
  });
});

describe('bad observed files: one line naming the file and line, exit 2', () => {
  it.each([
    ['not JSON', ['{"operation": '], 1],
    ['an array', [EXPLAINED, '[1, 2]'], 2],
    ['no rule', [EXPLAINED, '', JSON.stringify({ operation: 'GET /x', location: 'X.y' })], 3],
    ['a number for an operation', [JSON.stringify({ operation: 7, location: 'X.y', rule: 'r' })], 1],
  ])('%s', async (_name, lines, line) => {
    const file = observedFile(lines as string[]);
    const before = readFileSync(file, 'utf8');
    const { status, stdout, stderr } = await runCli(['drift', OLD, NEW, '--observed', file]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(`${file}:${line}: `);
    expect(stderr).not.toMatch(/\bat \w+ \(/);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('a missing file', async () => {
    const { status, stderr } = await runCli(['drift', OLD, NEW, '--observed', join(dir, 'absent.jsonl')]);
    expect(status).toBe(2);
    expect(stderr).toMatch(/absent\.jsonl: cannot read the observed findings \(ENOENT\)/);
  });
});

describe('matching', () => {
  const before = fixtureDocument();
  const after = fixtureDocument() as unknown as { components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> } };
  delete after.components.schemas['WidgetV2']!.properties['status'];
  after.components.schemas['WidgetV2']!.required = ['id'];
  const report = diffDocuments(before, after as never);
  const match = (line: string) => matchObserved(report, parseObserved(line, 'observed.jsonl'))[0]!.explainedBy;

  it('a webhook finding names its event; drift keys the event by its declaration', () => {
    expect(match(finding('widget.created_v1', 'WidgetV2.status', 'response-property-removed'))).toBe('response-property-removed');
    expect(match(finding('widget.deleted_v1', 'WidgetV2.status', 'response-property-removed'))).toBeNull();
  });

  it('operation, location and rule must all match', () => {
    expect(match(finding('GET /v2/widgets/{id}', 'WidgetV2.status', 'response-property-removed'))).toBe('response-property-removed');
    expect(match(finding('GET /v2/widgets/{id}', 'WidgetV2.id', 'response-property-removed'))).toBeNull();
    expect(match(finding('GET /v2/widgets/{id}', 'WidgetV2.status', 'response-property-type-changed'))).toBeNull();
    expect(match(finding('GET /v2/other', 'WidgetV2.status', 'response-property-removed'))).toBeNull();
  });

  it('a property seen missing is explained by its becoming optional too', () => {
    const optional = fixtureDocument() as unknown as typeof after;
    optional.components.schemas['WidgetV2']!.required = ['id'];
    const explained = matchObserved(diffDocuments(before, optional as never), parseObserved(finding('GET /v2/widgets/{id}', 'WidgetV2.status', 'response-property-removed'), 'observed.jsonl'));
    expect(explained[0]!.explainedBy).toBe('response-property-became-optional');
  });
});
