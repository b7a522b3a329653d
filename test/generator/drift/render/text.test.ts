import { describe, expect, it } from 'vitest';
import { renderReport } from '../../../../generator/drift/index.ts';
import { sampleReport } from './fixture.ts';

describe('text format', () => {
  it('prints one line per change with its fingerprint, and a summary, coloured only when asked', () => {
    const plain = renderReport(sampleReport(), 'text');
    expect(plain.split('\n')[0]).toBe('error   response-property-removed  GET /v2/schedule_entries -> schedule_entries[].layer_id: removed from the response [ScheduleEntryV2.layer_id] fingerprint:b76fc84f664d');
    expect(plain).toContain('drift: 1 error, 1 warning, 1 info\n');
    expect(plain).not.toContain('\u001b[');
    expect(renderReport(sampleReport(), 'text', { color: true })).toContain('\u001b[31merror  \u001b[0m');
  });
});
