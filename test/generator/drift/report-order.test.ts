/**
 * The report's contract beyond the rules: one entry per change however many ways it was reached,
 * a total order (level, operation, rule, location, message), ignores applied to a finished report,
 * the options that reach the rules, and what counts against --fail-on.
 */
import { describe, expect, it } from 'vitest';
import { consumerBreaks, diffDocuments, exitStatus, isAtOrAbove, withIgnores, type DriftReport } from '../../../generator/drift/report.ts';
import { parseIgnore } from '../../../generator/drift/ignore.ts';
import { parseSeverity } from '../../../generator/drift/severity.ts';
import { documentSymbolNames } from '../../../generator/model/symbol-names.ts';
import { object, ok, ref, spec } from './fixtures.ts';

/** `Entry` reached from two fields of one response and from two operations. */
const entries = (entry: Record<string, unknown>) =>
  spec({
    paths: {
      '/v1/b': { get: { operationId: 'B V1#List', responses: ok(object({ first: ref('Entry'), second: ref('Entry') })) } },
      '/v1/a': { get: { operationId: 'A V1#List', responses: ok(object({ only: ref('Entry') })) } },
    },
    schemas: { Entry: entry },
  });
const before = entries(object({ z: { type: 'string' }, a: { type: 'string' }, m: { type: 'string', enum: ['x'] } }));
const after = entries(object({ m: { type: 'string', enum: ['x', 'y'] } }));

describe('diffDocuments: entries and order', () => {
  it('reports a component change once per operation, however many fields reach it, in a total order', () => {
    const report = diffDocuments(before, after);
    expect(report.changes.map((change) => `${change.level} ${change.operation} ${change.id} ${change.location}`)).toEqual([
      'error GET /v1/a response-property-removed Entry.a',
      'error GET /v1/a response-property-removed Entry.z',
      'error GET /v1/b response-property-removed Entry.a',
      'error GET /v1/b response-property-removed Entry.z',
      'info GET /v1/a response-enum-value-added Entry.m',
      'info GET /v1/b response-enum-value-added Entry.m',
    ]);
    expect(report.summary).toEqual({ error: 4, warning: 0, info: 2 });
  });

  it('orders changes that differ only in their message by the message', () => {
    const withHeaders = (headers: Record<string, unknown>) => spec({ paths: { '/a': { get: { operationId: 'A', responses: { '200': { description: 'OK', headers } } } } } });
    const report = diffDocuments(withHeaders({ 'X-B': { schema: { type: 'string' } }, 'X-A': { schema: { type: 'string' } } }), withHeaders({}));
    expect(report.changes.map((change) => change.message)).toEqual(['response 200: optional header X-A removed', 'response 200: optional header X-B removed']);
  });

  it('uses the generated names it is given instead of building them', () => {
    const names = { old: documentSymbolNames(before), new: documentSymbolNames(after) };
    expect(diffDocuments(before, after, { names })).toEqual(diffDocuments(before, after));
    const swapped = { old: names.old, new: { ...names.new, operation: () => 'Renamed', schema: () => 'Renamed', event: () => undefined, enumAt: () => undefined, path: () => undefined } };
    expect(diffDocuments(before, after, { names: swapped as never }).changes[0]!.symbols).toEqual(['Renamed']);
  });

  it('passes the deprecation window, the publication date and the current date to the rules', () => {
    const removal = (deprecated: boolean, extra: Record<string, unknown> = {}) => spec({ paths: { '/v1/old': { get: { operationId: 'Old V1#List', deprecated, responses: ok({ type: 'string' }), ...extra } } } });
    const sunsetting = removal(false, { 'x-sunset': '2026-06-01' });
    const empty = spec({});
    expect(diffDocuments(sunsetting, empty, { now: new Date('2026-07-01T00:00:00Z') }).changes[0]!.id).toBe('operation-removed-after-sunset');
    expect(diffDocuments(sunsetting, empty, { now: new Date('2026-05-01T00:00:00Z') }).changes[0]!.id).toBe('operation-removed-without-deprecation');
    expect(diffDocuments(sunsetting, empty, { now: new Date('2026-05-01T00:00:00Z'), comparedAt: new Date('2026-07-01T00:00:00Z') }).changes[0]!.id).toBe('operation-removed-after-sunset');
    const history = { latest: new Date('2026-03-01T00:00:00Z'), deprecationStart: () => ({ since: new Date('2026-01-01T00:00:00Z'), firstSeenDeprecated: false }) };
    expect(diffDocuments(removal(true), empty, { history }).changes[0]!.id).toBe('operation-removed-before-deprecation-window');
    expect(diffDocuments(removal(true), empty, { history, deprecationWindowDays: 30 }).changes[0]!.id).toBe('operation-removed-after-deprecation-window');
  });
});

