import { spawn } from 'node:child_process';

export interface CommandResult {
  ok: boolean;
  /** Everything it printed, stdout and stderr in the order they came; or why it could not start. */
  log: string;
}

/** Runs one verification command (a type-check) in `cwd` with no input, collecting all its output. */
export function runCommand(command: readonly string[], cwd: string): Promise<CommandResult> {
  const [program, ...args] = command;
  if (program === undefined) return Promise.resolve({ ok: true, log: '' });
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({ ok: false, log: `${program}: ${error.message}` }));
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString('utf8').trimEnd();
      resolve({ ok: code === 0, log: code === 0 || output !== '' ? output : `${program} exited with ${signal ?? `status ${code}`} and printed nothing` });
    });
  });
}
