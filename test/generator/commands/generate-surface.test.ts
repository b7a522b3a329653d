import { describe, expect, it } from 'vitest';
import { describesDefaultPackage } from '../../../generator/commands/generate-surface.ts';
import { runCli } from '../../support/generator-runs.ts';

describe('generate and the API-surface baseline', () => {
  it('applies to the default output folder only', () => {
    expect(describesDefaultPackage('generated')).toBe(true);
    expect(describesDefaultPackage('./generated/')).toBe(true);
    expect(describesDefaultPackage('.tmp/pkg')).toBe(false);
  });

  it('refuses --accept-surface with --check or another --out, before writing anything', async () => {
    for (const args of [['--accept-surface', '--check'], ['--accept-surface', '--out', '.tmp/elsewhere']]) {
      const result = await runCli(['generate', ...args]);
      expect(result.status).toBe(2);
      expect(result.stderr).toMatch(/^error: --accept-surface records generated\/'s surface[^\n]*\n$/);
    }
  });
});
