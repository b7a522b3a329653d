import { spawn } from 'node:child_process';

export interface CommandResult {
  ok: boolean;
  /** The last lines of its output, for the failure message. */
  tail: string;
}

/** Runs one verification command (type-check, tests) in `cwd`, collecting its output. */
export function runCommand(command: readonly string[], cwd: string): Promise<CommandResult> {
  const [program, ...args] = command;
  if (program === undefined) return Promise.resolve({ ok: true, tail: '' });
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({ ok: false, tail: `${program}: ${error.message}` }));
    child.on('close', (code) => resolve({ ok: code === 0, tail: lastLines(Buffer.concat(chunks).toString('utf8'), 15) }));
  });
}

const lastLines = (text: string, count: number) => text.trimEnd().split('\n').slice(-count).join('\n');
