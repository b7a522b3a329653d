import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startWorkerJob, WORKER_OPTIONS } from '../../../generator/workers/worker-job.ts';
import { PROJECT_ROOT, projectScratchDir, removeScratchDirs } from '../../support/generator-runs.ts';

afterAll(removeScratchDirs);

function workerScript(body: string): URL {
  const dir = projectScratchDir('worker-job');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'worker.mjs');
  writeFileSync(file, `import { parentPort } from 'node:worker_threads';\n${body}\n`);
  return pathToFileURL(file);
}

describe('startWorkerJob', () => {
  it("hands the input to the worker and resolves to its answer", async () => {
    const job = startWorkerJob<{ n: number[] }, number>(workerScript("parentPort.once('message', ({ n }) => parentPort.postMessage(n.reduce((a, b) => a + b, 0)));"), 'sum');
    expect(await job.run({ n: [1, 2, 3] })).toBe(6);
  });

  it('starts the worker with its workerData and the capped young generation every generator worker gets', async () => {
    const script = workerScript("import { workerData, resourceLimits } from 'node:worker_threads';\nparentPort.once('message', () => parentPort.postMessage({ workerData, young: resourceLimits.maxYoungGenerationSizeMb }));");
    const job = startWorkerJob<object, object>(script, 'echo', { codeCacheDir: false });
    expect(await job.run({})).toEqual({ workerData: { codeCacheDir: false }, young: WORKER_OPTIONS.resourceLimits.maxYoungGenerationSizeMb });
    expect(WORKER_OPTIONS.resourceLimits.maxYoungGenerationSizeMb).toBe(12);
  });

  it('ends the worker once it has answered: nothing of it keeps running', async () => {
    const beats = join(projectScratchDir('worker-job-beats'), 'beats.txt');
    writeFileSync(beats, '');
    const script = workerScript(
      `import { appendFileSync } from 'node:fs';\nparentPort.once('message', () => { parentPort.postMessage('answer'); setInterval(() => appendFileSync(${JSON.stringify(beats)}, '.'), 5); });`,
    );
    expect(await startWorkerJob(script, 'beats').run({})).toBe('answer');
    await sleep(500); // terminate() is asynchronous: give it time to land, even on a loaded machine
    const settled = readFileSync(beats, 'utf8').length;
    await sleep(300);
    expect(readFileSync(beats, 'utf8').length).toBe(settled);
  });

  it('rejects, naming the job, when the worker throws or exits without answering', async () => {
    const throwing = startWorkerJob(workerScript("parentPort.once('message', () => { throw new Error('boom'); });"), 'sum');
    await expect(throwing.run({})).rejects.toThrow('sum failed: boom');
    const exiting = startWorkerJob(workerScript("parentPort.once('message', () => process.exit(3));"), 'sum');
    await expect(exiting.run({})).rejects.toThrow('sum worker exited with status 3');
  });

  it('does not keep the process alive when it is never given work (the caller failed first)', async () => {
    const idle = workerScript("parentPort.once('message', () => parentPort.postMessage('late'));");
    const caller = join(projectScratchDir('worker-job-caller'), 'caller.mts');
    writeFileSync(caller, `import { startWorkerJob } from ${JSON.stringify(join(PROJECT_ROOT, 'generator/workers/worker-job.ts'))};\nstartWorkerJob(new URL(${JSON.stringify(idle.href)}), 'idle');\nconsole.log('done');\n`);
    const started = performance.now();
    const { stdout } = await promisify(execFile)(join(PROJECT_ROOT, 'node_modules/.bin/tsx'), [caller], { timeout: 20_000 });
    expect(stdout).toBe('done\n');
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
