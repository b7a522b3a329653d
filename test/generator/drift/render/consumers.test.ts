import { describe, expect, it } from 'vitest';
import { exitStatus, renderReport, type DriftReport } from '../../../../generator/drift/index.ts';
import { explanation } from '../../../../generator/drift/render/consumers.ts';
import { sampleReport } from './fixture.ts';

/**
 * Consumer breaks in every format: `file:line:col message ← rule-id location`, the github format
 * on the consumer's own line; a break explained by nothing says so. Messages carry characters each
 * format must escape.
 */
function withBreaks(): DriftReport {
  const report = sampleReport();
  const removal = report.changes.findIndex((change) => change.id === 'response-property-removed');
  return {
    ...report,
    consumers: [
      {
        dir: '../billing',
        breaks: [
          { file: 'src/sync.ts', line: 14, column: 22, code: 2339, message: "Property 'layer_id' does not exist on type 'ScheduleEntryV2'.", changes: [removal] },
          { file: 'src/a,b.ts', line: 3, column: 1, code: 2322, message: "Type '<x>' is not assignable to type 'y & \"z\"'.\n100%", changes: [] },
        ],
      },
      { dir: '../reports', breaks: [] },
    ],
  };
}

describe('consumer breaks in the report', () => {
  it('text: one line per break under its consumer, and the count in the summary', () => {
    const text = renderReport(withBreaks(), 'text');
    expect(text).toContain("consumer ../billing: 2 lines no longer compile\nbreak   ../billing/src/sync.ts:14:22 Property 'layer_id' does not exist on type 'ScheduleEntryV2'. ← response-property-removed ScheduleEntryV2.layer_id\n");
    expect(text).toContain('← no spec change explains it');
    expect(text).toContain('consumer ../reports: compiles against the new package');
    expect(text).toContain('drift: 1 error, 1 warning, 1 info; 2 consumer breaks in 2 consumers\n');
  });

  it('markdown: the lines to change, per consumer', () => {
    const markdown = renderReport(withBreaks(), 'markdown');
    expect(markdown).toContain('### Consumer code that no longer compiles (2)');
    expect(markdown).toContain("- `../billing/src/sync.ts:14:22` Property 'layer_id' does not exist on type 'ScheduleEntryV2'. ← response-property-removed ScheduleEntryV2.layer_id\n");
    expect(markdown).toContain("- `../billing/src/a,b.ts:3:1` Type '\\<x\\>' is not assignable to type 'y & \"z\"'. 100% ← no spec change explains it\n");
    expect(markdown).toContain('#### `../reports`\n\nCompiles against the new package.');
  });

  it('github: an error annotation on the consumer line, properties and data escaped', () => {
    const lines = renderReport(withBreaks(), 'github').trimEnd().split('\n');
    expect(lines).toContain("::error file=../billing/src/sync.ts,line=14,col=22,title=consumer break TS2339::Property 'layer_id' does not exist on type 'ScheduleEntryV2'. ← response-property-removed ScheduleEntryV2.layer_id");
    expect(lines.at(-1)).toBe("::error file=../billing/src/a%2Cb.ts,line=3,col=1,title=consumer break TS2322::Type '<x>' is not assignable to type 'y & \"z\"'.%0A100%25 ← no spec change explains it");
  });

  it('junit: a failure per break whatever --fail-on, XML escaped', () => {
    const junit = renderReport(withBreaks(), 'junit', { failOn: 'error' });
    expect(junit).toContain('<testsuites name="drift" tests="5" failures="3">');
    expect(junit).toContain('<testcase classname="consumer ../billing" name="../billing/src/a,b.ts:3:1">');
    expect(junit).toContain('message="Type &apos;&lt;x&gt;&apos; is not assignable');
  });

  it('json: consumers with their breaks and the indices of the changes explaining them', () => {
    const json = JSON.parse(renderReport(withBreaks(), 'json')) as { consumers: Array<{ dir: string; breaks: Array<{ changes: number[] }> }>; changes: Array<{ id: string }> };
    expect(json.consumers.map((consumer) => consumer.dir)).toEqual(['../billing', '../reports']);
    expect(json.changes[json.consumers[0]!.breaks[0]!.changes[0]!]!.id).toBe('response-property-removed');
    expect(Object.keys(json.consumers[0]!.breaks[0]!)).toEqual(['file', 'line', 'column', 'code', 'message', 'changes']);
  });

  it('explains a break by a document-wide change with its rule alone, and leaves out indices that name no change', () => {
    const report = withBreaks();
    const documentWide = { id: 'request-body-removed', level: 'error' as const, operation: null, location: null, message: 'gone', symbols: [], fingerprint: '' };
    const explained = (changes: number[], ignored?: number[]) =>
      explanation({ ...report, changes: [documentWide], ignored: [{ ...documentWide, reason: 'known' }] }, { ...report.consumers![0]!.breaks[0]!, changes, ...(ignored ? { ignored } : {}) });
    expect(explained([0], [0])).toBe('request-body-removed, request-body-removed (ignored)');
    expect(explained([7], [3])).toBe('no spec change explains it');
    expect(explained([7, 0])).toBe('request-body-removed');
  });

  it('exits 1 for a break whatever --fail-on says, 0 without', () => {
    const quiet = { ...withBreaks(), changes: [], summary: { error: 0, warning: 0, info: 0 } };
    expect(exitStatus(quiet, 'error')).toBe(1);
    expect(exitStatus({ ...quiet, consumers: [{ dir: '.', breaks: [] }] }, 'info')).toBe(0);
  });
});
