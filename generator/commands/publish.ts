import { resolve } from 'node:path';
import { DEFAULTS } from '../context.ts';
import { UsageError } from '../load/errors.ts';
import { publishPackage } from '../publish/publish.ts';
import { parseCommandLine } from './args.ts';
import type { Command } from './types.ts';

const USAGE = `usage: incident-gen publish --registry URL [--tarball FILE] [--provenance]

Publishes the client package to an npm registry, with the token from the ${DEFAULTS.tokenVariable}
environment variable (never a flag: it would show in the process list). Checks the token and what
the registry holds before uploading: a version already there with the same contents is a no-op; one
there with different contents is refused (regenerate to get a new version).
Exit 0: published or already there; 2: bad input, a refused token, an unreachable registry, or
the version taken by other contents (nothing published).

  --registry URL     the registry (http or https, no credentials in it)
  --tarball FILE     publish this tarball (default: build and pack ${DEFAULTS.outDir}/ as \`make pack\` does)
  --provenance       attach npm provenance (only from a CI that supports it, e.g. GitHub Actions)
  --timeout-ms MS    per registry request and for the upload (default ${DEFAULTS.registryTimeoutMs})`;

export const publishCommand: Command = {
  name: 'publish',
  usage: USAGE,
  run: async (argv) => {
    const { values } = parseCommandLine('publish', argv, {
      registry: { type: 'string' },
      tarball: { type: 'string' },
      provenance: { type: 'boolean', default: false },
      'timeout-ms': { type: 'string' },
    });
    if (values.registry === undefined || values.registry === '') throw new UsageError('--registry URL is required (see publish --help)');
    const timeoutMs = values['timeout-ms'] === undefined ? DEFAULTS.registryTimeoutMs : Number(values['timeout-ms']);
    if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError('--timeout-ms takes a positive whole number of milliseconds');
    const given = values.tarball;
    const outcome = await publishPackage({
      registry: values.registry,
      // Packing compiles generated/ with TypeScript: loaded only when no tarball is given.
      tarball: async () => (given === undefined ? (await import('../build/pack.ts')).packClient() : resolve(given)),
      token: process.env[DEFAULTS.tokenVariable],
      tokenVariable: DEFAULTS.tokenVariable,
      provenance: values.provenance,
      timeoutMs,
    });
    const id = `${outcome.name}@${outcome.version}`;
    process.stdout.write(outcome.status === 'published' ? `published ${id} to ${outcome.registry} (${outcome.bytes} bytes)\n` : `${id} is already in ${outcome.registry} with the same contents: nothing to publish\n`);
    return 0;
  },
};
