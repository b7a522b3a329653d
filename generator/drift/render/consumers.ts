import { posix } from 'node:path';
import { oneLine } from '../../text/markdown.ts';
import type { ConsumerBreak, ConsumerReport, DriftChange, DriftReport } from '../report.ts';

/**
 * `response-property-removed ScheduleEntryV2.layer_id`, once for each rule and place explaining a
 * break (a component's change is reported at every operation reaching it; JSON keeps them all).
 */
export function explanation(report: DriftReport, entry: ConsumerBreak): string {
  const text = (change: DriftChange | undefined, suffix = '') => (change ? [`${change.id} ${change.location ?? change.operation ?? ''}`.trim() + suffix] : []);
  const texts = [...entry.changes.flatMap((index) => text(report.changes[index])), ...(entry.ignored ?? []).flatMap((index) => text(report.ignored[index], ' (ignored)'))];
  return texts.length === 0 ? 'no spec change explains it' : [...new Set(texts)].join(', ');
}

/** The break's file as seen from where the command ran: `../billing/src/sync.ts`. */
export const breakFile = (consumer: ConsumerReport, entry: ConsumerBreak) => posix.join(consumer.dir.split('\\').join('/'), entry.file);

/** `src/sync.ts:14:22 Property 'layer_id' does not exist on type 'ScheduleEntryV2'. ← response-property-removed ScheduleEntryV2.layer_id`. */
export const breakLine = (report: DriftReport, consumer: ConsumerReport, entry: ConsumerBreak) =>
  `${breakFile(consumer, entry)}:${entry.line}:${entry.column} ${oneLine(entry.message)} ← ${explanation(report, entry)}`;

/** Every break of every consumer, in report order. */
export const eachBreak = (report: DriftReport) => (report.consumers ?? []).flatMap((consumer) => consumer.breaks.map((entry) => ({ consumer, entry })));
