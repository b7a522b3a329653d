/**
 * Each report format on the reports the sample does not cover: no changes, document-wide changes
 * (no operation, no location), ignored changes, a break explained by an ignored change, one break,
 * Windows folder separators, and text every format must escape.
 */
import { describe, expect, it } from 'vitest';
import { renderReport, type DriftReport } from '../../../../generator/drift/index.ts';
import { renderGithub } from '../../../../generator/drift/render/github.ts';
import { renderJson } from '../../../../generator/drift/render/json.ts';
import { renderJunit } from '../../../../generator/drift/render/junit.ts';
import { renderMarkdown } from '../../../../generator/drift/render/markdown.ts';
import { renderText } from '../../../../generator/drift/render/text.ts';
import { FORMATS } from '../../../../generator/drift/render/index.ts';
import { renderCodeClimate } from '../../../../generator/drift/render/codeclimate.ts';
import { renderSarif } from '../../../../generator/drift/render/sarif.ts';
import { sampleReport } from './fixture.ts';

const empty = (): DriftReport => ({ summary: { error: 0, warning: 0, info: 0 }, changes: [], ignored: [] });

/** A change with neither operation nor location, and one with an operation and no location. */
function bareReport(): DriftReport {
  return {
    summary: { error: 1, warning: 0, info: 1 },
    changes: [
      { id: 'request-body-removed', level: 'error', operation: null, location: null, message: 'a 100% change:\r\nsecond line, with comma', symbols: [], fingerprint: '0000000000a1' },
      { id: 'operation-added', level: 'info', operation: 'GET /v1/a', location: null, message: 'added', symbols: ['A'], fingerprint: '0000000000b2' },
    ],
    ignored: [],
  };
}

/** The sample with its warning ignored, and a break explained by that ignored change only. */
function withIgnored(): DriftReport {
  const report = sampleReport();
  const warning = report.changes.find((change) => change.level === 'warning')!;
  return {
    summary: { ...report.summary, warning: 0 },
    changes: report.changes.filter((change) => change !== warning),
    ignored: [{ ...warning, reason: 'planned | <on purpose>' }],
    consumers: [{ dir: 'C:\\work\\billing', breaks: [{ file: 'src/one.ts', line: 2, column: 5, code: 2339, message: 'gone', changes: [0, 0], ignored: [0] }] }],
  };
}

describe('every format dispatches to its renderer', () => {
  it('renderReport gives what each renderer gives', () => {
    const report = withIgnored();
    const direct = { text: renderText(report, { color: true }), markdown: renderMarkdown(report), json: renderJson(report), junit: renderJunit(report, { failOn: 'info' }), github: renderGithub(report), sarif: renderSarif(report), codeclimate: renderCodeClimate(report) };
    for (const format of FORMATS) expect(renderReport(report, format, { color: true, failOn: 'info' }), format).toBe(direct[format]);
  });
});

describe('text', () => {
  it('says a clean comparison in one summary line', () => {
    expect(renderText(empty())).toBe('drift: 0 errors, 0 warnings, 0 info\n');
  });

  it('leaves out the operation arrow and the location when a change has none', () => {
    expect(renderText(bareReport()).split('\n').slice(0, 2)).toEqual(['error   request-body-removed  a 100% change:\r', 'second line, with comma fingerprint:0000000000a1']);
    expect(renderText(bareReport())).toContain('\ninfo    operation-added  GET /v1/a -> added fingerprint:0000000000b2\n');
  });

  it('colours each level, dims the location, and marks breaks red; one break in the singular', () => {
    const text = renderText(withIgnored(), { color: true });
    expect(text).toContain('\u001b[31merror  \u001b[0m response-property-removed');
    expect(text).toContain(' \u001b[2m[ScheduleEntryV2.layer_id]\u001b[0m');
    expect(text).toContain('\u001b[36minfo   \u001b[0m response-enum-value-added');
    expect(renderText(sampleReport(), { color: true })).toContain('\u001b[33mwarning\u001b[0m request-property-removed');
    expect(text).toContain('consumer C:\\work\\billing: 1 line no longer compiles\n\u001b[31mbreak  \u001b[0m C:/work/billing/src/one.ts:2:5 gone ← ');
    expect(text).toContain('drift: 1 error, 0 warnings, 1 info (1 ignored); 1 consumer break in 1 consumer\n');
  });

  it('explains a break by its changes once each, then by the ignored changes, marked', () => {
    expect(renderText(withIgnored())).toContain('gone ← response-property-removed ScheduleEntryV2.layer_id, request-property-removed CreateEntryRequestBody.old (ignored)\n');
  });
});

