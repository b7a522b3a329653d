/** One CLI subcommand: its name, its usage text, and the code that runs it. */
export interface Command {
  name: string;
  usage: string;
  /** Resolves to the process exit status. Throws InputError/UsageError for bad input. */
  run(argv: string[]): Promise<number>;
}
