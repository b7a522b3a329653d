import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffDocuments, parseIgnore, renderReport } from '../../../generator/drift/index.ts';
import { findIgnore } from '../../../generator/drift/ignore.ts';
import type { OpenApiDocument } from '../../../generator/load/index.ts';
import type { DriftResult } from '../../../generator/regen/collaborators.ts';
import { historyLine } from '../../../generator/regen/history.ts';
import { clearLatestReport, LISTED_CHANGES_MAX, NO_SURFACE_BREAKS, regenJson, regenMarkdown, suggestedIgnoreLine, writeLatestReport } from '../../../generator/regen/report.ts';
import { classifyLanding } from '../../../generator/release/classify.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

const document = (properties: Record<string, unknown>) =>
  ({
    openapi: '3.0.3',
    info: { title: 't', version: '1' },
    paths: {
      '/v2/things': {
        get: {
          operationId: 'Things V2#List',
          responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties } } } } },
        },
      },
    },
  }) as unknown as OpenApiDocument;

function drift(before: OpenApiDocument, after: OpenApiDocument): DriftResult {
  const report = diffDocuments(before, after);
  return { report, markdown: renderReport(report, 'markdown'), json: renderReport(report, 'json'), failing: report.changes.filter((change) => change.level === 'error'), accepted: 0, acceptedWithFlag: 0 };
}

const header = { stamp: '2026-11-22T100000Z', source: 'https://api.example/v1/openapiV3.json', previousHash: 'a'.repeat(64), nextHash: 'b'.repeat(64), ignoreFile: 'spec/drift-ignore.txt', acceptBreaking: undefined };

