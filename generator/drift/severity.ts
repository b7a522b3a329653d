import { InputError } from '../load/errors.ts';
import { isRuleId, type Level, type RuleId } from './rules/registry.ts';

export type SeverityOverrides = ReadonlyMap<RuleId, Level>;

const LEVELS: readonly string[] = ['error', 'warning', 'info'];

/**
 * A severity file: one `rule-id level` per line (`response-enum-value-added warning`); blank lines
 * and `#` comments are skipped. Unknown ids and levels are bad input, named with their line.
 */
export function parseSeverity(text: string, origin: string): SeverityOverrides {
  const overrides = new Map<RuleId, Level>();
  text.split(/\r?\n/).forEach((raw, index) => {
    // Everything after `#` is comment, whatever it holds: `.` in a regex stops at U+2028 and a lone CR.
    const line = raw.split('#')[0]!.trim();
    if (line === '') return;
    const where = `${origin}:${index + 1}`;
    const [id, level, ...rest] = line.split(/\s+/);
    if (!id || !level || rest.length > 0) throw new InputError(where, `expected "rule-id level", got "${line}"`);
    if (!isRuleId(id)) throw new InputError(where, `unknown rule "${id}" (drift --list-rules lists them)`);
    if (!LEVELS.includes(level)) throw new InputError(where, `unknown level "${level}"; expected error, warning or info`);
    overrides.set(id, level as Level);
  });
  return overrides;
}
