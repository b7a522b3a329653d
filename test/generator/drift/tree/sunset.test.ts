/** Where an operation announces its removal date: `x-sunset`, or the RFC 8594 `Sunset` header a response documents. */
import { describe, expect, it } from 'vitest';
import { sunsetOf } from '../../../../generator/drift/tree/sunset.ts';

const withHeader = (header: unknown, name = 'Sunset', document: unknown = {}) =>
  sunsetOf(document, { responses: { '200': { description: 'OK' }, '410': { description: 'Gone', headers: { 'X-Other': { example: '2030-01-01' }, [name]: header } } } } as never);

describe('sunsetOf', () => {
  it('reads x-sunset when it is a date, as written', () => {
    expect(sunsetOf({}, { 'x-sunset': '2026-09-01', responses: {} } as never)).toBe('2026-09-01');
    expect(sunsetOf({}, { 'x-sunset': 'Tue, 01 Sep 2026 00:00:00 GMT', responses: {} } as never)).toBe('Tue, 01 Sep 2026 00:00:00 GMT');
  });

  it('passes over an x-sunset that is no date, and reads the header instead', () => {
    expect(sunsetOf({}, { 'x-sunset': 'soon', responses: { '200': { description: 'OK', headers: { Sunset: { example: '2026-10-01' } } } } } as never)).toBe('2026-10-01');
    expect(sunsetOf({}, { 'x-sunset': 20260901, responses: {} } as never)).toBeUndefined();
  });

  it("reads the Sunset header's example, its schema's default, example or single enum value, whatever the header name's case", () => {
    expect(withHeader({ example: '2026-10-01' })).toBe('2026-10-01');
    expect(withHeader({ schema: { type: 'string', default: '2026-10-02' } }, 'sunset')).toBe('2026-10-02');
    expect(withHeader({ schema: { type: 'string', example: '2026-10-03' } }, 'SUNSET')).toBe('2026-10-03');
    expect(withHeader({ schema: { type: 'string', enum: ['2026-10-04'] } })).toBe('2026-10-04');
  });

  it('takes the first value that is a date, in that order', () => {
    expect(withHeader({ example: 'later', schema: { default: '2026-10-02', example: '2026-10-03' } })).toBe('2026-10-02');
    expect(withHeader({ example: '2026-10-01', schema: { default: '2026-10-02' } })).toBe('2026-10-01');
  });

  it('ignores an enum of several values, values that are no dates, and other headers', () => {
    expect(withHeader({ schema: { type: 'string', enum: ['2026-10-04', '2026-10-05'] } })).toBeUndefined();
    expect(withHeader({ example: 'when we say so' })).toBeUndefined();
    expect(withHeader({ example: 1_790_000_000_000 })).toBeUndefined();
    expect(withHeader({ example: '2026-10-01' }, 'Deprecation')).toBeUndefined();
    expect(sunsetOf({}, { responses: {} } as never)).toBeUndefined();
    expect(sunsetOf({}, {} as never)).toBeUndefined();
  });

  it('takes only text: a YAML number that would parse as a year is no sunset', () => {
    expect(sunsetOf({}, { 'x-sunset': 2026, responses: {} } as never)).toBeUndefined();
    expect(withHeader({ example: 2026 })).toBeUndefined();
    expect(withHeader({ schema: { default: 2026 } })).toBeUndefined();
  });

  it('passes over responses and headers that are missing or whose $ref leads nowhere', () => {
    const operation = { responses: { '200': { $ref: '#/components/responses/Gone' }, '404': null, '410': { description: 'Gone', headers: { Sunset: { $ref: '#/components/headers/None' } } } } };
    expect(sunsetOf({ components: {} }, operation as never)).toBeUndefined();
  });

  it('follows $refs to the response, the header and its schema', () => {
    const document = {
      components: {
        responses: { Gone: { description: 'Gone', headers: { Sunset: { $ref: '#/components/headers/Sunset' } } } },
        headers: { Sunset: { schema: { $ref: '#/components/schemas/SunsetDate' } } },
        schemas: { SunsetDate: { type: 'string', default: '2027-01-31' } },
      },
    };
    expect(sunsetOf(document, { responses: { '410': { $ref: '#/components/responses/Gone' } } } as never)).toBe('2027-01-31');
  });
});
