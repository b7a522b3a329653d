import { describe, expect, it } from 'vitest';
import { renderReport, type DriftChange, type DriftReport } from '../../../../generator/drift/index.ts';
import { LISTED_CHANGES_MAX } from '../../../../generator/drift/render/markdown.ts';
import { sampleReport } from './fixture.ts';

describe('markdown format', () => {
  it('starts with a summary table, then breaking changes first, grouped by operation', () => {
    const text = renderReport(sampleReport(), 'markdown');
    expect(text).toContain('| level | changes | ignored |\n| --- | ---: | ---: |\n| error | 1 | 0 |\n| warning | 1 | 0 |\n| info | 1 | 0 |');
    const breaking = text.indexOf('### Breaking changes (1)');
    const warnings = text.indexOf('### Changes that may break clients (1)');
    const compatible = text.indexOf('<details><summary>Compatible changes (1)</summary>');
    expect(breaking).toBeGreaterThan(text.indexOf('| info | 1 | 0 |'));
    expect(warnings).toBeGreaterThan(breaking);
    expect(compatible).toBeGreaterThan(warnings);
    expect(text.slice(breaking, warnings)).toContain('#### `GET /v2/schedule_entries`\n\n- `response-property-removed` schedule_entries[].layer_id: removed from the response (`ScheduleEntryV2.layer_id`)');
  });

  it('escapes table and HTML characters in messages', () => {
    expect(renderReport(sampleReport(), 'markdown')).toContain(String.raw`may return "c\|d&\\"e\\""`);
  });
});

describe('markdown format: counts that agree, and a long report counted', () => {
  const change = (index: number, level: DriftChange['level'] = 'info', id = 'response-property-added'): DriftChange => ({
    id: id as DriftChange['id'],
    level,
    operation: `GET /v2/things_${index % 40}`,
    location: `Thing.field_${index}`,
    message: `field_${index}: added to the response`,
    symbols: [],
    fingerprint: '',
  });
  const reportOf = (changes: DriftChange[], ignored: Array<DriftChange & { reason: string }> = []): DriftReport => {
    const summary = { error: 0, warning: 0, info: 0 };
    for (const each of changes) summary[each.level]++;
    return { summary, changes, ignored };
  };

  it("gives each level's ignored changes beside its reported ones: accepted breaking changes are not '0 error'", () => {
    const ignored = [0, 1, 2].map((index) => ({ ...change(index, 'error', 'response-property-removed'), reason: 'first import' }));
    const text = renderReport(reportOf([change(3, 'warning', 'operation-id-changed')], ignored), 'markdown');
    expect(text).toContain('| level | changes | ignored |\n| --- | ---: | ---: |\n| error | 0 | 3 |\n| warning | 1 | 0 |\n| info | 0 | 0 |');
  });

  it(`lists each change up to ${LISTED_CHANGES_MAX} in all, ignored ones included`, () => {
    const ignored = [{ ...change(0, 'error', 'response-property-removed'), reason: 'known' }];
    const text = renderReport(reportOf(Array.from({ length: LISTED_CHANGES_MAX - 1 }, (_, index) => change(index + 1)), ignored), 'markdown');
    expect(text).toContain('- `response-property-added` field_999: added to the response (`Thing.field_999`)');
    expect(text).toContain('- `response-property-removed` `GET /v2/things_0` field_0: added to the response: known');
    expect(text).not.toContain('counted by rule');
  });

  it(`past ${LISTED_CHANGES_MAX} changes, counts them by rule and operation (reported and ignored alike) and points to the JSON`, () => {
    const changes = [...Array.from({ length: LISTED_CHANGES_MAX }, (_, index) => change(index)), change(5000, 'warning', 'operation-id-changed')];
    const ignored = Array.from({ length: 30 }, (_, index) => ({ ...change(index, 'error', 'response-property-removed'), reason: index < 20 ? 'first import' : 'known' }));
    const text = renderReport(reportOf(changes, ignored), 'markdown');
    expect(text).toContain(`${LISTED_CHANGES_MAX + 31} changes, more than ${LISTED_CHANGES_MAX}: counted by rule and operation below; the JSON report (\`--format json\`) lists every one.`);
    expect(text).not.toContain('field_999: added');
    // 1000 changes over 40 operations: 25 each, the first ten named (sorted by name at equal counts), the rest counted.
    expect(text).toContain('- `response-property-added`: 1000 at 40 operations: `GET /v2/things_0` 25, `GET /v2/things_1` 25, `GET /v2/things_10` 25,');
    expect(text).toContain(', and 30 more\n');
    expect(text).toContain('- `operation-id-changed`: 1 at 1 operation: `GET /v2/things_0` 1\n');
    expect(text).toContain('- `response-property-removed`: 30 at 30 operations:');
    expect(text).toContain('  - 20: first import\n  - 10: known\n');
    expect(text).toContain('| error | 0 | 30 |\n| warning | 1 | 0 |\n| info | 1000 | 0 |');
  });

  it('the JSON lists the ignored changes, each with its reason, and nothing extra when none was ignored', () => {
    const ignored = [{ ...change(0, 'error', 'response-property-removed'), reason: 'first import' }];
    const parsed = JSON.parse(renderReport(reportOf([change(1)], ignored), 'json'));
    expect(parsed.ignored).toEqual([{ id: 'response-property-removed', level: 'error', operation: 'GET /v2/things_0', location: 'Thing.field_0', message: 'field_0: added to the response', symbols: [], fingerprint: '', reason: 'first import' }]);
    expect(Object.keys(JSON.parse(renderReport(reportOf([change(1)]), 'json')))).toEqual(['summary', 'changes']);
  });
});
