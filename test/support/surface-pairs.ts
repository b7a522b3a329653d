/** Judges two surfaces written as the entry module's declarations, as `make check` would. */
import { GENERATED_PACKAGE_NAME } from '../../generator/model/package-info.ts';
import { compareSurface, type SurfaceDiff } from '../../generator/surface/compare.ts';
import { PROJECT_ROOT } from './generator-runs.ts';

/** A surface bundle whose entry module holds `entry`, plus any other modules of the package. */
export const bundle = (entry: string, modules: Record<string, string> = {}): string =>
  [
    `declare module "${GENERATED_PACKAGE_NAME}" {\n${entry}\n}`,
    ...Object.entries(modules).map(([name, body]) => `declare module "${GENERATED_PACKAGE_NAME}/${name}" {\n${body}\n}`),
  ].join('\n');

export const judgeSurfaces = (baseline: string, current: string, modules: { baseline?: Record<string, string>; current?: Record<string, string> } = {}): SurfaceDiff =>
  compareSurface({ baseline: bundle(baseline, modules.baseline), current: bundle(current, modules.current) }, PROJECT_ROOT);
