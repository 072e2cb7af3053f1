/**
 * A reason the process cannot start that people can act on (a busy port, a data folder in use): the entry
 * points print its one-line message and exit with status 1, without a stack trace.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** For an entry point's `.catch`: a StartupError ends the process with its one line; anything else is rethrown. */
export function exitOnStartupError(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
