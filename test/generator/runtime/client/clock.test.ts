import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../../generator/runtime/client/clock.ts';

describe('systemClock.sleep', () => {
  it('waits about the time asked', async () => {
    const started = performance.now();
    await systemClock.sleep(40);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('rejects with the reason as soon as the signal aborts, and at once when it already has', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stop')), 20);
    const started = performance.now();
    await expect(systemClock.sleep(10_000, controller.signal)).rejects.toThrow('stop');
    expect(performance.now() - started).toBeLessThan(1000);
    await expect(systemClock.sleep(10, AbortSignal.abort(new Error('already')))).rejects.toThrow('already');
  });
});
