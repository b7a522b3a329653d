/**
 * The incident behind regen's "facts only" reports, replayed on the real published documents: a
 * first import of the live API (4 MB, thousands of changes) into this project's reference edition,
 * then the next version, which removes an operation deprecated long before the first snapshot.
 * The report must stay readable, state one count of breaking changes everywhere, keep every
 * change in its JSON, and never date a deprecation to the day of the import.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOptions } from '../../../generator/commands/regen.ts';
import { realCollaborators } from '../../../generator/regen/adapters.ts';
import { regen, type RegenOptions } from '../../../generator/regen/pipeline.ts';
import { PROJECT_ROOT } from '../../support/project.ts';
import { realSpecPaths, snapshotName } from '../../support/real-specs.ts';
import { scratchProject } from './scratch-project.ts';

const realSpec = (name: string) => realSpecPaths().find((path) => snapshotName(path) === name)!;
const [FIRST, NEXT] = [realSpec('2026-07-28T151714Z'), realSpec('2026-07-30T091251Z')];

/** The reference edition this project commits: the first import replaces it. */
function projectWithReferenceEdition(): string {
  const root = scratchProject();
  for (const part of ['spec', 'generated']) cpSync(join(PROJECT_ROOT, part), join(root, part), { recursive: true });
  return root;
}

let root = '';
afterAll(() => {
  if (root && !process.env.KEEP_TMP) rmSync(root, { recursive: true, force: true });
});

const landOptions = (specFile: string, now: string, extra: Record<string, string | boolean> = {}): RegenOptions => ({
  ...buildOptions({ root, 'spec-file': specFile, 'no-verify': true, ...extra }),
  progress: () => {},
  now: () => new Date(now),
});

describe('a first import of the live API, and the landing after it', () => {
  it('reports one count of breaking changes everywhere, in under 100 KB of markdown, every change in the JSON', async () => {
    root = projectWithReferenceEdition();
    // Blocked first: the same one count, the ready-made lines left to their file.
    const blocked = await regen(landOptions(FIRST, '2026-11-28T07:18:00Z'), realCollaborators);
    expect(blocked.status).toBe('blocked');
    const blockedReport = readFileSync(join(root, '.tmp/regen/last-report.md'), 'utf8');
    expect(Buffer.byteLength(blockedReport)).toBeLessThan(100_000);
    const blocking = blocked.status === 'blocked' ? blocked.drift.failing.length : 0;
    expect(blockedReport).toContain(`| breaking changes (drift, accepted ones included) | ${blocking} |`);
    expect(blockedReport).toContain(`\n${blocking} breaking changes (counted by rule below, each in the JSON report) would break code`);
    expect(readFileSync(join(root, '.tmp/regen/last-ignore-lines.txt'), 'utf8').trimEnd().split('\n')).toHaveLength(blocking);

    // Fetched four months after the document was published: snapshots are named by fetch time.
    const outcome = await regen(landOptions(FIRST, '2026-11-28T07:19:00Z', { 'accept-breaking': 'first import' }), realCollaborators);
    expect(outcome.status).toBe('landed');
    if (outcome.status !== 'landed') return;
    const markdown = readFileSync(outcome.reportPath, 'utf8');
    const json = JSON.parse(readFileSync(outcome.reportPath.replace(/\.md$/, '.json'), 'utf8')) as { breakingChanges: number; changes: unknown[]; ignored: Array<{ level: string }>; apiSurface: { breaks: string[] } };
    expect(Buffer.byteLength(markdown)).toBeLessThan(100_000);

    const breaking = json.breakingChanges;
    expect(breaking).toBe(blocking);
    expect(json.ignored.filter((change) => change.level === 'error')).toHaveLength(breaking);
    const surface = json.apiSurface.breaks.length;
    expect(surface).toBeGreaterThan(1000);
    // Every change is in the JSON, though the markdown only counts them.
    expect(json.changes.length + json.ignored.length).toBe(Number(/\n(\d+) changes, more than 1000: counted by rule and operation/.exec(markdown)?.[1]));
    expect(markdown).toContain(`\n${json.changes.length + json.ignored.length + surface} changes in all, more than 1000`);

    const title = markdown.split('\n')[0]!;
    expect(title).toMatch(new RegExp(`^# incident-api-client 1\\.0\\.0 \\(major\\): ${breaking} breaking changes, ${surface} API-surface breaks, `));
    expect(markdown).toContain(`| breaking changes (drift, accepted ones included) | ${breaking}, ${breaking} of them accepted |`);
    expect(markdown).toContain(`| API-surface breaks (the generated package's exports, counted apart) | ${surface} |`);
    expect(markdown).toContain(`| error | 0 | ${breaking} |`);
    expect(markdown).toContain(`**Breaking update, accepted**: ${breaking} breaking change(s) accepted with \`--accept-breaking\``);
    const history = readFileSync(join(root, 'spec/history.md'), 'utf8').trimEnd().split('\n').at(-1)!;
    expect(history).toContain(`; drift ${breaking} error, `);
    expect(history).toMatch(new RegExp(`; ${surface} API-surface break\\(s\\) accepted; ${breaking} breaking change\\(s\\) accepted with --accept-breaking: first import$`));
    // No other number of breaking changes anywhere the landing states one.
    for (const text of [markdown.split('## API drift')[0]!, history]) {
      for (const [, count] of text.matchAll(/(\d+) breaking change/g)) expect(count).toBe(String(breaking));
    }
  }, 600_000);

  it('the next version removes an operation deprecated before the first snapshot: age unknown, no window violation', async () => {
    const outcome = await regen(landOptions(NEXT, '2026-11-28T07:21:00Z', { 'accept-surface': true }), realCollaborators);
    const removal = outcome.status === 'landed' || outcome.status === 'blocked' ? outcome.drift.report.changes.find((change) => change.operation === 'GET /v1/openapi.json') : undefined;
    expect(removal).toMatchObject({
      id: 'operation-removed-deprecated',
      level: 'warning',
      message: 'deprecated operation removed; already deprecated in the first snapshot that has it (2026-11-28); age unknown, so the 91-day window cannot be judged (Utilities V1#OpenAPI)',
    });
    expect(outcome.status).toBe('landed');
  }, 600_000);
});
