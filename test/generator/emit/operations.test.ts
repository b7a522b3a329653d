import { afterAll, describe, expect, it } from 'vitest';
import { emitOperations } from '../../../generator/emit/operations.ts';
import { importEmitted } from '../../support/emitted-modules.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';
import { removeScratchDirs } from '../../support/generator-runs.ts';

const model = fixtureModel();

describe('emitOperations', () => {
  afterAll(removeScratchDirs);
  it('operations.ts: one entry per operation, keyed by operationId, in the runtime shape', async () => {
    const { operations } = await importEmitted<{ operations: Record<string, object> }>([emitOperations(model)], 'operations.ts');
    expect(Object.keys(operations)).toEqual(model.operations.map((operation) => operation.operationId));
    expect(operations['Widgets V2#List']).toEqual({
      operationId: 'Widgets V2#List',
      name: 'widgetsV2List',
      method: 'get',
      path: '/v2/widgets',
      version: 'v2',
      tags: ['Widgets V2'],
      deprecated: false,
      paginated: true,
      rateLimit: { burst: 10, perMinute: 60 },
      successBody: true,
    });
    // A 204 documents no body: the runtime must accept an empty answer there, and only there.
    expect(operations['Widgets V2#Delete']).toMatchObject({ successBody: false });
    expect(operations['Widgets V1#List']).toMatchObject({ deprecated: true, successor: 'Widgets V2#List', paginated: false });
    const { content } = emitOperations(model);
    expect(content).toContain("import type { OperationsTable } from './runtime/client/tables.js';");
    expect(content).toContain('/** Every operation of the API, keyed by operationId. */\nexport const operations = {');
    expect(content).toContain('} as const satisfies OperationsTable;\n');
    expect(content).toContain('/** An operationId of this API. */\nexport type OperationId = keyof typeof operations;');
  });
});
