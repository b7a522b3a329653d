/**
 * Per-attempt timeouts without an AbortController and a timer per attempt (on Node 20 a new
 * AbortSignal alone costs a few microseconds, a measurable share of a loopback call). An attempt's
 * deadline (its start plus its timeout) is rounded up to the end of a 100 ms slot of the wall
 * clock, and the attempts due in one slot share one controller, aborted when the slot ends: an
 * attempt times out between `timeoutMs` and `timeoutMs + SLOT_MS` after it started, and whatever
 * else the shared abort reaches was due by then too, or has already finished (aborting a finished
 * fetch does nothing).
 *
 * The state is per slot, never per timeout value or per client: calls that each set their own
 * timeout (a `deadline - now` computed per call) and clients made per request share slots like any
 * others, the process holds one controller per slot still to come (300 for 30 s timeouts), and a
 * slot is forgotten when it fires.
 */

const SLOT_MS = 100;
// undici adds one abort listener per request to the signal it is given and warns past 1500.
const SLOT_ATTEMPTS = 1000;
/**
 * A timer counts at most 2^31 - 1 ms (about 24.8 days) and fires at once beyond; a longer timeout
 * is no timeout at all.
 */
export const MAX_TIMEOUT_MS: number = 2 ** 31 - 1 - SLOT_MS;

export interface Slot {
  controller: AbortController;
  attempts: number;
}

/**
 * The signal an attempt starting now with `timeoutMs` carries: it aborts once the attempt is
 * overdue. Undefined when there is no timeout (0, Infinity, or beyond MAX_TIMEOUT_MS).
 */
export type TimeoutSignal = (timeoutMs: number) => AbortSignal | undefined;

/**
 * `slots` holds the slots still to fire, keyed by the time they end (a test passes its own map to
 * watch how many the process holds). A closure, so a bundle keeps no property name of its state.
 */
export function createTimeoutSlots(slots = new Map<number, Slot>()): TimeoutSignal {
  return (timeoutMs) => {
    if (!(timeoutMs > 0 && timeoutMs <= MAX_TIMEOUT_MS)) return undefined;
    const now = Date.now();
    const end = Math.ceil((now + timeoutMs) / SLOT_MS) * SLOT_MS;
    let slot = slots.get(end);
    // An aborted slot is still here when the wall clock stepped back after it fired.
    if (!slot || slot.attempts >= SLOT_ATTEMPTS || slot.controller.signal.aborted) {
      const opened: Slot = (slot = { controller: new AbortController(), attempts: 0 });
      slots.set(end, opened);
      const timer = setTimeout(() => {
        if (slots.get(end) === opened) slots.delete(end);
        opened.controller.abort(new DOMException('the attempt ran past its timeout', 'TimeoutError'));
      }, end - now);
      // A pending timeout must not keep a finished Node process alive (browsers have no unref).
      (timer as { unref?: () => void }).unref?.();
    }
    slot.attempts += 1;
    return slot.controller.signal;
  };
}

/** The slots every client of the process shares. */
export const sharedTimeoutSignal: TimeoutSignal = /* @__PURE__ */ createTimeoutSlots();
