import { describe, expect, it } from 'vitest';
import { RECORD_END, RECORD_START } from '../bench/record.ts';
import { PROJECT_ROOT } from '../support/project.ts';
import { figuresIn, strayFigures, staleSettings, type FigurePolicy, type Setting } from './figures.ts';
import { documentationFiles, readText } from './markdown.ts';

/**
 * Limits and defaults the pages state with a unit in their prose: each is what the code is set to,
 * not what a run measured, so no machine or load can make it stale (a table's goal, target or
 * timeout column is excused by its heading). Exact phrases; a phrase no longer on its page, or
 * holding no figure, fails below, so the list cannot outlive the sentences it excuses.
 */
const SETTINGS: readonly Setting[] = [
  // generator/load: the size cap on a spec, and how long a second run waits for the lock.
  { page: 'docs/generating.md', phrase: 'second waits up to 10 s' },
  { page: 'docs/generating.md', phrase: 'the moment it passes 64 MB' },
  { page: 'docs/generating.md', phrase: 'larger than 64 MB (expanded)' },
  // Standard Webhooks: the secret's length, the timestamp tolerance, the body limit, the platform's retries.
  { page: 'docs/webhooks.md', phrase: 'the base64 of 24 to 64 bytes' },
  { page: 'docs/webhooks.md', phrase: 'the timestamp within 300 s either way' },
  { page: 'docs/webhooks.md', phrase: 'default 1 MiB as for the handlers' },
  { page: 'docs/webhooks.md', phrase: 'the platform retries (for up to 24 hours)' },
  // The client: how much of an error body is read, the rate limiter's refill, the timers' granularity.
  { page: 'docs/client.md', phrase: 'At most 64 KiB of an error body is read' },
  { page: 'docs/client.md', phrase: 'to refill from empty (60 s for the default)' },
  { page: 'docs/client.md', phrase: 'attempts due in the same 100 ms share one timer' },
  // The action: GitHub's limit on a job summary.
  { page: 'docs/spec-diff-action.md', phrase: 'the full report, at most 1 MiB' },
  { page: 'docs/spec-diff-action.md', phrase: 'stays inside its 1 MiB' },
  // ci.yml's job timeouts, as test/workflows/ci-workflow.test.ts holds them.
  { page: 'docs/regen-workflow.md', phrase: 'every job has a timeout of at most 20 minutes' },
  // generator/workers and generator/compile-cache: the young generation's cap, the size a library is cached from.
  { page: 'docs/performance.md', phrase: 'cap their young generation at 12 MiB' },
  { page: 'docs/performance.md', phrase: 'the files over 512 KB a generation requires' },
  // test/mutation/stryker.config.mjs.
  { page: 'docs/mutation-testing.md', phrase: '(`timeoutMS` 30 s, `timeoutFactor` 4, dry run up to 30 min)' },
];

const POLICY: FigurePolicy = { recordStart: RECORD_START, recordEnd: RECORD_END, settings: SETTINGS };
const where = ({ file, line, figure }: { file: string; line: number; figure: string }) => `${file}:${line}: ${figure}`;

describe('measured figures in README.md and docs/', () => {
  it.each(documentationFiles(PROJECT_ROOT))('%s states none that make bench RECORD=1 does not record', (file) => {
    expect(strayFigures(file, readText(PROJECT_ROOT, file), POLICY).map(where)).toEqual([]);
  });

  it('excuses only settings still stated on their page, each with its figure', () => {
    expect(staleSettings((file) => readText(PROJECT_ROOT, file), SETTINGS)).toEqual([]);
  });
});

