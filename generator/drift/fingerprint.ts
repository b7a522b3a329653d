import { hash } from 'node:crypto';

/** One-shot, UTF-8: a third of createHash's cost, which the change log pays for thousands of changes. */
const sha256 = (text: string) => hash('sha256', text, 'hex');

/** Hex digits kept: 48 bits, so two of a report's few thousand changes share one about once in 10^7 reports. */
export const FINGERPRINT_LENGTH = 12;

/**
 * A change's stable name across runs, machines and pushes: the rule, the operation, the location
 * and the message's own hash, never its position in the report. An approval that names it keeps
 * silencing this one change when other changes appear or the order shifts, and nothing else: a
 * change whose wording differs (another field, other enum values) gets another fingerprint.
 */
export function fingerprintOf(change: { id: string; operation: string | null; location: string | null; message: string }): string {
  return sha256(JSON.stringify([change.id, change.operation, change.location, sha256(change.message)])).slice(0, FINGERPRINT_LENGTH);
}

/** `fingerprint:<12 hex digits>` as an ignore line and the reports write it. */
export const FINGERPRINT_PATTERN = new RegExp(`^[0-9a-f]{${FINGERPRINT_LENGTH}}$`);
