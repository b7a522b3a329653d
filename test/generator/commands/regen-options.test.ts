/**
 * `regen`'s flags -> the pipeline's options (buildOptions): every flag lands in its field, every
 * default comes from context.ts, every path sits under --root. The fetch and verification settings
 * are otherwise seen only against the live API or by a full verified landing.
 */
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOptions } from '../../../generator/commands/regen.ts';
import { DEFAULTS } from '../../../generator/context.ts';
import { runStagedChecks } from '../../../generator/regen/checks/index.ts';
import { UsageError } from '../../../generator/load/errors.ts';

describe('regen options from flags', () => {
  it('with no flags: the platform URL, paths under the working folder, every default from context.ts', () => {
    const { progress, now, ...options } = buildOptions({});
    const root = resolve('.');
    expect(options).toEqual({
      source: `${DEFAULTS.baseUrl}${DEFAULTS.specUrlPath}`,
      paths: {
        root,
        spec: join(root, DEFAULTS.specPath),
        snapshotsDir: join(root, DEFAULTS.snapshotsDir),
        reportsDir: join(root, DEFAULTS.reportsDir),
        outDir: join(root, DEFAULTS.outDir),
        scratchDir: join(root, DEFAULTS.scratchDir),
        ignoreFile: join(root, DEFAULTS.ignoreFile),
        severityFile: DEFAULTS.severityFile,
        surfaceFile: join(root, DEFAULTS.surfaceFile),
        historyFile: join(root, DEFAULTS.historyFile),
        releasesFile: join(root, DEFAULTS.releasesFile),
      },
      minPaths: DEFAULTS.minPaths,
      fetch: { timeoutMs: DEFAULTS.fetchTimeoutMs, retries: DEFAULTS.fetchRetries, retryDelayMs: DEFAULTS.fetchRetryDelayMs, maxBytes: DEFAULTS.maxSpecMegabytes * 1024 * 1024 },
      failOn: DEFAULTS.failOn,
      verify: true,
      acceptSurface: false,
      acceptBreaking: undefined,
      consumers: [],
      lock: { waitMs: DEFAULTS.landingLockWaitMs, pollMs: DEFAULTS.landingLockPollMs },
      // The landing checks are the toolchain's own (regen/checks/), wherever --root points.
      stagedChecks: runStagedChecks,
    });
    expect(typeof progress).toBe('function');
    const before = Date.now();
    expect(now().getTime()).toBeGreaterThanOrEqual(before);
    expect(now().getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('each flag in its field: the base URL without trailing slashes, files resolved, numbers parsed', () => {
    const root = '/srv/project';
    const options = buildOptions({
      root,
      'base-url': 'http://127.0.0.1:8080//',
      'min-paths': '7',
      'timeout-ms': '250',
      retries: '0',
      'ignore-file': 'accepted.txt',
      'severity-file': 'levels.txt',
      'fail-on': 'warning',
      'no-verify': true,
      'accept-surface': true,
      'accept-breaking': 'first import of the live spec',
    });
    expect(options).toMatchObject({
      source: `http://127.0.0.1:8080${DEFAULTS.specUrlPath}`,
      paths: { root, spec: join(root, DEFAULTS.specPath), ignoreFile: resolve('accepted.txt'), severityFile: resolve('levels.txt') },
      minPaths: 7,
      fetch: { timeoutMs: 250, retries: 0, retryDelayMs: DEFAULTS.fetchRetryDelayMs },
      failOn: 'warning',
      verify: false,
      acceptSurface: true,
      acceptBreaking: 'first import of the live spec',
    });
    expect(buildOptions({ 'spec-file': 'next.json' }).source).toBe(resolve('next.json'));
    expect(buildOptions({ consumer: ['consumers/web', '/srv/app'] }).consumers).toEqual([resolve('consumers/web'), '/srv/app']);
    expect(buildOptions({ 'fail-on': 'info' }).failOn).toBe('info');
    expect(buildOptions({ 'fail-on': 'error' }).failOn).toBe('error');
  });

  it('refuses both sources, a level outside the three, a number that is not whole, an empty reason', () => {
    expect(() => buildOptions({ 'base-url': 'http://127.0.0.1:9', 'spec-file': 'next.json' })).toThrow(new UsageError('give --base-url or --spec-file, not both'));
    expect(() => buildOptions({ 'fail-on': 'fatal' })).toThrow(new UsageError('--fail-on must be error, warning or info, not "fatal"'));
    for (const flag of ['min-paths', 'timeout-ms', 'retries'] as const) {
      for (const value of ['', '1.5', '-1', '2x', 'x2']) expect(() => buildOptions({ [flag]: value }), `--${flag} ${value}`).toThrow(new UsageError(`--${flag} takes a whole number, not "${value}"`));
    }
    expect(() => buildOptions({ 'accept-breaking': '' })).toThrow(new UsageError('--accept-breaking needs a reason: --accept-breaking "first import of the live spec"'));
    expect(() => buildOptions({ 'accept-breaking': ' \t' })).toThrow(UsageError);
  });
});