describe('withIgnores', () => {
  it('moves matching changes to ignored with their reason, keeps what was ignored before, and recounts', () => {
    const report = diffDocuments(before, after, { ignore: parseIgnore('GET /v1/b * # b is ours', 'i') });
    expect(report.summary).toEqual({ error: 2, warning: 0, info: 1 });
    const again = withIgnores(report, parseIgnore('* response-enum-value-added # fine', 'i'));
    expect(again.summary).toEqual({ error: 2, warning: 0, info: 0 });
    expect(again.ignored.map((change) => `${change.operation} ${change.id} ${change.location} ${change.reason}`)).toEqual([
      'GET /v1/b response-property-removed Entry.a b is ours',
      'GET /v1/b response-property-removed Entry.z b is ours',
      'GET /v1/a response-enum-value-added Entry.m fine',
      'GET /v1/b response-enum-value-added Entry.m b is ours',
    ]);
    expect(again.consumers).toBeUndefined();
    expect(withIgnores(report, [])).toEqual({ summary: report.summary, changes: report.changes, ignored: report.ignored });
  });

  it('lists the ignored changes in the order of the report, whatever order they were ignored in', () => {
    const withHeaders = (headers: Record<string, unknown>) => spec({ paths: { '/a': { get: { operationId: 'A', responses: { '200': { description: 'OK', headers } } } } } });
    // At one level (a severity file's): two changes under one rule at one operation without a location (told apart by their messages), and two rules at another operation.
    const severity = parseSeverity('response-optional-header-removed info\nresponse-property-removed info', 'severity.txt');
    const headers = diffDocuments(withHeaders({ 'X-B': { schema: { type: 'string' } }, 'X-A': { schema: { type: 'string' } } }), withHeaders({}), { severity }).changes;
    const changes = [...headers, ...diffDocuments(before, after, { severity }).changes.filter((change) => change.operation === 'GET /v1/a')];
    const expected = withIgnores({ summary: { error: 0, warning: 0, info: 0 }, changes, ignored: [] }, parseIgnore('* * # all', 'i')).ignored;
    expect(expected.map((change) => `${change.level} ${change.operation} ${change.id} ${change.location} ${change.message}`)).toEqual([
      'info GET /a response-optional-header-removed null response 200: optional header X-A removed',
      'info GET /a response-optional-header-removed null response 200: optional header X-B removed',
      'info GET /v1/a response-enum-value-added Entry.m only.m: response enum may return "y"',
      'info GET /v1/a response-property-removed Entry.a only.a: removed from the response',
      'info GET /v1/a response-property-removed Entry.z only.z: removed from the response',
    ]);
    const permutations = <T>(items: T[]): T[][] => (items.length <= 1 ? [items] : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest])));
    for (const ignored of permutations(expected)) {
      expect(withIgnores({ summary: { error: 0, warning: 0, info: 0 }, changes: [], ignored }, []).ignored, ignored.map((change) => change.message).join(', ')).toEqual(expected);
    }
  });
});

describe('what counts against --fail-on', () => {
  const report = (level: 'error' | 'warning' | 'info'): DriftReport => ({ summary: { error: 0, warning: 0, info: 0, [level]: 1 }, changes: [{ id: 'x', level, operation: null, location: null, message: 'm', symbols: [], fingerprint: '' }], ignored: [] });

  it('a level counts at its own threshold and every lower one', () => {
    expect([isAtOrAbove('error', 'error'), isAtOrAbove('error', 'info'), isAtOrAbove('warning', 'error'), isAtOrAbove('warning', 'warning'), isAtOrAbove('info', 'warning'), isAtOrAbove('info', 'info')]).toEqual([true, true, false, true, false, true]);
    expect([exitStatus(report('warning'), 'error'), exitStatus(report('warning'), 'warning'), exitStatus(report('warning'), 'info')]).toEqual([0, 1, 1]);
  });

  it('consumer breaks add up across consumers', () => {
    const broken = (count: number) => ({ dir: '.', breaks: Array.from({ length: count }, (_, line) => ({ file: 'a.ts', line, column: 1, code: 2339, message: 'm', changes: [] })) });
    expect(consumerBreaks({ ...report('info'), consumers: [broken(2), broken(0), broken(3)] })).toBe(5);
    expect(consumerBreaks(report('info'))).toBe(0);
    expect(exitStatus({ ...report('info'), consumers: [broken(1)] }, 'error')).toBe(1);
  });
});
