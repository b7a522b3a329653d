/**
 * Contract: a client generated from a spec, against Prism serving that same spec. Every list
 * operation is paginated to the end, and Prism finds nothing wrong with any request (it answers
 * 422 to an invalid one, which the client throws, and logs every violation).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../../generator/context.ts';
import { generate } from '../../../../generator/generate.ts';
import { deref } from '../../../../generator/load/refs.ts';
import type { IncidentClient, PaginationTable, Paginator } from '../../../../generator/runtime/client/index.ts';
import { newestRealSpecPath, readRealSpecText, snapshotName } from '../../../support/real-specs.ts';
import { startPrism, type PrismServer } from './prism.ts';

const SCRATCH = join(PROJECT_ROOT, '.tmp', 'client-contract');
/** A list that is still going after this many pages is a pagination bug, not a long list. */
const MAX_PAGES = 10;
const SETUP_MS = 180_000;

interface GeneratedPackage {
  createIncidentClient(options: { apiKey: string; baseUrl: string; onDeprecated: 'ignore' }): IncidentClient<object>;
  paginate(client: IncidentClient<object>, path: string, options: object): Paginator<unknown>;
  pagination: PaginationTable;
}

type Json = Record<string, unknown>;

interface Source {
  name: string;
  specFile(): string;
  /** Where the package for it is: the committed generated/, or a scratch folder to generate into. */
  packageDir: string;
  generateInto: boolean;
}

const sources: Source[] = [
  { name: 'spec/openapiV3.json', specFile: () => join(PROJECT_ROOT, 'spec/openapiV3.json'), packageDir: join(PROJECT_ROOT, 'generated'), generateInto: false },
  {
    name: 'the newest real snapshot',
    packageDir: join(SCRATCH, 'real'),
    generateInto: true,
    // Read at test time into the scratch folder; nothing of it is kept in the project.
    specFile: () => {
      const file = join(SCRATCH, `${snapshotName(newestRealSpecPath())}.json`);
      writeFileSync(file, readRealSpecText(newestRealSpecPath()));
      return file;
    },
  },
];

for (const source of sources) {
  describe(`contract with Prism serving ${source.name}`, () => {
    let prism: PrismServer | undefined;
    let pkg: GeneratedPackage;
    let document: Json;

    beforeAll(async () => {
      mkdirSync(SCRATCH, { recursive: true });
      const specFile = source.specFile();
      document = JSON.parse(readFileSync(specFile, 'utf8')) as Json;
      const generating = source.generateInto ? generate({ specPath: specFile, outDir: source.packageDir }) : undefined;
      [prism] = await Promise.all([startPrism(specFile), generating]);
      pkg = (await import(pathToFileURL(join(source.packageDir, 'index.ts')).href)) as GeneratedPackage;
    }, SETUP_MS);

    afterAll(async () => {
      await prism?.stop();
    });

    it('paginates every list operation to the end, every request valid', async () => {
      const client = pkg.createIncidentClient({ apiKey: 'contract-test-key-0123456789', baseUrl: prism!.url, onDeprecated: 'ignore' });
      const pages = new Map<string, number>();
      client.use({
        onRequest: ({ schemaPath }) => {
          pages.set(schemaPath, (pages.get(schemaPath) ?? 0) + 1);
          if (pages.get(schemaPath)! > MAX_PAGES) throw new Error(`more than ${MAX_PAGES} pages`);
        },
      });
      const failures: string[] = [];
      const listPaths = Object.keys(pkg.pagination);
      for (const path of listPaths) {
        try {
          const records = await pkg.paginate(client, path, { ...requiredParameters(document, path), signal: AbortSignal.timeout(20_000) }).collect();
          if (!Array.isArray(records)) failures.push(`${path}: collect() gave no array`);
        } catch (error) {
          failures.push(`${path}: ${(error as Error).message}`);
        }
      }
      expect(failures).toEqual([]);
      expect(listPaths.length).toBeGreaterThan(10);
      expect([...pages.keys()].sort()).toEqual([...listPaths].sort());
      expect(prism!.log()).not.toMatch(/error\s+Violation: request/);
    }, 120_000);
  });
}

/** Values for the list operation's required query and path parameters, from the spec. */
function requiredParameters(document: Json, path: string): { query?: Json; path?: Json } {
  const item = (document.paths as Json)[path] as Json;
  const operation = item.get as Json;
  const parameters = [...((item.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])].map((parameter) => deref<Json>(document, parameter)!);
  const pick = (where: string) =>
    Object.fromEntries(parameters.filter((parameter) => parameter.in === where && parameter.required).map((parameter) => [parameter.name as string, sampleOf(document, parameter)]));
  return { query: pick('query'), path: pick('path') };
}

function sampleOf(document: Json, parameter: Json): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const examples = Object.values((parameter.examples as Record<string, Json> | undefined) ?? {});
  if (examples[0]?.value !== undefined) return examples[0].value;
  return sampleOfSchema(document, parameter.schema);
}

function sampleOfSchema(document: Json, value: unknown): unknown {
  const schema = deref<Json>(document, value) ?? {};
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [sampleOfSchema(document, schema.items)];
    default:
      return schema.format === 'date-time' ? '2024-01-01T00:00:00Z' : 'x';
  }
}
