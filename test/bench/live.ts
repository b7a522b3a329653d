/**
 * What live drift costs (issue 17): per request, `validateResponses: 'report'` against 'off' on a
 * 100-record page of the newest real snapshot's incident list (its own example record, repeated)
 * on loopback; and the bytes the validators add to the package, packed and unpacked, for the
 * committed package (`generated/`) and one generated from the newest real snapshot.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildClientPackage } from '../../generator/build/client-package.ts';
import { generate } from '../../generator/generate.ts';
import type * as ClientRuntime from '../../generator/runtime/client/index.ts';
import type { OperationsTable } from '../../generator/runtime/client/tables.ts';
import { writeEmitted } from '../support/emitted-modules.ts';
import { removeScratchDirs } from '../support/generator-runs.ts';
import { startLoopbackServer } from '../support/loopback.ts';
import { PROJECT_ROOT } from '../support/project.ts';
import { newestRealSpecPath } from '../support/real-specs.ts';
import { clientFiles, realModel, type GeneratedValidators, type Json } from '../support/validators.ts';
import { comparePaired } from './client.ts';
import { median } from './measure/runs.ts';

const RECORDS_PER_PAGE = 100;
const WORK = join(PROJECT_ROOT, '.tmp', 'bench-live');
/** The feature's own files, source and built: without them the package is what it was before issue 17. */
const FEATURE = [/^(dist\/)?validators\./, /^(dist\/)?runtime\/validation\//, /^(dist\/)?runtime\/client\/response-validation\./, /^(dist\/)?runtime\/webhooks\/payload-validation\./];

export async function bench(): Promise<string[]> {
  rmSync(WORK, { recursive: true, force: true });
  try {
    const lines = await overhead();
    lines.push(...packageBytes('generated/ (spec/openapiV3.json)', join(PROJECT_ROOT, 'generated')));
    const realPackage = join(WORK, 'real-package');
    await generate({ specPath: newestRealSpecPath(), outDir: realPackage });
    lines.push(...packageBytes('newest real snapshot', realPackage));
    return lines;
  } finally {
    rmSync(WORK, { recursive: true, force: true });
    removeScratchDirs();
  }
}

async function overhead(): Promise<string[]> {
  const { document, model } = realModel(newestRealSpecPath());
  const dir = writeEmitted(clientFiles(model), 'bench-live');
  const runtime = (await import(pathToFileURL(join(dir, 'runtime/client/index.ts')).href)) as typeof ClientRuntime;
  const { operations } = (await import(pathToFileURL(join(dir, 'operations.ts')).href)) as { operations: OperationsTable };
  const { responseValidators } = (await import(pathToFileURL(join(dir, 'validators.ts')).href)) as GeneratedValidators;
  const bound = runtime.bindClient({ operations, pagination: {}, validators: responseValidators });

  const example = (document as Json).paths['/v2/incidents'].get.responses['200'].content['application/json'].example;
  const record = example.incidents[0];
  const page = JSON.stringify({ ...example, incidents: Array.from({ length: RECORDS_PER_PAGE }, (_, index) => ({ ...record, id: `01HINCIDENT${String(index).padStart(4, '0')}` })) });
  const server = await startLoopbackServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(page), 'x-request-id': 'req_bench' });
    response.end(page);
  });
  server.server.keepAliveTimeout = 60_000;
  try {
    const found: unknown[] = [];
    const options = { apiKey: 'bench-key-0123456789abcdef', baseUrl: server.url, rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } } as const;
    const off = bound.createIncidentClient({ ...options, validateResponses: 'off' }) as unknown as { GET(path: string): Promise<unknown> };
    const report = bound.createIncidentClient({ ...options, validateResponses: 'report', onDrift: (finding) => found.push(finding) }) as unknown as { GET(path: string): Promise<unknown> };
    const runs = await comparePaired(() => off.GET('/v2/incidents'), () => report.GET('/v2/incidents'));
    const stats = (values: number[]) => `min ${Math.min(...values).toFixed(3)} / median ${median(values).toFixed(3)} / max ${Math.max(...values).toFixed(3)}`;
    return [
      `GET /v2/incidents, ${RECORDS_PER_PAGE} records (${(page.length / 1024).toFixed(0)} KiB) on loopback: 'off' ${median(runs.baselineWallUs).toFixed(0)} us, 'report' ${median(runs.candidateWallUs).toFixed(0)} us per request (medians of ${runs.wallRatios.length} paired batches; ${found.length} findings)`,
      `  'report' / 'off': wall ${stats(runs.wallRatios)}x, process CPU ${stats(runs.cpuRatios)}x (goal <= 1.25x)`,
    ];
  } finally {
    await server.close();
  }
}

/** npm pack of the built package, with and without the feature's files. */
function packageBytes(label: string, packageDir: string): string[] {
  const name = label.replace(/\W+/g, '-');
  const withFeature = buildClientPackage(packageDir, join(WORK, `${name}-with`));
  const withoutFeature = join(WORK, `${name}-without`);
  cpSync(withFeature, withoutFeature, { recursive: true, filter: (source) => !FEATURE.some((pattern) => pattern.test(source.slice(withFeature.length + 1))) });
  const [a, b] = [measurePack(withFeature), measurePack(withoutFeature)];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  return [
    `package bytes, ${label}: packed ${kb(a.packed)} with validation, ${kb(b.packed)} without; unpacked ${kb(a.unpacked)} / ${kb(b.unpacked)}`,
    `  with / without: packed ${(a.packed / b.packed).toFixed(3)}x, unpacked ${(a.unpacked / b.unpacked).toFixed(3)}x (goal <= 1.25x)`,
  ];
}

function measurePack(dir: string): { packed: number; unpacked: number } {
  const output = execFileSync('npm', ['pack', dir, '--pack-destination', WORK, '--json', '--silent'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const [result] = JSON.parse(output) as Array<{ size: number; unpackedSize: number; filename: string }>;
  rmSync(join(WORK, result!.filename), { force: true });
  return { packed: result!.size, unpacked: result!.unpackedSize };
}
