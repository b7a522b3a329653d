/**
 * Per-attempt timeouts without an AbortController and a timer per attempt (on Node 20 a new
 * AbortSignal alone costs a few microseconds, a measurable share of a loopback call). Attempts
 * that start within the same short window share one controller, aborted `timeoutMs` after the
 * window closes: an attempt times out between `timeoutMs` and `timeoutMs + WINDOW_MS` after it
 * started, and whatever else the shared abort reaches started at least as long ago, so it is
 * either due too or already finished (aborting a finished fetch does nothing).
 */

const WINDOW_MS = 100;
// undici adds one abort listener per request to the signal it is given and warns past 1500.
const WINDOW_ATTEMPTS = 1000;

interface Window {
  controller: AbortController;
  openedAt: number;
  attempts: number;
}

export class TimeoutWindows {
  private current: Window | undefined;

  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    this.timeoutMs = timeoutMs;
  }

  /** The signal an attempt starting now carries: it aborts once the attempt is overdue. */
  join(): AbortSignal {
    const now = Date.now();
    let window = this.current;
    if (!window || now - window.openedAt >= WINDOW_MS || window.attempts >= WINDOW_ATTEMPTS || window.controller.signal.aborted) {
      window = this.current = this.open(now);
    }
    window.attempts += 1;
    return window.controller.signal;
  }

  private open(now: number): Window {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort(new DOMException(`no response within ${this.timeoutMs} ms`, 'TimeoutError'));
    }, this.timeoutMs + WINDOW_MS);
    // A pending timeout must not keep a finished Node process alive (browsers have no unref).
    (timer as { unref?: () => void }).unref?.();
    return { controller, openedAt: now, attempts: 0 };
  }
}
