import { DEFAULTS } from '../context.ts';
import { UsageError } from '../load/errors.ts';

/** V8 holds no string much past 512 MiB, and a spec is text: a larger cap could only end in a crash. */
const LARGEST_CAP_MB = 500;
const MEGABYTE = 1024 * 1024;

/** --max-spec-mb N as the byte cap readSource takes (default DEFAULTS.maxSpecMegabytes). */
export function maxSpecBytes(value: string | undefined): number {
  if (value === undefined) return DEFAULTS.maxSpecMegabytes * MEGABYTE;
  const megabytes = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(megabytes >= 1 && megabytes <= LARGEST_CAP_MB)) throw new UsageError(`--max-spec-mb takes a whole number of megabytes from 1 to ${LARGEST_CAP_MB}, not "${value}"`);
  return megabytes * MEGABYTE;
}
