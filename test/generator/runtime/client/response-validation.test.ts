/**
 * validateResponses against a loopback API answering the newest real snapshot's own examples with
 * one thing wrong at a time: every finding kind at the top level, nested, inside arrays and through
 * the escalation-path cycle, harmless changes that must find nothing, and the three modes.
 */
import { inspect } from 'node:util';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindClient, IncidentError, ResponseValidationError, type ClientOptions } from '../../../../generator/runtime/client/index.ts';
import type { OperationsTable } from '../../../../generator/runtime/client/tables.ts';
import type { DriftFinding } from '../../../../generator/runtime/validation/findings.ts';
import { writeEmitted } from '../../../support/emitted-modules.ts';
import { removeScratchDirs } from '../../../support/generator-runs.ts';
import { startLoopbackServer, type LoopbackServer } from '../../../support/loopback.ts';
import { newestRealSpecPath } from '../../../support/real-specs.ts';
import { clientFiles, realModel, type GeneratedValidators, type Json } from '../../../support/validators.ts';

const API_KEY = 'inc_live_key_0123456789abcdef';
const SECRET = 'sk_live_TOPSECRETVALUE_9f8e7d';

let operations: OperationsTable;
let responseValidators: GeneratedValidators['responseValidators'];
let server: LoopbackServer;
let examples: Record<string, Json>;
/** What the loopback API answers next, by path. */
const answers = new Map<string, unknown>();
let requestIdHeader: string | undefined = 'req_01HEXAMPLE';

const exampleOf = (document: Json, path: string): Json => structuredClone(document['paths'][path].get.responses['200'].content['application/json'].example);

