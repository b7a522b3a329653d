/**
 * What the client keeps for its life is bounded: 100 000 calls on one client, each with a timeout
 * of its own, and 10 000 clients each with an API key of its own (rate limiter on, one call each),
 * leave the heap after GC within 5 MB of where it was. Each runs in a process of its own
 * (memory-probe.ts under `node --expose-gc`, the runtime's sources through tsx) against a real
 * keep-alive loopback server in a child process, through the client's real code paths: options,
 * rate limiter, timeout slots, undici, openapi-fetch. Slow by nature (about 27 s of CPU for the
 * 100 000 calls, 9 s for the keys): no figure of time is asserted. The runtime before this bound
 * grew 18 MB for the keys and 24 MB for 20 000 of the timeouts.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../support/project.ts';

const PROBE = join(PROJECT_ROOT, 'test/generator/runtime/client/memory-probe.ts');
const BOUND_BYTES = 5 * 1024 * 1024;

interface ProbeResult {
  what: string;
  calls: number;
  growthBytes: number;
  distinctTimeouts?: number;
  keys?: number;
}

async function probe(what: 'timeouts' | 'keys'): Promise<ProbeResult> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--import', 'tsx', PROBE, what], { cwd: PROJECT_ROOT, timeout: 600_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as ProbeResult;
}

describe('memory the client keeps for its life', () => {
  it('100 000 calls with distinct per-call timeouts, and 10 000 distinct API keys, grow the heap after GC by under 5 MB', { timeout: 900_000 }, async () => {
    const [timeouts, keys] = await Promise.all([probe('timeouts'), probe('keys')]);
    expect(timeouts).toMatchObject({ calls: 100_000, distinctTimeouts: 100_000 });
    expect(timeouts.growthBytes, JSON.stringify(timeouts)).toBeLessThan(BOUND_BYTES);
    expect(keys).toMatchObject({ calls: 10_000, keys: 10_000 });
    expect(keys.growthBytes, JSON.stringify(keys)).toBeLessThan(BOUND_BYTES);
  });
});
