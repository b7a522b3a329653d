import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTimeoutSlots, MAX_TIMEOUT_MS, type Slot } from '../../../../generator/runtime/client/timeouts.ts';

describe('createTimeoutSlots', () => {
  it('aborts with a TimeoutError between timeoutMs and timeoutMs + 100 ms after the attempt started', async () => {
    const signalFor = createTimeoutSlots();
    const started = performance.now();
    const signal = signalFor(150)!;
    const fired = await new Promise<number>((resolve) => signal.addEventListener('abort', () => resolve(performance.now() - started)));
    expect(fired).toBeGreaterThanOrEqual(145);
    expect(fired).toBeLessThan(600);
    expect(signal.reason).toMatchObject({ name: 'TimeoutError' });
    expect(signalFor(150)).not.toBe(signal);
  });

  it('gives no signal for no timeout: 0, Infinity, NaN, or beyond what a timer can count', () => {
    const pending = new Map<number, Slot>();
    const signalFor = createTimeoutSlots(pending);
    for (const timeoutMs of [0, Infinity, Number.NaN, -1, MAX_TIMEOUT_MS + 1, 1e12]) expect(signalFor(timeoutMs)).toBeUndefined();
    expect(pending.size).toBe(0);
    expect(signalFor(MAX_TIMEOUT_MS)).toBeDefined();
    expect(pending.size).toBe(1);
  });

  it('runs where a timer is a number with no unref (browsers, Deno), and still aborts', async () => {
    const nodeSetTimeout = globalThis.setTimeout;
    vi.stubGlobal('setTimeout', (handler: () => void, ms: number) => Number(nodeSetTimeout(handler, ms)));
    let signal: AbortSignal;
    try {
      signal = createTimeoutSlots()(20)!;
    } finally {
      vi.unstubAllGlobals();
    }
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    expect(signal.reason).toMatchObject({ name: 'TimeoutError' });
  });
});

describe('createTimeoutSlots at its edges (fake timers: exact times)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('attempts due in the same 100 ms slot share a signal, whatever their timeouts', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const signalFor = createTimeoutSlots();
    const first = signalFor(1000)!;
    // 1_001_000 ends the slot; 1_000_901 .. 1_001_000 all round up to it.
    expect(signalFor(901)).toBe(first);
    expect(signalFor(950.5)).toBe(first);
    vi.advanceTimersByTime(40);
    expect(signalFor(960)).toBe(first);
    expect(signalFor(961)).not.toBe(first);
    expect(signalFor(900 - 40)).not.toBe(first);
  });

  it('aborts at the end of the slot the deadline falls in: never before the deadline, under 100 ms after', () => {
    vi.useFakeTimers({ now: 1_000_050 });
    const signalFor = createTimeoutSlots();
    const signal = signalFor(500)!;
    // Deadline 1_000_550, slot end 1_000_600.
    vi.advanceTimersByTime(549);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
  });

  it('holds one entry per slot still to come, and forgets a slot when it fires', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const pending = new Map<number, Slot>();
    const signalFor = createTimeoutSlots(pending);
    // 10 000 distinct timeouts (a deadline computed per call) over 2 s: 20 slots at most.
    for (let index = 0; index < 10_000; index += 1) signalFor(1000 + index / 5);
    expect(pending.size).toBeLessThanOrEqual(21);
    vi.advanceTimersByTime(3100);
    expect(pending.size).toBe(0);
  });

  it('opens a new controller after 1000 attempts in a slot, below undici’s listener warning', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const signalFor = createTimeoutSlots();
    const first = signalFor(10_000);
    for (let index = 1; index < 1000; index += 1) signalFor(10_000);
    const next = signalFor(10_000);
    expect(next).not.toBe(first);
    vi.advanceTimersByTime(10_000);
    expect(first?.aborted && next?.aborted).toBe(true);
  });

  it('never hands out a signal that has already aborted, even when the wall clock has not moved on', () => {
    // Only the timers are fake: the abort fires while Date.now() stays where the slot opened,
    // as it does when the system clock steps back.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const signalFor = createTimeoutSlots();
    const first = signalFor(1)!;
    vi.advanceTimersByTime(100);
    expect(first.aborted).toBe(true);
    expect(signalFor(1)!.aborted).toBe(false);
  });

  it('keeps no process alive: its timer does not hold the event loop', () => {
    const pendingTimers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
    const before = pendingTimers();
    createTimeoutSlots()(60_000);
    expect(pendingTimers()).toBe(before);
  });
});
