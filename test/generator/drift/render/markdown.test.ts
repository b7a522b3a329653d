import { describe, expect, it } from 'vitest';
import { renderReport } from '../../../../generator/drift/index.ts';
import { sampleReport } from './fixture.ts';

describe('markdown format', () => {
  it('starts with a summary table, then breaking changes first, grouped by operation', () => {
    const text = renderReport(sampleReport(), 'markdown');
    expect(text).toContain('| level | changes |\n| --- | ---: |\n| error | 1 |\n| warning | 1 |\n| info | 1 |');
    const breaking = text.indexOf('### Breaking changes (1)');
    const warnings = text.indexOf('### Changes that may break clients (1)');
    const compatible = text.indexOf('<details><summary>Compatible changes (1)</summary>');
    expect(breaking).toBeGreaterThan(text.indexOf('| info | 1 |'));
    expect(warnings).toBeGreaterThan(breaking);
    expect(compatible).toBeGreaterThan(warnings);
    expect(text.slice(breaking, warnings)).toContain('#### `GET /v2/schedule_entries`\n\n- `response-property-removed` schedule_entries[].layer_id: removed from the response (`ScheduleEntryV2.layer_id`)');
  });

  it('escapes table and HTML characters in messages', () => {
    expect(renderReport(sampleReport(), 'markdown')).toContain(String.raw`may return "c\|d&\\"e\\""`);
  });
});