beforeAll(async () => {
  const { document, model } = realModel(newestRealSpecPath());
  const dir = writeEmitted(clientFiles(model), 'response-validation');
  ({ operations } = (await import(pathToFileURL(join(dir, 'operations.ts')).href)) as { operations: OperationsTable });
  ({ responseValidators } = (await import(pathToFileURL(join(dir, 'validators.ts')).href)) as GeneratedValidators);
  const escalationPath = exampleOf(document, '/v2/escalation_paths/{id}');
  // The spec's example stops the recursion with `{}` placeholders; a real answer ends it with empty lists.
  for (const node of escalationPath['escalation_path'].path) Object.assign(node.if_else, { then_path: [], else_path: [] });
  examples = { '/v2/schedule_entries': exampleOf(document, '/v2/schedule_entries'), '/v2/escalation_paths/x': escalationPath };
  server = await startLoopbackServer((request, response) => {
    const body = answers.get(new URL(request.url!, 'http://x').pathname);
    response.writeHead(200, { 'content-type': 'application/json', ...(requestIdHeader !== undefined && { 'x-request-id': requestIdHeader }) });
    // A string is sent as it is: a body too deep for JSON.stringify is written by hand.
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  // A slow test (the deep body) must not leave the next request an idle socket the server has closed.
  server.server.keepAliveTimeout = 60_000;
});
afterAll(async () => {
  await server?.close();
  removeScratchDirs();
});

const quiet = { error() {}, warn() {}, info() {}, debug() {} };

/**
 * The runtime's source bound to the emitted tables, as generated/index.ts binds the package; bound
 * in each test, so the binding is part of what the test exercises.
 */
const bindPackage = () => bindClient({ operations, pagination: {}, validators: responseValidators });

function client(options: Partial<ClientOptions> = {}, bound = bindPackage()) {
  return bound.createIncidentClient({ apiKey: API_KEY, baseUrl: server.url, retry: false, rateLimit: false, logger: quiet, ...options }) as unknown as {
    GET(path: string, init?: object): Promise<{ data: unknown }>;
  };
}

/** Answers `body` on `path`, calls it under 'report', and returns what onDrift received. */
async function reported(path: string, body: unknown): Promise<DriftFinding[]> {
  answers.set(path.replace('{id}', 'x'), body);
  const findings: DriftFinding[] = [];
  await client({ onDrift: (finding) => findings.push(finding) }).GET(path, path.includes('{id}') ? { params: { path: { id: 'x' } } } : undefined);
  return findings;
}

const schedule = () => structuredClone(examples['/v2/schedule_entries']!);
const escalation = () => structuredClone(examples['/v2/escalation_paths/x']!);
const eachEntry = (body: Json, change: (entry: Json) => void) => ['final', 'overrides', 'scheduled'].forEach((list) => body['schedule_entries'][list].forEach(change));
/** A complete node two levels down the escalation path, through then_path (the cycle). */
function deepNode(body: Json): Json {
  const node = { id: '01FCNDV6P870EA6S7TK1DSYDG0', type: 'level', level: { targets: [] }, if_else: { conditions: [], then_path: [], else_path: [] } };
  body['escalation_path'].path[0].if_else.then_path = [{ ...structuredClone(node), if_else: { conditions: [], then_path: [node], else_path: [] } }];
  return node;
}

const SCHEDULE = 'GET /v2/schedule_entries';
const ESCALATION = 'GET /v2/escalation_paths/{id}';

describe('validateResponses finds each kind of drift, located as drift locates it', () => {
  const cases: Array<[string, string, () => Json, string, DriftFinding['rule'], string, string]> = [
    ['a required property missing at the top level', SCHEDULE, () => { const body = schedule(); delete body['schedule_entries']; return body; }, 'SchedulesListScheduleEntriesResultV2.schedule_entries', 'response-property-removed', 'present', 'missing'],
    ['a required property missing in every array entry (one finding)', SCHEDULE, () => { const body = schedule(); eachEntry(body, (entry) => delete entry.start_at); return body; }, 'ScheduleEntryV2.start_at', 'response-property-removed', 'present', 'missing'],
    ['a type changed, nested', SCHEDULE, () => { const body = schedule(); body['schedule_entries'].final[0].user.id = 42; return body; }, 'UserV2.id', 'response-property-type-changed', 'string', 'integer'],
    ['an array became an object', SCHEDULE, () => { const body = schedule(); body['schedule_entries'].overrides = { entry: 1 }; return body; }, 'ScheduleEntriesListPayloadV2.overrides', 'response-property-type-changed', 'array', 'object'],
    ['null where not nullable, inside an array', SCHEDULE, () => { const body = schedule(); body['schedule_entries'].scheduled[0].end_at = null; return body; }, 'ScheduleEntryV2.end_at', 'response-property-became-nullable', 'string', 'null'],
    ['a value outside its format', SCHEDULE, () => { const body = schedule(); body['schedule_entries'].final[0].start_at = 'yesterday'; return body; }, 'ScheduleEntryV2.start_at', 'format-changed', 'date-time', 'string'],
    ['a value outside its bounds', ESCALATION, () => { const body = escalation(); body['escalation_path'].repeat_config = { delay_repeat_on_activity: false, repeat_after_seconds: 10, repeat_times: 1 }; return body; }, 'EscalationPathRepeatConfigV2.repeat_after_seconds', 'response-property-constraint-changed', 'minimum 300', 'integer'],
    ['a string item of an array of strings', ESCALATION, () => { const body = escalation(); body['escalation_path'].team_ids = ['a', 7]; return body; }, 'EscalationPathV2.team_ids[]', 'response-property-type-changed', 'string', 'integer'],
    ['a type changed through the escalation-path cycle', ESCALATION, () => { const body = escalation(); deepNode(body).type = 7; return body; }, 'EscalationPathNodeV2.type', 'response-property-type-changed', 'string', 'integer'],
    ['a required property missing through the cycle', ESCALATION, () => { const body = escalation(); delete deepNode(body).id; return body; }, 'EscalationPathNodeV2.id', 'response-property-removed', 'present', 'missing'],
    ['the whole body of another type', SCHEDULE, () => [] as unknown as Json, 'SchedulesListScheduleEntriesResultV2', 'response-property-type-changed', 'object', 'array'],
  ];
  it.each(cases)('%s', async (_name, operation, body, location, rule, expected, found) => {
    const findings = await reported(operation.split(' ')[1]!, body());
    expect(findings.map(({ message: _message, ...rest }) => rest)).toEqual([{ operation, location, rule, expected, found, requestId: 'req_01HEXAMPLE' }]);
    expect(findings[0]!.message).toContain(`${operation} answered outside its spec: ${location}`);
    expect(findings[0]!.message).toContain(`(${rule})`);
  });
});

describe('what the policy tolerates finds nothing', () => {
  const reorder = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(reorder) : typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).reverse().map(([key, inner]) => [key, reorder(inner)])) : value;
  const cases: Array<[string, string, () => unknown]> = [
    ['the example as it is', SCHEDULE, schedule],
    ['the escalation path through its cycle', ESCALATION, () => { const body = escalation(); deepNode(body); return body; }],
    ['a property added at the top level', SCHEDULE, () => ({ ...schedule(), brand_new: { nested: [1] } })],
    ['a property added in every array entry', SCHEDULE, () => { const body = schedule(); eachEntry(body, (entry) => (entry.shift_colour = 'teal')); return body; }],
    ['a property added through the cycle', ESCALATION, () => { const body = escalation(); deepNode(body).weight = 3; return body; }],
    ['an enum value the spec does not list', SCHEDULE, () => { const body = schedule(); body['schedule_entries'].final[0].user.role = 'astronaut'; return body; }],
    ['an optional property left out', SCHEDULE, () => { const body = schedule(); eachEntry(body, (entry) => delete entry.layer_id); return body; }],
    ['every object reordered', SCHEDULE, () => reorder(schedule())],
  ];
  it.each(cases)('%s', async (_name, operation, body) => {
    expect(await reported(operation.split(' ')[1]!, body())).toEqual([]);
  });
});

