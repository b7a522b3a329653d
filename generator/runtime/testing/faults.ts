import { selects, type FakeOperation, type OperationSelector } from './operations.js';

/** What a fake answers instead of the operation's own reply. */
export type FakeFault =
  /** 429 with `Retry-After`, the `X-RateLimit-*` headers and the `rate_limit` body. */
  | { readonly kind: 'rate-limit'; readonly retryAfterSeconds?: number; readonly limit?: number }
  /** A 5xx with the documented error body (default 500). */
  | { readonly kind: 'server-error'; readonly status?: 500 | 502 | 503 | 504 }
  /** The success status and headers with the body cut half-way: the JSON does not parse. */
  | { readonly kind: 'cut-body' }
  /** The connection fails before any response (fetch rejects). */
  | { readonly kind: 'network-error' }
  /** The operation's own reply, `ms` milliseconds late. */
  | { readonly kind: 'delay'; readonly ms: number };

export interface FaultScope {
  /** Which operation (by operationId, or method and path); every operation when left out. */
  readonly operation?: OperationSelector;
  /** How many matching calls get it (default 1); `Infinity` for every call until `reset()`. */
  readonly times?: number;
}

interface PendingFault {
  readonly fault: FakeFault;
  readonly operation?: OperationSelector;
  remaining: number;
}

/** Faults queued by the test, taken first come first served by the calls they match. */
export class FaultQueue {
  #pending: PendingFault[] = [];

  add(fault: FakeFault, scope: FaultScope = {}): void {
    const times = scope.times ?? 1;
    if (!(times >= 1)) throw new RangeError(`times must be at least 1, not ${String(times)}`);
    if (fault.kind === 'delay' && !(fault.ms >= 0)) throw new RangeError(`a delay's ms must be 0 or more, not ${String(fault.ms)}`);
    this.#pending.push({ fault, remaining: times, ...(scope.operation !== undefined && { operation: scope.operation }) });
  }

  /** The fault the next call of `operation` meets, spending one of its uses. */
  take(operation: FakeOperation): FakeFault | undefined {
    const index = this.#pending.findIndex((pending) => selects(pending.operation, operation));
    if (index < 0) return undefined;
    const pending = this.#pending[index]!;
    pending.remaining -= 1;
    if (pending.remaining <= 0) this.#pending.splice(index, 1);
    return pending.fault;
  }

  clear(): void {
    this.#pending = [];
  }
}
