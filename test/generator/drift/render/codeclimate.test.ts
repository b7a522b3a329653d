import { describe, expect, it } from 'vitest';
import type { DriftReport } from '../../../../generator/drift/index.ts';
import { renderCodeClimate } from '../../../../generator/drift/render/codeclimate.ts';
import { sampleReport } from './fixture.ts';
import { realPair } from './real-pair.ts';

interface Issue {
  type: string;
  check_name: string;
  description: string;
  categories: string[];
  severity: string;
  fingerprint: string;
  location: { path: string; lines: { begin: number } };
}

/** What GitLab's Code Quality report requires of every issue (docs.gitlab.com, "Code Quality report format"). */
function expectGitlabIssue(issue: Issue): void {
  expect(Object.keys(issue).sort()).toEqual(['categories', 'check_name', 'description', 'fingerprint', 'location', 'severity', 'type']);
  expect(issue.type).toBe('issue');
  expect(typeof issue.description).toBe('string');
  expect(issue.description.length).toBeGreaterThan(0);
  expect(['info', 'minor', 'major', 'critical', 'blocker']).toContain(issue.severity);
  expect(issue.categories).toEqual(['Compatibility']);
  expect(typeof issue.location.path).toBe('string');
  expect(Number.isInteger(issue.location.lines.begin) && issue.location.lines.begin >= 1).toBe(true);
}

describe('codeclimate format (GitLab Code Quality)', () => {
  it('one issue per change of a real year: rule, severity by level, the change\'s fingerprint, the spec line it sits on', () => {
    const pair = realPair();
    const issues = JSON.parse(renderCodeClimate(pair.report, { sources: pair.sources })) as Issue[];
    expect(issues.length).toBe(pair.report.changes.length);
    const lines = pair.text.split('\n').length;
    issues.forEach((issue, index) => {
      const change = pair.report.changes[index]!;
      expectGitlabIssue(issue);
      expect(issue).toMatchObject({ check_name: change.id, fingerprint: change.fingerprint, severity: { error: 'critical', warning: 'major', info: 'info' }[change.level], location: { path: 'spec/openapiV3.json' } });
      expect(issue.location.lines.begin).toBe(pair.sources.new.lineOf!(change));
      expect(issue.location.lines.begin).toBeLessThanOrEqual(lines);
    });
    // GitLab keys an issue by its fingerprint across pipelines: one per issue.
    expect(new Set(issues.map((issue) => issue.fingerprint)).size).toBe(issues.length);
    expect(renderCodeClimate(pair.report, { sources: pair.sources })).toBe(`${JSON.stringify(issues, null, 2)}\n`);
  });

  it('without a local file: the spec as named, line 1; a consumer break at its file and line; no changes, an empty list', () => {
    const report: DriftReport = {
      ...sampleReport(),
      consumers: [{ dir: '../billing', breaks: [{ file: 'src/sync.ts', line: 14, column: 22, code: 2339, message: "Property 'layer_id' does not exist", changes: [0] }] }],
    };
    const issues = JSON.parse(renderCodeClimate(report, { sources: { old: { label: 'a' }, new: { label: 'https://example.test/openapi.json' } } })) as Issue[];
    for (const issue of issues) expectGitlabIssue(issue);
    expect(issues.slice(0, -1).map((issue) => issue.location)).toEqual(report.changes.map(() => ({ path: 'https://example.test/openapi.json', lines: { begin: 1 } })));
    expect(issues.at(-1)).toMatchObject({ check_name: 'consumer-break', severity: 'critical', location: { path: '../billing/src/sync.ts', lines: { begin: 14 } } });
    expect(issues.at(-1)!.description).toContain('response-property-removed ScheduleEntryV2.layer_id');
    expect(new Set(issues.map((issue) => issue.fingerprint)).size).toBe(issues.length);
    expect(renderCodeClimate({ summary: { error: 0, warning: 0, info: 0 }, changes: [], ignored: [] })).toBe('[]\n');
  });
});
