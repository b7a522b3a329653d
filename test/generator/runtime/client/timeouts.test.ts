import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
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
});
