import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../../../generator/runtime/client/clock.ts';
import { DEFAULT_BASE_URL, resolveOptions, resolveRateLimit, type ClientOptions } from '../../../../generator/runtime/client/options.ts';

describe('resolveOptions', () => {
  it("fills in the reference's defaults", () => {
    const resolved = resolveOptions({ apiKey: 'inc_test_key' });
    expect(resolved).toMatchObject({ baseUrl: DEFAULT_BASE_URL, timeoutMs: 30_000, onDeprecated: 'warn', clock: systemClock });
    expect(resolved.retry).toEqual({ maxAttempts: 4, maxElapsedMs: 60_000, initialDelayMs: 500, maxDelayMs: 8_000 });
    expect(resolveRateLimit(resolved.rateLimit as undefined)).toEqual({ capacity: 1200, refillPerSecond: 20, perEndpoint: true, incidentsCreateChatChannel: false, maxWaitMs: 60_000 });
    expect(resolveRateLimit({ capacity: 5, maxWaitMs: undefined })).toMatchObject({ capacity: 5, maxWaitMs: 60_000 });
  });

  it('keeps what the caller set, treats undefined as the default and false as off', () => {
    const resolved = resolveOptions({ apiKey: 'inc_test_key', baseUrl: 'http://127.0.0.1:9/', retry: { maxAttempts: 2, maxDelayMs: undefined }, rateLimit: false });
    expect(resolved.baseUrl).toBe('http://127.0.0.1:9');
    expect(resolved.retry).toMatchObject({ maxAttempts: 2, maxDelayMs: 8_000 });
    // Left as given: the client makes no rate limiter of `false` (the limiter resolves the rest).
    expect(resolved.rateLimit).toBe(false);
    expect(resolveOptions({ apiKey: 'inc_test_key', retry: false }).retry).toBeUndefined();
  });

  it('refuses a missing key', () => {
    expect(() => resolveOptions({ apiKey: '' })).toThrow('apiKey must be a non-empty string');
  });
});

