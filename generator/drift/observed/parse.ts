/**
 * `drift --observed FILE`: the findings a client or webhook receiver collected with `onDrift`, one
 * JSON object a line (blank lines skipped). A line that is not one is bad input, named by number.
 */
import { InputError } from '../../load/errors.ts';

/** One finding as onDrift gives it; repeats of the same operation, location and rule are counted. */
export interface ObservedFinding {
  operation: string;
  location: string;
  rule: string;
  /** How many lines reported it. */
  count: number;
  /** The first line it was read from. */
  line: number;
}

const REQUIRED = ['operation', 'location', 'rule'] as const;

export function parseObserved(text: string, file: string): ObservedFinding[] {
  const byKey = new Map<string, ObservedFinding>();
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw new InputError(`${file}:${line}`, 'not a JSON object (--observed reads one onDrift finding a line)');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InputError(`${file}:${line}`, 'not a JSON object (--observed reads one onDrift finding a line)');
    const record = value as Record<string, unknown>;
    const missing = REQUIRED.filter((key) => typeof record[key] !== 'string' || record[key] === '');
    if (missing.length > 0) throw new InputError(`${file}:${line}`, `a finding needs string ${missing.join(', ')}`);
    const [operation, location, rule] = REQUIRED.map((key) => record[key] as string) as [string, string, string];
    const key = `${operation}\u0000${location}\u0000${rule}`;
    const seen = byKey.get(key);
    if (seen) seen.count += 1;
    else byKey.set(key, { operation, location, rule, count: 1, line });
  });
  return [...byKey.values()];
}
