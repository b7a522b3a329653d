import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../generator/load/errors.ts';
import { formatReleaseRecord, parseReleaseRecord, readReleaseRecord, type Release } from '../../../generator/release/record.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const release = (overrides: Partial<Release> = {}): Release => ({
  version: '1.0.0',
  bump: 'initial',
  reasons: ['first import of the live API'],
  documentDate: '2026-11-22T00:00:00.000Z',
  document: 'a'.repeat(64),
  fingerprint: 'b'.repeat(64),
  changes: [{ group: 'added', id: 'operation-added', operations: ['GET /v2/a'], location: null, symbols: ['AV2List'] }],
  ...overrides,
});

const tempDir = systemTempDirs();

describe('the release record', () => {
  it('reads back what it writes, and writes the same text for the same record whatever the key order it was given', () => {
    const record = { releases: [release(), release({ version: '1.1.0', bump: 'minor', reasons: ['operation-added (1)'] })] };
    const text = formatReleaseRecord(record);
    expect(parseReleaseRecord(text, 'r.json')).toEqual(record);
    const shuffled = { releases: record.releases.map((entry) => Object.fromEntries(Object.entries(entry).reverse()) as unknown as Release) };
    expect(formatReleaseRecord(shuffled)).toBe(text);
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('gives the text it read with the record', () => {
    const file = join(tempDir('release-record'), 'releases.json');
    const text = formatReleaseRecord({ releases: [release()] });
    writeFileSync(file, text);
    expect(readReleaseRecord(file)).toEqual({ record: { releases: [release()] }, text });
  });

  it('is empty when the file does not exist yet', () => {
    expect(readReleaseRecord(join(tempDir('release-record'), 'none.json'))).toEqual({ record: { releases: [] }, text: '' });
  });

  it('refuses, as one line naming the file and the entry, every field that is not what it should be', () => {
    const good = JSON.parse(formatReleaseRecord({ releases: [release()] })) as { releases: Array<Record<string, unknown>> };
    const entryWith = (key: string, value: unknown) => JSON.stringify({ releases: [{ ...good.releases[0], [key]: value }] });
    const changeWith = (key: string, value: unknown) => entryWith('changes', [{ ...(good.releases[0]!['changes'] as object[])[0], [key]: value }]);
    const cases: Array<[string, RegExp]> = [
      ['{', /^r\.json: not valid JSON/],
      ['[]', /^r\.json: not a release record/],
      ['{"releases": {}}', /^r\.json: not a release record/],
      ['{"releases": [1]}', /^r\.json: releases\[0\]: not an object$/],
      [entryWith('version', '1.0'), /releases\[0\]: "version" is not a release version/],
      [entryWith('version', '1.0.0-rc.1'), /releases\[0\]: "version" is not a release version/],
      [entryWith('version', 1), /releases\[0\]: "version" must be a string$/],
      [entryWith('bump', 'huge'), /releases\[0\]: "bump" must be initial, major, minor or patch/],
      [entryWith('reasons', 'because'), /releases\[0\]: "reasons": must be a list of strings/],
      [entryWith('reasons', [1]), /releases\[0\]: "reasons": must be a list of strings/],
      [entryWith('documentDate', 5), /releases\[0\]: "documentDate" must be a string or null/],
      [entryWith('document', null), /releases\[0\]: "document" must be a string$/],
      [entryWith('fingerprint', undefined), /releases\[0\]: "fingerprint" must be a string$/],
      [entryWith('changes', {}), /releases\[0\]: "changes" must be a list/],
      [changeWith('group', 'nice'), /releases\[0\]: changes\[0\]: "group" must be one of breaking, added, deprecated, other/],
      [changeWith('id', null), /changes\[0\]: "id" must be a string/],
      [changeWith('location', 3), /changes\[0\]: "location" must be a string or null/],
      [changeWith('operations', 'GET /'), /changes\[0\]: "operations": must be a list of strings/],
      [changeWith('symbols', [null]), /changes\[0\]: "symbols": must be a list of strings/],
      [JSON.stringify({ releases: [good.releases[0], good.releases[0]] }), /releases\[1\]: version 1\.0\.0 does not come after 1\.0\.0/],
      [JSON.stringify({ releases: [{ ...good.releases[0], version: '2.0.0' }, good.releases[0]] }), /releases\[1\]: version 1\.0\.0 does not come after 2\.0\.0/],
    ];
    for (const [text, message] of cases) {
      let thrown: unknown;
      try {
        parseReleaseRecord(text, 'r.json');
      } catch (error) {
        thrown = error;
      }
      expect(thrown, text).toBeInstanceOf(InputError);
      expect((thrown as Error).message, text).toMatch(message);
      expect((thrown as Error).message).not.toContain('\n');
    }
  });

  it('refuses a folder where the record should be', () => {
    const dir = tempDir('release-record');
    expect(() => readReleaseRecord(dir)).toThrow(new InputError(dir, 'is a folder, not a release record'));
  });

  it('refuses a record it cannot read, naming the reason: a socket where the record should be', async () => {
    const file = join(tempDir('release-record'), 'releases.json');
    const server = createServer();
    await new Promise<void>((listening) => server.listen(file, listening));
    try {
      expect(() => readReleaseRecord(file)).toThrow(new InputError(file, 'cannot read the release record (ENXIO)'));
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });

  it('reads a file as bad input too', () => {
    const file = join(tempDir('release-record'), 'bad.json');
    writeFileSync(file, '{"releases": [{}]}');
    expect(() => readReleaseRecord(file)).toThrow(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: releases\\[0\\]: "version" must be a string$`));
  });

  it('writes two-space JSON, one line per change, empty lists as []', () => {
    const note = 'Written by `make generate` and `make regen` (generator/release/); one entry per version, oldest first. Do not edit.';
    expect(formatReleaseRecord({ releases: [] })).toBe(`{\n  "//": ${JSON.stringify(note)},\n  "releases": []\n}\n`);
    const second = { group: 'deprecated' as const, id: 'operation-deprecated', operations: ['GET /v2/b'], location: 'B', symbols: [] };
    const text = formatReleaseRecord({ releases: [release({ changes: [] }), release({ version: '1.1.0', bump: 'minor', documentDate: null, changes: [release().changes[0]!, second] })] });
    const lines = text.split('\n');
    expect(lines.slice(0, 5)).toEqual(['{', `  "//": ${JSON.stringify(note)},`, '  "releases": [', '    {', '      "version": "1.0.0",']);
    expect(lines).toContain('      "reasons": [');
    expect(lines).toContain('        "first import of the live API"');
    expect(lines).toContain('      "changes": []');
    expect(lines).toContain('      "documentDate": null,');
    expect(lines).toContain('      "changes": [');
    expect(lines).toContain(`        ${JSON.stringify({ group: 'added', id: 'operation-added', operations: ['GET /v2/a'], location: null, symbols: ['AV2List'] })},`);
    expect(lines).toContain(`        ${JSON.stringify(second)}`);
    expect(lines.slice(-6)).toEqual([`        ${JSON.stringify(second)}`, '      ]', '    }', '  ]', '}', '']);
    expect(parseReleaseRecord(text, 'r.json').releases[1]).toMatchObject({ documentDate: null, changes: [{ location: null }, { location: 'B' }] });
  });

  it('refuses a change or an entry that is not an object, and a list holding anything but strings', () => {
    const good = JSON.parse(formatReleaseRecord({ releases: [release()] })) as { releases: Array<Record<string, unknown>> };
    expect(() => parseReleaseRecord(JSON.stringify({ releases: [[]] }), 'r.json')).toThrow('r.json: releases[0]: not an object');
    expect(() => parseReleaseRecord(JSON.stringify({ releases: [{ ...good.releases[0], changes: [1] }] }), 'r.json')).toThrow('r.json: releases[0]: changes[0]: not an object');
    expect(() => parseReleaseRecord(JSON.stringify({ releases: [{ ...good.releases[0], changes: [{ ...(good.releases[0]!['changes'] as object[])[0], operations: ['GET /v2/a', 1] }] }] }), 'r.json')).toThrow('r.json: releases[0]: changes[0]: "operations": must be a list of strings');
  });
});
