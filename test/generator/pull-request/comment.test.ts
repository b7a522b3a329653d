import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprintOf } from '../../../generator/drift/fingerprint.ts';
import { findIgnore, parseIgnore } from '../../../generator/drift/ignore.ts';
import { diffDocuments, type ConsumerReport, type DriftChange, type DriftReport } from '../../../generator/drift/index.ts';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { code } from '../../../generator/pull-request/comment-text.ts';
import { COMMENT_LIMIT, COMMENT_MARKER, isClean, renderCleanComment, renderComment, type CommentContext, type SpecSection } from '../../../generator/pull-request/comment.ts';
import { hostileDocument } from '../../support/hostile-spec.ts';
import { hostileText } from '../../support/hostile-text.ts';
import { readRealSpec, realSpecPaths, snapshotName } from '../../support/real-specs.ts';
import { spec } from '../drift/fixtures.ts';
import { readComment, readSpans } from './comment-oracle.ts';

const CONTEXT: CommentContext = { repository: 'acme/api', headSha: '9f8e7d6c5b4a39281706f5e4d3c2b1a098765432', serverUrl: 'https://github.com', fullReport: 'The full report is in the job summary and the spec-diff-report artifact.' };
const EMPTY = spec({});

function change(index: number, level: DriftChange['level'] = 'info', overrides: Partial<DriftChange> = {}): DriftChange {
  const base = { id: level === 'error' ? 'response-property-removed' : 'response-property-added', level, operation: `GET /v2/things_${index % 50}`, location: `Thing${index % 50}.field_${index}`, message: `field_${index}: changed in the response`, symbols: [`Thing${index % 50}`] };
  const merged = { ...base, ...overrides };
  return { ...merged, fingerprint: overrides.fingerprint ?? fingerprintOf(merged) } as DriftChange;
}

function reportOf(changes: DriftChange[], consumers?: ConsumerReport[]): DriftReport {
  const summary = { error: 0, warning: 0, info: 0 };
  for (const each of changes) summary[each.level]++;
  return { summary, changes, ignored: [], ...(consumers ? { consumers } : {}) };
}

const section = (report: DriftReport, specPath = 'spec/openapiV3.json', documents: [OpenApiDocument, OpenApiDocument] = [EMPTY, EMPTY]): SpecSection => ({
  specPath,
  base: { label: 'main @ 1a2b3c4' },
  head: { label: 'feature @ 9f8e7d6' },
  report,
  oldDocument: documents[0],
  newDocument: documents[1],
});

/** What must hold of every comment: under the limit, the marker once and first, no stray line, `<details>` balanced. */
function expectContained(body: string) {
  const read = readComment(body);
  expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
  expect(read.markers).toBe(1);
  expect(read.markerAt).toBe(0);
  expect(read.strays).toEqual([]);
  expect(read.balanced).toBe(true);
  return read;
}

/** Each listed change is one of the report's, with its fingerprint and an ignore line that accepts it and nothing else. */
function expectEntriesAccept(read: ReturnType<typeof readComment>, report: DriftReport) {
  const byFingerprint = new Map(report.changes.map((each) => [each.fingerprint, each]));
  for (const entry of read.entries) {
    const ignore = entry.spans.find((span) => span.startsWith('fingerprint:'));
    expect(ignore, entry.lines.join('\n')).toBeDefined();
    const [parsed] = parseIgnore(ignore!, 'comment');
    const accepted = report.changes.filter((each) => findIgnore([parsed!], each));
    expect(accepted).toHaveLength(1);
    const listed = accepted[0]!;
    expect(byFingerprint.get(listed.fingerprint)).toBe(listed);
    expect(entry.level).toBe(listed.level);
    expect(entry.spans[0]).toBe(listed.id);
    // The place as its code span shows it: one line, clipped (the fingerprint, not the text, names the change exactly).
    const place = listed.location ?? listed.operation;
    if (place !== null) expect(entry.spans[1]).toBe(readSpans(code(place)).spans[0]);
    expect(entry.spans).toContain(listed.fingerprint);
  }
}

