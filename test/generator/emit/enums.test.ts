import { afterAll, describe, expect, it } from 'vitest';
import { emitEnums } from '../../../generator/emit/enums.ts';
import { importEmitted } from '../../support/emitted-modules.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';
import { removeScratchDirs } from '../../support/generator-runs.ts';

describe('emitEnums', () => {
  afterAll(removeScratchDirs);

  it('exports each enum as a const array with the same values', async () => {
    const model = fixtureModel();
    const file = emitEnums(model);
    const module = await importEmitted<Record<string, unknown>>([file], 'enums.ts');
    expect(Object.keys(module).sort()).toEqual(model.enums.map((enumModel) => enumModel.name).sort());
    expect(module.WidgetV2Status).toEqual(['active', 'retired']);
  });

  it('opens response-side unions to new values and keeps request-side unions closed', () => {
    const file = emitEnums(fixtureModel());
    expect(file.content).toContain("export const WidgetV2Status = ['active', 'retired'] as const;");
    expect(file.content).toContain('export type WidgetV2Status = (typeof WidgetV2Status)[number] | (string & {});');
    expect(file.content).toContain('export type WidgetsCreatePayloadV2Mode = (typeof WidgetsCreatePayloadV2Mode)[number];');
  });
});
