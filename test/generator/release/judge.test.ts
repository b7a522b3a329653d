/**
 * Landings through `incident-gen generate --releases`, on small hand-written documents in a
 * scratch spec folder laid out as the project's (releases.json beside snapshots/ and
 * api-surface.d.ts): each kind of bump, a no-op, the same history giving the same bytes, and a
 * previous document that cannot be found.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { canonicalText } from '../../../generator/text/canonical-json.ts';
import { readReleaseRecord } from '../../../generator/release/record.ts';
import { checkSurface } from '../../../generator/surface/check.ts';
import { projectScratchDir, removeScratchDirs, runCli } from '../../support/generator-runs.ts';

const thing = (properties: Record<string, object>) => ({ type: 'object', required: ['id'], properties: { id: { type: 'string' }, ...properties } });
const ok = (schema: object) => ({ '200': { description: 'OK', content: { 'application/json': { schema } } } });

/** A: one operation. B: a description changed. C: an operation added. D: a response property removed. */
function documents(): OpenApiDocument[] {
  const a = {
    openapi: '3.0.3',
    info: { title: 'Things API', version: 'not semver at all: ../../\n' },
    paths: { '/v2/things': { get: { operationId: 'Things V2#List', tags: ['Things V2'], responses: ok({ $ref: '#/components/schemas/ThingsResultV2' }) } } },
    components: {
      schemas: {
        ThingV2: thing({ name: { type: 'string', description: 'What it is called' } }),
        ThingsResultV2: { type: 'object', required: ['things'], properties: { things: { type: 'array', items: { $ref: '#/components/schemas/ThingV2' } } } },
      },
    },
  };
  const b = structuredClone(a);
  b.components.schemas.ThingV2 = thing({ name: { type: 'string', description: 'What people call it' } });
  const c = structuredClone(b) as typeof b & { paths: Record<string, unknown> };
  c.paths['/v2/things/{id}'] = {
    get: { operationId: 'Things V2#Show', tags: ['Things V2'], parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: ok({ $ref: '#/components/schemas/ThingV2' }) },
  };
  const d = structuredClone(c);
  d.components.schemas.ThingV2 = thing({});
  return [a, b, c, d] as unknown as OpenApiDocument[];
}

const GENERATING_MS = 180_000;
let root: string;
const spec = () => join(root, 'spec');
const record = () => readReleaseRecord(join(spec(), 'releases.json')).record;
const version = (dir = 'generated') => (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { version: string }).version;

/** What `make spec` or regen leaves: the document as spec/openapiV3.json and as a dated snapshot. */
function land(document: OpenApiDocument, date: string): void {
  writeFileSync(join(spec(), 'openapiV3.json'), canonicalText(document));
  writeFileSync(join(spec(), 'snapshots', `${date}T000000Z.json`), canonicalText(document));
}

const generate = (out = 'generated') => runCli(['generate', '--spec', join(spec(), 'openapiV3.json'), '--out', join(root, out), '--releases', join(spec(), 'releases.json')]);

/** `make surface`: the landed package's surface becomes the baseline. */
const acceptSurface = () => writeFileSync(join(spec(), 'api-surface.d.ts'), checkSurface(join(root, 'generated'), join(spec(), 'api-surface.d.ts')).text);

beforeAll(() => {
  root = projectScratchDir('release-judge');
  mkdirSync(join(root, 'spec', 'snapshots'), { recursive: true });
});
afterAll(removeScratchDirs);