describe('regenMarkdown', () => {
  it('is titled by the release it lands (the pull request takes its first line as title), and says why', () => {
    const result = drift(document({ id: { type: 'string' } }), document({ id: { type: 'string' }, name: { type: 'string' } }));
    const { changes, reasons } = classifyLanding(result.report.changes, { breaking: [], added: [] });
    const release = { version: '1.5.0', bump: 'minor' as const, reasons, documentDate: null, document: 'b'.repeat(64), fingerprint: 'c'.repeat(64), changes };
    const lines = regenMarkdown({ ...header, release }, result, NO_SURFACE_BREAKS).split('\n');
    expect(lines[0]).toBe('# incident-api-client 1.5.0 (minor): 1 property added');
    expect(lines[3]).toBe('Release: 1.5.0, minor (API spec update 2026-11-22T100000Z). Why (rules, each with its count of release-record entries, one per rule and place): response-property-added (1).');
  });

  it('gives every reason of the release, and ends with the drift report and one newline', () => {
    const result = drift(document({ id: { type: 'string' } }), document({ id: { type: 'string' }, name: { type: 'string' } }));
    const release = { version: '2.0.0', bump: 'major' as const, reasons: ['api-surface-break (1)', 'response-property-added (1)'], documentDate: null, document: 'b'.repeat(64), fingerprint: 'c'.repeat(64), changes: [] };
    const markdown = regenMarkdown({ ...header, release }, result, NO_SURFACE_BREAKS);
    expect(markdown.split('\n')[3]).toBe('Release: 2.0.0, major (API spec update 2026-11-22T100000Z). Why (rules, each with its count of release-record entries, one per rule and place): api-surface-break (1); response-property-added (1).');
    expect(markdown.endsWith(`\n\n${result.markdown.trimEnd()}\n`)).toBe(true);
    expect(result.markdown.endsWith('\n')).toBe(true);
  });

  it('says a compatible update may merge, then carries the drift report verbatim', () => {
    const result = drift(document({ id: { type: 'string' } }), document({ id: { type: 'string' }, name: { type: 'string' } }));
    const markdown = regenMarkdown(header, result, NO_SURFACE_BREAKS);
    expect(markdown.split('\n').slice(0, 11)).toEqual([
      '# API spec update 2026-11-22T100000Z',
      '',
      'Fetched from `https://api.example/v1/openapiV3.json`: `aaaaaaaaaaaa` -> `bbbbbbbbbbbb`.',
      '',
      '| changes | count |',
      '| --- | ---: |',
      '| breaking changes (drift, accepted ones included) | 0 |',
      "| API-surface breaks (the generated package's exports, counted apart) | not checked |",
      `| drift changes by level (accepted ones included) | 0 error, 0 warning, ${result.report.summary.info} info |`,
      '',
      'No breaking changes: merging this updates `spec/` and `generated/`.',
    ]);
    expect(markdown).toContain(result.markdown.trimEnd());
  });

  it('says a blocked update is blocked, why, and how to accept it', () => {
    const result = drift(document({ id: { type: 'string' }, layer_id: { type: 'string' } }), document({ id: { type: 'string' } }));
    expect(result.failing.length).toBeGreaterThan(0);
    const markdown = regenMarkdown(header, result, { breaks: ['removed v2.Thing'], blocking: true });
    expect(markdown).toContain('## This update is blocked');
    expect(markdown).toContain('add one line per change to `spec/drift-ignore.txt`');
    expect(markdown).toContain('- `removed v2.Thing`');
    expect(markdown).toContain('--accept-surface');
    expect(markdown).toContain(`\n${suggestedIgnoreLine(result.failing[0]!)}\n`);
  });

  it('says exactly what blocks: one breaking change in the singular, the lines to paste, nothing about surface or consumers that did not block', () => {
    const result = drift(document({ id: { type: 'string' }, layer_id: { type: 'string' } }), document({ id: { type: 'string' } }));
    const one = { ...result, failing: result.failing.slice(0, 1) };
    const lines = regenMarkdown({ ...header, ignoreFile: 'spec/accepted.txt' }, one, NO_SURFACE_BREAKS).split('\n');
    const blocked = lines.slice(lines.indexOf('## This update is blocked'), lines.indexOf('```', lines.indexOf('```') + 1) + 1);
    expect(blocked).toEqual([
      '## This update is blocked',
      '',
      '1 breaking change (listed below) would break code written against the current client, so `spec/` and `generated/` were left as they were.',
      '',
      'What to do:',
      expect.stringMatching(/^1\. Check each breaking change below against the platform's changelog/),
      '2. Once the break is understood and the affected code is adapted, accept it: add one line per change to `spec/accepted.txt` (the format is described at the top of that file), with the reason.',
      expect.stringMatching(/^3\. Run `make regen` again/),
      expect.stringMatching(/^ {3}Or accept them all once, for this run only, with `make regen ARGS='--accept-breaking "REASON"'`/),
      '',
      'Lines for `spec/accepted.txt`, one per breaking change (replace each TODO with the reason):',
      '',
      '```',
      suggestedIgnoreLine(one.failing[0]!),
      '```',
    ]);
    const markdown = lines.join('\n');
    expect(markdown).not.toContain('consumer code');
    expect(markdown).not.toContain('API surface');
    const two = drift(document({ id: { type: 'string' }, layer_id: { type: 'string' }, team_id: { type: 'string' } }), document({ id: { type: 'string' } }));
    expect(regenMarkdown(header, two, NO_SURFACE_BREAKS)).toContain('\n2 breaking changes (listed below) would break');
  });

  it('blocks on consumer lines that no longer compile, counting them, even with no breaking drift change', () => {
    const result = drift(document({ id: { type: 'string' } }), document({ id: { type: 'string' }, name: { type: 'string' } }));
    const consumerBreak = { file: 'src/read.ts', line: 3, column: 5, code: 2339, message: "Property 'x' does not exist", changes: [] };
    const withConsumers = (breaks: number, failing = result.failing) => ({ ...result, failing, report: { ...result.report, consumers: [{ dir: 'consumer', breaks: Array.from({ length: breaks }, () => consumerBreak) }] } });
    const one = regenMarkdown(header, withConsumers(1), NO_SURFACE_BREAKS).split('\n');
    expect(one.slice(10, 14)).toEqual([
      '## This update is blocked',
      '',
      '1 line of consumer code no longer compiles against the new package (listed under "Consumer code that no longer compiles" below, each with the changes that explain it), so `spec/` and `generated/` were left as they were.',
      'Change those lines in the same pull request as this update: an ignore line or `--accept-breaking` does not accept a consumer break.',
    ]);
    expect(one.slice(10).join('\n')).not.toContain('breaking change');
    expect(regenMarkdown(header, withConsumers(2), NO_SURFACE_BREAKS)).toContain('\n2 lines of consumer code no longer compile against the new package');
    // Both: the consumer paragraph follows the ignore lines after an empty line.
    const broken = drift(document({ id: { type: 'string' }, layer_id: { type: 'string' } }), document({ id: { type: 'string' } }));
    const both = regenMarkdown(header, { ...withConsumers(1, broken.failing), report: { ...broken.report, consumers: withConsumers(1).report.consumers } }, NO_SURFACE_BREAKS);
    expect(both).toContain(`${suggestedIgnoreLine(broken.failing.at(-1)!)}\n\`\`\`\n\n1 line of consumer code`);
    // Consumers that all still compile block nothing.
    expect(regenMarkdown(header, withConsumers(0), NO_SURFACE_BREAKS)).toContain('No breaking changes');
  });

  it('blocks on a surface break alone, listing it and how to accept it', () => {
    const result = drift(document({ id: { type: 'string' } }), document({ id: { type: 'string' }, name: { type: 'string' } }));
    const lines = regenMarkdown(header, result, { breaks: ['Thing: removed', 'v2.Thing: removed'], blocking: true }).split('\n');
    expect(lines.slice(10, 19)).toEqual([
      '## This update is blocked',
      '',
      '',
      "The generated package's API surface lost or changed exports the drift checker did not flag, so `spec/` and `generated/` were left as they were:",
      '',
      '- `Thing: removed`',
      '- `v2.Thing: removed`',
      '',
      'If intended, re-run with `--accept-surface` (or `--accept-breaking "REASON"`): the update lands and the new surface becomes the baseline.',
    ]);
  });

  it('says an accepted breaking update is one, who accepted it, and which surface changes came with it', () => {
    const result = drift(document({ id: { type: 'string' }, layer_id: { type: 'string' } }), document({ id: { type: 'string' } }));
    const accepted = { ...result, failing: [], accepted: 2 };
    const byFile = regenMarkdown(header, accepted, NO_SURFACE_BREAKS).split('\n');
    expect(byFile[10]).toBe('**Breaking update, accepted**: 2 breaking change(s) accepted in the ignore file (listed under "Ignored" below, with reasons). Code using the affected types must be adapted before merging.');
    expect(byFile[11]).toBe('');
    expect(byFile.join('\n')).not.toContain('API surface changed accordingly');
    expect(byFile.join('\n')).not.toContain('This update is blocked');
    const byFlag = regenMarkdown({ ...header, acceptBreaking: 'first import\nof the live API' }, { ...accepted, acceptedWithFlag: 2 }, { breaks: ['Thing.layer_id: removed'], blocking: false }).split('\n');
    expect(byFlag.slice(10, 15)).toEqual([
      '**Breaking update, accepted**: 2 breaking change(s) accepted with `--accept-breaking` ("first import of the live API") (listed under "Ignored" below, with reasons). Code using the affected types must be adapted before merging.',
      '',
      "The generated package's API surface changed accordingly (1 API-surface break(s)):",
      '',
      '- `Thing.layer_id: removed`',
    ]);
    // Given --accept-breaking, the ignore file may have accepted some, or all: each way is credited with its own.
    const both = regenMarkdown({ ...header, acceptBreaking: 'first import' }, { ...accepted, acceptedWithFlag: 1 }, NO_SURFACE_BREAKS).split('\n');
    expect(both[10]).toBe('**Breaking update, accepted**: 2 breaking change(s) accepted: 1 in the ignore file, 1 with `--accept-breaking` ("first import") (listed under "Ignored" below, with reasons). Code using the affected types must be adapted before merging.');
    const byFileThoughFlagged = regenMarkdown({ ...header, acceptBreaking: 'not needed' }, accepted, NO_SURFACE_BREAKS).split('\n');
    expect(byFileThoughFlagged[10]).toBe(byFile[10]);
    // A surface break accepted on its own (--accept-surface) is a breaking update too, with no drift change accepted.
    const surfaceOnly = regenMarkdown(header, drift(document({}), document({})), { breaks: ['Thing: removed'], blocking: false });
    expect(surfaceOnly).toContain('**Breaking update, accepted**: 0 breaking change(s) accepted in the ignore file');
    expect(surfaceOnly).toContain('\n- `Thing: removed`\n');
  });

  it('names the first snapshot\'s missing previous hash', () => {
    const result = drift(document({}), document({ id: { type: 'string' } }));
    expect(regenMarkdown({ ...header, previousHash: undefined }, result, NO_SURFACE_BREAKS).split('\n')[2]).toBe('Fetched from `https://api.example/v1/openapiV3.json`: `none` -> `bbbbbbbbbbbb`.');
  });

  it('suggests ignore lines the drift checker parses back into entries that match each change', () => {
    const change = { id: 'response-property-removed', level: 'error' as const, operation: 'GET /v2/things', location: 'Thing.layer_id', message: 'm', symbols: [], fingerprint: '' };
    const line = suggestedIgnoreLine(change);
    expect(line).toBe('GET /v2/things response-property-removed Thing.layer_id # TODO: why this break is accepted');
    expect(findIgnore(parseIgnore(line, 'suggested'), change)).toBeDefined();
    expect(suggestedIgnoreLine({ ...change, operation: null, location: 'has space' })).toBe('* response-property-removed * # TODO: why this break is accepted');
    // A change with no location (an operation removed) is accepted wherever it is.
    expect(suggestedIgnoreLine({ ...change, id: 'operation-removed-without-deprecation', location: null })).toBe('GET /v2/things operation-removed-without-deprecation * # TODO: why this break is accepted');
  });
});

describe('the latest report', () => {
  it('is written where CI picks it up, with the ready-made ignore lines alone, and cleared for a run that has none', () => {
    const dir = join(tempDir('report'), 'regen');
    const result = drift(document({ id: { type: 'string' }, layer_id: { type: 'string' }, team_id: { type: 'string' } }), document({ id: { type: 'string' } }));
    const files = writeLatestReport(dir, '# md\n', result, NO_SURFACE_BREAKS);
    expect(readFileSync(files.markdown, 'utf8')).toBe('# md\n');
    // The drift checker's JSON, with the one count of breaking changes; no surface part for a check that never ran.
    expect(JSON.parse(readFileSync(files.json, 'utf8'))).toEqual({ ...JSON.parse(result.json), breakingChanges: 2 });
    expect(readFileSync(files.ignoreLines, 'utf8')).toBe(result.failing.map((change) => `${suggestedIgnoreLine(change)}\n`).join(''));
    expect(readFileSync(files.ignoreLines, 'utf8').split('\n')).toEqual([...result.failing.map(suggestedIgnoreLine), '']);
    expect(result.failing.length).toBe(2);
    clearLatestReport(dir);
    expect(Object.values(files).map((file) => existsSync(file))).toEqual([false, false, false]);
  });
});

describe('one count of breaking changes, wherever the landing states it', () => {
  // One component reached from two operations: removing its property is two drift changes, which
  // the release record merges into one entry (one per rule and place). The old report said
  // "0 error" in its table, "1 breaking change" in its title and "2 accepted" in its text.
  const shared = (properties: Record<string, unknown>) =>
    ({
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      paths: Object.fromEntries(
        ['/v2/a', '/v2/b'].map((path) => [path, { get: { operationId: `${path} V2#List`, responses: { 200: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } } } }]),
      ),
      components: { schemas: { Thing: { type: 'object', properties } } },
    }) as unknown as OpenApiDocument;

  function accepted(reason: string | undefined): DriftResult {
    const report = diffDocuments(shared({ id: { type: 'string' }, layer_id: { type: 'string' } }), shared({ id: { type: 'string' } }), { ignore: parseIgnore('* response-property-removed * # first import', 'ignore') });
    const json = renderReport(report, 'json');
    return { report, markdown: renderReport(report, 'markdown'), json, failing: [], accepted: report.ignored.length, acceptedWithFlag: reason === undefined ? 0 : report.ignored.length };
  }

  it('title, table, text, JSON report and spec/history.md all say the same number; the surface breaks apart', () => {
    const result = accepted('first import');
    expect(result.report.ignored).toHaveLength(2);
    const { changes, reasons } = classifyLanding([...result.report.changes, ...result.report.ignored], { breaking: ['Thing.layer_id: removed'], added: [] });
    expect(changes.filter((change) => change.group === 'breaking' && change.id !== 'api-surface-break')).toHaveLength(1);
    const release = { version: '2.0.0', bump: 'major' as const, reasons, documentDate: null, document: 'b'.repeat(64), fingerprint: 'c'.repeat(64), changes };
    const surface = { breaks: ['Thing.layer_id: removed'], blocking: false };
    const markdown = regenMarkdown({ ...header, acceptBreaking: 'first import', release }, result, surface);
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('# incident-api-client 2.0.0 (major): 2 breaking changes, 1 API-surface break');
    expect(lines).toContain('| breaking changes (drift, accepted ones included) | 2, 2 of them accepted |');
    expect(lines).toContain("| API-surface breaks (the generated package's exports, counted apart) | 1 |");
    expect(lines).toContain('| drift changes by level (accepted ones included) | 2 error, 0 warning, 0 info |');
    expect(markdown).toContain('**Breaking update, accepted**: 2 breaking change(s) accepted with `--accept-breaking` ("first import")');
    expect(markdown).toContain('| error | 0 | 2 |');
    expect(JSON.parse(regenJson(result, surface))).toMatchObject({ breakingChanges: 2, apiSurface: { breaks: ['Thing.layer_id: removed'] }, ignored: [{ operation: 'GET /v2/a' }, { operation: 'GET /v2/b' }] });
    const history = historyLine({ ...header, drift: result, surfaceBreaks: 1, acceptedBreakingReason: 'first import', release });
    expect(history).toContain('; drift 2 error, 0 warning, 0 info; released 2.0.0 (major); 1 API-surface break(s) accepted; 2 breaking change(s) accepted with --accept-breaking: first import\n');
    // Every number the landing states about breaking changes is that one count.
    for (const text of [lines[0]!, markdown.split('## API drift')[0]!, history]) {
      for (const [, count] of text.matchAll(/(\d+) breaking change/g)) expect(count).toBe('2');
    }
  });

  it('a blocked update counts the accepted ones in, and says how many block', () => {
    const result = accepted(undefined);
    const blocking = { ...result, failing: [result.report.ignored[0]!], accepted: 1 };
    const markdown = regenMarkdown(header, blocking, NO_SURFACE_BREAKS);
    expect(markdown).toContain('| breaking changes (drift, accepted ones included) | 2, 1 of them accepted |');
    expect(markdown).toContain('\n1 breaking change of the 2 (1 accepted) (listed below) would break code');
    expect(markdown).toContain("| API-surface breaks (the generated package's exports, counted apart) | not checked |");
  });
});