describe('the sticky comment on real snapshots', () => {
  const paths = realSpecPaths();
  const dateOf = (path: string) => Date.parse(snapshotName(path).replace(/T(\d\d)(\d\d)(\d\d)Z$/, 'T$1:$2:$3Z'));
  const newest = paths.at(-1)!;
  const yearBefore = paths.filter((path) => dateOf(path) <= dateOf(newest) - 365 * 86_400_000).at(-1)!;

  it.each([
    ['a year apart', yearBefore, newest],
    ['the two newest', paths.at(-2)!, newest],
  ])('%s: under the limit, every listed change with its rule, level, place, fingerprint and ignore line, the rest counted', (_, beforePath, afterPath) => {
    const before = readRealSpec(beforePath) as OpenApiDocument;
    const after = readRealSpec(afterPath) as OpenApiDocument;
    const report = diffDocuments(before, after);
    const body = renderComment([section(report, 'spec/openapiV3.json', [before, after])], CONTEXT);
    const read = expectContained(body);
    expect(read.entries.length).toBeGreaterThan(0);
    expectEntriesAccept(read, report);
    expect(read.entries.length + (read.hidden?.changes ?? 0)).toBe(report.changes.length);
    // Breaking operations first: the marks never go back up in severity.
    const marks = [...body.matchAll(/<summary>(❌|⚠️|ℹ️)/g)].map((match) => ['❌', '⚠️', 'ℹ️'].indexOf(match[1]!));
    expect(marks).toEqual([...marks].sort((a, b) => a - b));
    // A change with a location shows the generated type there before and after (or says it is unchanged).
    const untyped = read.entries.filter((entry) => {
      const listed = report.changes.find((each) => entry.spans.includes(each.fingerprint))!;
      return listed.location !== null && !entry.lines.some((line) => / → |\(type unchanged\)/.test(line));
    });
    expect(untyped.map((entry) => entry.lines[0])).toEqual([]);
    expect(renderComment([section(report, 'spec/openapiV3.json', [before, after])], CONTEXT)).toBe(body);
  });
});