describe('the modes', () => {
  const broken = () => {
    const body = schedule();
    eachEntry(body, (entry) => delete entry.start_at);
    body['schedule_entries'].final[0].user.id = 42;
    return body;
  };

  it("'throw' rejects with ResponseValidationError, an IncidentError carrying every finding and the request_id", async () => {
    answers.set('/v2/schedule_entries', broken());
    const error = await client({ validateResponses: 'throw' }).GET('/v2/schedule_entries').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toBeInstanceOf(IncidentError);
    const thrown = error as ResponseValidationError;
    expect(thrown.operation).toBe(SCHEDULE);
    expect(thrown.requestId).toBe('req_01HEXAMPLE');
    expect(thrown.findings.map((finding) => `${finding.rule} ${finding.location}`).sort()).toEqual(['response-property-removed ScheduleEntryV2.start_at', 'response-property-type-changed UserV2.id']);
    expect(thrown.message).toMatch(/^GET \/v2\/schedule_entries answered outside its spec: .* \(and 1 more\)$/);
  });

  it("'throw' resolves a clean body as usual", async () => {
    answers.set('/v2/schedule_entries', schedule());
    const { data } = await client({ validateResponses: 'throw' }).GET('/v2/schedule_entries');
    expect(data).toEqual(schedule());
  });

  it("'off' neither reports nor throws, and hands the body over untouched", async () => {
    answers.set('/v2/schedule_entries', broken());
    const seen: DriftFinding[] = [];
    const { data } = await client({ validateResponses: 'off', onDrift: (finding) => seen.push(finding) }).GET('/v2/schedule_entries');
    expect(seen).toEqual([]);
    expect(data).toEqual(broken());
  });

  it("'report' is the default; without onDrift it warns once per operation and location per process, through the logger", async () => {
    answers.set('/v2/escalation_paths/x', (() => { const body = escalation(); deepNode(body).level = 'high'; return body; })());
    const lines: string[] = [];
    const logger = { ...quiet, warn: (line: string) => lines.push(line) };
    const bound = bindPackage();
    await client({ logger }, bound).GET('/v2/escalation_paths/{id}', { params: { path: { id: 'x' } } });
    await client({ logger }, bound).GET('/v2/escalation_paths/{id}', { params: { path: { id: 'x' } } });
    expect(lines).toEqual([expect.stringContaining('GET /v2/escalation_paths/{id} answered outside its spec: EscalationPathNodeV2.level is a string, the spec says object (response-property-type-changed) [request_id req_01HEXAMPLE]')]);
  });

  it('a path the package does not know (an operation newer than it) is not checked, in any mode', async () => {
    answers.set('/v2/newer_than_the_package', { anything: [1] });
    for (const validateResponses of ['report', 'throw'] as const) {
      const seen: DriftFinding[] = [];
      const { data } = await client({ validateResponses, onDrift: (finding) => seen.push(finding) }).GET('/v2/newer_than_the_package');
      expect([data, seen]).toEqual([{ anything: [1] }, []]);
    }
  });

  it('an onDrift that throws does not fail the call', async () => {
    answers.set('/v2/schedule_entries', broken());
    const { data } = await client({ onDrift: () => { throw new Error('handler bug'); } }).GET('/v2/schedule_entries');
    expect(data).toEqual(broken());
  });

  it('a body nested deeper than the stack allows, through the cycle, neither fails the call nor hangs it', async () => {
    const depth = 50_000;
    const node = '{"id":"n","type":"if_else","if_else":{"conditions":[],"else_path":[],"then_path":[';
    const text = `{"escalation_path":{"id":"p","name":"deep","team_ids":[],"path":[${node.repeat(depth)}${']}}'.repeat(depth)}]}}`;
    for (const validateResponses of ['report', 'throw'] as const) {
      answers.set('/v2/escalation_paths/x', text);
      const seen: DriftFinding[] = [];
      const { data } = await client({ validateResponses, onDrift: (finding) => seen.push(finding) }).GET('/v2/escalation_paths/{id}', { params: { path: { id: 'x' } } });
      expect((data as Json)['escalation_path'].name).toBe('deep');
      expect(seen).toEqual([]);
    }
  });

  it('options out of range are refused when the client is made, naming the option', () => {
    expect(() => client({ validateResponses: 'strict' as never })).toThrow(/validateResponses must be one of off, report, throw/);
    expect(() => client({ onDrift: 'console' as never })).toThrow(/onDrift must be a function/);
  });

  it('without a request id, a finding has none', async () => {
    requestIdHeader = undefined;
    try {
      const findings = await reported('/v2/schedule_entries', broken());
      expect(findings.every((finding) => !('requestId' in finding))).toBe(true);
    } finally {
      requestIdHeader = 'req_01HEXAMPLE';
    }
  });
});

