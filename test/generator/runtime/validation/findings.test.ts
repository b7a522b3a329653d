/**
 * From what a check reports to what `onDrift` receives: findings deduplicated and capped, the
 * request id read once and only when something is found, one-line messages, the options refused
 * by name, the default handler warning once per place, and a throwing handler ignored.
 */
import { describe, expect, it } from 'vitest';
import { a, o, s, type Check } from '../../../../generator/runtime/validation/checks.ts';
import {
  checkDriftHandler,
  checksByKey,
  checkValidationMode,
  DEFAULT_VALIDATION_MODE,
  findDrift,
  printable,
  reportDrift,
  VALIDATION_MODES,
  warnOnce,
  type DriftFinding,
} from '../../../../generator/runtime/validation/findings.ts';

const OPERATION = 'GET /v2/schedule_entries';
const entry = o('ScheduleEntryV2', [
  ['id', s, 1],
  ['layer_id', s, 1],
  ['name', s],
]);
const page: Check = o('ListScheduleEntriesResponseBody', [['schedule_entries', a(entry), 1]]);
const root = { check: page, root: 'ListScheduleEntriesResponseBody' };

describe('checkValidationMode and checkDriftHandler', () => {
  it('take undefined as the default and each mode as given', () => {
    expect(checkValidationMode('createIncidentClient', 'validateResponses', undefined)).toBe(DEFAULT_VALIDATION_MODE);
    expect(DEFAULT_VALIDATION_MODE).toBe('report');
    for (const mode of ['off', 'report', 'throw']) expect(checkValidationMode('createIncidentClient', 'validateResponses', mode)).toBe(mode);
  });

  it.each([['loud'], [''], [1], [null], [['report']], ['REPORT']])('refuse %j, naming function, option and the modes', (mode) => {
    expect(() => checkValidationMode('verifyWebhook', 'validatePayloads', mode)).toThrow(new RangeError(`verifyWebhook: validatePayloads must be one of ${VALIDATION_MODES.join(', ')}`));
  });

  it('a handler must be a function, or absent', () => {
    const handler = () => undefined;
    expect(checkDriftHandler('createIncidentClient', handler)).toBe(handler);
    expect(checkDriftHandler('createIncidentClient', undefined)).toBeUndefined();
    for (const bad of [null, 'console.warn', {}]) expect(() => checkDriftHandler('createIncidentClient', bad)).toThrow(new TypeError('createIncidentClient: onDrift must be a function'));
  });
});

describe('checksByKey', () => {
  it('maps each key to its check and root; no table is no checks; no key reaches the prototype', () => {
    const checks = checksByKey([['ScheduleEntries#List', page, 'ListScheduleEntriesResponseBody']]);
    expect(checks.get('ScheduleEntries#List')).toEqual(root);
    expect(checks.get('constructor')).toBeUndefined();
    expect(checksByKey(undefined).size).toBe(0);
  });
});

