/**
 * `--observed` in this process: reading the file, parsing and counting its lines, matching them
 * against a report, and rendering them beside it in every format, with hostile text in the
 * findings (the observed file comes from production and is not trusted). The CLI tests in
 * observed.test.ts run the same through a child process.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { matchObserved, parseObserved, readObserved, renderWithObserved, type ObservedEntry } from '../../../../generator/drift/observed/index.ts';
import { renderReport } from '../../../../generator/drift/render/index.ts';
import { parseIgnore } from '../../../../generator/drift/ignore.ts';
import { diffDocuments, withIgnores, type DriftReport } from '../../../../generator/drift/report.ts';
import { InputError } from '../../../../generator/load/errors.ts';
import { object, ok, ref, spec } from '../fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'drift-observed-in-process-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const line = (operation: unknown, location: unknown, rule: unknown, extra: object = {}) => JSON.stringify({ operation, location, rule, expected: 'present', found: 'missing', ...extra });

/** `Entry.note` removed from a list response and from an event; `Entry.count` became optional; `Entry.kind` changed type. */
function report(): DriftReport {
  const entry = (after: boolean) =>
    after ? object({ id: { type: 'string' }, count: { type: 'integer' }, kind: { type: 'integer' } }, ['id']) : object({ id: { type: 'string' }, note: { type: 'string' }, count: { type: 'integer' }, kind: { type: 'string' } }, ['id', 'count']);
  const document = (after: boolean) =>
    spec({ paths: { '/v1/entries': { get: { operationId: 'Entries V1#List', responses: ok(ref('Entry')) } } }, webhooks: { '/x-webhooks/entry.created_v1': { get: { operationId: 'EntryCreatedV1', responses: ok(ref('Entry')) } } }, schemas: { Entry: entry(after) } });
  return diffDocuments(document(false), document(true));
}

describe('parseObserved', () => {
  it('counts repeats of one operation, location and rule, keeping the first line number; skips blank lines, CRLF or not', () => {
    const text = ['', line('GET /a', 'A.b', 'r'), '  ', line('GET /a', 'A.b', 'other'), line('GET /a', 'A.b', 'r', { found: 'else' })].join('\r\n');
    expect(parseObserved(text, 'f.jsonl')).toEqual([
      { operation: 'GET /a', location: 'A.b', rule: 'r', count: 2, line: 2 },
      { operation: 'GET /a', location: 'A.b', rule: 'other', count: 1, line: 4 },
    ]);
    expect(parseObserved('', 'f.jsonl')).toEqual([]);
  });

  it('refuses, naming file and line, a line that is not a JSON object', () => {
    for (const [text, at] of [['{"operation":', 1], [`${line('a', 'b', 'c')}\n"text"`, 2], ['null', 1], ['[{"operation":"a"}]', 1], ['\n\n42', 3]] as const) {
      expect(() => parseObserved(text, 'f.jsonl'), text).toThrow(new InputError(`f.jsonl:${at}`, 'not a JSON object (--observed reads one onDrift finding a line)'));
    }
  });

  it('names every field that is missing, empty or not a string', () => {
    expect(() => parseObserved(line('GET /a', '', 7), 'f.jsonl')).toThrow(new InputError('f.jsonl:1', 'a finding needs string location, rule'));
    expect(() => parseObserved(JSON.stringify({ location: 'A.b', rule: 'r' }), 'f.jsonl')).toThrow(new InputError('f.jsonl:1', 'a finding needs string operation'));
  });
});

describe('readObserved', () => {
  it('reads and parses a file', async () => {
    const file = join(dir, 'seen.jsonl');
    writeFileSync(file, `${line('GET /a', 'A.b', 'r')}\n${line('GET /a', 'A.b', 'r')}\n`);
    expect(await readObserved(file)).toEqual([{ operation: 'GET /a', location: 'A.b', rule: 'r', count: 2, line: 1 }]);
  });

  it('turns a file it cannot read into bad input with the reason', async () => {
    await expect(readObserved(join(dir, 'absent.jsonl'))).rejects.toThrow(new InputError(join(dir, 'absent.jsonl'), 'cannot read the observed findings (ENOENT)'));
    const folder = join(dir, 'a-folder');
    mkdirSync(folder);
    await expect(readObserved(folder)).rejects.toThrow(new InputError(folder, 'cannot read the observed findings (EISDIR)'));
  });
});

