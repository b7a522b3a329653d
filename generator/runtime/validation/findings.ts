/**
 * Runs a generated check over a parsed body and turns what it reports into findings: the form
 * `onDrift` receives and `drift --observed` reads back (one JSON object a line). A finding names
 * the operation, drift's location and rule, what the spec expects and the kind of value found:
 * never the value itself, nor any key the body chose (array indices and map keys are collapsed).
 */
import { kindOf, type Check, type CheckTable, type DriftRule } from './checks.js';

export type { DriftRule };

/** `'report'` hands each finding to `onDrift`; `'throw'` fails the call; `'off'` checks nothing. */
export type ValidationMode = 'off' | 'report' | 'throw';
export const VALIDATION_MODES: readonly ValidationMode[] = ['off', 'report', 'throw'];

export interface DriftFinding {
  /** `GET /v2/schedule_entries`, or the event name for a webhook payload. */
  operation: string;
  /** As drift reports it: `ScheduleEntryV2.layer_id`, `IncidentV2.custom_field_entries[]`. */
  location: string;
  /** The rule drift would report the same change in a document under. */
  rule: DriftRule;
  /** What the spec says: `present`, `string`, `date-time`, `maxLength 10`, ... */
  expected: string;
  /** The kind of value found: `missing`, `null`, `string`, `integer`, `number`, `boolean`, `object`, `array`. */
  found: string;
  /** The response's `x-request-id`, when it sent one: quote it to support. */
  requestId?: string;
  message: string;
}

/** A handler may throw: it is ignored and the call goes ahead. */
export type DriftHandler = (finding: DriftFinding) => void;

/** The one default of `validateResponses` and `validatePayloads`. */
export const DEFAULT_VALIDATION_MODE: ValidationMode = 'report';

/** A mode as given (undefined: the default); `where` names the function in the message. */
export function checkValidationMode(where: string, name: string, mode: unknown): ValidationMode {
  if (mode === undefined) return DEFAULT_VALIDATION_MODE;
  if (typeof mode === 'string' && (VALIDATION_MODES as readonly string[]).includes(mode)) return mode as ValidationMode;
  throw new RangeError(`${where}: ${name} must be one of ${VALIDATION_MODES.join(', ')}`);
}

export function checkDriftHandler(where: string, handler: unknown): DriftHandler | undefined {
  if (handler !== undefined && typeof handler !== 'function') throw new TypeError(`${where}: onDrift must be a function`);
  return handler as DriftHandler | undefined;
}

// A response that is wrong everywhere says so in this many findings; the rest are the same story.
const MAX_FINDINGS = 50;
// Pure: a bundle that never validates leaves it out (a bundler keeps a call it cannot prove harmless).
const NONE: readonly DriftFinding[] = /* @__PURE__ */ Object.freeze([]);

export interface RootCheck {
  check: Check;
  root: string;
}

/** Checks by key (operationId, event name); a Map, so no key reaches Object.prototype. */
export const checksByKey = (table: CheckTable | undefined): ReadonlyMap<string, RootCheck> => new Map((table ?? []).map(([key, check, root]) => [key, { check, root }]));

/**
 * The findings for `value` against `check`, deduplicated by location and rule (a field missing
 * from every record of a page is one finding). `root` locates a problem with the body itself.
 */
export function findDrift({ check, root }: RootCheck, value: unknown, operation: string, requestIdOf: () => string | undefined = () => undefined): readonly DriftFinding[] {
  let findings: DriftFinding[] | undefined;
  let requestId: string | undefined;
  const seen = new Set<string>();
  const report = (location: string, rule: DriftRule, expected: string, offending: unknown) => {
    // Read (and redacted) only once something is found: a clean body never pays for it.
    if (seen.size === 0) requestId = requestIdOf();
    const key = `${rule} ${location}`;
    if (seen.has(key) || seen.size >= MAX_FINDINGS) return;
    seen.add(key);
    const found = kindOf(offending);
    (findings ??= []).push({
      operation,
      location,
      rule,
      expected,
      found,
      ...(requestId !== undefined && { requestId }),
      message: describeFinding(operation, location, rule, expected, found, requestId),
    });
  };
  try {
    check(value, root, report);
  } catch (error) {
    // A body nested deeper than the stack allows (a server may send any depth through a recursive
    // schema) ends the check, not the call: what was found so far stands.
    if (!(error instanceof RangeError)) throw error;
  }
  return findings ?? NONE;
}

function describeFinding(operation: string, location: string, rule: DriftRule, expected: string, found: string, requestId: string | undefined): string {
  const what = rule === 'response-property-removed' ? 'is missing (the spec requires it)' : `is ${found === 'null' ? 'null' : `a ${found}`}, the spec says ${expected}`;
  const id = requestId === undefined ? '' : ` [request_id ${printable(requestId)}]`;
  return `${printable(operation)} answered outside its spec: ${printable(location)} ${what} (${rule})${id}`;
}

/** Control characters and line separators (from a spec's names, a server's header) shown escaped: a message is one line. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const printable = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The default `onDrift`: one warning per operation and location for the life of `warned` (the
 * package's, so a process), whatever the rule or the client.
 */
export function warnOnce(warned: Set<string>, warn: (message: string) => void): DriftHandler {
  return (finding) => {
    const key = `${finding.operation}\u0000${finding.location}`;
    if (warned.has(key)) return;
    warned.add(key);
    warn(finding.message);
  };
}

/** Hands each finding to `onDrift`; a handler's throw must not fail the call it describes. */
export function reportDrift(findings: readonly DriftFinding[], onDrift: DriftHandler): void {
  for (const finding of findings) {
    try {
      onDrift(finding);
    } catch {
      // The handler's failure is its own: report mode never fails a call.
    }
  }
}
