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

  it('declares what an entry holds: the kind, the target, and the method, path and successor where they apply, each documented', () => {
    expect(emitDeprecations(model).content).toContain(
      [
        '/** Something the API document deprecates. */',
        'export interface Deprecation {',
        "  readonly kind: 'operation' | 'parameter' | 'property';",
        '  /** An operationId, `operationId in.name` for a parameter, `Schema.property` for a property. */',
        '  readonly target: string;',
        '  /** Operations: the HTTP method. */',
        '  readonly method?: string;',
        '  /** Operations: the path. */',
        '  readonly path?: string;',
        '  /** What to use instead, when the document says. */',
        '  readonly successor?: string;',
        '}',
        '',
        '/** Everything deprecated: operations (with their parameters) by path, then schema properties. */',
        'export const deprecations: readonly Deprecation[] = [',
      ].join('\n'),
    );
  });
});
