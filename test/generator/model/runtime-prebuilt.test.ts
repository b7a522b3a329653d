/**
 * The built CLI carries the runtime's names read at build time (esbuild's `define` of
 * INCIDENT_GEN_RUNTIME_NAMES, a global here): they stand for the runtime they were read from, and
 * only for it, so an edited runtime is read again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildRuntimeModel, runtimeDigest } from '../../../generator/model/runtime.ts';

const globals = globalThis as { INCIDENT_GEN_RUNTIME_NAMES?: string };
afterEach(() => {
  delete globals.INCIDENT_GEN_RUNTIME_NAMES;
});

const runtime = (returned: string) => [
  { path: 'client/index.ts', text: `export function bindClient(): { ${returned}(): void } { throw new Error(); }\nexport const DEFAULT_BASE_URL = "x";` },
  { path: 'webhooks/index.ts', text: '' },
];
const PREBUILT_NAMES = { clientBindings: ['fromTheBuild'], webhookBindings: [], clientExports: [{ name: 'BuiltExport', typeOnly: true }], webhookExports: [] };

describe('buildRuntimeModel in the built CLI', () => {
  it('takes the names the build read for the same runtime, without parsing it', () => {
    const files = runtime('fromTheSyntax');
    globals.INCIDENT_GEN_RUNTIME_NAMES = JSON.stringify({ digest: runtimeDigest(files), names: PREBUILT_NAMES });
    expect(buildRuntimeModel(files)).toEqual({ files, ...PREBUILT_NAMES });
  });

  it('reads an edited runtime again rather than trusting names read from another', () => {
    globals.INCIDENT_GEN_RUNTIME_NAMES = JSON.stringify({ digest: runtimeDigest(runtime('fromTheSyntax')), names: PREBUILT_NAMES });
    const edited = runtime('edited');
    expect(buildRuntimeModel(edited)).toEqual({ files: edited, clientBindings: ['edited'], webhookBindings: ['verifyWebhook', 'parseWebhookEvent'], bindingDocs: {}, clientExports: [{ name: 'DEFAULT_BASE_URL', typeOnly: false }], webhookExports: [] });
  });
});
