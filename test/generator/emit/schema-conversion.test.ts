/**
 * The schema worker calls openapi-typescript's transform directly, skipping its redocly lint and
 * bundle: on real published documents and our own spec, the text must be the bytes openapi-typescript's
 * default export gives for the same options.
 */
import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { conversionOptions, convertSchema } from '../../../generator/emit/schema-conversion.mjs';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { loadSpecText } from '../../../generator/load/index.ts';
import { fixtureDocument, fixtureModel } from '../../support/generator-fixture.ts';
import { PROJECT_ROOT } from '../../support/generator-runs.ts';
import { readRealSpecText, realSpecPaths, snapshotName } from '../../support/real-specs.ts';

function job(document: OpenApiDocument) {
  const model = fixtureModel(document);
  const openEnums = model.enums.filter((enumModel) => enumModel.side === 'response').map(({ pointer, values }) => ({ pointer, values }));
  // No schema types to name: naming them is a step on top of the conversion (schema-types tests).
  return { document: model.schemaDocument, openEnums, schemaTypes: [] };
}

const specs = realSpecPaths();
const documents: Array<[string, () => OpenApiDocument]> = [
  ['the test fixture', fixtureDocument],
  ['spec/openapiV3.json', () => loadSpecText(readFileSync(`${PROJECT_ROOT}/spec/openapiV3.json`, 'utf8'), 'spec/openapiV3.json').document],
  ...[specs[0]!, specs[Math.floor(specs.length / 2)]!].map((path): [string, () => OpenApiDocument] => [snapshotName(path), () => loadSpecText(readRealSpecText(path), path).document]),
];

describe('convertSchema', () => {
  it.each(documents)('gives openapi-typescript’s own output on %s', async (_, read) => {
    const ours = convertSchema(job(read()));
    const reference = job(read());
    const theirs = astToString(await openapiTS(reference.document as Parameters<typeof openapiTS>[0], conversionOptions(reference)));
    expect(ours.length).toBeGreaterThan(1000);
    expect(ours === theirs).toBe(true);
  }, 120_000);
});
