import type { DriftResult } from './collaborators.ts';

export interface ReportHeader {
  stamp: string;
  source: string;
  previousHash: string | undefined;
  nextHash: string;
  ignoreFile: string;
}

/**
 * The pull-request body: what changed and whether it may land, then the drift checker's own
 * markdown, verbatim. When something blocks the update it says exactly how to proceed.
 */
export function regenMarkdown(header: ReportHeader, drift: DriftResult, extraBlockers: string[] = []): string {
  const { summary } = drift.report;
  const blocked = drift.failing > 0 || extraBlockers.length > 0;
  return [
    `# API spec update ${header.stamp}`,
    '',
    `Fetched from \`${header.source}\`: \`${short(header.previousHash)}\` -> \`${short(header.nextHash)}\`.`,
    `Drift: ${summary.error} error, ${summary.warning} warning, ${summary.info} info.`,
    '',
    ...(blocked ? blockedSection(header, drift, extraBlockers) : ['No breaking changes: merging this updates `spec/` and `generated/`.']),
    '',
    drift.markdown.trimEnd(),
    '',
  ].join('\n');
}

function blockedSection(header: ReportHeader, drift: DriftResult, extraBlockers: string[]): string[] {
  const lines = ['## This update is blocked', ''];
  if (drift.failing > 0) {
    lines.push(
      `${drift.failing} breaking change${drift.failing === 1 ? '' : 's'} (listed below) would break code written against the current client, so \`spec/\` and \`generated/\` were left as they were.`,
      '',
      'What to do:',
      '1. Check each breaking change below against the platform\'s changelog and find the client code it affects (the `symbols` in the JSON report name the generated types).',
      `2. Once the break is understood and the affected code is adapted, accept it: add one line per change to \`${header.ignoreFile}\` (the format is described at the top of that file), with the reason.`,
      '3. Run `make regen` again: accepted changes no longer block, and the update lands with this report.',
    );
  }
  if (extraBlockers.length > 0) {
    lines.push('', 'The generated package\'s API surface also lost or changed exports the drift checker did not flag:', '');
    lines.push(...extraBlockers.map((line) => `- \`${line}\``));
    lines.push('', 'If intended, re-run with `--accept-surface` (or `make surface` after landing) to take the new surface as the baseline.');
  }
  return lines;
}

const short = (hash: string | undefined) => (hash === undefined ? 'none' : hash.slice(0, 12));
