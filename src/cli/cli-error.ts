/** Exit status: 1 when the input could not be read, 2 for a usage error. */
export type FailureStatus = 1 | 2;

/**
 * A failure the command-line tool reports as one line on stderr, without a stack trace.
 *
 * @example
 * throw new CliError('unknown option --jsn', 2);
 */
export class CliError extends Error {
  readonly status: FailureStatus;
  constructor(message: string, status: FailureStatus, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CliError';
    this.status = status;
  }
}
