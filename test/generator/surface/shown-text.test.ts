/** Two long types cut as a pair: the difference stays in view wherever it is, and the cuts are counted. */
import { describe, expect, it } from 'vitest';
import { cut, cutPair, SHOWN_TYPE_CHARS } from '../../../generator/surface/shown-text.ts';

/** `'Op 000' | 'Op 001' | ...`, the shape of the OperationId union the incident showed cut alike. */
const union = (count: number, replace: Record<number, string> = {}) =>
  Array.from({ length: count }, (_, index) => `'${replace[index] ?? `Op ${String(index).padStart(3, '0')}`}'`).join(' | ');

/** What a shown side stands for: its window, and the counts its markers give. */
function decode(shown: string) {
  const match = /^(?:\[…(\d+) chars\])?(.*?)(?:\[…(\d+) chars\])?$/s.exec(shown)!;
  return { before: Number(match[1] ?? 0), window: match[2]!, after: Number(match[3] ?? 0) };
}

/** Each side fits, shows text the original holds at the place its marker says, and the two windows differ. */
function expectShownDifference(from: string, to: string) {
  const shown = cutPair(from, to);
  shown.forEach((side, index) => {
    const original = [from, to][index]!;
    expect(side.length, side).toBeLessThanOrEqual(SHOWN_TYPE_CHARS);
    const { before, window, after } = decode(side);
    expect(original.slice(before, original.length - after)).toBe(window);
  });
  expect(shown[0]).not.toBe(shown[1]);
  const [a, b] = shown.map((side) => decode(side));
  // Both windows start at the same place, so what differs is seen side by side.
  expect(a!.before).toBe(b!.before);
  return shown;
}

describe('cutPair', () => {
  it('leaves two types that fit as they are, even at exactly the limit', () => {
    expect(cutPair('string', 'number')).toEqual(['string', 'number']);
    const exact = 'x'.repeat(SHOWN_TYPE_CHARS);
    expect(cutPair(exact, 'y')).toEqual([exact, 'y']);
  });

  it('differing at the start: the window opens at the start and the tail cut is counted', () => {
    const from = union(300);
    const to = union(300, { 0: 'Zz 000' });
    const [a, b] = expectShownDifference(from, to);
    expect(a!.startsWith("'Op 000'")).toBe(true);
    expect(b!.startsWith("'Zz 000'")).toBe(true);
    expect(decode(a!).after).toBe(from.length - decode(a!).window.length);
  });

  it('differing in the middle (the incident: a member removed from a long union): both windows show it', () => {
    const from = union(300);
    const to = union(300, { 150: 'Gone 150' });
    const [a, b] = expectShownDifference(from, to);
    expect(a).toContain("'Op 150'");
    expect(b).toContain("'Gone 150'");
    expect(decode(a!).before).toBeGreaterThan(1000);
  });

  it('differing at the very end', () => {
    const from = `${union(300)} | 'last a'`;
    const to = `${union(300)} | 'last b'`;
    const [a, b] = expectShownDifference(from, to);
    expect(a!.endsWith("'last a'")).toBe(true);
    expect(b!.endsWith("'last b'")).toBe(true);
  });

  it('differing only in length: the shorter ends where the longer goes on', () => {
    const from = union(300);
    const to = `${union(300)} | 'Op extra'`;
    const [a, b] = expectShownDifference(from, to);
    expect(decode(a!).after).toBe(0);
    expect(b!.endsWith("'Op extra'")).toBe(true);
    // The same the other way round.
    expectShownDifference(to, from);
  });

  it('one side short, the other long', () => {
    expectShownDifference('string', union(300));
    expectShownDifference(union(300), `${union(5)}`);
  });

  it('two long texts alike are cut alike, as one is', () => {
    const text = union(300);
    expect(cutPair(text, text)).toEqual([cut(text), cut(text)]);
    expect(cut(text)).toHaveLength(SHOWN_TYPE_CHARS);
    expect(cut(text).endsWith('…')).toBe(true);
  });
});
