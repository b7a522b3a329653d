/**
 * The logger at every level against a real loopback server, and attacked: a secret the client
 * holds (the key, an alert source's secret) comes back in a response header, the URL, an error
 * body and a retry's status text, in every encoding the redaction covers, and never reaches a line.
 */
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { bindClient, type Logger, type LogLevel } from '../../../../generator/runtime/client/index.ts';
import { createClientLog, loggedUrl } from '../../../../generator/runtime/client/logger.ts';
import { createRedactor } from '../../../../generator/runtime/redaction/redact.ts';
import { ENCODINGS } from '../redaction/encodings.ts';
import { faultServers, inOrder, VirtualClock, type Step } from './fault-server.ts';
import { createIncidentClient, fixtureTables, type FixtureItems, type FixturePaths, type FixtureResources } from './fixture.ts';

const { serve } = faultServers();

interface Line {
  level: string;
  message: string;
  /** The message and its fields as a logger would print them. */
  text: string;
}

function recordingLogger(): { logger: Logger; lines: Line[] } {
  const lines: Line[] = [];
  const record = (level: string) => (message: string, ...details: unknown[]) => lines.push({ level, message, text: [message, ...details.map((detail) => inspect(detail, { depth: 10 }))].join(' ') });
  return { logger: { error: record('error'), warn: record('warn'), info: record('info'), debug: record('debug') }, lines };
}

const OK_LIST = { status: 200, json: { incidents: [], pagination_meta: { page_size: 25 } } };
const UNAVAILABLE: Step = { status: 503, json: { type: 'unavailable', errors: [] } };

