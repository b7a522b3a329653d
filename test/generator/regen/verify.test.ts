import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../../generator/regen/verify.ts';

describe('runCommand', () => {
  it('passes a command that exits 0 and runs it in the given folder', async () => {
    const result = await runCommand([process.execPath, '-e', 'console.log(process.cwd())'], tmpdir());
    expect(result).toEqual({ ok: true, tail: tmpdir() });
  });

  it('fails a command that exits non-zero, keeping the end of its output', async () => {
    const script = 'for (let i = 1; i <= 20; i++) console.log("line " + i); console.error("boom"); process.exit(3)';
    const result = await runCommand([process.execPath, '-e', script], tmpdir());
    expect(result.ok).toBe(false);
    expect(result.tail.split('\n')).toHaveLength(15);
    expect(result.tail).toMatch(/line 20\nboom$/);
  });

  it('fails a command that cannot start, naming it', async () => {
    const result = await runCommand(['/nonexistent/tsc', '--noEmit'], tmpdir());
    expect(result).toEqual({ ok: false, tail: '/nonexistent/tsc: spawn /nonexistent/tsc ENOENT' });
  });

  it('runs without colour, so the tail a failure report quotes holds no escape codes', async () => {
    const result = await runCommand([process.execPath, '-e', 'console.log(process.env.FORCE_COLOR)'], tmpdir());
    expect(result).toEqual({ ok: true, tail: '0' });
  });

  it('passes an empty command (a check left out) without running anything', async () => {
    expect(await runCommand([], tmpdir())).toEqual({ ok: true, tail: '' });
  });

  it('gives a check no input: a tool that reads stdin sees its end at once instead of waiting for regen', { timeout: 20_000 }, async () => {
    const script = "let read = ''; process.stdin.on('data', (chunk) => (read += chunk)); process.stdin.on('end', () => console.log('stdin ended with ' + read.length + ' bytes'));";
    expect(await runCommand([process.execPath, '-e', script], tmpdir())).toEqual({ ok: true, tail: 'stdin ended with 0 bytes' });
  });
});