describe('generate --releases: a landing moves the version by what changed', () => {
  const [a, b, c, d] = documents();

  it('starts the reference edition at 0.1.0, dated by its snapshot; info.version plays no part', async () => {
    land(a!, '2026-01-01');
    const first = await generate();
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('version     0.1.0 (initial, new: first release of the edition written from the reference)');
    expect(version()).toBe('0.1.0');
    expect(record().releases).toMatchObject([{ version: '0.1.0', bump: 'initial', documentDate: '2026-01-01T00:00:00.000Z', changes: [] }]);
    expect(JSON.parse(readFileSync(join(root, 'generated/package.json'), 'utf8'))).not.toHaveProperty('private');
    acceptSurface();
  }, GENERATING_MS);

  it('leaves everything as it is when nothing changed, and gives the same bytes for the same history elsewhere', async () => {
    const recordText = readFileSync(join(spec(), 'releases.json'), 'utf8');
    const again = await generate();
    expect(again.stdout).toMatch(/^up to date: .*\n[\s\S]*version {5}0\.1\.0\n?$/);
    expect(readFileSync(join(spec(), 'releases.json'), 'utf8')).toBe(recordText);
    // A second output folder from the same spec and record: the content matches the newest
    // release's fingerprint, so it is that release, byte for byte.
    expect((await generate('elsewhere')).status).toBe(0);
    expect(readFileSync(join(spec(), 'releases.json'), 'utf8')).toBe(recordText);
    for (const file of readdirSync(join(root, 'generated'), { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.json') || path.endsWith('.md') || path.endsWith('.ts'))) {
      expect(readFileSync(join(root, 'elsewhere', file), 'utf8'), file).toBe(readFileSync(join(root, 'generated', file), 'utf8'));
    }
  }, GENERATING_MS);

  it('is a patch when only a description changed (0.x: the patch number moves)', async () => {
    land(b!, '2026-02-01');
    expect((await generate()).status).toBe(0);
    expect(record().releases.at(-1)).toMatchObject({ version: '0.1.1', bump: 'patch', documentDate: '2026-02-01T00:00:00.000Z', changes: [] });
    acceptSurface();
  }, GENERATING_MS);

  it('is a minor when an operation is added (0.x: the patch number moves), naming it and its symbols', async () => {
    land(c!, '2026-03-01');
    expect((await generate()).status).toBe(0);
    const newest = record().releases.at(-1)!;
    expect(newest).toMatchObject({ version: '0.1.2', bump: 'minor' });
    expect(newest.reasons).toContain('operation-added (1)');
    expect(newest.reasons.some((reason) => reason.startsWith('api-surface-addition ('))).toBe(true);
    expect(newest.changes).toContainEqual(expect.objectContaining({ group: 'added', id: 'operation-added', operations: ['GET /v2/things/{id}'] }));
    expect(readFileSync(join(root, 'generated/CHANGELOG.md'), 'utf8')).toMatch(/## 0\.1\.2 \(minor\): 1 operation added[^\n]*\n\n- Why: [^\n]*operation-added \(1\)/);
    acceptSurface();
  }, GENERATING_MS);

  it('is a major when a response property goes (0.x: the minor number moves), with the rule and the surface break as reasons', async () => {
    land(d!, '2026-04-01');
    expect((await generate()).status).toBe(0);
    const newest = record().releases.at(-1)!;
    expect(newest).toMatchObject({ version: '0.2.0', bump: 'major' });
    // ThingV2.name reached from both operations is one change, listing both.
    expect(newest.reasons).toEqual(['api-surface-break (1)', 'response-property-removed (1)']);
    expect(newest.changes).toContainEqual(expect.objectContaining({ id: 'response-property-removed', operations: ['GET /v2/things', 'GET /v2/things/{id}'], location: 'ThingV2.name' }));
    expect(newest.changes.filter((change) => change.group === 'breaking').map((change) => change.id)).toContain('response-property-removed');
    expect(version()).toBe('0.2.0');
    expect(record().releases.map((release) => release.version)).toEqual(['0.1.0', '0.1.1', '0.1.2', '0.2.0']);
  }, GENERATING_MS);

  it('refuses, as bad input that changes nothing, a landing whose previous document is in no snapshot', async () => {
    const before = readFileSync(join(spec(), 'releases.json'), 'utf8');
    const packageBefore = readFileSync(join(root, 'generated/package.json'), 'utf8');
    const snapshots = join(root, 'snapshots-aside');
    cpSync(join(spec(), 'snapshots'), snapshots, { recursive: true });
    rmSync(join(spec(), 'snapshots', '2026-04-01T000000Z.json'));
    writeFileSync(join(spec(), 'openapiV3.json'), canonicalText(c));
    const refused = await generate();
    expect(refused.status).toBe(2);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toMatch(/releases\.json: the document of release 0\.2\.0 \(sha256 [0-9a-f]{12}\) is not among the snapshots/);
    expect(readFileSync(join(spec(), 'releases.json'), 'utf8')).toBe(before);
    expect(readFileSync(join(root, 'generated/package.json'), 'utf8')).toBe(packageBefore);
  }, GENERATING_MS);
});
