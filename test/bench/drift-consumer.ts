/**
 * `drift OLD NEW --consumer DIR` on the newest real pair (~4 MB each) with a consumer of ten files,
 * against what a team would do by hand: generate the package for OLD and for NEW with the built
 * CLI, then `tsc --noEmit` the consumer against each (a tsconfig extending its own, mapping the
 * package's name to the output). Fresh processes, alternating; target: ours below the peer's sum.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_CLI } from '../../generator/build/toolchain.ts';
import { documentModel } from '../../generator/model/symbol-names.ts';
import type { OpenApiDocument } from '../../generator/load/document.ts';
import type { OperationModel } from '../../generator/model/types.ts';
import { PROJECT_ROOT } from '../support/project.ts';
import { readRealSpec, realSpecPaths, snapshotName } from '../support/real-specs.ts';
import { compare, measureNode, total, type Sample } from './measure/runs.ts';

const ROUNDS = 3;
const FILES = 10;
const TSC = join(PROJECT_ROOT, 'node_modules/typescript/bin/tsc');
const COMPILER_OPTIONS = { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023', 'DOM'], types: [], strict: true, skipLibCheck: true, noEmit: true };

/** A GET both packages name alike, whose required parameters are all in its path: callable as `client.r.m({ id: 'x' })`. */
const callable = (operation: OperationModel) => operation.method === 'get' && operation.parameters.every((parameter) => !parameter.required || parameter.in === 'path');

/** Ten files calling named methods and reading their types; one also calls the route the newer snapshot removes. */
function writeConsumer(dir: string, operations: OperationModel[], removedPath: string | undefined): void {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bench-consumer', private: true, type: 'module' }));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: COMPILER_OPTIONS, include: ['src'] }));
  writeFileSync(join(dir, 'src/client.ts'), "import { createIncidentClient } from 'incident-api-client';\nexport const client = createIncidentClient({ apiKey: 'inc_bench' });\n");
  for (let file = 1; file < FILES; file++) {
    const lines = [`import type { ${operations[file]!.version} } from 'incident-api-client';`, "import { client } from './client.js';", ''];
    for (const [index, operation] of operations.slice(file * 3, file * 3 + 3).entries()) {
      const args = operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => `${JSON.stringify(parameter.name)}: 'x'`);
      lines.push(`export const call${index} = () => client.${operation.named.resource}.${operation.named.method}({ ${args.join(', ')} });`);
    }
    lines.push(`export type Body = ${operations[file]!.version}.${operations[file]!.typeName}Response;`);
    if (file === 1 && removedPath) lines.push(`export const removed = () => client.GET('${removedPath}', {});`);
    writeFileSync(join(dir, `src/file${file}.ts`), `${lines.join('\n')}\n`);
  }
}

export async function benchConsumer(): Promise<string[]> {
  const [oldPath, newPath] = realSpecPaths().slice(-2) as [string, string];
  const [oldModel, newModel] = [documentModel(readRealSpec(oldPath) as OpenApiDocument), documentModel(readRealSpec(newPath) as OpenApiDocument)];
  const inOld = new Set(oldModel.operations.filter(callable).map((operation) => `${operation.operationId} ${operation.named.resource}.${operation.named.method}`));
  const operations = newModel.operations.filter((operation) => callable(operation) && inOld.has(`${operation.operationId} ${operation.named.resource}.${operation.named.method}`));
  const newPaths = new Set(newModel.operations.map((operation) => operation.path));
  const removed = oldModel.operations.find((operation) => operation.method === 'get' && !newPaths.has(operation.path) && operation.parameters.length === 0)?.path;

  const consumer = mkdtempSync(join(tmpdir(), 'bench-consumer-'));
  // The packages by hand go where a team's build would put them: inside a project, so openapi-fetch resolves.
  mkdirSync(join(PROJECT_ROOT, '.tmp'), { recursive: true });
  const byHand = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'bench-consumer-'));
  try {
    writeConsumer(consumer, operations, removed);
    const mapped = (side: string) => {
      const config = join(consumer, `tsconfig.${side}.json`);
      writeFileSync(config, JSON.stringify({ extends: './tsconfig.json', compilerOptions: { paths: { 'incident-api-client': [join(byHand, side, 'index.ts')] } } }));
      return config;
    };
    const [oldConfig, newConfig] = [mapped('old'), mapped('new')];
    const ours: Sample[] = [];
    const peer: Sample[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      ours.push(await measureNode([BUILT_CLI, 'drift', oldPath, newPath, '--consumer', consumer, '--format', 'json'], PROJECT_ROOT, [0, 1]));
      rmSync(join(byHand, 'old'), { recursive: true, force: true });
      rmSync(join(byHand, 'new'), { recursive: true, force: true });
      peer.push(
        total([
          await measureNode([BUILT_CLI, 'generate', '--spec', oldPath, '--out', join(byHand, 'old')], PROJECT_ROOT),
          await measureNode([BUILT_CLI, 'generate', '--spec', newPath, '--out', join(byHand, 'new')], PROJECT_ROOT),
          await measureNode([TSC, '--noEmit', '-p', oldConfig], PROJECT_ROOT),
          await measureNode([TSC, '--noEmit', '-p', newConfig], PROJECT_ROOT, [0, 1, 2]),
        ]),
      );
    }
    return [
      `consumer impact: ${snapshotName(oldPath)} -> ${snapshotName(newPath)}, a consumer of ${FILES} files${removed ? ` (one calls ${removed}, which the newer removes)` : ''}, ${ROUNDS} rounds`,
      '  ours: drift --consumer (generate both in-process, type-check twice, explain); peer: generate twice with the built CLI + tsc --noEmit twice (summed)',
      ...compare(ours, peer, { wallMs: 1.0, cpuMs: 1.0, peakMiB: 2.0 }),
    ];
  } finally {
    rmSync(consumer, { recursive: true, force: true });
    rmSync(byHand, { recursive: true, force: true });
  }
}

