/**
 * Workflow-command annotations at the spec line each change sits on, titled with its rule id.
 * GitHub keeps 10 annotations per level per step and 50 per job and drops the rest without a
 * word, so they are chosen here: changes on lines the pull request touched first, then by level,
 * then in the report's order; one closing notice counts what was not shown.
 */
import { DEFAULTS } from '../context.ts';
import { LEVELS, type DriftChange, type Level } from '../drift/index.ts';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  title: string;
  message: string;
  file?: string;
  line?: number;
}

export interface AnnotatedChange {
  change: DriftChange;
  /** The spec file, relative to the repository, and the change's line in the head's text. */
  file: string;
  line: number | undefined;
  /** Whether the line is inside the pull request's diff of that file. */
  inDiff: boolean;
}

export interface AnnotationBudget {
  perLevel: number;
  perJob: number;
  /** Notices the step spends elsewhere (the fallback notice of a refused comment). */
  reservedNotices: number;
}

const LEVEL_OF: Record<Level, AnnotationLevel> = { error: 'error', warning: 'warning', info: 'notice' };

export const defaultBudget = (reservedNotices = 0): AnnotationBudget => ({
  perLevel: DEFAULTS.specDiff.annotationsPerLevel,
  perJob: DEFAULTS.specDiff.annotationsPerJob,
  reservedNotices,
});

/** The annotations to print, within the budget, ending with a notice counting the rest when any are left out. */
export function chooseAnnotations(changes: readonly AnnotatedChange[], budget: AnnotationBudget, fullReport: string): Annotation[] {
  const ranked = changes
    .map((entry, index) => ({ entry, index, level: LEVEL_OF[entry.change.level] }))
    .sort((a, b) => Number(b.entry.inDiff) - Number(a.entry.inDiff) || LEVELS.indexOf(a.entry.change.level) - LEVELS.indexOf(b.entry.change.level) || a.index - b.index);
  // One notice is kept back for the count of the rest, in case there is a rest.
  const left: Record<AnnotationLevel, number> = { error: budget.perLevel, warning: budget.perLevel, notice: budget.perLevel - budget.reservedNotices - 1 };
  let total = budget.perJob - budget.reservedNotices - 1;
  const annotations: Annotation[] = [];
  for (const { entry, level } of ranked) {
    if (total <= 0 || left[level] <= 0) continue;
    left[level]--;
    total--;
    annotations.push(annotationOf(entry, level));
  }
  const rest = changes.length - annotations.length;
  if (rest > 0) annotations.push({ level: 'notice', title: 'spec-diff', message: `${rest} more ${rest === 1 ? 'change' : 'changes'} not shown as annotations: ${fullReport}` });
  return annotations;
}

function annotationOf({ change, file, line }: AnnotatedChange, level: AnnotationLevel): Annotation {
  const where = [change.operation, change.location].filter(Boolean).join(' ');
  const annotation: Annotation = { level, title: `${change.id} (${change.level})`, message: where ? `${where}: ${change.message}` : change.message, file };
  if (line !== undefined) annotation.line = line;
  return annotation;
}

/** An annotation as the workflow command GitHub reads from a step's output, always one line. */
export function workflowCommand(annotation: Annotation): string {
  const properties = [
    ...(annotation.file === undefined ? [] : [`file=${escapeProperty(annotation.file)}`]),
    ...(annotation.line === undefined ? [] : [`line=${annotation.line}`]),
    `title=${escapeProperty(annotation.title)}`,
  ];
  return `::${annotation.level} ${properties.join(',')}::${escapeData(annotation.message)}`;
}

// The runner's own escapes (actions/toolkit command.ts): data loses `%`, CR and LF; properties also `:` and `,`.
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
