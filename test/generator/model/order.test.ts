import { describe, expect, it } from 'vitest';
import { byKeys, compareText } from '../../../generator/model/order.ts';

describe('order', () => {
  it('compares by code unit, not by locale', () => {
    expect(['b', 'a', 'B', 'é', 'e'].sort(compareText)).toEqual(['B', 'a', 'b', 'e', 'é']);
  });

  it('sorts by each key in turn', () => {
    const rows = [
      { path: '/b', method: 'get' },
      { path: '/a', method: 'post' },
      { path: '/a', method: 'delete' },
    ];
    expect(rows.sort(byKeys((row) => row.path, (row) => row.method))).toEqual([
      { path: '/a', method: 'delete' },
      { path: '/a', method: 'post' },
      { path: '/b', method: 'get' },
    ]);
  });
});
