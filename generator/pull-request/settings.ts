/** What the spec-diff command was asked to do, from its flags (commands/spec-diff.ts); the defaults live in context.ts. */
import type { Level } from '../drift/index.ts';

export interface SpecDiffSettings {
  specGlobs: readonly string[];
  /** A commit or branch to compare against instead of the merge-base. */
  base?: string;
  failOn: Level;
  severityFile?: string;
  ignoreFile?: string;
  consumerDirs: readonly string[];
  comment: boolean;
  maxSpecBytes: number;
  /** The most the GitHub calls wait in all for rate limits (tests make it tiny). */
  rateLimitWaitMs?: number;
}
