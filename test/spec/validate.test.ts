import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { loadSpecText } from '../../generator/load/index.ts';
import { CURRENT_SNAPSHOT, EARLIER_SNAPSHOT, REFERENCE_SPEC } from '../../spec/build/files.ts';
import { readProjectFile } from './support/spec-files.ts';

// The builder's documents; spec/openapiV3.json is always one of the snapshots (test/spec/build/files.test.ts).
const FILES = [CURRENT_SNAPSHOT, EARLIER_SNAPSHOT];

async function validate(document: unknown) {
  return new Validator().validate(document as Record<string, unknown>);
}

describe('spec files are valid OpenAPI 3.0.3', () => {
  it.each(FILES)('%s passes @seriousme/openapi-schema-validator', async (path) => {
    const document = JSON.parse(readProjectFile(path));
    expect(document.openapi).toBe('3.0.3');
    const result = await validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it.each(FILES)('%s loads through the project loader', (path) => {
    const { document } = loadSpecText(readProjectFile(path), path);
    expect(Object.keys(document.paths).length).toBeGreaterThan(150);
  });

  it('the validator rejects a broken copy (an operation without responses)', async () => {
    const document = JSON.parse(readProjectFile(REFERENCE_SPEC));
    delete document.paths['/v2/incidents'].get.responses;
    const result = await validate(document);
    expect(result.valid).toBe(false);
  });
});
