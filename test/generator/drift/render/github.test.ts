import { describe, expect, it } from 'vitest';
import { renderReport } from '../../../../generator/drift/index.ts';
import { sampleReport } from './fixture.ts';

describe('github format', () => {
  it('prints one workflow annotation per change: error, warning, notice', () => {
    const lines = renderReport(sampleReport(), 'github').trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('::error title=drift response-property-removed::GET /v2/schedule_entries -> schedule_entries[].layer_id: removed from the response [fingerprint:b76fc84f664d]');
    expect(lines[1]).toMatch(/^::warning title=drift request-property-removed::POST /);
    expect(lines[2]).toMatch(/^::notice title=drift response-enum-value-added::/);
  });
});
