/**
 * Every option's default lives here, once. Commands build one context from their flags and
 * pass it down; nothing below the command layer reads process.env or knows a default.
 */
export const DEFAULTS = {
  /** generate */
  specPath: 'spec/openapiV3.json',
  outDir: 'generated',
  /** drift / changelog */
  snapshotsDir: 'spec/snapshots',
  failOn: 'error' as 'error' | 'warning' | 'info',
  driftFormat: 'text' as 'text' | 'markdown' | 'json' | 'junit' | 'github',
  /** The reference's deprecation upgrade window. */
  deprecationWindowDays: 91,
  /** regen */
  baseUrl: 'https://api.incident.io',
  specUrlPath: '/v1/openapiV3.json',
  fetchTimeoutMs: 30_000,
  fetchRetries: 3,
  minPaths: 20,
  ignoreFile: 'spec/drift-ignore.txt',
  severityFile: undefined as string | undefined,
} as const;

export type Defaults = typeof DEFAULTS;
