/**
 * What the in-process publish tests build per test: small packages as gzip ustar archives (the
 * format `npm pack` writes: `package/` below the archive root, long paths split into the prefix
 * field), made by the system's tar in milliseconds rather than by `npm pack` in seconds, so a
 * mutant that survives the fast tests does not wait for a dozen packs; and the request and refusal
 * helpers every file shares. Call once at a test file's top level: it also starts the loopback registry.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublishRequest } from '../../../generator/publish/publish.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';
import { NAME, server, TOKEN, useLoopbackRegistry } from './loopback-registry.ts';

export interface PublishFixtures {
  tempDir: (prefix: string) => string;
  /** A gzip tarball made from the given files (paths below the archive root). */
  tarOf: (files: Record<string, string>) => string;
  /** A package of two files; `marker` changes its contents, not its version. */
  packed: (version: string, marker: string, manifest?: Record<string, unknown>) => string;
  requestFor: (tarball: string, overrides?: Partial<PublishRequest>) => PublishRequest;
}

export function publishFixtures(): PublishFixtures {
  const tempDir = systemTempDirs();
  useLoopbackRegistry();
  const tarOf = (files: Record<string, string>) => {
    const dir = tempDir('publish-tar');
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(dir, 'root', path, '..'), { recursive: true });
      writeFileSync(join(dir, 'root', path), content);
    }
    execFileSync('tar', ['--format=ustar', '-czf', join(dir, 'package.tgz'), '-C', join(dir, 'root'), ...Object.keys(files)]);
    return join(dir, 'package.tgz');
  };
  return {
    tempDir,
    tarOf,
    packed: (version, marker, manifest = {}) =>
      tarOf({
        'package/package.json': JSON.stringify({ name: NAME, version, description: 'publish test', main: 'index.js', ...manifest }),
        'package/index.js': `export const marker = ${JSON.stringify(marker)};\n`,
      }),
    requestFor: (tarball, overrides = {}) => ({
      registry: `${server.url}/`,
      tarball: async () => tarball,
      token: TOKEN,
      tokenVariable: 'NPM_TOKEN',
      provenance: false,
      timeoutMs: 10_000,
      ...overrides,
    }),
  };
}

/** The outcome of a publish as one line: 'published', or the error's name and message. */
export const refusal = (promise: Promise<unknown>) => promise.then(() => 'published', (error: Error) => `${error.name}: ${error.message}`);
