/** The CLI as a subprocess, with its own peak memory: what a user's machine would see it take. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProcessResult } from './generator-runs.ts';
import { PROJECT_ROOT } from './project.ts';

export interface MeasuredRun extends ProcessResult {
  /** The process's peak resident set, in MB (process.resourceUsage().maxRSS at exit). */
  peakRssMb: number;
}

/**
 * `incident-gen <args>` in one node process (tsx as a loader, not tsx's CLI, which would measure
 * only its own launcher), reporting its maxRSS through test/support/peak-rss.mjs.
 */
export async function runCliMeasured(args: string[]): Promise<MeasuredRun> {
  const dir = mkdtempSync(join(tmpdir(), 'peak-rss-'));
  const rssFile = join(dir, 'max-rss');
  try {
    const nodeArgs = ['--import', 'tsx', '--import', join(PROJECT_ROOT, 'test/support/peak-rss.mjs'), join(PROJECT_ROOT, 'generator/cli.ts'), ...args];
    const result = await new Promise<ProcessResult>((resolve) => {
      execFile(process.execPath, nodeArgs, { cwd: PROJECT_ROOT, env: { ...process.env, PEAK_RSS_FILE: rssFile }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
        const status = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        resolve({ status, stdout, stderr });
      });
    });
    return { ...result, peakRssMb: Number(readFileSync(rssFile, 'utf8')) / 1024 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
