/**
 * docs/performance.md's figures are one whole `make bench` run, written by `make bench RECORD=1`:
 * the block between its markers holds every part, in the order one run takes them.
 */
import { describe, expect, it } from 'vitest';
import { PARTS } from '../bench/parts.ts';
import { RECORD_END, RECORD_START } from '../bench/record.ts';
import { PROJECT_ROOT } from '../support/project.ts';
import { readText } from './markdown.ts';

const page = readText(PROJECT_ROOT, 'docs/performance.md');
const count = (text: string, needle: string) => text.split(needle).length - 1;

describe("docs/performance.md's recorded run", () => {
  const block = page.slice(page.indexOf(RECORD_START), page.indexOf(RECORD_END));

  it('is one block between the two markers', () => {
    expect([count(page, RECORD_START), count(page, RECORD_END)]).toEqual([1, 1]);
    expect(page.indexOf(RECORD_START)).toBeLessThan(page.indexOf(RECORD_END));
  });

  it('says which commit it measured, when, and how loaded the machine was', () => {
    expect(block).toMatch(/^One `make bench` of every part at commit `[0-9a-f]{7,}`, \d{4}-\d\d-\d\d \d\d:\d\d UTC, \d+ cores; load average [\d. ]+ at its start and [\d. ]+ at its end/m);
  });

  it('holds every part, each started and finished, in the order one run takes them', () => {
    const started = [...block.matchAll(/^== (\S+)$/gm)].map((match) => match[1]);
    const finished = [...block.matchAll(/^\((\S+): [\d.]+ s\)$/gm)].map((match) => match[1]);
    expect(started).toEqual([...PARTS]);
    expect(finished).toEqual([...PARTS]);
  });
});
