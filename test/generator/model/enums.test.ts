import { beforeEach, describe, expect, it } from 'vitest';
import type { EnumModel } from '../../../generator/model/types.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';

describe('buildEnums', () => {
  let enums: EnumModel[];
  let byName: Record<string, EnumModel>;
  beforeEach(() => {
    enums = fixtureModel().enums;
    byName = Object.fromEntries(enums.map((enumModel) => [enumModel.name, enumModel]));
  });

  it('names every enum by its owner and path, sorted by name', () => {
    expect(enums.map((enumModel) => enumModel.name)).toEqual([
      'WebhooksWidgetCreatedV1ResponseBodyEventType',
      'WidgetV2Status',
      'WidgetV2Tags',
      'WidgetsCreatePayloadV2Mode',
      'WidgetsV2ListSort',
    ]);
    expect(byName.WidgetV2Tags).toMatchObject({ owner: 'WidgetV2', segments: ['tags', '[]'], pointer: '#/components/schemas/WidgetV2/properties/tags/items', values: ['red', 'blue'] });
    expect(byName.WidgetsV2ListSort).toMatchObject({ owner: 'WidgetsV2List', segments: ['sort'] });
  });

  it('keeps enums read from responses or events open, and those only sent closed', () => {
    expect(byName.WidgetV2Status!.side).toBe('response');
    expect(byName.WebhooksWidgetCreatedV1ResponseBodyEventType!.side).toBe('response');
    expect(byName.WidgetsCreatePayloadV2Mode!.side).toBe('request');
    expect(byName.WidgetsV2ListSort!.side).toBe('request');
  });
});
