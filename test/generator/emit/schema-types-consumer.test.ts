/**
 * Named schema types as a consumer meets them: a generated package (the reference edition, the
 * newest and oldest real snapshots, the collision document) and a consumer that imports every
 * component schema by its exported name and proves it is `components['schemas'][original]`:
 * assigned both ways and identical by the strict type-equality test. Hovers over a call's `data`
 * print the name, not the structure.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../../generator/generate.ts';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { isRef, refName, resolvePointer } from '../../../generator/load/refs.ts';
import type { ApiModel } from '../../../generator/model/types.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';
import { PROJECT_ROOT, projectScratchDir, removeScratchDirs, typecheck } from '../../support/generator-runs.ts';
import { readRealSpec, realSpecPaths } from '../../support/real-specs.ts';
import { collisionDocument } from '../../support/schema-name-collisions.ts';

const CONSUMER = 'schema-types-consumer.ts';
const HOVER = 'schema-types-hover.ts';

interface Case {
  label: string;
  document: () => OpenApiDocument;
  specPath: (scratch: string) => string;
}

const referenceSnapshot = join(PROJECT_ROOT, 'spec/snapshots', readdirSync(join(PROJECT_ROOT, 'spec/snapshots')).filter((name) => name.endsWith('.json')).sort().at(-1)!);
const [oldestReal, newestReal] = [realSpecPaths()[0]!, realSpecPaths().at(-1)!];
const writtenCollisions = (scratch: string) => {
  const path = join(scratch, 'collisions.json');
  writeFileSync(path, JSON.stringify(collisionDocument()));
  return path;
};

const CASES: Case[] = [
  { label: 'the reference edition', document: () => JSON.parse(readFileSync(referenceSnapshot, 'utf8')), specPath: () => referenceSnapshot },
  { label: 'the newest real snapshot', document: () => readRealSpec(newestReal) as unknown as OpenApiDocument, specPath: () => newestReal },
  { label: 'the oldest real snapshot', document: () => readRealSpec(oldestReal) as unknown as OpenApiDocument, specPath: () => oldestReal },
  { label: 'the collision document', document: collisionDocument, specPath: writtenCollisions },
];

afterAll(removeScratchDirs);

describe.each(CASES)('named schema types: $label', ({ document, specPath }) => {
  it('exports every component schema by its name, identical to components[schemas][name], under TypeScript 5.9 and 7.0', async () => {
    const scratch = projectScratchDir('schema-types');
    const out = join(scratch, 'pkg');
    await generate({ specPath: specPath(scratch), outDir: out });
    const model = fixtureModel(document());
    expect(model.schemaTypes.length).toBe(Object.keys(document().components?.schemas ?? {}).length);
    writeFileSync(join(out, CONSUMER), consumerOf(model));
    const [tsc5, tsc7] = await Promise.all([typecheck(out), typecheck(out, { compiler: 'tsc7' })]);
    expect(tsc5.stdout + tsc5.stderr).toBe('');
    expect(tsc7.stdout + tsc7.stderr).toBe('');
  }, 300_000);
});

describe.each([CASES[0]!, CASES[3]!])('hovers over a call’s data: $label', ({ document, specPath }) => {
  it('show the success body’s schema type by name', async () => {
    const scratch = projectScratchDir('schema-hover');
    const out = join(scratch, 'pkg');
    await generate({ specPath: specPath(scratch), outDir: out });
    const calls = hoverCalls(document(), fixtureModel(document()));
    expect(calls.length).toBeGreaterThan(0);
    writeFileSync(join(out, HOVER), hoverFile(calls));
    expect(quickInfoAtMarkers(out, HOVER)).toEqual(calls.map((call) => `const data: ${call.typeName}`));
  }, 300_000);
});

/** One import of every schema type, then per schema: assignment both ways and the strict equality. */
function consumerOf(model: ApiModel): string {
  const names = model.schemaTypes.map((schemaType) => schemaType.typeName);
  const lines = [
    `import type { components, ApiErrorBody, ApiErrorDetail, IncidentApiError, ${names.join(', ')} } from './index.js';`,
    'type Schemas = components["schemas"];',
    'type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends (<T>() => T extends Y ? 1 : 2) ? true : false;',
    ...model.schemaTypes.flatMap(({ name, typeName }, index) => [
      `export const fromSchema${index} = (value: Schemas[${JSON.stringify(name)}]): ${typeName} => value;`,
      `export const toSchema${index} = (value: ${typeName}): Schemas[${JSON.stringify(name)}] => value;`,
      `export const same${index}: Equal<${typeName}, Schemas[${JSON.stringify(name)}]> = true;`,
    ]),
    'declare const error: IncidentApiError;',
    'export const detail: ApiErrorDetail = error.errors[0]!;',
    'export const detailIsElement: Equal<ApiErrorDetail, IncidentApiError["errors"][number]> = true;',
    'export const bodyIsElement: Equal<ApiErrorBody["errors"][number], ApiErrorDetail> = true;',
    '',
  ];
  return lines.join('\n');
}

interface HoverCall {
  path: string;
  pathParams: string[];
  typeName: string;
}

/** GET operations that need no query or header and answer with a component schema: what `data` should hover as. */
function hoverCalls(document: OpenApiDocument, model: ApiModel): HoverCall[] {
  return model.operations.flatMap((operation) => {
    if (operation.method !== 'get' || !operation.success?.body) return [];
    if (operation.parameters.some((parameter) => parameter.required && parameter.in !== 'path')) return [];
    const response = document.paths[operation.path]?.get?.responses?.[operation.success.status];
    const schema = (isRef(response) ? resolvePointer(document, response.$ref) : response) as { content?: Record<string, { schema?: unknown }> } | undefined;
    const body = schema?.content?.[operation.success.body.contentType]?.schema;
    const target = isRef(body) ? model.schemaTypes.find((schemaType) => schemaType.name === refName(body.$ref)) : undefined;
    if (!target) return [];
    return [{ path: operation.path, pathParams: operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name), typeName: target.typeName }];
  });
}

function hoverFile(calls: HoverCall[]): string {
  const lines = ["import { createIncidentClient } from './index.js';", "const client = createIncidentClient({ apiKey: 'key' });", 'export async function calls() {'];
  calls.forEach((call, index) => {
    const params = call.pathParams.length > 0 ? `, { params: { path: { ${call.pathParams.map((name) => `${JSON.stringify(name)}: 'x'`).join(', ')} } } }` : '';
    lines.push(`  const { data/*?*/ } = await client.GET(${JSON.stringify(call.path)}${params});`, `  console.log(${index}, data);`);
  });
  lines.push('}', '');
  return lines.join('\n');
}

/** The language service's quick info just before each `?` marker comment, as an editor shows it. */
function quickInfoAtMarkers(dir: string, name: string): string[] {
  const file = join(dir, name);
  const text = readFileSync(file, 'utf8');
  const config = ts.getParsedCommandLineOfConfigFile(join(dir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
  const host: ts.LanguageServiceHost = {
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (path) => (ts.sys.fileExists(path) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(path)!) : undefined),
    getCurrentDirectory: () => dir,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
  };
  const service = ts.createLanguageService(host);
  const shown: string[] = [];
  for (let at = text.indexOf('/*?*/'); at >= 0; at = text.indexOf('/*?*/', at + 1)) {
    shown.push(ts.displayPartsToString(service.getQuickInfoAtPosition(file, at - 1)?.displayParts));
  }
  service.dispose();
  return shown;
}
