import { getEventListeners } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../../../generator/runtime/client/clock.ts';

describe('systemClock.sleep', () => {
  it('waits about the time asked', async () => {
    const started = performance.now();
    await systemClock.sleep(40);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('never ends before Date.now() has moved the time asked, even when a timer fires early', async () => {
    // Node's timers count from the event loop's cached time, which may trail Date.now(): here
    // every timer fires 15 ms early, and a server's wait must still not end before its time.
    const nodeSetTimeout = globalThis.setTimeout;
    vi.stubGlobal('setTimeout', (handler: () => void, ms: number) => nodeSetTimeout(handler, Math.max(0, ms - 15)));
    try {
      const started = Date.now();
      await systemClock.sleep(40);
      expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('rejects with the reason as soon as the signal aborts, and at once when it already has', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stop')), 20);
    const started = performance.now();
    await expect(systemClock.sleep(10_000, controller.signal)).rejects.toThrow('stop');
    expect(performance.now() - started).toBeLessThan(1000);
    await expect(systemClock.sleep(10, AbortSignal.abort(new Error('already')))).rejects.toThrow('already');
  });

  it('is over at once for a wait of 0 or less: an abort that comes after does not undo it', async () => {
    for (const ms of [0, -5]) {
      const controller = new AbortController();
      const sleeping = systemClock.sleep(ms, controller.signal);
      controller.abort(new Error('too late'));
      await expect(sleeping, String(ms)).resolves.toBeUndefined();
    }
  });

  it("leaves no listener on the caller's signal once a wait is over, however many waits share it", async () => {
    const controller = new AbortController();
    for (let wait = 0; wait < 12; wait += 1) await systemClock.sleep(1, controller.signal);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});
