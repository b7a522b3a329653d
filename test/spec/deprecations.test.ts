import { describe, expect, it } from 'vitest';
import { REFERENCE_SPEC } from '../../spec/build/files.ts';
import { readReference } from './support/reference.ts';
import { operationsOf, readSpecFile } from './support/spec-files.ts';

const operations = operationsOf(readSpecFile(REFERENCE_SPEC));
const byId = new Map(operations.map((operation) => [operation.operation.operationId, operation]));

/** "the v2 actions and v2 follow-ups operations (including the v2 connect-external-issue ...)". */
const isDeprecatedFamily = (path: string) => /^\/v2\/(actions|follow_ups)(\/|$)/.test(path);

describe('deprecations', () => {
  it('the reference deprecates the v2 actions and follow-ups in favour of v3', () => {
    expect(readReference('api-overview.md')).toMatch(
      /Deprecated: the v2 actions and v2 follow-ups operations \(including the v2 connect-external-issue operation on a follow-up\); successors are the v3 actions and v3 follow-ups operations/,
    );
  });

  it('marks exactly the v2 actions and follow-ups operations deprecated, connect_external_issue included', () => {
    const deprecated = operations.filter(({ operation }) => operation.deprecated === true).map(({ key }) => key);
    expect(deprecated.sort()).toEqual(
      operations
        .filter(({ path }) => isDeprecatedFamily(path))
        .map(({ key }) => key)
        .sort(),
    );
    expect(deprecated).toContain('POST /v2/follow_ups/{id}/actions/connect_external_issue');
    expect(deprecated).toHaveLength(11);
  });

  it('names an existing v3 operation of the same method and shape as each successor', () => {
    for (const { key, method, path, operation } of operations.filter(({ operation }) => operation.deprecated)) {
      const successor = byId.get(operation['x-successor'] as string);
      expect(successor, key).toBeDefined();
      expect(successor!.method, key).toBe(method);
      expect(successor!.path, key).toBe(path.replace('/v2/', '/v3/'));
      expect(successor!.operation.deprecated, key).toBeUndefined();
    }
  });

  it('puts x-successor on deprecated operations only', () => {
    for (const { key, operation } of operations) expect('x-successor' in operation, key).toBe(operation.deprecated === true);
  });
});
