/** Binds regen's collaborator shapes to the real generator and drift checker. */
import { existsSync } from 'node:fs';
import { DEFAULTS } from '../context.ts';
import { diffDocuments, isAtOrAbove, renderReport, withIgnores, type DriftChange, type Level } from '../drift/index.ts';
import type { IgnoreEntry } from '../drift/ignore.ts';
import { loadDiffOptions } from '../drift/settings.ts';
import { generate } from '../generate.ts';
import { InputError } from '../load/errors.ts';
import type { Collaborators } from './collaborators.ts';
import { oneLine } from '../text/markdown.ts';
import { PLACEHOLDER_REASON } from './report.ts';

export const realCollaborators: Collaborators = {
  async compare(previous, next, settings) {
    const options = await loadDiffOptions({
      ignoreFile: settings.ignoreFile,
      severityFile: settings.severityFile,
      historyDir: existsSync(settings.snapshotsDir) ? settings.snapshotsDir : undefined,
      comparedAt: settings.comparedAt,
      timeoutMs: DEFAULTS.fetchTimeoutMs,
    });
    const placeholder = options.ignore?.find((entry) => entry.reason === PLACEHOLDER_REASON);
    if (placeholder) throw new InputError(`${settings.ignoreFile}:${placeholder.line}`, 'the reason is still the TODO placeholder; write why this break is accepted');
    const compared = diffDocuments(previous, next, options);
    // Exact lines for what is still failing, after the file's own: the report lists them as
    // "Ignored" with the reason, exactly as `drift --ignore` would with those lines in the file.
    const reason = settings.acceptBreaking === undefined ? undefined : `accepted with --accept-breaking: ${oneLine(settings.acceptBreaking)}`;
    const accepting = reason === undefined ? [] : compared.changes.filter(atOrAbove(settings.failOn)).map((change) => exactIgnore(change, reason));
    const report = withIgnores(compared, accepting);
    return {
      report,
      markdown: renderReport(report, 'markdown'),
      json: renderReport(report, 'json'),
      failing: report.changes.filter(atOrAbove(settings.failOn)),
      accepted: report.ignored.filter(atOrAbove(settings.failOn)).length,
      acceptedWithFlag: accepting.length,
    };
  },
  async generate(specPath, outDir, releases) {
    return (await generate({ specPath, outDir, releases })).release;
  },
  async checkConsumers(consumerDirs, previous, next, drift) {
    const [{ documentModel }, impact] = [await import('../model/symbol-names.ts'), await import('../impact/index.ts')];
    const consumers = impact.readConsumerProjects(consumerDirs);
    const packages = { old: { dir: previous.packageDir, model: documentModel(previous.document) }, new: { dir: next.packageDir, model: documentModel(next.document) } };
    const report = { ...drift.report, consumers: impact.checkConsumers(consumers, packages, drift.report) };
    return { ...drift, report, markdown: renderReport(report, 'markdown'), json: renderReport(report, 'json') };
  },
  async staleness(specPath, outDir, releasesFile) {
    const check = await generate({ specPath, outDir, check: true, releases: { file: releasesFile } });
    return check.status === 'unchanged' ? undefined : (check.reason ?? `${outDir} is not what the generator makes of ${specPath}`);
  },
};

/** An ignore entry that matches `change` alone (line 0: it comes from no file). */
const exactIgnore = (change: DriftChange, reason: string): IgnoreEntry => ({
  operation: change.operation ?? '*',
  rule: change.id,
  location: change.location ?? '*',
  reason,
  line: 0,
});

/** Changes that make `drift --fail-on` exit 1: those at or above the threshold. */
const atOrAbove = (failOn: Level) => (change: DriftChange) => isAtOrAbove(change.level, failOn);
