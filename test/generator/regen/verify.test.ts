import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../generator/regen/verify.ts';

describe('runCommand', () => {
  it('passes a command that exits 0 and runs it in the given folder', async () => {
    const result = await runCommand([process.execPath, '-e', 'console.log(process.cwd())'], tmpdir());
    expect(result).toEqual({ ok: true, log: tmpdir() });
  });

  it('fails a command that exits non-zero, keeping all of its output, stdout and stderr', async () => {
    const script = 'for (let i = 1; i <= 200; i++) console.log("line " + i); console.error("boom"); process.exit(3)';
    const result = await runCommand([process.execPath, '-e', script], tmpdir());
    expect(result.ok).toBe(false);
    expect(result.log.split('\n')).toHaveLength(201);
    expect(result.log).toMatch(/^line 1\n[\s\S]*line 200\nboom$/);
  });

  it('says how a command that fails silently ended, so a failure is never an empty message', async () => {
    expect(await runCommand([process.execPath, '-e', 'process.exit(4)'], tmpdir())).toEqual({ ok: false, log: `${process.execPath} exited with status 4 and printed nothing` });
    expect(await runCommand([process.execPath, '-e', 'process.kill(process.pid, "SIGTERM")'], tmpdir())).toEqual({ ok: false, log: `${process.execPath} exited with SIGTERM and printed nothing` });
  });

  it('fails a command that cannot start, naming it', async () => {
    const result = await runCommand(['/nonexistent/tsc', '--noEmit'], tmpdir());
    expect(result).toEqual({ ok: false, log: '/nonexistent/tsc: spawn /nonexistent/tsc ENOENT' });
  });

  it('runs without colour, so the lines a failure report quotes hold no escape codes', async () => {
    const result = await runCommand([process.execPath, '-e', 'console.log(process.env.FORCE_COLOR)'], tmpdir());
    expect(result).toEqual({ ok: true, log: '0' });
  });

  it('passes an empty command (a check left out) without running anything', async () => {
    expect(await runCommand([], tmpdir())).toEqual({ ok: true, log: '' });
  });

  it('gives a check no input: a tool that reads stdin sees its end at once instead of waiting for regen', { timeout: 20_000 }, async () => {
    const script = "let read = ''; process.stdin.on('data', (chunk) => (read += chunk)); process.stdin.on('end', () => console.log('stdin ended with ' + read.length + ' bytes'));";
    expect(await runCommand([process.execPath, '-e', script], tmpdir())).toEqual({ ok: true, log: 'stdin ended with 0 bytes' });
  });
});
