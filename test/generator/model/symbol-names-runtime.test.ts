/** documentModel builds the model as generate.ts does: with the runtime the package ships. */
import { describe, expect, it } from 'vitest';
import { documentModel } from '../../../generator/model/symbol-names.ts';
import { fixtureDocument, fixtureModel } from '../../support/generator-fixture.ts';

describe('documentModel', () => {
  it('reads the runtime the package ships, so its export names are the ones a schema must avoid', () => {
    const runtimePaths = documentModel(fixtureDocument()).runtime.files.map((file) => file.path);
    expect(runtimePaths).toContain('client/tables.ts');
    expect(runtimePaths).toEqual(fixtureModel().runtime.files.map((file) => file.path));
  });
});