describe('markdown', () => {
  it('says there is nothing to report, with the table at zero', () => {
    expect(renderMarkdown(empty())).toBe('## API drift\n\n| level | changes | ignored |\n| --- | ---: | ---: |\n| error | 0 | 0 |\n| warning | 0 | 0 |\n| info | 0 | 0 |\n\nNo changes that affect clients.\n\n_0 errors, 0 warnings, 0 info_\n');
  });

  it('groups document-wide changes under (document), without a location, and folds compatible ones', () => {
    const markdown = renderMarkdown(bareReport());
    expect(markdown).toContain('### Breaking changes (1)\n\n#### `(document)`\n\n- `request-body-removed` a 100% change:\r\nsecond line, with comma `fingerprint:0000000000a1`\n\n');
    expect(markdown).toContain('<details><summary>Compatible changes (1)</summary>\n\n#### `GET /v1/a`\n\n- `operation-added` added `fingerprint:0000000000b2`\n\n</details>\n\n');
    expect(markdown).not.toContain('Changes that may break clients');
    expect(markdown).not.toContain('No changes that affect clients.');
  });

  it('lists ignored changes with their reasons, escaped, in a folded section', () => {
    const markdown = renderMarkdown(withIgnored());
    expect(markdown).toContain('<details><summary>Ignored (1)</summary>\n\n- `request-property-removed` `POST /v2/schedule_entries` old: request property removed: planned \\| \\<on purpose\\>\n\n</details>\n\n_1 error, 0 warnings, 1 info (1 ignored); 1 consumer break in 1 consumer_\n');
    expect(renderMarkdown(sampleReport())).not.toContain('Ignored');
  });

  it('renders a whole report: breaking and warning sections open, each consumer with its lines or that it compiles', () => {
    const report: DriftReport = {
      summary: { error: 1, warning: 1, info: 0 },
      changes: [bareReport().changes[0]!, { id: 'request-property-removed', level: 'warning', operation: 'POST /v1/a', location: 'A.b', message: 'b: removed', symbols: [], fingerprint: '0000000000c3' }],
      ignored: [],
      consumers: [
        { dir: 'billing', breaks: [{ file: 'src/x.ts', line: 1, column: 2, code: 2339, message: 'no b', changes: [0, 1] }] },
        { dir: 'reports', breaks: [] },
      ],
    };
    expect(renderMarkdown(report)).toBe(
      [
        '## API drift',
        '',
        '| level | changes | ignored |',
        '| --- | ---: | ---: |',
        '| error | 1 | 0 |',
        '| warning | 1 | 0 |',
        '| info | 0 | 0 |',
        '',
        '### Breaking changes (1)',
        '',
        '#### `(document)`',
        '',
        '- `request-body-removed` a 100% change:\r\nsecond line, with comma `fingerprint:0000000000a1`',
        '',
        '### Changes that may break clients (1)',
        '',
        '#### `POST /v1/a`',
        '',
        '- `request-property-removed` b: removed (`A.b`) `fingerprint:0000000000c3`',
        '',
        '### Consumer code that no longer compiles (1)',
        '',
        '#### `billing`',
        '',
        '- `billing/src/x.ts:1:2` no b ← request-body-removed, request-property-removed A.b',
        '',
        '#### `reports`',
        '',
        'Compiles against the new package.',
        '',
        '_1 error, 1 warning, 0 info; 1 consumer break in 2 consumers_',
        '',
      ].join('\n'),
    );
  });

  it('names an ignored document-wide change (document)', () => {
    const report = bareReport();
    const markdown = renderMarkdown({ ...report, ignored: [{ ...report.changes[0]!, reason: 'known' }] });
    expect(markdown).toContain('- `request-body-removed` `(document)` a 100% change');
  });
});

