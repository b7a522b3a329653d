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

/** setTimeout's ceiling: a longer delay would fire at once (MSW refuses it mid-request). */
const MAX_DELAY_MS = 2_147_483_647;

const wholeFrom = (value: unknown, least: number, most = Number.MAX_SAFE_INTEGER): boolean => typeof value === 'number' && Number.isInteger(value) && value >= least && value <= most;

/** A fault the fake cannot answer (an unknown kind, a `Retry-After` no client can read) is refused when queued, not when a request meets it. */
function checkFault(fault: FakeFault): void {
  const kind: unknown = (fault as { kind?: unknown } | null)?.kind;
  switch (kind) {
    case 'rate-limit': {
      const { retryAfterSeconds, limit } = fault as Extract<FakeFault, { kind: 'rate-limit' }>;
      if (retryAfterSeconds !== undefined && !wholeFrom(retryAfterSeconds, 0)) throw new RangeError(`retryAfterSeconds must be a whole number of seconds from 0, not ${String(retryAfterSeconds)}`);
      if (limit !== undefined && !wholeFrom(limit, 1)) throw new RangeError(`limit must be a whole number from 1, not ${String(limit)}`);
      return;
    }
    case 'server-error': {
      const { status } = fault as Extract<FakeFault, { kind: 'server-error' }>;
      if (status !== undefined && !wholeFrom(status, 500, 599)) throw new RangeError(`a server error's status must be from 500 to 599, not ${String(status)}`);
      return;
    }
    case 'delay': {
      const { ms } = fault as Extract<FakeFault, { kind: 'delay' }>;
      if (!(typeof ms === 'number' && ms >= 0 && ms <= MAX_DELAY_MS)) throw new RangeError(`a delay's ms must be from 0 to ${MAX_DELAY_MS}, not ${String(ms)}`);
      return;
    }
    case 'cut-body':
    case 'network-error':
      return;
    default:
      throw new TypeError(`${JSON.stringify(kind) ?? String(kind)} is not a fault kind: rate-limit, server-error, cut-body, network-error or delay`);
  }
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
    // A fraction would be spent one call late (1.5 answers two calls), so whole numbers only.
    if (!(Number.isInteger(times) || times === Infinity) || times < 1) throw new RangeError(`times must be a whole number from 1, or Infinity, not ${String(times)}`);
    checkFault(fault);
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