describe('findDrift', () => {
  it('a clean body gives no findings and never reads the request id', () => {
    let reads = 0;
    const findings = findDrift(root, { schedule_entries: [{ id: 'a', layer_id: 'b' }] }, OPERATION, () => `req_${++reads}`);
    expect(findings).toEqual([]);
    expect(Object.isFrozen(findings)).toBe(true);
    expect(reads).toBe(0);
  });

  it('one finding per location and rule however many records repeat it, the request id read once', () => {
    let reads = 0;
    const body = { schedule_entries: [{ id: 'a' }, { id: 'b', name: 3 }, { id: 'c' }, { id: 'd', name: 4 }] };
    const findings = findDrift(root, body, OPERATION, () => `req_${++reads}`);
    expect(reads).toBe(1);
    expect(findings).toEqual([
      {
        operation: OPERATION,
        location: 'ScheduleEntryV2.layer_id',
        rule: 'response-property-removed',
        expected: 'present',
        found: 'missing',
        requestId: 'req_1',
        message: `${OPERATION} answered outside its spec: ScheduleEntryV2.layer_id is missing (the spec requires it) (response-property-removed) [request_id req_1]`,
      },
      {
        operation: OPERATION,
        location: 'ScheduleEntryV2.name',
        rule: 'response-property-type-changed',
        expected: 'string',
        found: 'integer',
        requestId: 'req_1',
        message: `${OPERATION} answered outside its spec: ScheduleEntryV2.name is a integer, the spec says string (response-property-type-changed) [request_id req_1]`,
      },
    ]);
  });

  it('the same location under two rules is two findings; null is named as null', () => {
    const findings = findDrift(root, { schedule_entries: [{ id: 'a', layer_id: null }, { id: 'b', layer_id: 1 }] }, OPERATION);
    expect(findings.map(({ location, rule, found }) => [location, rule, found])).toEqual([
      ['ScheduleEntryV2.layer_id', 'response-property-became-nullable', 'null'],
      ['ScheduleEntryV2.layer_id', 'response-property-type-changed', 'integer'],
    ]);
    expect(findings[0]!.message).toBe(`${OPERATION} answered outside its spec: ScheduleEntryV2.layer_id is null, the spec says string (response-property-became-nullable)`);
    expect(findings[0]).not.toHaveProperty('requestId');
  });

  it('stops at 50 findings, keeping the first ones', () => {
    const properties = Array.from({ length: 60 }, (_, index) => [`field_${String(index).padStart(2, '0')}`, s, 1] as const);
    const findings = findDrift({ check: o('Wide', properties), root: 'Wide' }, {}, OPERATION);
    expect(findings.map((finding) => finding.location)).toEqual(properties.slice(0, 50).map(([name]) => `Wide.${name}`));
  });

  it('a body too deep for the stack ends the check with what was found; any other error is thrown', () => {
    const recursive: Check = (value, at, found) => {
      found(at, 'response-property-removed', 'present', undefined);
      recursive(value, `${at}.next`, found);
    };
    const findings = findDrift({ check: recursive, root: 'Node' }, {}, OPERATION);
    expect(findings.map((finding) => finding.location)).toEqual(['Node', 'Node.next', ...Array.from({ length: 48 }, (_, index) => `Node${'.next'.repeat(index + 2)}`)]);
    const broken: Check = () => {
      throw new TypeError('a bug in a check');
    };
    expect(() => findDrift({ check: broken, root: 'Body' }, {}, OPERATION)).toThrow(TypeError);
  });

  it('a message is one line: control characters and line separators from the spec or the server are escaped', () => {
    const check: Check = (_value, _at, found) => found('Evil\nName\u2028', 'response-property-removed', 'present', undefined);
    const [finding] = findDrift({ check, root: 'Body' }, {}, 'GET /v2/x\r\n', () => 'req\u0000\u001b[31m\u0085');
    expect(finding!.message).toBe('GET /v2/x\\u000d\\u000a answered outside its spec: Evil\\u000aName\\u2028 is missing (the spec requires it) (response-property-removed) [request_id req\\u0000\\u001b[31m\\u0085]');
    expect(printable('tab\there \u007f ok é')).toBe('tab\\u0009here \\u007f ok é');
  });
});

describe('warnOnce and reportDrift', () => {
  const finding = (operation: string, location: string, rule = 'response-property-removed'): DriftFinding =>
    ({ operation, location, rule, expected: 'present', found: 'missing', message: `${operation} ${location} ${rule}` }) as DriftFinding;

  it('warnOnce warns once per operation and location, whatever the rule, for the life of its set', () => {
    const warned = new Set<string>();
    const messages: string[] = [];
    const handler = warnOnce(warned, (message) => messages.push(message));
    handler(finding('GET /a', 'A.x'));
    handler(finding('GET /a', 'A.x', 'response-property-type-changed'));
    handler(finding('GET /a', 'A.y'));
    handler(finding('GET /b', 'A.x'));
    // Operation and location are kept apart: `GET /a A` + `.x` is not `GET /a` + `A.x`.
    handler(finding('GET /a A', '.x'));
    warnOnce(warned, (message) => messages.push(message))(finding('GET /a', 'A.x'));
    expect(messages).toEqual(['GET /a A.x response-property-removed', 'GET /a A.y response-property-removed', 'GET /b A.x response-property-removed', 'GET /a A .x response-property-removed']);
  });

  it('reportDrift hands every finding over even when the handler throws on one', () => {
    const seen: string[] = [];
    reportDrift([finding('GET /a', 'A.x'), finding('GET /a', 'A.y')], (each) => {
      seen.push(each.location);
      throw new Error('handler failed');
    });
    expect(seen).toEqual(['A.x', 'A.y']);
  });
});