describe('resolveOptions: what each refusal says', () => {
  const refusal = (options: Partial<ClientOptions>): string => {
    try {
      resolveOptions({ apiKey: 'inc_live_key_0123456789', ...options });
      if (options.rateLimit) resolveRateLimit(options.rateLimit);
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
    return 'accepted';
  };

  it('names the bound of each number, and quotes at most 40 characters of what was given', () => {
    expect(refusal({ retry: { maxAttempts: 1.5 } })).toBe('RangeError: createIncidentClient: retry.maxAttempts must be an integer >= 1, got 1.5');
    expect(refusal({ retry: { maxElapsedMs: -1 } })).toBe('RangeError: createIncidentClient: retry.maxElapsedMs must be a number >= 0 (or Infinity), got -1');
    expect(refusal({ retry: { initialDelayMs: Infinity } })).toBe('RangeError: createIncidentClient: retry.initialDelayMs must be a number >= 0, got Infinity');
    expect(refusal({ rateLimit: { capacity: 0 } })).toBe('RangeError: createIncidentClient: rateLimit.capacity must be a number > 0, got 0');
    expect(refusal({ timeoutMs: `${'9'.repeat(45)}` as unknown as number })).toBe(`RangeError: createIncidentClient: timeoutMs must be a number >= 0 (or Infinity), got ${'9'.repeat(40)}`);
    expect(refusal({ retry: 'never' as never })).toBe('TypeError: createIncidentClient: retry must be an object or false');
    expect(refusal({ retry: null as never })).toBe('TypeError: createIncidentClient: retry must be an object or false');
  });

  it('accepts each bound itself', () => {
    expect(refusal({ retry: { maxAttempts: 1, maxElapsedMs: 0, initialDelayMs: 0, maxDelayMs: 0 }, rateLimit: { capacity: 0.5, refillPerSecond: 0.001, maxWaitMs: 0 }, timeoutMs: 0 })).toBe('accepted');
  });

  it('says where in the API key the character that cannot be sent is, without quoting it', () => {
    expect(refusal({ apiKey: 'inc_live\n_key' })).toBe('TypeError: createIncidentClient: apiKey must be printable ASCII without spaces; character 9 of 13 is not (a stray newline?)');
    expect(refusal({ apiKey: '   ' })).toBe('TypeError: createIncidentClient: apiKey must be a non-empty string');
    expect(refusal({ apiKey: 42 as never })).toBe('TypeError: createIncidentClient: apiKey must be a non-empty string');
    expect(refusal({ apiKey: '!~!~!~!~' })).toBe('accepted');
  });

  it('refuses a key shorter than the redaction can recognise (8 characters), saying how long it is but not what it is', () => {
    for (let length = 1; length < 8; length += 1) {
      const key = 'Zq7!xK#'.slice(0, length);
      const message = refusal({ apiKey: key });
      expect(message).toBe(`TypeError: createIncidentClient: apiKey has ${length} characters, fewer than the 8 of any real key (a placeholder or a cut value?)`);
      if (length > 1) expect(message).not.toContain(key);
    }
    expect(refusal({ apiKey: 'Zq7!xK#p' })).toBe('accepted');
  });

  it('baseUrl: absolute, http or https, no credentials; trailing slashes dropped', () => {
    expect(refusal({ baseUrl: '/v2' })).toBe('TypeError: createIncidentClient: baseUrl is not an absolute URL');
    expect(refusal({ baseUrl: 'ftp://api.example.test' })).toBe('TypeError: createIncidentClient: baseUrl must be an http: or https: URL');
    expect(refusal({ baseUrl: 'https://user@api.example.test' })).toBe('TypeError: createIncidentClient: baseUrl must not carry credentials (user:password@); the API key authenticates every request');
    expect(refusal({ baseUrl: 'https://:pass@api.example.test' })).toMatch(/must not carry credentials/);
    expect(resolveOptions({ apiKey: 'inc_test_key', baseUrl: 'https://api.example.test/proxy///' }).baseUrl).toBe('https://api.example.test/proxy');
    expect(resolveOptions({ apiKey: 'inc_test_key', baseUrl: 'http://127.0.0.1:9' }).baseUrl).toBe('http://127.0.0.1:9');
  });

  it('userAgent: a header-safe string, no surrounding spaces', () => {
    const message = 'TypeError: createIncidentClient: userAgent must be a header-safe string (no control characters, no surrounding spaces)';
    for (const userAgent of [' agent', 'agent ', 'agent\n1', 'agent\u0100', 7 as never]) expect(refusal({ userAgent }), JSON.stringify(userAgent)).toBe(message);
    expect(resolveOptions({ apiKey: 'inc_test_key', userAgent: 'my-app/1.0 (ops; Zürich)' }).userAgent).toBe('my-app/1.0 (ops; Zürich)');
  });

  it('logLevel and logger', () => {
    expect(refusal({ logLevel: 'loud' as never })).toBe('RangeError: createIncidentClient: logLevel must be one of off, error, warn, info, debug, got loud');
    expect(refusal({ logLevel: 'v'.repeat(100) as never })).toBe(`RangeError: createIncidentClient: logLevel must be one of off, error, warn, info, debug, got ${'v'.repeat(40)}`);
    // Checked by the response validation a client is given (compose.test.ts, 'validation options'), not here.
    expect(refusal({ validateResponses: 'strict' as never, onDrift: 'console.warn' as never })).toBe('accepted');
    for (const logger of ['console', 7, { error() {}, warn() {}, info() {} }, () => undefined]) {
      expect(refusal({ logger: logger as never })).toBe('TypeError: createIncidentClient: logger must have error, warn, info and debug methods');
    }
    // A logging function that carries the four methods is a Logger too, as its type says.
    const callable = Object.assign(() => undefined, { error() {}, warn() {}, info() {}, debug() {} });
    expect(resolveOptions({ apiKey: 'inc_test_key', logger: callable }).logger).toBe(callable);
  });
});

describe('INCIDENT_API_LOG', () => {
  const saved = process.env['INCIDENT_API_LOG'];
  afterEach(() => {
    if (saved === undefined) delete process.env['INCIDENT_API_LOG'];
    else process.env['INCIDENT_API_LOG'] = saved;
  });

  it('where there is no process, or no process.env (browsers, other runtimes), the default applies', () => {
    try {
      vi.stubGlobal('process', undefined);
      expect(resolveOptions({ apiKey: 'inc_test_key' }).logLevel).toBe('warn');
      vi.stubGlobal('process', {});
      expect(resolveOptions({ apiKey: 'inc_test_key' }).logLevel).toBe('warn');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is read trimmed and in any case; empty means unset; the options win', () => {
    process.env['INCIDENT_API_LOG'] = '  Info ';
    expect(resolveOptions({ apiKey: 'inc_test_key' }).logLevel).toBe('info');
    expect(resolveOptions({ apiKey: 'inc_test_key', logLevel: 'error' }).logLevel).toBe('error');
    process.env['INCIDENT_API_LOG'] = '';
    expect(resolveOptions({ apiKey: 'inc_test_key' }).logLevel).toBe('warn');
    process.env['INCIDENT_API_LOG'] = 'everything';
    expect(() => resolveOptions({ apiKey: 'inc_test_key' })).toThrow(new RangeError('createIncidentClient: INCIDENT_API_LOG must be one of off, error, warn, info, debug, got everything'));
  });
});
