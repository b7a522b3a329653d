/**
 * The model on documents far wider than the real ones: no walk spreads a list into a call's
 * arguments (200,000 values overflow the stack), so every position that holds a long list is
 * attacked once: enum values (strings, numbers, mixed), properties with their required names,
 * allOf, oneOf and anyOf members.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpecText } from '../../../generator/load/index.ts';
import { buildModel } from '../../../generator/model/index.ts';
import { readPackageModel } from '../../../generator/model/package-info.ts';
import { readRuntimeFiles } from '../../../generator/model/runtime.ts';
import { PROJECT_ROOT } from '../../support/project.ts';

const WIDE = 200_000;
const range = (count: number) => Array.from({ length: count }, (_, index) => index);

type Json = Record<string, unknown>;

/** A document whose one operation answers with `schema`, the component `W`, and takes it as its request body. */
const documentWith = (schemas: Json): Json => ({
  openapi: '3.0.3',
  info: { title: 'Wide', version: '1' },
  paths: {
    '/v1/wide': {
      post: {
        operationId: 'Wide V1#Create',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/W' } } } },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/W' } } } } },
      },
    },
  },
  components: { schemas },
});

const inputs = { runtimeFiles: readRuntimeFiles(join(PROJECT_ROOT, 'generator/runtime')), package: readPackageModel(PROJECT_ROOT) };
const model = (schemas: Json) => buildModel(loadSpecText(JSON.stringify(documentWith(schemas)), 'wide.json').document, inputs);

describe('buildModel on wide documents', () => {
  it.each([
    ['strings', range(WIDE).map((index) => `v${index}`)],
    ['numbers', range(WIDE)],
    ['mixed values', range(WIDE).map((index) => (index % 3 === 0 ? index : index % 3 === 1 ? `s${index}` : index % 2 === 0))],
  ])('keeps an enum of 200,000 %s whole', (_, values) => {
    const built = model({ W: { type: 'object', properties: { status: { enum: values } } } });
    expect(built.enums).toHaveLength(1);
    expect(built.enums[0]!.values).toHaveLength(new Set(values).size);
    expect(built.enums[0]!.side).toBe('response');
  });

  it('walks a schema of 200,000 properties, each with an enum', () => {
    const properties = Object.fromEntries(range(WIDE).map((index) => [`p${index}`, { type: 'string', enum: ['a', 'b'] }]));
    const built = model({ W: { type: 'object', required: Object.keys(properties), properties } });
    expect(built.enums).toHaveLength(WIDE);
    const shape = built.validation.components.find((component) => component.name === 'W')?.shape;
    expect(shape).toMatchObject({ kind: 'object' });
    expect((shape as { properties: unknown[] }).properties).toHaveLength(WIDE);
  });

  it.each(['allOf', 'oneOf', 'anyOf'] as const)('reads %s with 200,000 inline members', (keyword) => {
    const built = model({ W: { [keyword]: range(WIDE).map((index) => ({ type: 'object', properties: { [`k${index}`]: { type: 'string' } } })) } });
    const shape = built.validation.components.find((component) => component.name === 'W')?.shape as { members?: unknown[] } | undefined;
    expect(shape?.members).toHaveLength(WIDE);
  });
});
