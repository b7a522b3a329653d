/** One judged difference between the baseline surface and the package's. */
export interface SurfaceChange {
  /** Where: an export, then `.member`, `(parameter)`, `()` for what a call returns, `new()`. */
  path: string;
  /** What changed, e.g. `removed`, `type changed from string to number`. */
  change: string;
  /** For a break: why code written against the baseline fails now. */
  why?: string;
}

/** The one-line form the CLI prints and regen reports: `path: change; why`. */
export const changeLine = (change: SurfaceChange): string => `${change.path}: ${change.change}${change.why ? `; ${change.why}` : ''}`;

export const byPath = (a: SurfaceChange, b: SurfaceChange): number => {
  const left = changeLine(a);
  const right = changeLine(b);
  return a.path < b.path ? -1 : a.path > b.path ? 1 : left < right ? -1 : left > right ? 1 : 0;
};
