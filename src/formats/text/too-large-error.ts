import { AntennaDecodeError } from '../types.ts';

/**
 * The error for a file past the size cap, with the cap in words a user reads.
 *
 * @example
 * tooLargeError(32 * 1024 * 1024).message // 'the file inflates past the 32 MiB limit'
 */
export function tooLargeError(maxBytes: number, inflated = true): AntennaDecodeError {
  const mib = maxBytes / (1024 * 1024);
  const limit = Number.isInteger(mib) ? `${mib} MiB` : `${maxBytes} bytes`;
  const verb = inflated ? 'inflates past' : 'is larger than';
  return new AntennaDecodeError('too-large', `the file ${verb} the ${limit} limit`);
}