describe('github', () => {
  it('escapes %, CR and LF in the message, and : and , in the title', () => {
    expect(renderGithub(bareReport())).toBe('::error title=drift request-body-removed::a 100%25 change:%0D%0Asecond line, with comma [fingerprint:0000000000a1]\n::notice title=drift operation-added::GET /v1/a -> added [fingerprint:0000000000b2]\n');
    const titled = renderGithub({ ...bareReport(), changes: [{ ...bareReport().changes[0]!, id: 'odd:id,with%' }] });
    expect(titled.startsWith('::error title=drift odd%3Aid%2Cwith%25::')).toBe(true);
  });

  it('prints nothing for no changes, and a break on its file with a Windows folder turned to /', () => {
    expect(renderGithub(empty())).toBe('');
    expect(renderGithub(withIgnored())).toContain('::error file=C%3A/work/billing/src/one.ts,line=2,col=5,title=consumer break TS2339::gone ← response-property-removed');
  });
});

describe('junit', () => {
  it('has one passing case for no changes', () => {
    expect(renderJunit(empty())).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="drift" tests="1" failures="0">\n  <testsuite name="drift" tests="1" failures="0">\n    <testcase classname="drift" name="no changes"></testcase>\n  </testsuite>\n</testsuites>\n',
    );
  });

  it('names a case by rule and location, else operation, else the rule alone, under document when it has no operation', () => {
    const xml = renderJunit(bareReport());
    expect(xml).toContain('<testcase classname="document" name="request-body-removed">\n      <properties><property name="fingerprint" value="0000000000a1"/></properties>\n      <failure type="error" message="a 100% change:\r\nsecond line, with comma">a 100% change:\r\nsecond line, with comma</failure>\n    </testcase>');
    expect(xml).toContain('<testcase classname="GET /v1/a" name="operation-added GET /v1/a">\n      <properties><property name="fingerprint" value="0000000000b2"/></properties>\n      <system-out>info: GET /v1/a -&gt; added</system-out>\n    </testcase>');
  });

  it('counts failures at or above failOn, plus every break', () => {
    expect(renderJunit(bareReport(), { failOn: 'warning' })).toContain('tests="2" failures="1"');
    expect(renderJunit(bareReport(), { failOn: 'info' })).toContain('tests="2" failures="2"');
    expect(renderJunit(withIgnored(), { failOn: 'error' })).toContain('tests="3" failures="2"');
  });

  it('escapes every XML special character, quotes included', () => {
    const report = { ...bareReport(), changes: [{ ...bareReport().changes[0]!, message: `<a href='x'>"&"</a>` }] };
    expect(renderJunit(report)).toContain('message="&lt;a href=&apos;x&apos;&gt;&quot;&amp;&quot;&lt;/a&gt;"');
  });
});

describe('json', () => {
  it('keeps the ignored indices of a break when there are some, and prints no consumers key without consumers', () => {
    const json = JSON.parse(renderJson(withIgnored())) as { consumers: Array<{ breaks: Array<Record<string, unknown>> }> };
    expect(json.consumers[0]!.breaks[0]).toEqual({ file: 'src/one.ts', line: 2, column: 5, code: 2339, message: 'gone', changes: [0, 0], ignored: [0] });
    expect(Object.keys(JSON.parse(renderJson(empty())))).toEqual(['summary', 'changes']);
    expect(renderJson(empty())).toBe('{\n  "summary": {\n    "error": 0,\n    "warning": 0,\n    "info": 0\n  },\n  "changes": []\n}\n');
  });
});