describe('matchObserved', () => {
  const match = (...lines: string[]) => matchObserved(report(), parseObserved(lines.join('\n'), 'f.jsonl')).map((entry) => [entry.operation, entry.location, entry.rule, entry.explainedBy]);

  it('explains a missing property by its removal or its becoming optional, a type by its change', () => {
    expect(match(line('GET /v1/entries', 'Entry.note', 'response-property-removed'))).toEqual([['GET /v1/entries', 'Entry.note', 'response-property-removed', 'response-property-removed']]);
    expect(match(line('GET /v1/entries', 'Entry.count', 'response-property-removed'))[0]![3]).toBe('response-property-became-optional');
    expect(match(line('GET /v1/entries', 'Entry.kind', 'response-property-type-changed'))[0]![3]).toBe('response-property-type-changed');
    expect(match(line('GET /v1/entries', 'Entry.kind', 'response-property-removed'))[0]![3]).toBeNull();
    expect(match(line('GET /v1/entries', 'Entry.note', 'response-property-became-optional'))[0]![3]).toBeNull();
  });

  it('explains a missing property by its removal judged by the sunset it announced', () => {
    const document = (after: boolean) =>
      spec({ paths: { '/v1/entries': { get: { operationId: 'Entries V1#List', responses: ok(ref('Entry')) } } }, schemas: { Entry: object(after ? {} : { note: { type: 'string', deprecated: true, 'x-sunset': '2000-01-01' } }) } });
    const [entry] = matchObserved(diffDocuments(document(false), document(true)), parseObserved(line('GET /v1/entries', 'Entry.note', 'response-property-removed'), 'f.jsonl'));
    expect(entry!.explainedBy).toBe('property-removed-after-sunset');
  });

  it('explains an event finding by its event name only, not by a key that merely ends alike', () => {
    expect(match(line('entry.created_v1', 'Entry.note', 'response-property-removed'))[0]![3]).toBe('response-property-removed');
    expect(match(line('created_v1', 'Entry.note', 'response-property-removed'))[0]![3]).toBeNull();
    expect(match(line('/x-webhooks/entry.created_v1', 'Entry.note', 'response-property-removed'))[0]![3]).toBe('response-property-removed');
    expect(match(line('v1/entries', 'Entry.note', 'response-property-removed'))[0]![3]).toBeNull();
    expect(match(line('entries', 'Entry.note', 'response-property-removed'))[0]![3]).toBeNull();
  });

  it('explains a finding under any other rule by a change under that same rule', () => {
    const document = (nullable: boolean) => spec({ paths: { '/v1/entries': { get: { operationId: 'Entries V1#List', responses: ok(ref('Entry')) } } }, schemas: { Entry: object({ note: { type: 'string', nullable } }) } });
    const nullable = diffDocuments(document(false), document(true));
    const [entry] = matchObserved(nullable, parseObserved(line('GET /v1/entries', 'Entry.note', 'response-property-became-nullable'), 'f.jsonl'));
    expect(entry!.explainedBy).toBe('response-property-became-nullable');
    const [other] = matchObserved(nullable, parseObserved(line('GET /v1/entries', 'Entry.note', 'format-changed'), 'f.jsonl'));
    expect(other!.explainedBy).toBeNull();
  });

  it('explains by an ignored change too: the new document still says it', () => {
    const ignoring = withIgnores(report(), parseIgnore('GET /v1/entries response-property-removed Entry.note # planned', '.drift-ignore'));
    expect(ignoring.changes.some((change) => change.location === 'Entry.note' && change.operation === 'GET /v1/entries')).toBe(false);
    const [entry] = matchObserved(ignoring, parseObserved(line('GET /v1/entries', 'Entry.note', 'response-property-removed'), 'f.jsonl'));
    expect(entry!.explainedBy).toBe('response-property-removed');
  });

  it('lists unexplained first, then by operation, location and rule', () => {
    const order = match(
      line('GET /v1/entries', 'Entry.note', 'response-property-removed'),
      line('GET /v1/zzz', 'Z.a', 'rule-b'),
      line('GET /v1/zzz', 'Z.a', 'rule-a'),
      line('GET /v1/aaa', 'Z.b', 'rule-a'),
      line('GET /v1/aaa', 'Z.a', 'rule-z'),
      line('GET /v1/entries', 'Entry.kind', 'response-property-type-changed'),
    );
    expect(order.map((entry) => entry.slice(0, 3).join(' '))).toEqual([
      'GET /v1/aaa Z.a rule-z',
      'GET /v1/aaa Z.b rule-a',
      'GET /v1/zzz Z.a rule-a',
      'GET /v1/zzz Z.a rule-b',
      'GET /v1/entries Entry.kind response-property-type-changed',
      'GET /v1/entries Entry.note response-property-removed',
    ]);
  });

  it('gives that order whatever order production logged the findings in', () => {
    const drift = report();
    // Unexplained findings only, so the operation, location and rule comparisons alone decide.
    const lines = [line('GET /v1/b', 'Z.a', 'rule-a'), line('GET /v1/a', 'Z.b', 'rule-a'), line('GET /v1/a', 'Z.a', 'rule-b'), line('GET /v1/a', 'Z.a', 'rule-a'), line('GET /v1/b', 'Y.a', 'rule-a')];
    const expected = ['GET /v1/a Z.a rule-a', 'GET /v1/a Z.a rule-b', 'GET /v1/a Z.b rule-a', 'GET /v1/b Y.a rule-a', 'GET /v1/b Z.a rule-a'];
    const permutations = (items: string[]): string[][] => (items.length <= 1 ? [items] : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest])));
    for (const logged of permutations(lines)) {
      const order = matchObserved(drift, parseObserved(logged.join('\n'), 'f.jsonl')).map((entry) => `${entry.operation} ${entry.location} ${entry.rule}`);
      expect(order, logged.join(' ')).toEqual(expected);
    }
  });
});