describe('findings never carry the body', () => {
  // Every position a value of the body could leak from: the offending value itself, a key the
  // server chose (an extra property, a map key), an unknown enum value, a neighbour of the fault.
  const cases: Array<[string, () => Json]> = [
    ['the offending value (an object holding it)', () => { const body = schedule(); body['schedule_entries'].final[0].user.id = { token: SECRET }; return body; }],
    ['the offending value (an array holding it)', () => { const body = schedule(); body['schedule_entries'].final[0].user.name = [SECRET]; return body; }],
    ['a string outside its format', () => { const body = schedule(); body['schedule_entries'].final[0].start_at = SECRET; return body; }],
    ['an extra property named by it', () => { const body = schedule(); body['schedule_entries'].final[0][SECRET] = 1; body['schedule_entries'].final[0].end_at = null; return body; }],
    ['an unknown enum value beside a fault', () => { const body = schedule(); body['schedule_entries'].final[0].user.role = SECRET; delete body['schedule_entries'].final[0].user.id; return body; }],
  ];
  it.each(cases)('%s', async (_name, body) => {
    const findings = await reported('/v2/schedule_entries', body());
    expect(findings.length).toBeGreaterThan(0);
    answers.set('/v2/schedule_entries', body());
    const lines: unknown[] = [];
    const capture = (...args: unknown[]) => lines.push(...args);
    const error = await client({ validateResponses: 'throw' }).GET('/v2/schedule_entries').catch((caught: unknown) => caught);
    await client({ logger: { ...quiet, warn: capture } }).GET('/v2/schedule_entries');
    for (const text of [JSON.stringify(findings), inspect(findings, { depth: 10 }), inspect(error, { depth: 10 }), JSON.stringify(error), String(error), inspect(lines, { depth: 10 })]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('TOPSECRET');
    }
  });

  it('a server echoing the API key as its request id has it redacted', async () => {
    requestIdHeader = `req-${API_KEY}`;
    try {
      const findings = await reported('/v2/schedule_entries', (() => { const body = schedule(); delete body['schedule_entries']; return body; })());
      expect(findings).toHaveLength(1);
      expect(JSON.stringify(findings)).not.toContain(API_KEY);
      expect(findings[0]!.requestId).toMatch(/^req-/);
    } finally {
      requestIdHeader = 'req_01HEXAMPLE';
    }
  });
});
