import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeoutWindows } from '../../../../generator/runtime/client/timeouts.ts';

describe('TimeoutWindows', () => {
  it('gives attempts that start together one signal, and later ones a new one', async () => {
    const windows = new TimeoutWindows(10_000);
    const first = windows.join();
    expect(windows.join()).toBe(first);
    await delay(120);
    expect(windows.join()).not.toBe(first);
  });

  it('aborts with a TimeoutError between timeoutMs and timeoutMs + 100 ms after the attempt started', async () => {
    const windows = new TimeoutWindows(150);
    const started = performance.now();
    const signal = windows.join();
    const fired = await new Promise<number>((resolve) => signal.addEventListener('abort', () => resolve(performance.now() - started)));
    expect(fired).toBeGreaterThanOrEqual(145);
    expect(fired).toBeLessThan(600);
    expect(signal.reason).toMatchObject({ name: 'TimeoutError' });
    expect(windows.join()).not.toBe(signal);
  });

  it('opens a new window after 1000 attempts, below undici’s listener warning', () => {
    const windows = new TimeoutWindows(10_000);
    const first = windows.join();
    for (let index = 1; index < 1000; index += 1) windows.join();
    expect(windows.join()).not.toBe(first);
  });

  it('runs where a timer is a number with no unref (browsers, Deno), and still aborts', async () => {
    const nodeSetTimeout = globalThis.setTimeout;
    vi.stubGlobal('setTimeout', (handler: () => void, ms: number) => Number(nodeSetTimeout(handler, ms)));
    let signal: AbortSignal;
    try {
      signal = new TimeoutWindows(20).join();
    } finally {
      vi.unstubAllGlobals();
    }
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    expect(signal.reason).toMatchObject({ name: 'TimeoutError', message: 'no response within 20 ms' });
  });
});

describe('TimeoutWindows at its edges (fake timers: exact times)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a window takes attempts for 100 ms after it opened, not a millisecond longer', () => {
    vi.useFakeTimers();
    const windows = new TimeoutWindows(10_000);
    const first = windows.join();
    vi.advanceTimersByTime(99);
    expect(windows.join()).toBe(first);
    vi.advanceTimersByTime(1);
    const second = windows.join();
    expect(second).not.toBe(first);
    vi.advanceTimersByTime(99);
    expect(windows.join()).toBe(second);
  });

  it('aborts exactly timeoutMs + 100 ms after the window opened', () => {
    vi.useFakeTimers();
    const windows = new TimeoutWindows(500);
    const signal = windows.join();
    vi.advanceTimersByTime(599);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
  });

  it('never hands out a signal that has already aborted, even when the wall clock has not moved on', () => {
    // Only the timers are fake: the abort fires while Date.now() stays where the window opened,
    // as it does when the system clock steps back.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const windows = new TimeoutWindows(0);
    const first = windows.join();
    vi.advanceTimersByTime(100);
    expect(first.aborted).toBe(true);
    expect(windows.join().aborted).toBe(false);
  });

  it('keeps no process alive: its timer does not hold the event loop', () => {
    const pendingTimers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
    const before = pendingTimers();
    new TimeoutWindows(60_000).join();
    expect(pendingTimers()).toBe(before);
  });
});
