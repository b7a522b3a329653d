import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { driftCommand } from '../../../generator/commands/drift.ts';
import { RULES, type RuleInfo } from '../../../generator/drift/index.ts';
import { InputError, UsageError } from '../../../generator/load/errors.ts';
import { runCli } from '../../support/generator-runs.ts';
import { startLoopbackServer } from '../../support/loopback.ts';
import { object, runCommand, scheduleSpec } from '../drift/fixtures.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { WARNED } from './regen-documents.ts';

const tempDir = systemTempDirs();

const drift = (...argv: string[]) => runCommand(driftCommand, argv);

let dir: string;
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};
let oldFile: string;
let newFile: string;

beforeAll(() => {
  dir = tempDir('drift-cli');
  oldFile = file('old.json', JSON.stringify(scheduleSpec(object({ id: { type: 'string' }, layer_id: { type: 'string' } }))));
  newFile = file('new.json', JSON.stringify(scheduleSpec(object({ id: { type: 'string' }, kind: { type: 'string' } }))));
});

describe('drift command', () => {
  it('returns 1 on breaking changes and prints the JSON report', async () => {
    const { status, stdout } = await drift(oldFile, newFile, '--format', 'json');
    expect(status).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.summary).toEqual({ error: 2, warning: 0, info: 2 });
    expect(report.changes[0]).toMatchObject({ id: 'response-property-removed', operation: 'GET /v2/schedule_entries', location: 'ScheduleEntryV2.layer_id' });
  });

  it('returns 0 when an ignore file accepts the breaks; --fail-on info still fails on additions', async () => {
    const ignore = file('ignore.txt', '* response-property-removed ScheduleEntryV2.layer_id # dropped upstream, never read\n');
    expect((await drift(oldFile, newFile, '--ignore', ignore)).status).toBe(0);
    expect((await drift(oldFile, newFile, '--ignore', ignore, '--fail-on', 'info')).status).toBe(1);
  });

  it('applies a severity file and lists the rules', async () => {
    const severity = file('severity.txt', 'response-property-removed warning\n');
    const { status, stdout } = await drift(oldFile, newFile, '--severity', severity, '--format', 'github');
    expect(status).toBe(0);
    // A minified new spec: every change sits on its one line.
    expect(stdout).toMatch(/^::warning file=[^,]+new\.json,line=1,title=drift response-property-removed::/);
    expect((await drift('--list-rules')).stdout).toMatch(/^operation-added\s+info\s+both\s+a new operation$/m);
    const rules = JSON.parse((await drift('--list-rules', '--format', 'json')).stdout) as Array<{ id: string; oasdiff: string | null; oasdiffNote?: string }>;
    expect(rules[0]).toMatchObject({ id: 'operation-added', level: 'info', oasdiff: 'endpoint-added' });
    expect(rules.find((rule) => rule.id === 'request-became-enum')).toMatchObject({ oasdiff: 'request-property-became-enum' });
    // Every rule names oasdiff's nearest id, or says why there is none.
    expect(rules.filter((rule) => rule.oasdiff === null && !rule.oasdiffNote).map((rule) => rule.id)).toEqual([]);
  });

  it('bad files and flags are InputError / UsageError (the CLI prints one line and exits 2)', async () => {
    await expect(drift(oldFile, join(dir, 'nope.json'))).rejects.toThrow(new InputError(join(dir, 'nope.json'), 'no such file'));
    await expect(drift(oldFile, newFile, '--ignore', file('bad.txt', 'GET /a operation-added\n'))).rejects.toThrow(InputError);
    await expect(drift(oldFile, newFile, '--format', 'pdf')).rejects.toThrow(UsageError);
    await expect(drift(oldFile)).rejects.toThrow(UsageError);
  });

  it('by default: text without colour when stdout is not a terminal, failing on errors only', async () => {
    const broken = await drift(oldFile, newFile);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain('response-property-removed');
    expect(broken.stdout).not.toContain('\u001b[');
    expect(broken.stdout).not.toMatch(/^[{<#]/);
    const [before, after] = [file('warned-before.json', JSON.stringify(WARNED[0])), file('warned-after.json', JSON.stringify(WARNED[1]))];
    expect((await drift(before, after)).status).toBe(0);
    expect((await drift(before, after, '--fail-on', 'warning')).status).toBe(1);
    await expect(drift(before, after, '--fail-on', 'fatal')).rejects.toThrow(new UsageError('--fail-on must be error, warning or info, not "fatal"'));
    await expect(drift(before, after, oldFile)).rejects.toThrow(new UsageError('drift needs two specs: OLD NEW (see drift --help)'));
  });

  it('on a terminal the text is coloured by level; other formats never are', async () => {
    const wasTTY = process.stdout.isTTY;
    process.stdout.isTTY = true;
    try {
      const coloured = (await drift(oldFile, newFile)).stdout.split('\n');
      expect(coloured.filter((line) => line.startsWith('\u001b[31merror  \u001b[0m response-property-removed '))).toHaveLength(2);
      expect((await drift(oldFile, newFile, '--format', 'text')).stdout).toContain('\u001b[31m');
      for (const format of ['markdown', 'json', 'junit', 'github', 'sarif', 'codeclimate']) expect((await drift(oldFile, newFile, '--format', format)).stdout).not.toContain('\u001b[');
    } finally {
      process.stdout.isTTY = wasTTY;
    }
  });

  it('reads both specs from http(s) URLs', async () => {
    const server = await startLoopbackServer((request, response) => {
      const path = { '/old.json': oldFile, '/new.json': newFile }[request.url ?? ''];
      if (!path) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(path));
    });
    try {
      const fromUrls = await drift(`${server.url}/old.json`, `${server.url}/new.json`, '--format', 'json');
      expect(fromUrls).toEqual({ ...(await drift(oldFile, newFile, '--format', 'json')), status: 1 });
    } finally {
      await server.close();
    }
  });

  it('names the accepted formats and the command in its usage errors', async () => {
    await expect(drift(oldFile, newFile, '--format', 'pdf')).rejects.toThrow(new UsageError('--format must be one of text, markdown, json, junit, github, sarif, codeclimate, not "pdf"'));
    await expect(drift(oldFile, newFile, '--verbose')).rejects.toThrow(new UsageError("Unknown option '--verbose' (see 'incident-gen drift --help')"));
  });

  it('--list-rules: one row per rule in aligned columns (id, level, direction, description); json has every field', async () => {
    const lines = (await drift('--list-rules')).stdout.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(RULES.length);
    const idWidth = Math.max(...RULES.map((rule) => rule.id.length));
    RULES.forEach((rule, index) => {
      const line = lines[index]!;
      const columns = [line.slice(0, idWidth), line.slice(idWidth, idWidth + 2), line.slice(idWidth + 2, idWidth + 9), line.slice(idWidth + 9, idWidth + 11), line.slice(idWidth + 11, idWidth + 19), line.slice(idWidth + 19, idWidth + 21), line.slice(idWidth + 21)];
      expect(columns.map((column) => column.trimEnd())).toEqual([rule.id, '', rule.level, '', rule.direction, '', rule.description]);
    });
    const rows = JSON.parse((await drift('--list-rules', '--format', 'json')).stdout) as Array<Record<string, unknown>>;
    const rules: readonly RuleInfo[] = RULES;
    expect(rows).toEqual(rules.map(({ id, level, direction, family, description, oasdiff, oasdiffNote }) => ({ id, level, direction, family, description, oasdiff, ...(oasdiffNote ? { oasdiffNote } : {}) })));
  });

  it('through the real CLI: exit 2 with one line and no stack trace', async () => {
    const failed = await runCli(['drift', oldFile, join(dir, 'nope.json')]);
    expect(failed).toMatchObject({ status: 2, stdout: '', stderr: `error: ${join(dir, 'nope.json')}: no such file\n` });
  });
});
