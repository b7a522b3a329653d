/**
 * Numbers a server sends are clamped. Each test attacks one header with every malformed value
 * (negative, signed, fractional, exponent, hexadecimal, trailing text, absurd, past); each must fall
 * back to the documented behaviour (back-off; the limit's own window) and never lock the key out
 * beyond that window. A value that misbehaves is named in the failure.
 */
import { describe, expect, it } from 'vitest';
import { LocalRateLimitError, type ClientOptions } from '../../../../generator/runtime/client/index.ts';
import { apiError, faultServers, VirtualClock, type Step } from './fault-server.ts';
import { createIncidentClient } from './fixture.ts';

const OK: Step = { status: 200, json: { identity: { name: 'k' } } };
const NOW_SECONDS = new VirtualClock().now() / 1000;
// The default bucket: 1200 tokens refilled at 20/s is full again after 60 s.
const DEFAULT_WINDOW_MS = 60_000;
const harness = faultServers();

const ABSURD = ['99999999', '999999999999', String(NOW_SECONDS + 10 * 365 * 86_400)];
const MALFORMED = ['-5', '+5', '-0', '1.5', '5.', '.5', '1e3', '0x10', '5 seconds', 'soon'];
const tooMany = (headers: Record<string, string>): Step => ({ status: 429, json: apiError(429, 'too_many_requests'), headers });

/**
 * Runs two calls per value against one server whose first answer carries the value; returns the
 * values whose outcome `check` rejects, with what happened.
 */
async function misbehaving(values: string[], first: (value: string) => Step, options: Partial<ClientOptions>, check: (outcome: Outcome) => boolean): Promise<string[]> {
  let answers: Step[] = [];
  const server = await harness.serve(() => answers.shift() ?? OK);
  const bad: string[] = [];
  for (const value of values) {
    answers = [first(value), OK, OK];
    const clock = new VirtualClock();
    // A fresh key per value: limiters are shared per key.
    const client = createIncidentClient({ apiKey: `key-${values.indexOf(value)}-0123456789`, baseUrl: server.url, clock, ...options });
    const firstResult = await client.GET('/v1/identity').then(() => 'ok', (error: unknown) => (error as Error).name);
    const secondResult = await client.GET('/v1/identity').then(() => 'ok', (error: unknown) => (error instanceof LocalRateLimitError ? 'LocalRateLimitError' : (error as Error).name));
    const outcome = { first: firstResult, second: secondResult, sleeps: clock.sleeps };
    if (!check(outcome)) bad.push(`${JSON.stringify(value)} -> ${JSON.stringify(outcome)}`);
  }
  return bad;
}

interface Outcome {
  first: string;
  second: string;
  sleeps: number[];
}

describe('server numbers are clamped', () => {
  it('X-RateLimit-Remaining: negative, signed, fractional or absurd counts never hold the next call', async () => {
    const values = ['-1000000', '-1', '-0.5', '+5', '1e9', '0x10', '12abc', '99999999999999999999', 'NaN'];
    const bad = await misbehaving(values, (remaining) => ({ ...OK, headers: { 'x-ratelimit-remaining': remaining } }), { retry: false }, (outcome) => outcome.second === 'ok' && outcome.sleeps.length === 0);
    expect(bad).toEqual([]);
  });

  it('X-RateLimit-Remaining: 0 with any X-RateLimit-Reset locks the key out no longer than the window', async () => {
    const values = [...ABSURD, ...MALFORMED, ''];
    const bad = await misbehaving(values, (reset) => ({ ...OK, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } }), { retry: false }, (outcome) => outcome.second === 'ok' && outcome.sleeps.every((ms) => ms <= DEFAULT_WINDOW_MS));
    expect(bad).toEqual([]);
  });

  const retry = { maxAttempts: 2, initialDelayMs: 100, maxDelayMs: 100, maxElapsedMs: 60_000 };
  const backedOff = (outcome: Outcome): boolean => outcome.first === 'ok' && outcome.sleeps.length === 1 && outcome.sleeps[0]! >= 50 && outcome.sleeps[0]! <= 100;

  it('Retry-After on a 429: signed, fractional, absurd, malformed or past values fall back to back-off', async () => {
    const values = [...MALFORMED, '', ...ABSURD, 'Thu, 01 Jan 1970 00:00:00 GMT', 'Mon, 32 Foo 2026 25:61:61 GMT'];
    expect(await misbehaving(values, (retryAfter) => tooMany({ 'retry-after': retryAfter }), { retry }, backedOff)).toEqual([]);
  });

  it('X-RateLimit-Reset on a 429 without Retry-After: the same values fall back to back-off', async () => {
    const values = [...MALFORMED, ...ABSURD, String(NOW_SECONDS - 100)];
    expect(await misbehaving(values, (reset) => tooMany({ 'x-ratelimit-reset': reset }), { retry }, backedOff)).toEqual([]);
  });

  it('a 429 with an absurd Retry-After does not lock the key out for later calls; a believable one blocks no longer than the window', async () => {
    const bad = await misbehaving(ABSURD, (retryAfter) => tooMany({ 'retry-after': retryAfter }), { retry: false }, (outcome) => outcome.second === 'ok' && outcome.sleeps.length === 0);
    expect(bad).toEqual([]);
    const held = await misbehaving(['3000'], (retryAfter) => tooMany({ 'retry-after': retryAfter }), { retry: false }, (outcome) => outcome.second === 'ok' && outcome.sleeps[0] === DEFAULT_WINDOW_MS);
    expect(held).toEqual([]);
  });
});
