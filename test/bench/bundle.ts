/**
 * What a browser or edge consumer ships: esbuild (bundle, minify, ESM, platform browser) of three
 * small consumers of the package in generated/ (read through its `source` condition, as a monorepo
 * bundler would), next to bare openapi-fetch making the same four calls:
 * - `four-call`: identity, list incidents, show one incident, list schedule entries, through a
 *   client of the four methods picked by name (the goal), of the three resources whole, and
 *   through the client of everything;
 * - `webhook-only`: verify one delivery and narrow its event;
 * - `bare openapi-fetch`: the four calls by path, the peer.
 * Raw and gzip (level 9) bytes, each as a ratio to the peer. Each line says whether the issue's
 * goal is met (four calls <= 10 kB gzipped, webhook-only <= 6 kB); the ceilings are the guards:
 * past one, `make bench` fails.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { PROJECT_ROOT } from '../support/project.ts';

const PACKAGE = 'incident-api-client';
/** Decimal kilobytes: the goals are 10 000 and 6 000 bytes gzipped. */
const KB = 1000;

interface Consumer {
  name: string;
  source: string;
  /** The issue's goal in gzipped bytes: reported met or not. */
  goalGzip?: number;
  /** Gzipped bytes past which `make bench` fails: today's size and a little room, so a bundle cannot grow unseen. */
  ceilingGzip?: number;
}

const FOUR_CALL_BODY = `export async function run() {
  const identity = await client.identityV1.show();
  const incidents = await client.incidentsV2.list({ page_size: 25 });
  const incident = await client.incidentsV2.show({ id: incidents.incidents[0].id });
  const entries = await client.scheduleEntriesV2.list({ schedule_id: 'schedule' });
  return [identity, incident, entries];
}
`;

/** The four calls, through a client of the four methods they use, each picked by name. */
const FOUR_CALLS = `import { createIncidentClientWith } from '${PACKAGE}';
import { identityV1Show, incidentsV2List, incidentsV2Show, scheduleEntriesV2List } from '${PACKAGE}/resources';
const client = createIncidentClientWith(
  { identityV1: { show: identityV1Show }, incidentsV2: { list: incidentsV2List, show: incidentsV2Show }, scheduleEntriesV2: { list: scheduleEntriesV2List } },
  { apiKey: 'bench-key-0123456789abcdef' },
);
${FOUR_CALL_BODY}`;

/** The same four calls through a client of the three resources whole: every method of each is kept. */
const FOUR_CALLS_WHOLE_RESOURCES = `import { createIncidentClientWith } from '${PACKAGE}';
import { identityV1, incidentsV2, scheduleEntriesV2 } from '${PACKAGE}/resources';
const client = createIncidentClientWith({ identityV1, incidentsV2, scheduleEntriesV2 }, { apiKey: 'bench-key-0123456789abcdef' });
${FOUR_CALL_BODY}`;

/** The same four calls through the client of every resource: what existing code pays. */
const FOUR_CALLS_WHOLE_CLIENT = `import { createIncidentClient } from '${PACKAGE}';
const client = createIncidentClient({ apiKey: 'bench-key-0123456789abcdef' });
${FOUR_CALL_BODY}`;

const WEBHOOK_ONLY = `import { verifyWebhook, isWebhookEvent } from '${PACKAGE}/webhooks';
export function handle(body, headers) {
  const event = verifyWebhook({ body, headers, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });
  return isWebhookEvent(event, 'public_incident.incident_created_v2') ? event['public_incident.incident_created_v2'].incident.id : undefined;
}
`;

const BARE = `import createClient from 'openapi-fetch';
const client = createClient({ baseUrl: 'https://api.incident.io', headers: { Authorization: 'Bearer bench-key-0123456789abcdef' } });
export async function run() {
  const identity = await client.GET('/v1/identity');
  const incidents = await client.GET('/v2/incidents', { params: { query: { page_size: 25 } } });
  const incident = await client.GET('/v2/incidents/{id}', { params: { path: { id: incidents.data.incidents[0].id } } });
  const entries = await client.GET('/v2/schedule_entries', { params: { query: { schedule_id: 'schedule' } } });
  return [identity, incident, entries];
}
`;

