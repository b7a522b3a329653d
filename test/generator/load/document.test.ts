import { describe, expect, it } from 'vitest';
import { eachOperation, operationIdOf, type PathItemObject } from '../../../generator/load/document.ts';
import { InputError, UsageError } from '../../../generator/load/errors.ts';

describe('operationIdOf', () => {
  it("keeps an operation's own id, and knows one with none, a blank one or a non-string one by its route", () => {
    expect(operationIdOf('get', '/v2/incidents', { operationId: 'Incidents V2#List' })).toBe('Incidents V2#List');
    expect(operationIdOf('get', '/v2/incidents', { operationId: ' padded ' })).toBe(' padded ');
    for (const operationId of [undefined, '', '   ', '\n\t', 7, null]) expect(operationIdOf('post', '/v2/incidents/{id}', { operationId }), String(operationId)).toBe('POST /v2/incidents/{id}');
  });
});

describe('eachOperation', () => {
  it('yields the operations of every path item in document order, skipping entries that are not operations', () => {
    const paths = {
      '/a': { parameters: [], post: { operationId: 'a-post' }, get: { operationId: 'a-get' }, summary: 'not an operation' },
      '/null': null,
      '/text': 'not a path item',
      '/b': { get: 'text', put: 7, delete: null, patch: { operationId: 'b-patch' }, trace: {} },
    } as unknown as Record<string, PathItemObject>;
    expect([...eachOperation(paths)].map(({ path, method, operation }) => `${method} ${path} ${operation.operationId ?? '-'}`)).toEqual(['get /a a-get', 'post /a a-post', 'patch /b b-patch', 'trace /b -']);
    expect([...eachOperation(undefined)]).toEqual([]);
  });
});

describe('errors', () => {
  it('carry their kind in their name, so a log or an inspection tells bad input from a usage error', () => {
    expect(String(new InputError('spec.json #/paths', 'not an object'))).toBe('InputError: spec.json #/paths: not an object');
    expect(String(new UsageError('--out needs a value'))).toBe('UsageError: --out needs a value');
  });
});