describe('the sticky comment stays under the limit whatever the reports', () => {
  it('5,000 changes: filled until the budget is spent, the rest counted in one last line', () => {
    const report = reportOf(Array.from({ length: 5000 }, (_, index) => change(index, index % 7 === 0 ? 'error' : 'info')));
    const read = expectContained(renderComment([section(report)], CONTEXT));
    expectEntriesAccept(read, report);
    expect(read.hidden!.changes).toBe(5000 - read.entries.length);
    const shownPerOperation = new Map<string, number>();
    for (const entry of read.entries) {
      const listed = report.changes.find((each) => entry.spans.includes(each.fingerprint))!;
      shownPerOperation.set(listed.operation!, (shownPerOperation.get(listed.operation!) ?? 0) + 1);
    }
    const perOperation = (operation: string) => report.changes.filter((each) => each.operation === operation).length;
    const operations = [...new Set(report.changes.map((each) => each.operation!))];
    expect(read.hidden!.operations).toBe(operations.filter((operation) => (shownPerOperation.get(operation) ?? 0) < perOperation(operation)).length);
    // Breaking first: operations with a breaking change before the others, and in each its breaking changes first.
    const marks = [...renderComment([section(report)], CONTEXT).matchAll(/<summary>(❌|ℹ️)/g)].map((match) => match[1]);
    expect(marks.indexOf('ℹ️') === -1 || marks.lastIndexOf('❌') < marks.indexOf('ℹ️')).toBe(true);
    const body = renderComment([section(report)], CONTEXT);
    for (const details of body.split('<details>').slice(1)) {
      const levels = [...details.matchAll(/^- \*\*(error|info)\*\*/gm)].map((match) => match[1]);
      expect(levels).toEqual([...levels].sort());
    }
  });

  it('one operation with 5,000 changes: cut inside its <details>, which says how many it left out', () => {
    const report = reportOf(Array.from({ length: 5000 }, (_, index) => change(index, 'error', { operation: 'GET /v2/one' })));
    const read = expectContained(renderComment([section(report)], CONTEXT));
    expect(read.details).toBe(1);
    expect(read.cut).toBe(5000 - read.entries.length);
    expect(read.hidden).toEqual({ changes: 5000 - read.entries.length, operations: 1 });
  });

  it('very long text anywhere: messages, locations, operations, symbols, labels, paths and the full-report sentence are clipped', () => {
    const long = 'x'.repeat(200_000);
    const report = reportOf(Array.from({ length: 40 }, (_, index) => change(index, 'error', { message: long, location: long, operation: `GET /${index}${long}`, symbols: Array(50).fill(long) })));
    const body = renderComment([{ ...section(report, long), base: { label: long }, head: { label: long } }], { ...CONTEXT, fullReport: long });
    const read = expectContained(body);
    expect(read.entries.length).toBeGreaterThan(0);
    expect(read.entries.length + read.hidden!.changes).toBe(40);
  });

  it('a huge enum changed: the types before and after stay one short line each', () => {
    const values = Array.from({ length: 50_000 }, (_, index) => `value_${index}`);
    const document = (list: string[]) => spec({ paths: { '/v2/things': { get: { operationId: 'Things V2#List', responses: { 200: { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } } } } }, schemas: { Thing: { type: 'object', required: ['kind'], properties: { kind: { type: 'string', enum: list } } } } });
    const before = document(values);
    const after = document(values.slice(1));
    const report = diffDocuments(before, after);
    const body = renderComment([section(report, 'spec/openapiV3.json', [before, after])], CONTEXT);
    const read = expectContained(body);
    const typed = read.entries[0]!.lines.find((line) => line.includes(' → '))!;
    expect(typed.length).toBeLessThan(600);
    expect(readSpans(typed).spans.at(-2)!.startsWith("'value_0' | ")).toBe(true);
  });

  it('100 specs with long paths and labels: sections in order, every one under the limit, what did not fit counted', () => {
    const sections = Array.from({ length: 100 }, (_, specIndex) => ({
      ...section(reportOf(Array.from({ length: 60 }, (_, index) => change(index, index % 5 === 0 ? 'error' : 'info'))), `spec/${String(specIndex).padStart(3, '0')}-${'p'.repeat(250)}.json`),
      base: { label: `main @ ${'b'.repeat(300)}` },
      head: { label: `feature @ ${'h'.repeat(300)}` },
    }));
    const body = renderComment(sections, CONTEXT);
    const read = expectContained(body);
    expect(read.entries.length + read.hidden!.changes).toBe(6000);
    const headers = [...body.matchAll(/^#### `spec\/(\d{3})-/gm)].map((match) => match[1]);
    expect(headers).toEqual([...headers].sort());
    // Every breaking change of every spec comes before any compatible one is given room.
    expect(read.entries.filter((entry) => entry.level === 'info').length === 0 || read.entries.filter((entry) => entry.level === 'error').length === 100 * 12).toBe(true);
  });
});

describe('several specs', () => {
  it('one section per spec, each naming its documents and counts; breaking changes of a later spec outrank compatible ones of an earlier', () => {
    const first = reportOf(Array.from({ length: 3000 }, (_, index) => change(index, 'info')));
    const second = reportOf([change(1, 'error', { operation: 'DELETE /v2/second' })]);
    const clean = reportOf([]);
    const body = renderComment([section(first, 'spec/a.json'), section(second, 'spec/b.json'), section(clean, 'spec/c.json')], CONTEXT);
    const read = expectContained(body);
    expect(body).toContain('### API drift: 1 error, 0 warnings, 3000 info');
    expect(body).toContain('3 specs compared, 2 with changes.');
    expect(body).toContain('No changes in `spec/c.json`.');
    expect(body.indexOf('#### `spec/a.json`')).toBeGreaterThan(0);
    expect(body.indexOf('#### `spec/b.json`')).toBeGreaterThan(body.indexOf('#### `spec/a.json`'));
    expect(body).toContain('`main @ 1a2b3c4` → `feature @ 9f8e7d6`: 1 error, 0 warnings, 0 info');
    expect(read.entries.some((entry) => entry.level === 'error')).toBe(true);
    expect(read.entries.length + read.hidden!.changes).toBe(3001);
  });
});

describe('consumer lines a change breaks', () => {
  const consumers: ConsumerReport[] = [
    {
      dir: 'apps/billing',
      breaks: [
        { file: 'src/sync.ts', line: 14, column: 3, code: 2339, message: 'x', changes: [0] },
        { file: 'src/a)b](javascript:alert(1)).ts', line: 2, column: 1, code: 2339, message: 'x', changes: [0] },
        ...Array.from({ length: 9 }, (_, index) => ({ file: `src/more${index}.ts`, line: index + 1, column: 1, code: 2339, message: 'x', changes: [0] })),
      ],
    },
  ];

  it('are links to the line at the head commit, the path encoded, at most five and the rest counted', () => {
    const body = renderComment([section(reportOf([change(0, 'error')], consumers))], CONTEXT);
    expectContained(body);
    expect(body).toContain(`[\`apps/billing/src/sync.ts:14\`](https://github.com/acme/api/blob/${CONTEXT.headSha}/apps/billing/src/sync.ts#L14)`);
    expect(body).toContain(`(https://github.com/acme/api/blob/${CONTEXT.headSha}/apps/billing/src/a%29b%5D%28javascript%3Aalert%281%29%29.ts#L2)`);
    expect(body).toMatch(/ and 6 more\n/);
    expect(body).toContain('; 11 consumer lines broken');
  });

  it('lines no listed change explains (none, or only an ignored one) get a block of their own, first', () => {
    const orphans: ConsumerReport[] = [
      { dir: 'app', breaks: Array.from({ length: 12 }, (_, index) => ({ file: `src/o${index}.ts`, line: 5, column: 1, code: 2339, message: `Property 'p${index}' does not exist`, changes: [], ...(index === 0 ? { ignored: [0] } : {}) })) },
    ];
    const body = renderComment([section(reportOf(Array.from({ length: 3000 }, (_, index) => change(index, 'error')), orphans))], CONTEXT);
    expectContained(body);
    expect(body.indexOf('consumer code no listed change explains: 12 lines')).toBeLessThan(body.indexOf('<details><summary>❌ <code>'));
    expect(body).toContain(`- [\`app/src/o0.ts:5\`](https://github.com/acme/api/blob/${CONTEXT.headSha}/app/src/o0.ts#L5): Property 'p0' does not exist`);
    expect(body).toContain('- … and 2 more');
  });

  it.each([
    ['a server URL that is no http(s) origin', { serverUrl: 'javascript:alert(1)' }],
    ['a repository that is no owner/name', { repository: 'acme/api) [x](https://evil' }],
    ['a head that is no commit id', { headSha: 'main' }],
  ])('%s gives plain code, no link', (_, context) => {
    const body = renderComment([section(reportOf([change(0, 'error')], consumers))], { ...CONTEXT, ...context });
    expectContained(body);
    expect(body).not.toContain('`](');
    expect(body).toContain('`apps/billing/src/sync.ts:14`');
  });
});

/** Text that tries every way out of its place in the comment. */
const ATTACKS = [
  '</details>\n\n<script>alert(1)</script>',
  COMMENT_MARKER,
  '<!-- incident-gen:spec-diff -->\n',
  '``` `` ` code ` ``` ``',
  '`',
  '[click](https://evil.example) ![img](https://evil.example/x.png)',
  '@octocat @acme/security-team',
  '| a | b |\n| --- | --- |',
  '**bold** _em_ ~~strike~~ <b>bold</b> &lt;b&gt;',
  'line\r\nbreak\u2028sep\u2029para\u0085nel\u0000nul\u001b[31mred',
  '\uD800 lone \uDFFF surrogates',
  '# heading\n- item\n1. item\n> quote',
  'https://evil.example/autolink www.evil.example',
  '\\`\\\\` escaped',
  '<details><summary>x</summary>',
];

/** Every string a change, a section and the context hold, each set to `text` in turn. */
function positions(text: string): Array<{ where: string; sections: SpecSection[]; context: CommentContext }> {
  const base = change(3, 'error', { operation: 'GET /v2/things', location: 'Thing.kind', symbols: ['ThingsV2List', 'Thing'] });
  const consumer = (dir: string, file: string, explained = true): ConsumerReport[] => [{ dir, breaks: [{ file, line: 3, column: 1, code: 2339, message: text, changes: explained ? [0] : [] }] }];
  const one = (changed: Partial<DriftChange>, consumers = consumer('app', 'src/x.ts')) => [section(reportOf([{ ...base, ...changed }, change(4, 'info')], consumers))];
  return [
    { where: 'rule id', sections: one({ id: text }), context: CONTEXT },
    { where: 'operation', sections: one({ operation: text }), context: CONTEXT },
    { where: 'location', sections: one({ location: text }), context: CONTEXT },
    { where: 'message', sections: one({ message: text }), context: CONTEXT },
    { where: 'symbol', sections: one({ symbols: [text, text] }), context: CONTEXT },
    { where: 'fingerprint', sections: one({ fingerprint: text }), context: CONTEXT },
    { where: 'consumer folder', sections: one({}, consumer(text, 'src/x.ts')), context: CONTEXT },
    { where: 'consumer file', sections: one({}, consumer('app', text)), context: CONTEXT },
    { where: 'unexplained consumer line', sections: one({}, [...consumer(text, text, false), ...consumer('app', 'x.ts', false)]), context: CONTEXT },
    { where: 'spec path', sections: [{ ...one({})[0]!, specPath: text }], context: CONTEXT },
    { where: 'base label', sections: [{ ...one({})[0]!, base: { label: text } }], context: CONTEXT },
    { where: 'head label', sections: [{ ...one({})[0]!, head: { label: text } }], context: CONTEXT },
    { where: 'several specs’ paths', sections: [{ ...one({})[0]!, specPath: text }, { ...section(reportOf([])), specPath: text }], context: CONTEXT },
    { where: 'full report sentence', sections: one({}), context: { ...CONTEXT, fullReport: text } },
    { where: 'repository', sections: one({}), context: { ...CONTEXT, repository: text } },
    { where: 'head sha', sections: one({}), context: { ...CONTEXT, headSha: text } },
    { where: 'server URL', sections: one({}), context: { ...CONTEXT, serverUrl: text } },
  ];
}

describe('untrusted text cannot get out of its place', () => {
  it.each(ATTACKS)('%j in every position: no stray line, no HTML, the marker once, <details> balanced', (attack) => {
    for (const { where, sections, context } of positions(attack)) {
      for (const body of [renderComment(sections, context), renderCleanComment(sections, context)]) {
        const read = readComment(body);
        expect({ where, strays: read.strays, balanced: read.balanced, markers: read.markers, markerAt: read.markerAt }).toEqual({ where, strays: [], balanced: true, markers: 1, markerAt: 0 });
      }
    }
  });

  it('any text in every position (generated): the same holds', () => {
    fc.assert(
      fc.property(hostileText(), (text) => {
        for (const { sections, context } of positions(text)) {
          const read = readComment(renderComment(sections, context));
          if (read.strays.length > 0 || !read.balanced || read.markers !== 1 || read.markerAt !== 0) return false;
        }
        return true;
      }),
      { numRuns: 60 },
    );
  });

  it('a comment on a document whose every name is hostile text: contained, every change with its ignore line', () => {
    const { document: before } = hostileDocument();
    const after = structuredClone(before);
    for (const schema of Object.values(after.components!.schemas as Record<string, { properties: Record<string, { enum?: string[] }> }>)) {
      for (const [name, property] of Object.entries(schema.properties)) if (name.endsWith(' old')) delete schema.properties[name];
      else if (property.enum && property.enum.length > 1) property.enum = property.enum.slice(0, 1);
    }
    const report = diffDocuments(before, after);
    const read = expectContained(renderComment([section(report, 'spec/openapiV3.json', [before, after])], CONTEXT));
    expectEntriesAccept(read, report);
    expect(read.entries.length + (read.hidden?.changes ?? 0)).toBe(report.changes.length);
  });

  it('a code span keeps its text verbatim, backticks and all: what a reader copies is the value', () => {
    const body = renderComment(positions('a ``` b ` c')[2]!.sections, CONTEXT);
    expect(readComment(body).entries[0]!.spans[1]).toBe('a ``` b ` c');
  });
});

describe('the clean comment and isClean', () => {
  it('when nothing is left to show: the marker, "clean", the specs compared; isClean says so', () => {
    const ignored = { ...change(0, 'error'), reason: 'accepted' };
    const sections = [{ ...section({ summary: { error: 0, warning: 0, info: 0 }, changes: [], ignored: [ignored] }) }];
    expect(isClean(sections)).toBe(true);
    const body = renderCleanComment(sections, CONTEXT);
    expectContained(body);
    expect(body.startsWith(`${COMMENT_MARKER}\n### API drift: clean\n`)).toBe(true);
    expect(body).toContain('- `spec/openapiV3.json`: `main @ 1a2b3c4` → `feature @ 9f8e7d6` (1 accepted by the ignore file)');
    expect(body).not.toContain('<details>');
  });

  it('a consumer line broken is not clean, even with no change listed', () => {
    expect(isClean([section(reportOf([], [{ dir: 'app', breaks: [{ file: 'a.ts', line: 1, column: 1, code: 2339, message: 'x', changes: [] }] }]))])).toBe(false);
    expect(isClean([section(reportOf([change(0)]))])).toBe(false);
  });
});

describe('deterministic', () => {
  it('the same input gives the same bytes, whatever copy of it', () => {
    const report = reportOf(Array.from({ length: 300 }, (_, index) => change(index, index % 3 === 0 ? 'error' : 'info')));
    const body = renderComment([section(report)], CONTEXT);
    expect(renderComment([section(structuredClone(report))], structuredClone(CONTEXT))).toBe(body);
  });
});
