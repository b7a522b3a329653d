/**
 * Any OpenAPI document gets its own names (issue 34, item 5): `generate --name` (or the config
 * file) names the package, its factory, its error classes and its default base URL from the
 * document's servers; through the CLI as a process, compiled, and called on a loopback server.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { startLoopbackServer } from '../../support/loopback.ts';
import { PROJECT_ROOT, projectScratchDir, removeScratchDirs, runCli, runIn, typecheck } from '../../support/generator-runs.ts';

type Json = Record<string, unknown>;

const petstore = (openapi: string, servers?: unknown): Json => ({
  openapi,
  info: { title: 'Petstore', version: '1.0.0' },
  ...(servers === undefined ? {} : { servers }),
  paths: {
    '/pets': {
      get: {
        operationId: 'listPets',
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } } } } } },
      },
    },
  },
  components: { schemas: { Pet: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } } } },
});

const VARIABLE_SERVER = [{ url: 'https://{region}.petstore.example/{version}', variables: { region: { default: 'eu', enum: ['eu', 'us'] }, version: { default: 'v1' } } }, { url: 'https://other.example' }];

function write(dir: string, file: string, document: Json): string {
  const path = join(dir, file);
  writeFileSync(path, file.endsWith('.json') ? JSON.stringify(document) : stringify(document));
  return path;
}

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
const tsx = join(PROJECT_ROOT, 'node_modules/.bin/tsx');
const cli = join(PROJECT_ROOT, 'generator/cli.ts');

describe('generate --name: a package of its own', () => {
  afterAll(removeScratchDirs);

  it.each([
    ['3.0.3', 'spec.json'],
    ['3.1.0', 'spec.yaml'],
  ])('OpenAPI %s (%s): package name, factory, error class, base URL from the server variables; compiles', async (openapi, file) => {
    const dir = projectScratchDir('names');
    const out = join(dir, 'pkg');
    const result = await runCli(['generate', '--spec', write(dir, file, petstore(openapi, VARIABLE_SERVER)), '--out', out, '--name', 'petstore-client']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(read(out, 'package.json')).name).toBe('petstore-client');
    // The factory and base URL live in client.ts (issue #37); the entry re-exports them from there.
    const entry = read(out, 'index.ts');
    const client = read(out, 'client.ts');
    expect(client).toContain("export const DEFAULT_BASE_URL = 'https://eu.petstore.example/v1';");
    expect(client).toMatch(/export function createPetstoreClient\(\s*options: ClientOptions,?\s*\)/);
    expect(entry).toMatch(/^export \{[^}]*\bDEFAULT_BASE_URL\b[^}]*\bcreatePetstoreClient\b[^}]*\} from '\.\/client\.js';$/m);
    expect(entry).toMatch(/IncidentApiError as PetstoreApiError/);
    expect(entry).toMatch(/IncidentError as PetstoreError/);
    expect(entry).toMatch(/IncidentClient as PetstoreClient/);
    // The platform's names are not the package's: nothing exports them.
    expect(entry).not.toMatch(/createIncidentClient|^\s*(type )?Incident\w*,?$|[{,] (type )?Incident\w*(?= *[,}])/m);
    for (const module of [client, read(out, 'composed-client.ts')]) expect(module).not.toMatch(/export (const|function) createIncidentClient|export const \{[^}]*createIncidentClient/);
    // The package's README speaks its names too.
    const readme = read(out, 'README.md');
    expect(readme).toContain("import { createPetstoreClient } from 'petstore-client';");
    expect(readme).toContain('`PetstoreApiError` and its subclasses');
    expect(readme).not.toContain('createIncidentClient');
    expect((await typecheck(out)).stdout).toBe('');
  }, 120_000);

  it('the package calls a real server, its default base URL replaced, and throws its own error class', async () => {
    const dir = projectScratchDir('names');
    const out = join(dir, 'pkg');
    expect((await runCli(['generate', '--spec', write(dir, 'spec.json', petstore('3.1.0', VARIABLE_SERVER)), '--out', out, '--name', '@acme/pet-store-api-client'])).status).toBe(0);
    const seen: string[] = [];
    const server = await startLoopbackServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      const missing = request.url !== '/v9/pets';
      response.writeHead(missing ? 404 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(missing ? { type: 'not_found', status: 404, request_id: 'r', errors: [] } : [{ id: 1, name: 'Rex' }]));
    });
    try {
      const pkg = (await import(join(out, 'index.ts'))) as Record<string, unknown> & {
        createPetStoreClient: (options: object) => { GET(path: string): Promise<{ data: unknown }> };
        PetStoreApiError: new (...args: never[]) => Error;
      };
      expect(pkg['DEFAULT_BASE_URL']).toBe('https://eu.petstore.example/v1');
      expect(pkg['createIncidentClient']).toBeUndefined();
      const client = pkg.createPetStoreClient({ apiKey: 'test_key_123', baseUrl: `${server.url}/v9`, retry: false, rateLimit: false, onDeprecated: 'ignore' });
      expect((await client.GET('/pets')).data).toEqual([{ id: 1, name: 'Rex' }]);
      const other = pkg.createPetStoreClient({ apiKey: 'test_key_123', baseUrl: server.url, retry: false, rateLimit: false });
      await expect(other.GET('/pets')).rejects.toBeInstanceOf(pkg.PetStoreApiError);
      expect(seen).toEqual(['GET /v9/pets', 'GET /pets']);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('no server, or a relative one read from a file: no default, baseUrl required; from a URL: resolved against it', async () => {
    const dir = projectScratchDir('names');
    for (const servers of [undefined, [{ url: '/api/v1' }]]) {
      const out = join(dir, `pkg-${servers ? 'relative' : 'none'}`);
      expect((await runCli(['generate', '--spec', write(dir, 'spec.json', petstore('3.0.3', servers)), '--out', out, '--name', 'petstore-client'])).status).toBe(0);
      const entry = read(out, 'index.ts');
      const client = read(out, 'client.ts');
      for (const module of [entry, client]) expect(module).not.toContain('DEFAULT_BASE_URL');
      expect(client).toMatch(/export function createPetstoreClient\(\s*options: ClientOptions & \{ baseUrl: string \},?\s*\)/);
      expect(entry).toMatch(/^export \{[^}]*\bcreatePetstoreClient\b[^}]*\} from '\.\/client\.js';$/m);
      expect((await typecheck(out)).stdout).toBe('');
    }
    const text = JSON.stringify(petstore('3.0.3', [{ url: '../api/{v}', variables: { v: { default: 'v2' } } }]));
    const server = await startLoopbackServer((_request, response) => response.end(text));
    try {
      const out = join(dir, 'pkg-url');
      const result = await runCli(['generate', '--spec', `${server.url}/docs/openapi.json?token=secret`, '--out', out, '--name', 'petstore-client']);
      expect(result.stderr).toBe('');
      expect(read(out, 'client.ts')).toContain(`export const DEFAULT_BASE_URL = '${server.url}/api/v2';`);
      expect(read(out, 'index.ts')).toMatch(/^export \{[^}]*\bDEFAULT_BASE_URL\b[^}]*\} from '\.\/client\.js';$/m);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('the config file names the package; --name wins over it', async () => {
    const dir = projectScratchDir('names');
    const spec = write(dir, 'spec.yaml', petstore('3.1.0', VARIABLE_SERVER));
    writeFileSync(join(dir, 'incident-gen.config.json'), JSON.stringify({ generate: { name: 'zoo-client' } }));
    expect((await runIn(dir, tsx, [cli, 'generate', '--spec', spec, '--out', 'pkg'])).status).toBe(0);
    expect(JSON.parse(read(dir, 'pkg/package.json')).name).toBe('zoo-client');
    expect(read(dir, 'pkg/client.ts')).toContain('export function createZooClient(');
    expect(read(dir, 'pkg/index.ts')).toMatch(/^export \{[^}]*\bcreateZooClient\b[^}]*\} from '\.\/client\.js';$/m);
    expect((await runIn(dir, tsx, [cli, 'generate', '--spec', spec, '--out', 'pkg', '--name', 'petstore-client'])).status).toBe(0);
    expect(JSON.parse(read(dir, 'pkg/package.json')).name).toBe('petstore-client');
    // The name is an input: the package is up to date under its own name only.
    expect((await runIn(dir, tsx, [cli, 'generate', '--check', '--spec', spec, '--out', 'pkg', '--name', 'petstore-client'])).status).toBe(0);
    expect((await runIn(dir, tsx, [cli, 'generate', '--check', '--spec', spec, '--out', 'pkg'])).status).toBe(1);
  }, 120_000);

  it('refuses a bad name, config or server with one line and exit 2, writing nothing', async () => {
    const dir = projectScratchDir('names');
    const spec = write(dir, 'spec.json', petstore('3.0.3', VARIABLE_SERVER));
    const out = join(dir, 'pkg');
    const refused = async (args: string[], message: RegExp, cwd = PROJECT_ROOT) => {
      const result = await runIn(cwd, tsx, [cli, 'generate', '--spec', spec, '--out', out, ...args]);
      expect(result.stderr).toMatch(message);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.status).toBe(2);
    };
    for (const name of ['Petstore', '', '3d-client', '@scope/', 'pet store', '.pets', 'PETS-client', `${'a'.repeat(215)}`]) await refused(['--name', name], /^error: --name: /);
    await refused(['--config', join(dir, 'missing.json')], /missing\.json: no such file/);
    writeFileSync(join(dir, 'incident-gen.config.json'), JSON.stringify({ generate: { nmae: 'x' } }));
    await refused([], /incident-gen\.config\.json: generate: unknown key "nmae"/, dir);
    for (const [servers, message] of [
      [[{ url: 'https://user:hunter2@pets.example' }], /servers\[0\]\.url: carries credentials/],
      [[{ url: 'ftp://pets.example' }], /servers\[0\]\.url: not an http: or https: URL/],
      [[{ url: 'https://{host}/' }], /servers\[0\]\.variables: the url's variable "host" has no string default/],
    ] as const) {
      const bad = write(dir, 'bad.json', petstore('3.0.3', servers));
      const result = await runCli(['generate', '--spec', bad, '--out', out, '--name', 'petstore-client']);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toContain('hunter2');
      expect(result.status).toBe(2);
    }
    expect(() => read(out, 'package.json')).toThrow();
  }, 120_000);

  it('--help says what is read: 3.0 and 3.1, JSON or YAML, gzip, a URL; and what --name does', async () => {
    const help = await runCli(['generate', '--help']);
    expect(help.stdout).toMatch(/OpenAPI 3\.0 or 3\.1 document, JSON or YAML, plain or\s+gzip-compressed, read from a file or an http\(s\) URL/);
    expect(help.stdout).toMatch(/--name NAME +the package's npm name/);
    expect(help.stdout).toMatch(/--config FILE/);
  });
});
