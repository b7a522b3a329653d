/** Where an operation announces its removal date: `x-sunset`, or the RFC 8594 `Sunset` header a response documents. */
import { describe, expect, it } from 'vitest';
import { deprecatedSinceOf, headerDates, lifecycleDate, sunsetOf } from '../../../../generator/drift/tree/sunset.ts';

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

describe('deprecatedSinceOf', () => {
  const withDeprecation = (header: unknown, name = 'Deprecation') => deprecatedSinceOf({}, { responses: { '200': { description: 'OK', headers: { Sunset: { example: '2030-01-01' }, [name]: header } } } } as never);

  it('reads x-deprecated-since when it is a date, as written, before any header', () => {
    expect(deprecatedSinceOf({}, { 'x-deprecated-since': '2025-02-11', responses: { '200': { description: 'OK', headers: { Deprecation: { example: '@1' } } } } } as never)).toBe('2025-02-11');
  });

  it('reads a Deprecation header: an RFC 9745 structured date or an HTTP date, any case of its name, in the places a Sunset header is read', () => {
    expect(withDeprecation({ example: '@1739232000' })).toBe('@1739232000');
    expect(withDeprecation({ schema: { default: 'Tue, 11 Feb 2025 00:00:00 GMT' } }, 'deprecation')).toBe('Tue, 11 Feb 2025 00:00:00 GMT');
    expect(withDeprecation({ schema: { enum: ['2025-02-11'] } }, 'DEPRECATION')).toBe('2025-02-11');
  });

  it('is undefined for no date: none given, "true", a number, a Sunset header only', () => {
    expect(deprecatedSinceOf({}, { responses: {} } as never)).toBeUndefined();
    expect(deprecatedSinceOf({}, { 'x-deprecated-since': 2025, responses: {} } as never)).toBeUndefined();
    expect(withDeprecation({ example: 'true' })).toBeUndefined();
    expect(withDeprecation({ example: '@soon' })).toBeUndefined();
    expect(withDeprecation({ example: '2025-02-11' }, 'X-Deprecated')).toBeUndefined();
  });
});

describe('lifecycleDate', () => {
  it('reads @seconds, ISO 8601 and HTTP dates; nothing else', () => {
    expect(lifecycleDate('@1739232000')?.toISOString()).toBe('2025-02-11T00:00:00.000Z');
    expect(lifecycleDate('2025-02-11')?.toISOString()).toBe('2025-02-11T00:00:00.000Z');
    expect(lifecycleDate('Tue, 11 Feb 2025 00:00:00 GMT')?.toISOString()).toBe('2025-02-11T00:00:00.000Z');
    for (const value of [undefined, null, 1739232000, '@', '@1.5', 'true', '']) expect(lifecycleDate(value)).toBeUndefined();
  });
});

describe('headerDates', () => {
  it('reads both headers in one pass, the first date of each name winning across responses, any case, past values that are no dates', () => {
    const operation = {
      responses: {
        '200': { description: 'OK', headers: { SUNSET: { example: 'later' }, Deprecation: { example: '@1739232000' } } },
        '299': { description: 'OK', headers: { sunset: { example: '2026-10-01' }, deprecation: { example: '2025-01-01' } } },
        '410': { description: 'Gone', headers: { Sunset: { example: '2026-11-01' } } },
      },
    };
    expect(headerDates({}, operation as never)).toEqual({ sunset: '2026-10-01', deprecation: '@1739232000' });
    expect(headerDates({}, { responses: { '200': { description: 'OK' } } } as never)).toEqual({});
  });
});
