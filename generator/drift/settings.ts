import { readSource } from '../load/read.ts';
import { loadHistory } from './history.ts';
import { parseIgnore } from './ignore.ts';
import type { DiffOptions } from './report.ts';
import { parseSeverity } from './severity.ts';

export interface DriftFiles {
  severityFile?: string | undefined;
  ignoreFile?: string | undefined;
  /** A snapshot folder: when given, removals are judged against the deprecation window. */
  historyDir?: string | undefined;
  /** When the new document was published; defaults to the newest history snapshot. */
  comparedAt?: Date | undefined;
  deprecationWindowDays?: number | undefined;
  timeoutMs: number;
}

/** Reads the files a comparison is configured by (bad files are InputErrors naming file and line). */
export async function loadDiffOptions(files: DriftFiles): Promise<DiffOptions> {
  const options: DiffOptions = {};
  const read = async (path: string) => (await readSource(path, { timeoutMs: files.timeoutMs })).text;
  if (files.severityFile !== undefined) options.severity = parseSeverity(await read(files.severityFile), files.severityFile);
  if (files.ignoreFile !== undefined) options.ignore = parseIgnore(await read(files.ignoreFile), files.ignoreFile);
  if (files.historyDir !== undefined) options.history = await loadHistory(files.historyDir, files.timeoutMs);
  if (files.comparedAt !== undefined) options.comparedAt = files.comparedAt;
  if (files.deprecationWindowDays !== undefined) options.deprecationWindowDays = files.deprecationWindowDays;
  return options;
}
