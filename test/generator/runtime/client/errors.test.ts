import { describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  ConflictError,
  createApiError,
  fieldErrors,
  IncidentApiError,
  IncidentError,
  InternalServerError,
  InvalidResponseError,
  LocalRateLimitError,
  NotFoundError,
  RateLimitError,
  ResponseValidationError,
  TimeoutError,
  ValidationError,
} from '../../../../generator/runtime/client/errors.ts';

const init = (status: number) => ({ status, method: 'GET', path: '/v2/incidents', bodyKind: 'json' as const, type: 'x', attempts: 1 });

describe('createApiError', () => {
  it('picks the class for the status, all of them IncidentApiError and IncidentError', () => {
    const classes = [401, 404, 409, 422, 429, 500, 503, 418].map((status) => createApiError(init(status)).constructor);
    expect(classes).toEqual([AuthenticationError, NotFoundError, ConflictError, ValidationError, RateLimitError, InternalServerError, InternalServerError, IncidentApiError]);
    const error = createApiError(init(422));
    expect(error).toBeInstanceOf(IncidentApiError);
    expect(error).toBeInstanceOf(IncidentError);
    expect(error.name).toBe('ValidationError');
  });
});

describe('fieldErrors', () => {
  it('groups messages by source.field', () => {
    const errors = [
      { code: 'is_required', message: 'a', source: { field: 'name' } },
      { code: 'too_long', message: 'b', source: { field: 'name' } },
      { code: 'x', message: 'c' },
    ];
    expect(fieldErrors({ errors })).toEqual({ name: ['a', 'b'], '': ['c'] });
  });
});

describe('messages of the client errors', () => {
  it('an API error names attempts only past the first, the request id only when known, and cuts a long summary at 1000 characters', () => {
    const base = { status: 400, method: 'POST', path: '/v2/incidents', bodyKind: 'json' as const, type: 'invalid', attempts: 1 };
    expect(createApiError(base).message).toBe('POST /v2/incidents: HTTP 400 invalid');
    expect(createApiError({ ...base, attempts: 2, requestId: 'req-1' }).message).toBe('POST /v2/incidents: HTTP 400 (after 2 attempts) invalid [request_id req-1]');
    expect(createApiError({ ...base, requestId: '' }).message).toBe('POST /v2/incidents: HTTP 400 invalid');
    const long = createApiError({ ...base, errors: [{ code: 'c', message: 'm'.repeat(1200) }], requestId: 'req-2' }).message;
    expect(long).toBe(`POST /v2/incidents: HTTP 400 ${`invalid; ${'m'.repeat(1200)}`.slice(0, 1000)}... [request_id req-2]`);
    const exact = `invalid; ${'m'.repeat(1000 - 'invalid; '.length)}`;
    expect(createApiError({ ...base, errors: [{ code: 'c', message: exact.slice('invalid; '.length) }] }).message).toBe(`POST /v2/incidents: HTTP 400 ${exact}`);
  });

  it('an undocumented JSON body is quoted to 200 characters; problem text needs an object', () => {
    const base = { status: 502, method: 'GET', path: '/v2/incidents', attempts: 1 };
    const body = { proxy: 'p'.repeat(300) };
    expect(createApiError({ ...base, bodyKind: 'unexpected', body }).message).toBe(`GET /v2/incidents: HTTP 502 with a JSON body that is not the documented error shape: ${JSON.stringify(body).slice(0, 200)}`);
    for (const body of [undefined, null, 'title', '', 0, 7, true, false, [], ['title'], { title: '', detail: 5 }]) {
      expect(createApiError({ ...base, bodyKind: 'json', body, errors: [] }).message, JSON.stringify(body)).toBe('GET /v2/incidents: HTTP 502 error');
    }
    expect(createApiError({ ...base, bodyKind: 'json', body: { title: 7, detail: 'only the detail' }, errors: [] }).message).toBe('GET /v2/incidents: HTTP 502 only the detail');
  });

  it('an error built by hand (the classes are exported) reads its problem text when no errors list is given, and takes a null body', () => {
    const base = { status: 404, method: 'GET', path: '/v2/incidents/{id}', attempts: 1, bodyKind: 'json' as const };
    expect(new NotFoundError({ ...base, body: { title: 'Not Found', detail: 'no such incident' } }).message).toBe('GET /v2/incidents/{id}: HTTP 404 Not Found; no such incident');
    expect(new NotFoundError({ ...base, type: 'not_found', body: { title: 'Not Found' } }).message).toBe('GET /v2/incidents/{id}: HTTP 404 not_found; Not Found');
    expect(new NotFoundError({ ...base, body: null }).message).toBe('GET /v2/incidents/{id}: HTTP 404 error');
    expect(new NotFoundError({ ...base, body: null }).errors).toEqual([]);
  });

  it('the other errors say what happened, with a cause only when there is one', () => {
    expect(new InvalidResponseError(204, 'GET', '/v2/incidents/{id}', { empty: true }).message).toBe('GET /v2/incidents/{id}: HTTP 204 without the JSON body the operation documents');
    expect(Object.hasOwn(new InvalidResponseError(200, 'GET', '/v2/incidents'), 'cause')).toBe(false);
    expect(new InvalidResponseError(200, 'GET', '/v2/incidents', { cause: new SyntaxError('x') }).cause).toBeInstanceOf(SyntaxError);
    expect(new LocalRateLimitError('POST', '/v2/incidents', 'incident creation (hourly)', 1001).message).toBe(
      'POST /v2/incidents: the incident creation (hourly) rate limit would hold this request 2 s, longer than allowed',
    );
    expect(new TimeoutError('GET', '/v1/identity', 30_000, 1).message).toBe('GET /v1/identity: no response within 30000 ms (after 1 attempt)');
  });

  it('a ResponseValidationError leads with the first finding and counts the rest', () => {
    const finding = (location: string) => ({ operation: 'GET /v2/incidents', location, rule: 'response-property-removed' as const, expected: 'present', found: 'missing', message: `GET /v2/incidents: ${location} is missing` });
    expect(new ResponseValidationError('GET /v2/incidents', [finding('A.x')]).message).toBe('GET /v2/incidents: A.x is missing');
    expect(new ResponseValidationError('GET /v2/incidents', [finding('A.x'), finding('A.y'), finding('A.z')]).message).toBe('GET /v2/incidents: A.x is missing (and 2 more)');
    expect(new ResponseValidationError('GET /v2/incidents', []).message).toBe('GET /v2/incidents answered outside its spec');
  });
});
