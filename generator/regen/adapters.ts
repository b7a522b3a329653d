/** Binds regen's collaborator shapes to the real generator and drift checker. */
import { existsSync } from 'node:fs';
import { DEFAULTS } from '../context.ts';
import { diffDocuments, isAtOrAbove, renderReport, type DriftChange, type Level } from '../drift/index.ts';
import { loadDiffOptions } from '../drift/settings.ts';
import { generate } from '../generate.ts';
import type { Collaborators } from './collaborators.ts';

export const realCollaborators: Collaborators = {
  async compare(previous, next, settings) {
    const options = await loadDiffOptions({
      ignoreFile: settings.ignoreFile,
      severityFile: settings.severityFile,
      historyDir: existsSync(settings.snapshotsDir) ? settings.snapshotsDir : undefined,
      comparedAt: settings.comparedAt,
      timeoutMs: DEFAULTS.fetchTimeoutMs,
    });
    const report = diffDocuments(previous, next, options);
    return {
      report,
      markdown: renderReport(report, 'markdown'),
      json: renderReport(report, 'json'),
      failing: report.changes.filter(atOrAbove(settings.failOn)),
      accepted: report.ignored.filter(atOrAbove(settings.failOn)).length,
    };
  },
  async generate(specPath, outDir) {
    await generate({ specPath, outDir });
  },
};

/** Changes that make `drift --fail-on` exit 1: those at or above the threshold. */
const atOrAbove = (failOn: Level) => (change: DriftChange) => isAtOrAbove(change.level, failOn);