describe('log levels', () => {
  /** One of each event: a deprecated call (warn), a retry and a rate-limit wait (info), every exchange (debug). */
  async function eventsAt(level: LogLevel): Promise<string[]> {
    // A fresh binding: console warnings about deprecations are once per package.
    const { createIncidentClient: create } = bindClient<FixturePaths, FixtureItems, FixtureResources>(fixtureTables);
    const server = await serve(inOrder({ status: 200, json: { follow_ups: [] } }, UNAVAILABLE, OK_LIST));
    const { logger, lines } = recordingLogger();
    const client = create({ apiKey: 'inc_level_key_0123456789', baseUrl: server.url, clock: new VirtualClock(), logLevel: level, logger, rateLimit: { capacity: 1, refillPerSecond: 1, perEndpoint: false } });
    await client.followUpsV2.list();
    await client.GET('/v2/incidents');
    return lines.map((line) => `${line.level}: ${line.message}`);
  }

  it.each<[LogLevel, string[]]>([
    ['off', []],
    ['error', []],
    ['warn', ['warn']],
    ['info', ['warn', 'info']],
    ['debug', ['warn', 'info', 'debug']],
  ])('%s writes %j', async (level, levels) => {
    const events = await eventsAt(level);
    expect([...new Set(events.map((event) => event.split(':')[0]))].sort()).toEqual([...levels].sort());
    if (level === 'debug') {
      expect(events).toEqual(
        expect.arrayContaining([
          'warn: incident API: GET /v2/follow_ups (Follow-ups V2#List) is deprecated; use Follow-ups V3#List instead',
          'debug: incident API: GET /v2/follow_ups -> 200 OK in 0 ms (attempt 1)',
          'info: incident API: waiting 1000 ms for the default rate limit before GET /v2/incidents',
          'debug: incident API: GET /v2/incidents -> 503 Service Unavailable in 0 ms (attempt 1)',
          expect.stringMatching(/^info: incident API: retrying GET \/v2\/incidents in \d+ ms after 503 Service Unavailable \(attempt 2 of 4\)$/),
          'debug: incident API: GET /v2/incidents -> 200 OK in 0 ms (attempt 2)',
        ]),
      );
    }
  });

  it('debug lines carry method, path, status, duration, attempt and request_id as fields', async () => {
    const server = await serve(inOrder({ ...OK_LIST, headers: { 'x-request-id': 'req-42' } }));
    const { logger, lines } = recordingLogger();
    const client = createIncidentClient({ apiKey: 'inc_fields_key_0123456789', baseUrl: server.url, logLevel: 'debug', logger });
    await client.GET('/v2/incidents', { params: { query: { page_size: 3 } } });
    expect(lines[0]!.text).toMatch(/^incident API: GET \/v2\/incidents\?page_size=3 -> 200 OK in \d+ ms \(attempt 1, request_id req-42\) \{/);
    for (const field of ["method: 'GET'", "path: '/v2/incidents'", 'status: 200', 'durationMs:', 'attempt: 1', "requestId: 'req-42'"]) expect(lines[0]!.text).toContain(field);
  });

  describe('INCIDENT_API_LOG', () => {
    const saved = process.env.INCIDENT_API_LOG;
    afterEach(() => {
      if (saved === undefined) delete process.env.INCIDENT_API_LOG;
      else process.env.INCIDENT_API_LOG = saved;
    });

    it('sets the level when the options do not, and is refused when it names none', async () => {
      const server = await serve(inOrder(OK_LIST));
      const { logger, lines } = recordingLogger();
      process.env.INCIDENT_API_LOG = 'DEBUG';
      await createIncidentClient({ apiKey: 'inc_env_key_0123456789', baseUrl: server.url, logger }).GET('/v2/incidents');
      await createIncidentClient({ apiKey: 'inc_env_key_0123456789', baseUrl: server.url, logger, logLevel: 'off' }).GET('/v2/incidents');
      expect(lines.map((line) => line.level)).toEqual(['debug']);
      process.env.INCIDENT_API_LOG = 'verbose';
      expect(() => createIncidentClient({ apiKey: 'inc_env_key_0123456789' })).toThrow(/INCIDENT_API_LOG must be one of off, error, warn, info, debug/);
    });
  });

  it('refuses a logLevel or logger it cannot use', () => {
    expect(() => createIncidentClient({ apiKey: 'inc_bad_key_0123456789', logLevel: 'loud' as LogLevel })).toThrow(RangeError);
    expect(() => createIncidentClient({ apiKey: 'inc_bad_key_0123456789', logger: { warn() {} } as unknown as Logger })).toThrow(/logger must have error, warn, info and debug methods/);
  });

  it('a logger that throws does not fail the call', async () => {
    const server = await serve(inOrder(OK_LIST));
    const throwing = () => {
      throw new Error('logger down');
    };
    const client = createIncidentClient({ apiKey: 'inc_throw_key_0123456789', baseUrl: server.url, logLevel: 'debug', logger: { error: throwing, warn: throwing, info: throwing, debug: throwing } });
    await expect(client.GET('/v2/incidents')).resolves.toBeDefined();
  });
});

const API_KEYS = ['inc_live_SECRET_0123456789abcdef', 'inc/live+SECRET&x=0123456789'];
const ALERT_SECRET = 'alert-source-SECRET-9876543210';

/** Where a secret reaches a log line, given it already encoded. */
const POSITIONS: Record<string, { level: LogLevel; step: (encoded: string, json: string) => Step[] }> = {
  'a response header (x-request-id)': { level: 'debug', step: (encoded) => [{ ...OK_LIST, headers: { 'x-request-id': encoded } }] },
  'an error body': { level: 'debug', step: (_encoded, json) => [{ status: 422, text: `{"type":"validation_error","errors":[{"code":"bad","message":"got ${json}"}]}`, headers: { 'content-type': 'application/json' } }] },
  'a retry message (the status text of a 503)': { level: 'info', step: (encoded) => [{ ...UNAVAILABLE, statusText: `Unavailable ${encoded}` }, OK_LIST] },
};

describe.each(Object.entries(POSITIONS))('no secret reaches the logger through %s', (_position, { level, step }) => {
  it.each(Object.entries(ENCODINGS))('encoded %s', async (_encoding, encoding) => {
    for (const secret of [...API_KEYS, ALERT_SECRET]) {
      const encoded = encoding.encode(secret);
      const inJson = encoding.json ? encoded : JSON.stringify(encoded).slice(1, -1);
      const server = await serve(inOrder(...step(encoded, inJson)));
      const { logger, lines } = recordingLogger();
      const apiKey = secret === ALERT_SECRET ? API_KEYS[0]! : secret;
      const client = createIncidentClient({ apiKey, baseUrl: server.url, clock: new VirtualClock(), logLevel: level, logger });
      const call =
        secret === ALERT_SECRET
          ? // An idempotency key makes the POST repeatable, so a 503 is retried (and the retry logged).
            client.alertEventsV2.createHttp({ alert_source_config_id: 'cfg', authorization: ALERT_SECRET, title: 't', status: 'firing', ...{ idempotency_key: 'k' } })
          : client.GET('/v2/incidents');
      await call.catch(() => undefined);
      const written = lines.map((line) => line.text).join('\n');
      expect(written).not.toBe('');
      expect(written).not.toContain(encoded);
      for (const line of written.split('\n')) expect(encoding.decode(line)).not.toContain(secret);
      expect(written).not.toContain(secret);
    }
  });
});

describe('no secret reaches the logger through the URL', () => {
  it.each(API_KEYS)('the key %s sent as a query and a path parameter', async (apiKey) => {
    const server = await serve(inOrder({ status: 200, json: { incident: { id: '1', name: 'x', status: 'active' } } }));
    const { logger, lines } = recordingLogger();
    const client = createIncidentClient({ apiKey, baseUrl: server.url, logLevel: 'debug', logger });
    await client.GET('/v2/incidents/{id}', { params: { path: { id: apiKey }, query: { echo: apiKey } as never } });
    await client.incidentsV2.show({ id: apiKey });
    const written = lines.map((line) => line.text).join('\n');
    expect(server.requests).toHaveLength(2);
    expect(written).toContain('[redacted]');
    for (const form of [apiKey, encodeURIComponent(apiKey)]) expect(written).not.toContain(form);
    expect(decodeURIComponent(written)).not.toContain(apiKey);
  });
});

describe('createClientLog and loggedUrl', () => {
  const secret = 'inc_unit_SECRET_0123456789';
  const redactor = createRedactor([secret]);

  it('writes each level at or above the threshold, prefixed once, the fields redacted and only when given', () => {
    const { logger, lines } = recordingLogger();
    const arities: number[] = [];
    const counting = Object.fromEntries(
      (['error', 'warn', 'info', 'debug'] as const).map((level) => [level, (message: string, ...details: unknown[]) => (arities.push(details.length), logger[level](message, ...details))]),
    ) as unknown as Logger;
    const log = createClientLog('info', counting);
    expect((['error', 'warn', 'info', 'debug'] as const).map((level) => log.enabled(level))).toEqual([true, true, true, false]);
    log.write('debug', redactor, 'not written');
    log.write('info', redactor, `key ${secret}`, { key: secret });
    log.write('warn', redactor, 'incident API: already prefixed');
    expect(lines.map(({ level, text }) => `${level}: ${text}`)).toEqual(["info: incident API: key [redacted] { key: '[redacted]' }", 'warn: incident API: already prefixed']);
    expect(arities).toEqual([1, 0]);
    expect((['error', 'warn', 'info', 'debug'] as const).filter((level) => createClientLog('off', counting).enabled(level))).toEqual([]);
    expect((['error', 'warn', 'info', 'debug'] as const).filter((level) => createClientLog('error', counting).enabled(level))).toEqual(['error']);
  });

  it('loggedUrl keeps path and query only, and says when a URL cannot be parsed', () => {
    expect(loggedUrl(`https://user:${secret}@api.incident.io/v2/incidents?page_size=3#x`)).toBe('/v2/incidents?page_size=3');
    expect(loggedUrl('not a url')).toBe('(unparsable URL)');
  });
});
