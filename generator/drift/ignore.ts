import { HTTP_METHODS } from '../load/document.ts';
import { InputError } from '../load/errors.ts';
import { FINGERPRINT_LENGTH, FINGERPRINT_PATTERN } from './fingerprint.ts';
import { isRuleId } from './rules/registry.ts';

/**
 * One known change to silence:
 *
 *     <operation> <rule-id> [<location>] # <reason>
 *
 * `<operation>` is `METHOD /path` (`GET /v2/schedule_entries`), an event key
 * (`/x-webhooks/incident.created_v2`) or `*`; `<location>` is the component path from the report
 * (`ScheduleEntryV2.layer_id`) or `*`, and may be left out (any location); the reason after `#`
 * is required free text. Lines starting with `#` and blank lines are skipped.
 *
 *     fingerprint:<12 hex digits> # <reason>
 *
 * silences the one change every report prints with that fingerprint (fingerprint.ts): an approval
 * that keeps meaning the same change when the spec changes again around it.
 */
export interface IgnoreEntry {
  operation: string;
  rule: string;
  location: string;
  /** Set for a `fingerprint:` line, whose operation, rule and location are `*`. */
  fingerprint?: string;
  reason: string;
  line: number;
}

const FINGERPRINT_PREFIX = 'fingerprint:';

const METHODS = new Set(HTTP_METHODS.map((method) => method.toUpperCase()));

export function parseIgnore(text: string, origin: string): IgnoreEntry[] {
  const entries: IgnoreEntry[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const where = `${origin}:${index + 1}`;
    const split = /\s#\s*/.exec(line);
    const reason = split ? line.slice(split.index + split[0].length).trim() : '';
    if (!split || reason === '') throw new InputError(where, 'missing reason: end the line with "# why this change is accepted"');
    const tokens = line.slice(0, split.index).trim().split(/\s+/);
    if (tokens[0]?.toLowerCase().startsWith(FINGERPRINT_PREFIX)) {
      const fingerprint = tokens[0].slice(FINGERPRINT_PREFIX.length).toLowerCase();
      if (!FINGERPRINT_PATTERN.test(fingerprint) || tokens.length > 1) throw new InputError(where, `expected "fingerprint:<${FINGERPRINT_LENGTH} hex digits> # <reason>" (every report prints each change's fingerprint)`);
      entries.push({ operation: '*', rule: '*', location: '*', fingerprint, reason, line: index + 1 });
      return;
    }
    const operation = METHODS.has(tokens[0] ?? '') ? `${tokens.shift()} ${tokens.shift() ?? ''}` : (tokens.shift() ?? '');
    const [rule, location = '*', ...rest] = tokens;
    if (!operation.trim() || !rule || rest.length > 0) throw new InputError(where, 'expected "<operation> <rule-id> [<location>] # <reason>"');
    if (rule !== '*' && !isRuleId(rule)) throw new InputError(where, `unknown rule "${rule}" (drift --list-rules lists them)`);
    entries.push({ operation, rule, location, reason, line: index + 1 });
  });
  return entries;
}

const matches = (pattern: string, value: string | null) => pattern === '*' || pattern === value;

/** The first entry that silences a change, if any: a fingerprint entry only the change that has it. */
export function findIgnore(entries: readonly IgnoreEntry[], change: { id: string; operation: string | null; location: string | null; fingerprint?: string }): IgnoreEntry | undefined {
  return entries.find((entry) =>
    entry.fingerprint !== undefined
      ? entry.fingerprint === change.fingerprint
      : matches(entry.operation, change.operation) && matches(entry.rule, change.id) && matches(entry.location, change.location),
  );
}
