/** record.ts: the recorded block replaces what is between the markers, and nothing else. */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RECORD_END, RECORD_START, recordBlock, writeRecord } from './record.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function page(text: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'bench-record-'));
  folders.push(folder);
  const path = join(folder, 'performance.md');
  writeFileSync(path, text);
  return path;
}

describe('writeRecord', () => {
  it('replaces the block between the markers and keeps the text around it byte for byte', () => {
    const before = `# Title\n\nintro ✓\n\n${RECORD_START}\nold figures\n${RECORD_END}\n\n## After\ntext\n`;
    const path = page(before);
    const block = `${RECORD_START}\nnew figures\n${RECORD_END}`;
    writeRecord(block, path);
    expect(readFileSync(path, 'utf8')).toBe(`# Title\n\nintro ✓\n\n${block}\n\n## After\ntext\n`);
    writeRecord(block, path);
    expect(readFileSync(path, 'utf8')).toBe(`# Title\n\nintro ✓\n\n${block}\n\n## After\ntext\n`);
  });

  it.each([
    ['no markers', 'just text\n'],
    ['only the start', `${RECORD_START}\nfigures\n`],
    ['the end before the start', `${RECORD_END}\n${RECORD_START}\n`],
  ])('refuses a page with %s and leaves it as it was, with no temporary file', (_name, text) => {
    const path = page(text);
    expect(() => writeRecord(`${RECORD_START}\nx\n${RECORD_END}`, path)).toThrow(/has no block between/);
    expect(readFileSync(path, 'utf8')).toBe(text);
    expect(readdirSync(join(path, '..'))).toEqual(['performance.md']);
  });
});

describe('recordBlock', () => {
  it('opens with the commit, the time and the load, and holds the output in a text block', () => {
    const block = recordBlock({ startedAt: new Date('2026-11-28T14:05:09.123Z'), loadAtStart: '0.5 0.7 0.9', seconds: 1500 }, '== bundle\nfour calls: 9.9 kB\n');
    expect(block.startsWith(`${RECORD_START}\nOne \`make bench\` of every part at commit \``)).toBe(true);
    expect(block).toContain(', 2026-11-28 14:05 UTC, ');
    expect(block).toContain('load average 0.5 0.7 0.9 at its start');
    expect(block).toContain('25 min in all.');
    expect(block.endsWith('```text\n== bundle\nfour calls: 9.9 kB\n```\n' + RECORD_END)).toBe(true);
  });
});
