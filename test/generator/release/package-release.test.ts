import { describe, expect, it } from 'vitest';
import type { EmittedFile } from '../../../generator/emit/files.ts';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { canonicalText } from '../../../generator/text/canonical-json.ts';
import { packageContentFingerprint } from '../../../generator/release/content-fingerprint.ts';
import { releasePackage, withVersion } from '../../../generator/release/package-release.ts';
import { formatReleaseRecord, type Release } from '../../../generator/release/record.ts';
import { sha256 } from '../../../generator/write/fingerprint.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';

const files = (extra: Record<string, string> = {}): EmittedFile[] =>
  Object.entries({ 'index.ts': 'export {};\n', 'package.json': '{"version":"0.0.0"}\n', 'CHANGELOG.md': '# old\n', 'generation.json': '{}\n', ...extra }).map(([path, content]) => ({ path, content }));
const document = { openapi: '3.0.3', info: { title: 'T' }, paths: {} };
const staged = { packageDir: '/staged', specText: JSON.stringify(document), document: document as unknown as OpenApiDocument };
const release = (version: string, fingerprint: string): Release => ({ version, bump: 'minor', reasons: ['x (1)'], documentDate: null, document: 'doc', fingerprint, changes: [] });

describe('packageContentFingerprint', () => {
  it('hashes every file but the version-bearing ones, whatever their order', () => {
    const base = packageContentFingerprint(files(), ['CHANGELOG.md', 'generation.json']);
    expect(packageContentFingerprint(files({ 'CHANGELOG.md': '# new\n', 'generation.json': '{"x":1}\n' }), ['CHANGELOG.md', 'generation.json'])).toBe(base);
    expect(packageContentFingerprint([...files()].reverse(), ['CHANGELOG.md', 'generation.json'])).toBe(base);
    expect(packageContentFingerprint(files({ 'index.ts': 'export const x = 1;\n' }), ['CHANGELOG.md', 'generation.json'])).not.toBe(base);
    expect(packageContentFingerprint(files({ 'extra.ts': '' }), ['CHANGELOG.md', 'generation.json'])).not.toBe(base);
    // Path and content are kept apart: moving text from a name into the content is a change.
    expect(packageContentFingerprint([{ path: 'a', content: 'bc' }], [])).not.toBe(packageContentFingerprint([{ path: 'ab', content: 'c' }], []));
  });
});

/** A package's worth of files (more than a sort does by insertion alone), and the same in a scrambled order. */
const manyFiles = Array.from({ length: 90 }, (_, index) => ({ path: `${['runtime/client/', 'runtime/', '', 'v2/'][index % 4]}file-${(index * 37) % 90}.ts`, content: `export const n = ${index};\n` }));
const scrambled = (files: readonly EmittedFile[]) => files.map((file, index) => ({ file, key: (index * 53) % files.length })).sort((a, b) => a.key - b.key).map(({ file }) => file);

describe('packageContentFingerprint: order', () => {
  it('is the same whatever order a package of many files comes in', () => {
    const sorted = [...manyFiles].sort((a, b) => (a.path < b.path ? -1 : 1));
    const fingerprint = packageContentFingerprint(sorted, []);
    expect(packageContentFingerprint(scrambled(sorted), [])).toBe(fingerprint);
    expect(packageContentFingerprint([...sorted].reverse(), [])).toBe(fingerprint);
  });
});

describe('releasePackage', () => {
  it('keeps the newest release when only version-bearing files changed, with no record text to write', async () => {
    const fingerprint = packageContentFingerprint(files(), ['CHANGELOG.md', 'generation.json']);
    const record = { releases: [release('1.0.0', 'older'), release('1.1.0', fingerprint)] };
    const resolved = await releasePackage(files({ 'CHANGELOG.md': '# regenerated\n' }), staged, { record, file: 'spec/releases.json' });
    expect(resolved).toEqual({ record, release: record.releases[1], landed: false, text: '' });
  });

  it("lands a changed package with the judge's verdict, hashing the document's canonical form, and gives the record's new text", async () => {
    const record = { releases: [release('1.0.0', 'older')] };
    const resolved = await releasePackage(files(), staged, { record, file: 'spec/releases.json', judge: async () => ({ bump: 'patch', reasons: ['p'], changes: [], documentDate: null, edition: 'live' }) });
    expect(resolved.landed).toBe(true);
    expect(resolved.release).toMatchObject({ version: '1.0.1', document: sha256(canonicalText(document)), fingerprint: packageContentFingerprint(files(), ['CHANGELOG.md', 'generation.json']) });
    expect(resolved.text).toBe(formatReleaseRecord(resolved.record));
  });

  it('refuses to land a changed package without a judge, naming the record', async () => {
    await expect(releasePackage(files(), staged, { record: { releases: [release('1.0.0', 'older')] }, file: 'spec/releases.json' })).rejects.toThrow('spec/releases.json: the package changed, and no judge was given to classify the release');
  });
});

describe('withVersion', () => {
  it("replaces package.json with one at the newest release's version, adds CHANGELOG.md, and sorts by path", () => {
    const model = fixtureModel();
    const versioned = withVersion(files({ 'a.ts': '' }).filter((file) => file.path !== 'CHANGELOG.md'), model, { releases: [release('1.0.0', 'a'), release('1.1.0', 'b')] });
    expect(versioned.map((file) => file.path)).toEqual(['CHANGELOG.md', 'a.ts', 'generation.json', 'index.ts', 'package.json']);
    const paths = withVersion(scrambled(manyFiles), model, { releases: [] }).map((file) => file.path);
    expect(paths).toEqual([...paths].sort((a, b) => (a < b ? -1 : 1)));
    expect(paths).toHaveLength(manyFiles.length + 2);
    expect(JSON.parse(versioned.find((file) => file.path === 'package.json')!.content)).toMatchObject({ name: 'incident-api-client', version: '1.1.0' });
    expect(versioned.find((file) => file.path === 'CHANGELOG.md')!.content).toContain('## 1.1.0 (minor)');
    const unreleased = withVersion(files().filter((file) => file.path !== 'CHANGELOG.md'), model, { releases: [] });
    expect(JSON.parse(unreleased.find((file) => file.path === 'package.json')!.content).version).toBe('0.0.0');
    expect(unreleased.find((file) => file.path === 'CHANGELOG.md')!.content).toContain('No release recorded');
  });
});