export const CONSUMERS: readonly Consumer[] = [
  { name: 'four-call consumer (createIncidentClientWith, four methods picked)', source: FOUR_CALLS, goalGzip: 10 * KB, ceilingGzip: 10.07 * KB },
  { name: 'four-call consumer (createIncidentClientWith, three resources whole)', source: FOUR_CALLS_WHOLE_RESOURCES, ceilingGzip: 10.3 * KB },
  { name: 'four-call consumer through createIncidentClient (every resource)', source: FOUR_CALLS_WHOLE_CLIENT, ceilingGzip: 29.5 * KB },
  { name: 'webhook-only consumer', source: WEBHOOK_ONLY, goalGzip: 6 * KB, ceilingGzip: 6.2 * KB },
  { name: 'bare openapi-fetch, the same four calls', source: BARE },
];

export interface BundleSize {
  raw: number;
  gzip: number;
  /** Minified bytes each input file kept, largest first. */
  inputs: Array<[string, number]>;
}

/** Bundles one consumer's source as the bench does; `packageDir` is the package it imports. */
export async function bundleSize(source: string, packageDir = join(PROJECT_ROOT, 'generated')): Promise<BundleSize> {
  const work = mkdtempSync(join(tmpdir(), 'incident-bench-bundle-'));
  try {
    mkdirSync(join(work, 'node_modules'));
    symlinkSync(packageDir, join(work, 'node_modules', PACKAGE), 'dir');
    writeFileSync(join(work, 'consumer.js'), source);
    const result = await build({
      entryPoints: [join(work, 'consumer.js')],
      absWorkingDir: work,
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      conditions: ['source'],
      // The package's own dependencies resolve from its real path; the bare consumer's from here.
      nodePaths: [join(PROJECT_ROOT, 'node_modules')],
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.contents;
    return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, inputs: keptInputs(result.metafile) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function keptInputs(metafile: Metafile): Array<[string, number]> {
  const output = Object.values(metafile.outputs)[0]!;
  return Object.entries(output.inputs)
    .map(([path, { bytesInOutput }]): [string, number] => [path.replace(/^.*?node_modules\//, '').replace(/^.*\/generated\//, ''), bytesInOutput])
    .filter(([, bytes]) => bytes > 0)
    .sort((a, b) => b[1] - a[1]);
}

/** Two decimals: a goal is met or missed by tens of bytes, which one decimal rounds away (9,969 B read "10.0 kB"). */
const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} kB`;

export async function bench(): Promise<{ lines: string[]; missed: string[] }> {
  const sizes = await Promise.all(CONSUMERS.map((consumer) => bundleSize(consumer.source)));
  const peer = sizes.at(-1)!;
  const lines = ['esbuild --bundle --minify --format=esm --platform=browser; gzip level 9'];
  const missed: string[] = [];
  CONSUMERS.forEach((consumer, index) => {
    const size = sizes[index]!;
    const ratios = size === peer ? '' : `; ${(size.raw / peer.raw).toFixed(1)}x raw, ${(size.gzip / peer.gzip).toFixed(1)}x gzipped of bare openapi-fetch`;
    const goal = consumer.goalGzip === undefined ? '' : ` (goal <= ${kb(consumer.goalGzip)} gzipped, ${size.gzip <= consumer.goalGzip ? 'met' : 'NOT met'})`;
    lines.push(`${consumer.name}: ${kb(size.raw)} raw, ${kb(size.gzip)} gzipped${ratios}${goal}`);
    if (size !== peer) lines.push(`  largest inputs (minified): ${size.inputs.slice(0, 6).map(([path, bytes]) => `${path} ${kb(bytes)}`).join(', ')}`);
    if (consumer.ceilingGzip !== undefined && size.gzip > consumer.ceilingGzip) missed.push(`${consumer.name} is ${kb(size.gzip)} gzipped, past its ceiling of ${kb(consumer.ceilingGzip)}`);
  });
  return { lines, missed };
}
