import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../../../generator/context.ts';
import { resultOf, skipped, timedCheck } from '../../../../generator/regen/checks/result.ts';

describe('a check result', () => {
  it("quotes a failed check's first non-empty lines, as many as DEFAULTS says, and keeps the whole output", () => {
    const log = ['', 'first', '   ', 'second  ', ...Array.from({ length: 20 }, (_, index) => `more ${index}`)].join('\n');
    const result = resultOf('some check', false, log, 12);
    expect(result).toEqual({ name: 'some check', ok: false, firstLines: ['first', 'second', 'more 0', 'more 1', 'more 2', 'more 3'].slice(0, DEFAULTS.landingChecks.firstLines), log, ms: 12 });
  });

  it('quotes nothing for a check that passed, whatever it printed', () => {
    expect(resultOf('quiet', true, 'noise\nmore noise', 1).firstLines).toEqual([]);
  });

  it("turns a check's throw into its failure with the message, and times it", async () => {
    const result = await timedCheck('throwing', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('could not start\nsecond line');
    });
    expect(result).toMatchObject({ name: 'throwing', ok: false, firstLines: ['could not start', 'second line'], log: 'could not start\nsecond line' });
    expect(result.ms).toBeGreaterThanOrEqual(15);
    expect(await timedCheck('odd throw', () => Promise.reject('a string'))).toMatchObject({ ok: false, log: 'a string' });
  });

  it('names what a check not run depended on', () => {
    expect(skipped('later', 'earlier')).toMatchObject({ name: 'later', ok: false, firstLines: ['not run: earlier failed'] });
  });
});
