/**
 * The change log as Markdown and JSON: a section per entry, newest first as given, the first
 * snapshot's counts, one sub-section per kind of change in a fixed order, levels other than info
 * marked, and where a component change shows up.
 */
import { describe, expect, it } from 'vitest';
import type { ChangelogEntry, ChangelogItem } from '../../../../generator/drift/changelog.ts';
import { renderChangelogJson, renderChangelogMarkdown } from '../../../../generator/drift/render/changelog.ts';

const item = (id: string, level: ChangelogItem['level'], subject: string, message: string, operations: string[]): ChangelogItem => ({ id, level, subject, message, operations });
const none = { added: [], removed: [], deprecated: [], changed: [] };

const entries: ChangelogEntry[] = [
  {
    snapshot: '2026-06-01T000000Z',
    date: '2026-06-01T00:00:00.000Z',
    previous: '2026-02-01T000000Z',
    summary: { error: 2, warning: 1, info: 1 },
    added: [item('operation-added', 'info', 'GET /v2/a', 'added', ['GET /v2/a'])],
    removed: [item('operation-removed-without-deprecation', 'error', 'GET /v1/b', 'removed <without> notice', ['GET /v1/b'])],
    deprecated: [item('property-deprecated', 'warning', 'GET /v1/c', 'note: use `d` | e', ['GET /v1/c'])],
    changed: [
      item('response-property-removed', 'error', 'Entry.layer_id', 'layer_id: removed', ['GET /v1/e', 'GET /v1/f']),
      item('response-enum-value-added', 'info', 'Entry.kind', 'kind: may return "x"', ['GET /v1/e']),
      item('request-property-removed', 'warning', 'Thing.a', 'a: removed', []),
    ],
  },
  { snapshot: 'undated-snapshot', date: null, previous: 'first', summary: { error: 0, warning: 0, info: 0 }, ...none },
  { snapshot: 'first', date: '2026-01-01T00:00:00.000Z', previous: null, summary: { error: 0, warning: 0, info: 0 }, ...none, initial: { operations: 12, events: 3 } },
];

describe('renderChangelogMarkdown', () => {
  it('heads each entry with its date (or its name when undated) and name, in the order given', () => {
    const markdown = renderChangelogMarkdown(entries);
    expect(markdown.startsWith('# API change log\n\n## 2026-06-01 (2026-06-01T000000Z)\n\n')).toBe(true);
    expect(markdown).toContain('\n## undated-snapshot (undated-snapshot)\n\n0 breaking, 0 warnings, 0 compatible (since first).\n');
    expect(markdown.indexOf('## undated-snapshot')).toBeLessThan(markdown.indexOf('## 2026-01-01 (first)'));
  });

  it('gives the first snapshot its counts and nothing else', () => {
    const markdown = renderChangelogMarkdown(entries);
    expect(markdown.endsWith('## 2026-01-01 (first)\n\nFirst snapshot: 12 operations, 3 events.\n')).toBe(true);
  });

  it('sums up each later entry against the one before, then removed, deprecated, added, changed', () => {
    const markdown = renderChangelogMarkdown(entries);
    const first = markdown.slice(0, markdown.indexOf('## undated-snapshot'));
    expect(first).toBe(
      [
        '# API change log',
        '',
        '## 2026-06-01 (2026-06-01T000000Z)',
        '',
        '2 breaking, 1 warning, 1 compatible (since 2026-02-01T000000Z).',
        '',
        '### Removed',
        '',
        '- **error** `GET /v1/b`: removed \\<without\\> notice',
        '',
        '### Deprecated',
        '',
        "- **warning** `GET /v1/c`: note: use `d` \\| e",
        '',
        '### Added',
        '',
        '- `GET /v2/a`: added',
        '',
        '### Changed',
        '',
        '- **error** `Entry.layer_id`: layer_id: removed (at 2 operations and events)',
        '- `Entry.kind`: kind: may return "x" (at `GET /v1/e`)',
        '- **warning** `Thing.a`: a: removed',
        '',
        '',
      ].join('\n'),
    );
  });

  it('leaves out empty sections, and renders nothing but the title for no entries', () => {
    expect(renderChangelogMarkdown([entries[1]!])).toBe('# API change log\n\n## undated-snapshot (undated-snapshot)\n\n0 breaking, 0 warnings, 0 compatible (since first).\n');
    expect(renderChangelogMarkdown([{ ...entries[1]!, summary: { error: 0, warning: 1, info: 3 }, added: [item('event-added', 'info', '/x-webhooks/a', 'event added', ['/x-webhooks/a'])] }])).toBe(
      '# API change log\n\n## undated-snapshot (undated-snapshot)\n\n0 breaking, 1 warning, 3 compatible (since first).\n\n### Added\n\n- `/x-webhooks/a`: event added\n',
    );
    expect(renderChangelogMarkdown([])).toBe('# API change log\n');
  });
});

describe('renderChangelogJson', () => {
  it('is the entries as indented JSON with a final newline, read back unchanged', () => {
    const json = renderChangelogJson(entries);
    expect(JSON.parse(json)).toEqual(entries);
    expect(json.endsWith('}\n]\n')).toBe(true);
    expect(json.split('\n')[1]).toBe('  {');
  });
});
