/**
 * Bad input to any command: the message is one line that says what is wrong and where.
 * The CLI prints it without a stack trace and exits with status 2.
 */
export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(
    readonly where: string,
    readonly what: string,
  ) {
    super(`${where}: ${what}`);
  }
}

/** A command line that cannot be understood: also exit status 2, with a pointer to --help. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
