/**
 * Time, behind an interface so tests can replace it: the limiter and the retry loop read `now()`
 * and wait with `sleep()`, never setTimeout or Date directly.
 */
export interface Clock {
  /** Milliseconds, monotonic enough for waits (Date.now() by default). */
  now(): number;
  /** Resolves after `ms`; rejects with the signal's reason as soon as the signal aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      if (ms <= 0) return resolve();
      const until = Date.now() + ms;
      const onAbort = (): void => {
        clearTimeout(timer);
        reject(signal!.reason);
      };
      // Node's timers run on the event loop's cached time, which may trail Date.now(): a timer can
      // fire a millisecond before `until`, and a wait the server named must not end early.
      const wake = (): void => {
        const left = until - Date.now();
        if (left > 0) {
          timer = setTimeout(wake, left);
          return;
        }
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      let timer = setTimeout(wake, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};
