import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/project.ts';
import { brokenLinks } from './links.ts';
import { documentationFiles, headingAnchors, readText } from './markdown.ts';

describe('the links of README.md and docs/', () => {
  it.each(documentationFiles(PROJECT_ROOT))('%s: every relative link and #anchor resolves', (file) => {
    expect(brokenLinks(PROJECT_ROOT, file, readText(PROJECT_ROOT, file))).toEqual([]);
  });
});

describe('brokenLinks', () => {
  const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'docs'));
  writeFileSync(join(root, 'docs/page.md'), '# A page\n\n## Exit statuses (a contract)\n\n## Twice\n\n## Twice\n');
  writeFileSync(join(root, 'Makefile'), '');

  const check = (markdown: string) => brokenLinks(root, 'README.md', markdown);

  it('accepts links to files, folders, headings and repeated headings', () => {
    const ok = '# Top\n[a](docs/page.md) [b](docs/page.md#exit-statuses-a-contract) [c](./docs/) [d](Makefile) [e](#top) [f](docs/page.md#twice-1) [g](https://x.test/nowhere)';
    expect(check(ok)).toEqual([]);
  });

  it('fails on every kind of link that points nowhere, naming line and target', () => {
    const bad = [
      '[missing](docs/nope.md)',
      '[anchor](docs/page.md#no-such-heading)',
      '[own anchor](#nowhere)',
      '[third twice](docs/page.md#twice-2)',
      '[outside](../elsewhere.md)',
      '[anchor into a non-page](Makefile#x)',
      '![image](docs/missing.png)',
    ].join('\n');
    expect(check(bad)).toEqual([
      'README.md:1: docs/nope.md: no such file',
      'README.md:2: docs/page.md#no-such-heading: no heading makes #no-such-heading',
      'README.md:3: #nowhere: no heading makes #nowhere',
      'README.md:4: docs/page.md#twice-2: no heading makes #twice-2',
      'README.md:5: ../elsewhere.md: leaves the repository',
      'README.md:6: Makefile#x: an anchor into a file that is not markdown',
      'README.md:7: docs/missing.png: no such file',
    ]);
  });

  it('resolves a page in docs/ relative to its own folder', () => {
    expect(brokenLinks(root, 'docs/page.md', '[up](../Makefile) [side](page.md#twice) [wrong](docs/page.md)')).toEqual(['docs/page.md:1: docs/page.md: no such file']);
  });

  it('ignores links inside code, fenced or inline', () => {
    expect(check('`[x](nope.md)`\n```md\n[y](nope.md)\n```\n')).toEqual([]);
  });
});

describe('headingAnchors', () => {
  it("slugs as GitHub does: code, punctuation and links dropped, not headings inside code", () => {
    const anchors = headingAnchors('# The API surface (`surface --check`)\n## [Link](x.md) text\n```sh\n# not a heading\n```\n### Où: ça\n');
    expect([...anchors]).toEqual(['the-api-surface-surface---check', 'link-text', 'où-ça']);
  });
});
