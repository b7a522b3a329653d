import { afterAll, describe, expect, it } from 'vitest';
import { emitEnums } from '../../../generator/emit/enums.ts';
import { importEmitted } from '../../support/emitted-modules.ts';
import { fixtureDocument, fixtureModel } from '../../support/generator-fixture.ts';
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

  it('documents where each enum sits (array items by their property) and whether the API may add values', () => {
    const { content } = emitEnums(fixtureModel());
    expect(content).toContain("/** `WidgetV2.tags`. Open: the API may send values not listed here. */\nexport const WidgetV2Tags = ['red', 'blue'] as const;");
    expect(content).toContain('/** `WidgetsCreatePayloadV2.mode`. Closed: the API accepts only these values. */\nexport type WidgetsCreatePayloadV2Mode =');
  });

  it('opens a numeric response enum to other numbers, and one mixing strings and numbers to both', () => {
    const document = fixtureDocument() as unknown as { components: { schemas: Record<string, { properties: Record<string, object> }> } };
    Object.assign(document.components.schemas.WidgetV2!.properties, { level: { type: 'integer', enum: [1, 2, 3] }, mixed: { enum: ['one', 2] } });
    const { content } = emitEnums(fixtureModel(document as never));
    expect(content).toContain('export const WidgetV2Level = [1, 2, 3] as const;\n');
    expect(content).toContain('export type WidgetV2Level = (typeof WidgetV2Level)[number] | (number & {});');
    expect(content).toContain('export type WidgetV2Mixed = (typeof WidgetV2Mixed)[number] | (string & {}) | (number & {});');
  });
});
