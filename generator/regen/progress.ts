/** Progress lines on stderr (stdout stays free for the verdict), each with the time so far. */
export type Progress = (message: string) => void;

export function stderrProgress(write: (line: string) => void = (line) => process.stderr.write(line)): Progress {
  const started = performance.now();
  return (message) => write(`regen [${((performance.now() - started) / 1000).toFixed(1)}s] ${message}\n`);
}

export const silentProgress: Progress = () => {};
