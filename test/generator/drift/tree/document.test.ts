import { describe, expect, it } from 'vitest';
import { diffTree } from '../../../../generator/drift/tree/document.ts';
import { ok, spec } from '../fixtures.ts';

const operation = (operationId: string, extra: Record<string, unknown> = {}) => ({ operationId, responses: ok({ type: 'string' }), ...extra });

describe('diffTree', () => {
  it('keys operations by method and path, and events by their x-webhooks key', () => {
    const before = spec({
      paths: { '/v1/a': { get: operation('A V1#List'), delete: operation('A V1#Delete') } },
      webhooks: { '/x-webhooks/thing.created_v1': { get: operation('ThingCreatedV1') } },
    });
    const after = spec({
      paths: { '/v1/a': { get: operation('A V1#List') }, '/v1/b': { post: operation('B V1#Create') } },
      webhooks: { '/x-audit-logs/thing.deleted.1': { get: operation('ThingDeletedV1') } },
    });
    const tree = diffTree(before, after);
    expect(tree.operations.removed.map((side) => side.key)).toEqual(['DELETE /v1/a']);
    expect(tree.operations.added.map((side) => side.key)).toEqual(['POST /v1/b']);
    expect(tree.operations.common.map((op) => op.key)).toEqual(['GET /v1/a']);
    expect(tree.events.removed.map((side) => side.key)).toEqual(['/x-webhooks/thing.created_v1']);
    expect(tree.events.added.map((side) => side.key)).toEqual(['/x-audit-logs/thing.deleted.1']);
  });

  it('names a successor from x-successor, the description, or the next version of the operationId', () => {
    const paths = (deprecated: boolean) => ({
      '/v1/x': { get: operation('Things V1#List', { deprecated, 'x-successor': 'Things V9#List' }) },
      '/v1/y': { get: operation('Other V1#List', { deprecated, description: 'Old. Use Other V2#List instead.' }) },
      '/v1/z': { get: operation('Stuff V1#List', { deprecated }) },
      '/v2/z': { get: operation('Stuff V2#List') },
    });
    const tree = diffTree(spec({ paths: paths(false) }), spec({ paths: paths(true) }));
    const successor = (key: string) => tree.operations.common.find((op) => op.key === key)!.new.successor;
    expect(successor('GET /v1/x')).toBe('Things V9#List');
    expect(successor('GET /v1/y')).toBe('Other V2#List');
    expect(successor('GET /v1/z')).toBe('Stuff V2#List');
  });
});
