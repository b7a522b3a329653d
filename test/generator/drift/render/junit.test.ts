import { describe, expect, it } from 'vitest';
import { renderReport } from '../../../../generator/drift/index.ts';
import { sampleReport } from './fixture.ts';

describe('junit format', () => {
  it('makes one test case per change, failing those at or above --fail-on, with XML escaped', () => {
    const xml = renderReport(sampleReport(), 'junit');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="drift" tests="3" failures="1">/);
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml).toContain('<failure type="error" message="schedule_entries[].layer_id: removed from the response">');
    expect(xml).toContain('&quot;c|d&amp;\\&quot;e\\&quot;&quot;');
    expect(xml).not.toMatch(/"c\|d&/);
    expect(renderReport(sampleReport(), 'junit', { failOn: 'info' })).toContain('failures="3"');
  });
});
