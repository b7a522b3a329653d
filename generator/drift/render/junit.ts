import { isAtOrAbove, type DriftChange, type DriftReport } from '../report.ts';
import { breakFile, breakLine, eachBreak } from './consumers.ts';
import { headline, type RenderOptions } from './shared.ts';

const xml = (text: string) => text.replace(/[<>&"']/g, (c) => `&${({ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' })[c]};`);

/** One test case per change; those at or above `failOn` (default error) are failures. */
export function renderJunit(report: DriftReport, options: RenderOptions = {}): string {
  const failing = (change: DriftChange) => isAtOrAbove(change.level, options.failOn ?? 'error');
  let failures = report.changes.filter(failing).length;
  const cases = report.changes.map((change) => {
    const name = xml(`${change.id} ${change.location ?? change.operation ?? ''}`.trim());
    const open = `    <testcase classname="${xml(change.operation ?? 'document')}" name="${name}">\n      <properties><property name="fingerprint" value="${change.fingerprint}"/></properties>`;
    const body =
      failing(change)
        ? `\n      <failure type="${change.level}" message="${xml(change.message)}">${xml(headline(change))}</failure>\n    `
        : `\n      <system-out>${xml(`${change.level}: ${headline(change)}`)}</system-out>\n    `;
    return `${open}${body}</testcase>`;
  });
  // A consumer break fails whatever --fail-on says: the consumer's code must change.
  for (const { consumer, entry } of eachBreak(report)) {
    const line = breakLine(report, consumer, entry);
    cases.push(`    <testcase classname="${xml(`consumer ${consumer.dir}`)}" name="${xml(`${breakFile(consumer, entry)}:${entry.line}:${entry.column}`)}">\n      <failure type="consumer-break" message="${xml(entry.message)}">${xml(line)}</failure>\n    </testcase>`);
    failures++;
  }
  if (cases.length === 0) cases.push('    <testcase classname="drift" name="no changes"></testcase>');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="drift" tests="${cases.length}" failures="${failures}">`,
    `  <testsuite name="drift" tests="${cases.length}" failures="${failures}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
