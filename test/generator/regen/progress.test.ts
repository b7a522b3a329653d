import { describe, expect, it } from 'vitest';
import { stderrProgress } from '../../../generator/regen/progress.ts';

describe('regen progress', () => {
  it('writes one line per message, with the seconds since it started to a tenth', async () => {
    const lines: string[] = [];
    const progress = stderrProgress((line) => lines.push(line));
    progress('fetching http://127.0.0.1/v1/openapiV3.json');
    await new Promise((resolve) => setTimeout(resolve, 250));
    progress('comparing with the previous spec');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^regen \[0\.\ds\] fetching http:\/\/127\.0\.0\.1\/v1\/openapiV3\.json\n$/);
    const [, seconds] = /^regen \[(\d+\.\d)s\] comparing with the previous spec\n$/.exec(lines[1]!) ?? [];
    expect(Number(seconds)).toBeGreaterThanOrEqual(0.2);
  });

  it('goes to stderr unless told otherwise, leaving stdout to the verdict', () => {
    const written: string[] = [];
    const original = process.stderr.write;
    process.stderr.write = ((chunk: string) => written.push(chunk) > 0) as typeof process.stderr.write;
    try {
      stderrProgress()('landed');
    } finally {
      process.stderr.write = original;
    }
    expect(written).toEqual([expect.stringMatching(/^regen \[\d+\.\ds\] landed\n$/)]);
  });
});
