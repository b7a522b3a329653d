/** One CLI subcommand: its name, a one-line summary for `--help`, and the code that runs it. */
export interface Command {
  name: string;
  summary: string;
  usage: string;
  /** Resolves to the process exit status. Throws InputError/UsageError for bad input. */
  run(argv: string[]): Promise<number>;
}
