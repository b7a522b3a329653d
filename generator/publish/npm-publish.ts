/**
 * The upload itself, by `npm publish` (the registry's own protocol, provenance included), with a
 * config of its own in a temporary folder: `registry=` and an `_authToken` line that names the
 * environment variable (`${NPM_TOKEN}`, expanded by npm), so the token is in no file, no argument
 * and no process list; npm's own log files go to that folder too and are removed with it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createRedactor } from '../runtime/redaction/redact.ts';
import { InputError } from '../load/errors.ts';
import { shown } from './registry.ts';

const run = promisify(execFile);
/** The variable the temporary config names; the child gets the token under it whatever the caller's was. */
const TOKEN_VARIABLE = 'NPM_TOKEN';

export interface NpmPublishRequest {
  tarball: string;
  registry: URL;
  token: string;
  provenance: boolean;
  timeoutMs: number;
}

export async function npmPublish(request: NpmPublishRequest): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'incident-publish-'));
  try {
    const npmrc = join(dir, 'npmrc');
    const authKey = `//${request.registry.host}${request.registry.pathname}:_authToken`;
    writeFileSync(npmrc, `registry=${request.registry.href}\n${authKey}=\${${TOKEN_VARIABLE}}\n`, { mode: 0o600 });
    const args = ['publish', request.tarball, '--registry', request.registry.href, '--userconfig', npmrc, '--logs-dir', join(dir, 'logs'), '--no-audit', '--no-fund', '--loglevel=error'];
    if (request.provenance) args.push('--provenance');
    // Only what npm needs from the caller's environment: no npm_config_* from an `npm run` above us.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
    await run('npm', args, { cwd: dir, env: { ...env, [TOKEN_VARIABLE]: request.token, npm_config_update_notifier: 'false' }, timeout: request.timeoutMs, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new InputError(shown(request.registry), `npm publish failed (${failureSummary(error, request.token)}): nothing published`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** npm's error code and its first error line, with the token redacted in every encoding. */
function failureSummary(error: unknown, token: string): string {
  const { stderr, code } = error as { stderr?: string; code?: unknown };
  const lines = (stderr ?? '').split('\n').map((line) => line.replace(/^npm (error|ERR!) /, '').trim());
  const npmCode = lines.find((line) => /^code \S+$/.test(line))?.slice('code '.length);
  const first = lines.find((line) => line !== '' && !/^(code|errno) /.test(line) && !line.startsWith('A complete log'));
  const summary = [npmCode ?? (typeof code === 'number' ? `exit ${code}` : String(code ?? 'no exit status')), first].filter(Boolean).join(': ');
  return createRedactor([token]).text(summary).slice(0, 300);
}
