import { afterAll, describe, expect, it } from 'vitest';
import { emitDeprecations } from '../../../generator/emit/deprecations.ts';
import { importEmitted } from '../../support/emitted-modules.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';
import { removeScratchDirs } from '../../support/generator-runs.ts';

const model = fixtureModel();

describe('emitDeprecations', () => {
  afterAll(removeScratchDirs);
  it('deprecations.ts: every deprecation, without the model-only pointer', async () => {
    const { deprecations } = await importEmitted<{ deprecations: object[] }>([emitDeprecations(model)], 'deprecations.ts');
    expect(deprecations).toEqual([
      { kind: 'operation', target: 'Widgets V1#List', method: 'get', path: '/v1/widgets', successor: 'Widgets V2#List' },
      { kind: 'parameter', target: 'Widgets V2#Show query.legacy', successor: 'include' },
      { kind: 'property', target: 'WidgetV2.colour', successor: 'palette' },
    ]);
  });
});