describe('strayFigures', () => {
  const policy: FigurePolicy = { recordStart: '<!-- from -->', recordEnd: '<!-- to -->', settings: [{ page: 'docs/page.md', phrase: 'waits up to 10 s' }] };
  const stray = (text: string, file = 'docs/page.md') => strayFigures(file, text, policy).map((found) => found.figure);

  it('finds a duration, a size or a ratio in prose, inline code, a table or a fenced block', () => {
    expect(stray('It took 1.2 s.')).toEqual(['1.2 s']);
    expect(stray('Built in `3 min` here.\n\n| step | time |\n| --- | --- |\n| a | 15 ms |\n\n```sh\nmake x # 2 min\n```\n')).toEqual(['3 min', '15 ms', '2 min']);
  });

  it.each([
    '250 ms', '3 µs', '2 s', '2s', '4 seconds', '1 sec', '9 min', '29-minute', '3 minutes', '5 hours', '1 h', '283,446 bytes', '12 B',
    '2.5 kB', '171 KB', '357 KiB', '4 MB', '229 MiB', '1.8 GB', '2 GiB', '3.8x', '1.07×', '5.2 ×', '5 to 10 times',
  ])('finds "%s"', (figure) => {
    expect(stray(`the run: ${figure} on the machine`)).toHaveLength(1);
  });

  it('finds each figure of a range, a list and a split duration', () => {
    expect(stray('19 to 31 s; 574 / 799 / 1,500 ms; 13 min 46 s')).toEqual(['31 s', '1,500 ms', '13 min', '46 s']);
  });

  it('is not fooled by versions, status classes, dates, counts, the shard count or a matrix', () => {
    expect(stray('0.3.x and 2xx, 4xx; Node 20.20 on 2-core; 2026-11-28 12:06 UTC; 655 changes; `unit` (×3); 5.9 and 7.0 x `node16`; 0x1F')).toEqual([]);
  });

  it('excuses a listed setting, even wrapped over two lines, and nothing beside it', () => {
    expect(stray('a second waits up to 10 s, saying so')).toEqual([]);
    expect(stray('a second waits up\nto 10 s, saying so')).toEqual([]);
    expect(stray('a second waits up to 10 s, then 3 s more')).toEqual(['3 s']);
    expect(stray('a second waits up to 10 s', 'docs/other.md')).toEqual(['10 s']);
  });

  it("excuses performance.md's recorded block only, and only on that page", () => {
    const page = 'Measured: 2 s.\n<!-- from -->\n```text\ngenerate 1.19 s, 0.79x\n```\n<!-- to -->\nSince then 3 s.\n';
    expect(stray(page, 'docs/performance.md')).toEqual(['2 s', '3 s']);
    expect(stray(page)).toEqual(['2 s', '1.19 s', '0.79x', '3 s']);
    expect(stray('<!-- to -->\n4 s\n<!-- from -->', 'docs/performance.md')).toEqual(['4 s']);
  });

  it("excuses contributing.md's durations and slow suites, not its other sections", () => {
    const page = '# Contributing\n\n## Durations\n\n| `make test` | 11 min |\n\n## The quick check and the slow suites\n\n| `a.test.ts` | 2.5 s |\n\n## Benchmarks\n\nThe bench took 4 min.\n';
    expect(stray(page, 'docs/contributing.md')).toEqual(['4 min']);
    expect(stray(page)).toEqual(['11 min', '2.5 s', '4 min']);
  });

  it("excuses the README's make lines only where their section cites the durations", () => {
    const cited = '## Set-up\n\n```sh\nmake test   # the suite: 11 min\n```\n\nFrom [the CI machine](docs/contributing.md#durations); it took 2 s.\n';
    expect(stray(cited, 'README.md')).toEqual(['2 s']);
    expect(stray(cited.replace('#durations', ''), 'README.md')).toEqual(['11 min', '2 s']);
    expect(stray(`${cited}\n## Use\n\n\`\`\`sh\nmake bench # 3 min\n\`\`\`\n`, 'README.md')).toEqual(['2 s', '3 min']);
  });

  it("excuses a table's goal, target and timeout columns, not the cells beside them", () => {
    const table = '| part | `a|b` result | goal |\n| --- | --- | :---: |\n| x | 1.2 s | ≤ 2 s |\n| y \\| z | 3 MB | under 5 MB |\n\nThen 7 s.\n';
    expect(stray(table)).toEqual(['1.2 s', '3 MB', '7 s']);
    expect(stray('| job | timeout |\n| --- | --- |\n| a | 20 min |\n| b | 15 min |\n')).toEqual([]);
    expect(stray('| job | target |\n| a | 20 min |\n')).toEqual(['20 min']);
  });

  it('reports the line of each figure', () => {
    expect(figuresIn('docs/page.md', 'one\ntwo 3 s\n\nfour 5 MB')).toEqual([
      { file: 'docs/page.md', line: 2, figure: '3 s' },
      { file: 'docs/page.md', line: 4, figure: '5 MB' },
    ]);
  });
});

describe('staleSettings', () => {
  const pages: Record<string, string> = { 'docs/page.md': 'a second waits up to 10 s\nthe lock is kept' };
  const read = (file: string) => pages[file] ?? '';

  it('keeps a setting still on its page with its figure, and fails one gone, moved or without a figure', () => {
    const kept = { page: 'docs/page.md', phrase: 'waits up to 10 s' };
    const gone = { page: 'docs/page.md', phrase: 'waits up to 20 s' };
    const moved = { page: 'docs/other.md', phrase: 'waits up to 10 s' };
    const noFigure = { page: 'docs/page.md', phrase: 'the lock is kept' };
    expect(staleSettings(read, [kept, gone, moved, noFigure])).toEqual([gone, moved, noFigure]);
  });
});