describe('renderWithObserved', () => {
  const entries = (): ObservedEntry[] => [
    { operation: 'GET /v1/x', location: 'X.<a>', rule: 'response-property-removed', count: 1, line: 3, explainedBy: null },
    { operation: 'GET /v1/entries\n::error::forged', location: 'Entry.note|100%', rule: 'response-property-removed', count: 4, line: 1, explainedBy: 'response-property-became-optional' },
  ];
  const base = (format: Parameters<typeof renderReport>[1]) => renderReport(report(), format);

  it('text: the report, a line per finding with how often and why, then a count', () => {
    expect(renderWithObserved(report(), entries(), 'text')).toBe(
      `${base('text')}observed unexplained GET /v1/x -> X.<a>: response-property-removed, seen once; the new document does not explain it\n` +
        'observed explained   GET /v1/entries\\u000a::error::forged -> Entry.note|100%: response-property-removed, seen 4 times; the new document explains it (response-property-became-optional)\n' +
        'observed: 2 seen in production: 1 explained by the new document, 1 not\n',
    );
    expect(renderWithObserved(report(), [], 'text')).toBe(`${base('text')}observed: 0 seen in production: 0 explained by the new document, 0 not\n`);
    const more = [...entries(), { ...entries()[0]!, operation: 'GET /v1/y' }];
    expect(renderWithObserved(report(), more, 'text').endsWith('observed: 3 seen in production: 1 explained by the new document, 2 not\n')).toBe(true);
  });

  it('markdown: a table after the report, every cell escaped (a | ends a cell even inside backticks)', () => {
    expect(renderWithObserved(report(), entries(), 'markdown')).toBe(
      [
        base('markdown').trimEnd(),
        '',
        '### Seen in production',
        '',
        '2 seen in production: 1 explained by the new document, 1 not',
        '',
        '| | operation | location | rule | seen | explained by |',
        '| --- | --- | --- | --- | ---: | --- |',
        '| unexplained | `GET /v1/x` | `X.<a>` | `response-property-removed` | 1 |  |',
        '| explained | `GET /v1/entries\\u000a::error::forged` | `Entry.note\\|100%` | `response-property-removed` | 4 | `response-property-became-optional` |',
        '',
      ].join('\n'),
    );
    const table = renderWithObserved(report(), entries(), 'markdown').split('### Seen in production')[1]!;
    for (const row of table.split('\n').filter((text) => text.startsWith('|'))) expect(row.split(/(?<!\\)\|/).length, row).toBe(8);
  });

  it('json: the report with an observed array, explained as a flag and by which rule', () => {
    const json = renderWithObserved(report(), entries(), 'json');
    expect(JSON.parse(json)).toEqual({
      ...JSON.parse(base('json')),
      observed: [
        { operation: 'GET /v1/x', location: 'X.<a>', rule: 'response-property-removed', count: 1, explained: false, explainedBy: null },
        { operation: 'GET /v1/entries\n::error::forged', location: 'Entry.note|100%', rule: 'response-property-removed', count: 4, explained: true, explainedBy: 'response-property-became-optional' },
      ],
    });
    expect(json.endsWith('\n  ]\n}\n')).toBe(true);
  });

  it('junit: a suite of passing cases inside the testsuites, XML escaped', () => {
    const xml = renderWithObserved(report(), entries(), 'junit');
    expect(xml.startsWith(base('junit').replace(/<\/testsuites>\n$/, ''))).toBe(true);
    expect(xml.endsWith(
      [
        '  <testsuite name="observed" tests="2" failures="0">',
        '    <testcase classname="GET /v1/x" name="observed response-property-removed X.&lt;a&gt;">',
        '      <system-out>unexplained: GET /v1/x -&gt; X.&lt;a&gt;: response-property-removed, seen once; the new document does not explain it</system-out>',
        '    </testcase>',
        '    <testcase classname="GET /v1/entries\\u000a::error::forged" name="observed response-property-removed Entry.note|100%">',
        '      <system-out>explained: GET /v1/entries\\u000a::error::forged -&gt; Entry.note|100%: response-property-removed, seen 4 times; the new document explains it (response-property-became-optional)</system-out>',
        '    </testcase>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    )).toBe(true);
    expect(renderWithObserved(report(), [{ ...entries()[0]!, operation: `a"b'c&d` }], 'junit')).toContain('classname="a&quot;b&apos;c&amp;d"');
  });

  it('github: a warning per unexplained finding, a notice per explained one, no line break or % left raw', () => {
    expect(renderWithObserved(report(), entries(), 'github')).toBe(
      `${base('github')}::warning title=drift observed unexplained::GET /v1/x -> X.<a>: response-property-removed, seen once; the new document does not explain it\n` +
        '::notice title=drift observed explained::GET /v1/entries\\u000a::error::forged -> Entry.note|100%25: response-property-removed, seen 4 times; the new document explains it (response-property-became-optional)\n',
    );
  });
});