describe('a report past 1,000 changes', () => {
  const many = (count: number) => Array.from({ length: count }, (_, index) => `v2.Thing${index}: removed; old code importing it no longer compiles`);
  const small = drift(document({ id: { type: 'string' } }), document({ id: { type: 'string' }, name: { type: 'string' } }));
  const driftChanges = small.report.changes.length;

  it('lists every API-surface break up to 1,000 changes in all', () => {
    const markdown = regenMarkdown(header, small, { breaks: many(LISTED_CHANGES_MAX - driftChanges), blocking: false });
    expect(markdown).toContain(`- \`v2.Thing${LISTED_CHANGES_MAX - driftChanges - 1}: removed; old code importing it no longer compiles\``);
  });

  it('past that, counts them by kind with a few named, and the JSON report keeps every one', () => {
    const breaks = [...many(LISTED_CHANGES_MAX - driftChanges), "v2.Other.kind: type changed from 'a' | 'b' to 'a'; old code using it as 'a' | 'b' no longer compiles", 'v2.Thing: index signature removed; old code reading other keys no longer compiles'];
    const surface = { breaks, blocking: false };
    const markdown = regenMarkdown(header, small, surface);
    expect(markdown).not.toContain('- `v2.Thing0: removed');
    expect(markdown).toContain(`${LISTED_CHANGES_MAX + 2} changes in all, more than ${LISTED_CHANGES_MAX}: the API-surface breaks are counted by kind here; the JSON report lists every one (\`apiSurface.breaks\`).`);
    expect(markdown).toContain(`\n- removed: ${LISTED_CHANGES_MAX - driftChanges}, e.g. \`v2.Thing0\`, \`v2.Thing1\`, \`v2.Thing2\`, ...\n- index signature removed: 1, e.g. \`v2.Thing\`\n- type changed: 1, e.g. \`v2.Other.kind\`\n`);
    expect(JSON.parse(regenJson(small, surface)).apiSurface.breaks).toEqual(breaks);
  });
});

