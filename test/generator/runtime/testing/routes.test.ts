/**
 * routes: a document path is matched literally whatever characters it holds (MSW's own syntax
 * would read `:x`, `*`, `(` as patterns), every parameter keeps its document name (two names MSW
 * would both spell `a_b`, a name `__proto__`), and a base URL's parts are checked once.
 */
import { describe, expect, it } from 'vitest';
import { parseBaseUrl, routeOf } from '../../../../generator/runtime/testing/routes.ts';

const base = parseBaseUrl('https://api.test/prefix/');

describe('routeOf', () => {
  it('matches characters of a document path literally, never as pattern syntax', () => {
    for (const [path, matching, other] of [
      ['/v1/things:batch', '/v1/things:batch', '/v1/things'],
      ['/v1/all*', '/v1/all*', '/v1/allmost'],
      ['/v1/(group)/list', '/v1/(group)/list', '/v1/group/list'],
      ['/v1/a.b+c', '/v1/a.b+c', '/v1/aXbbbc'],
      ['/v1/items/{id}:cancel', '/v1/items/7:cancel', '/v1/items/7'],
    ] as const) {
      const { matcher } = routeOf(base, path);
      expect([path, matcher.test(`https://api.test/prefix${matching}`)]).toEqual([path, true]);
      expect([path, matcher.test(`https://api.test/prefix${other}`)]).toEqual([path, false]);
      expect([path, matcher.test(`https://other.test/prefix${matching}`)]).toEqual([path, false]);
      expect([path, matcher.test(`https://api.test${matching}`)]).toEqual([path, false]);
    }
  });

  it('names each parameter as the document does, decoded once, and never throws on a malformed escape', () => {
    const route = routeOf(base, '/v1/{a-b}/{a_b}/{__proto__}/{constructor}');
    const params = route.params('https://api.test/prefix/v1/x%2Fy/50%2525/p/%E0%A4%A?q=1');
    expect(Object.entries(params)).toEqual([
      ['a-b', 'x/y'],
      ['a_b', '50%25'],
      ['__proto__', 'p'],
      ['constructor', '%E0%A4%A'],
    ]);
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype);
    expect(route.matcher.source).not.toContain('(');
  });

  it('serves a path-only base on any origin', () => {
    const { matcher } = routeOf(parseBaseUrl('/api/'), '/v1/identity');
    expect([matcher.test('http://localhost:5173/api/v1/identity'), matcher.test('http://localhost:5173/v1/identity')]).toEqual([true, false]);
  });
});

describe('parseBaseUrl', () => {
  it('keeps the origin and the path prefix without trailing slashes', () => {
    expect(parseBaseUrl('https://API.test:8443/a/b//')).toEqual({ origin: 'https://api.test:8443', prefix: '/a/b' });
    expect(parseBaseUrl('http://api.test')).toEqual({ origin: 'http://api.test', prefix: '' });
  });
});
