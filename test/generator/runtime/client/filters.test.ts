import { describe, expect, it } from 'vitest';
import { dateRange, serializeQuery } from '../../../../generator/runtime/client/filters.ts';

const decoded = (query: Record<string, unknown>) => decodeURIComponent(serializeQuery(query));

describe('serializeQuery', () => {
  it('writes operator filters with brackets', () => {
    expect(decoded({ status: { one_of: ['X'] } })).toBe('status[one_of]=X');
    expect(decoded({ status: { one_of: ['A', 'B'], not_in: ['C'] } })).toBe('status[one_of]=A&status[one_of]=B&status[not_in]=C');
  });

  it('nests custom field filters by id', () => {
    expect(decoded({ custom_field: { '01FCNDV6P870EA6S7TK1DSYD5H': { one_of: ['v1', 'v2'] } } })).toBe(
      'custom_field[01FCNDV6P870EA6S7TK1DSYD5H][one_of]=v1&custom_field[01FCNDV6P870EA6S7TK1DSYD5H][one_of]=v2',
    );
  });

  it('joins a date range with ~, from a string or a pair', () => {
    expect(decoded({ created_at: { date_range: '2024-01-01~2024-02-01' } })).toBe('created_at[date_range]=2024-01-01~2024-02-01');
    expect(decoded({ created_at: { date_range: ['2024-01-01', new Date('2024-02-01T10:00:00Z')] } })).toBe('created_at[date_range]=2024-01-01~2024-02-01');
    expect(dateRange(new Date('2024-03-05T23:00:00Z'), '2024-04-01')).toBe('2024-03-05~2024-04-01');
  });

  it('repeats top-level arrays, encodes values and leaves out undefined and null', () => {
    expect(serializeQuery({ page_size: 25, after: undefined, tags: ['a b', 'c&d'], gone: null, on: true })).toBe('page_size=25&tags=a%20b&tags=c%26d&on=true');
    expect(serializeQuery({ at: new Date('2024-01-01T00:00:00Z') })).toBe('at=2024-01-01T00%3A00%3A00.000Z');
    // A Date is a value wherever it sits (in an array, under an operator), never an object of keys.
    expect(serializeQuery({ at: [new Date('2024-01-01T00:00:00Z'), 0], f: { one_of: [new Date('2024-01-02T00:00:00Z'), null, false] } })).toBe(
      'at=2024-01-01T00%3A00%3A00.000Z&at=0&f[one_of]=2024-01-02T00%3A00%3A00.000Z&f[one_of]=false',
    );
    expect(serializeQuery(undefined)).toBe('');
  });
});

describe('serializeQuery at its edges', () => {
  it('joins a date_range pair at the top level too, and only a pair', () => {
    expect(decoded({ date_range: ['2024-01-01', '2024-02-01'] })).toBe('date_range=2024-01-01~2024-02-01');
    expect(decoded({ created_at: { date_range: ['2024-01-01', '2024-02-01', '2024-03-01'] } })).toBe(
      'created_at[date_range]=2024-01-01&created_at[date_range]=2024-02-01&created_at[date_range]=2024-03-01',
    );
    expect(decoded({ created_at: { one_of: ['2024-01-01', '2024-02-01'] } })).toBe('created_at[one_of]=2024-01-01&created_at[one_of]=2024-02-01');
    expect(decoded({ range: ['2024-01-01', '2024-02-01'] })).toBe('range=2024-01-01&range=2024-02-01');
  });

  it('repeats the values of a pair nested in a list, at the top level and under an operator: only date_range joins with ~', () => {
    expect(decoded({ tags: [['a', 'b']] })).toBe('tags=a&tags=b');
    expect(decoded({ status: { one_of: [['triage', 'active'], 'closed'] } })).toBe('status[one_of]=triage&status[one_of]=active&status[one_of]=closed');
  });

  it('encodes names and operator keys, writes nested dates as ISO, keeps 0 and false', () => {
    expect(serializeQuery({ 'a&b': 1, filter: { 'x y': 'z', '[k]': 'v' } })).toBe('a%26b=1&filter[x%20y]=z&filter[%5Bk%5D]=v');
    expect(serializeQuery({ created_at: { gte: new Date('2024-01-01T00:00:00Z') } })).toBe('created_at[gte]=2024-01-01T00%3A00%3A00.000Z');
    expect(serializeQuery({ page: 0, on: false, status: { one_of: [null, 'a', undefined] } })).toBe('page=0&on=false&status[one_of]=a');
  });
});