describe('a blocked report past 1,000 changes', () => {
  const broken = drift(document({ id: { type: 'string' }, layer_id: { type: 'string' } }), document({ id: { type: 'string' } }));
  const padding = (count: number) => Array.from({ length: count }, (_, index) => `v2.Thing${index}: removed; old code importing it no longer compiles`);
  const inAll = broken.report.changes.length;

  it('inlines the ready-made ignore lines up to 1,000 changes in all', () => {
    const markdown = regenMarkdown(header, broken, { breaks: padding(LISTED_CHANGES_MAX - inAll), blocking: true });
    expect(markdown).toContain('(listed below) would break code');
    expect(markdown).toContain(`\n${suggestedIgnoreLine(broken.failing[0]!)}\n`);
  });

  it('past that, names the file that holds them', () => {
    const markdown = regenMarkdown(header, broken, { breaks: padding(LISTED_CHANGES_MAX - inAll + 1), blocking: true });
    // The drift section still lists its two changes: the text says so.
    expect(broken.failing).toHaveLength(1);
    expect(markdown).toContain('\n1 breaking change (listed below) would break code');
    expect(markdown).toContain(`The ready-made lines for \`spec/drift-ignore.txt\`, one per breaking change (1; replace each TODO with the reason), are in \`last-ignore-lines.txt\` beside this report's \`last-report.md\`: too many to read here.`);
    expect(markdown).not.toContain(suggestedIgnoreLine(broken.failing[0]!));
  });

  it('says the breaking changes are counted, not listed, once the drift section counts them', () => {
    const many = Array.from({ length: LISTED_CHANGES_MAX + 1 }, (_, index) => ({ ...broken.failing[0]!, location: `Thing.field_${index}` }));
    const report = { ...broken.report, changes: many, summary: { error: many.length, warning: 0, info: 0 } };
    const markdown = regenMarkdown(header, { ...broken, report, markdown: renderReport(report, 'markdown'), failing: many }, NO_SURFACE_BREAKS);
    expect(markdown).toContain(`${many.length} breaking changes (counted by rule below, each in the JSON report) would break code`);
    expect(markdown).toContain(`- \`response-property-removed\`: ${many.length} at 1 operation: \`GET /v2/things\` ${many.length}`);
    expect(markdown).not.toContain('\n```\n');
  });
});
