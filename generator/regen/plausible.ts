import { InputError } from '../load/errors.ts';
import type { LoadedSpec } from '../load/index.ts';

/**
 * The loader rejects what is not an OpenAPI document at all; this rejects a valid document that
 * is too small to be the real API (a stub, a maintenance page served as JSON, a partial export).
 */
export function assertPlausible(spec: LoadedSpec, minPaths: number): void {
  const paths = Object.keys(spec.document.paths).length;
  if (paths < minPaths) {
    throw new InputError(spec.origin, `only ${paths} path${paths === 1 ? '' : 's'}, expected at least ${minPaths} (--min-paths); refusing to replace the spec`);
  }
}
