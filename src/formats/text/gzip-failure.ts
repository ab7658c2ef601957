import { AntennaDecodeError } from '../types.ts';

/**
 * The error for gzip data an inflater refused, from the inflater's own words: a stream that
 * stops before its end (zlib and pako: "unexpected end of file", a buffer error at the end of
 * the input; Chromium: "Compressed input was truncated") or whose trailer's CRC-32 or length
 * does not match what came out ("incorrect data check", "incorrect length check") is a file cut
 * short (`cut-short`, RFC 1952 §2.3.1: the trailer is what says the member is whole);
 * anything else is broken gzip data (`bad-gzip`).
 *
 * @example
 * gzipFailure(new Error('unexpected end of file')).code // 'cut-short'
 */
export function gzipFailure(cause: unknown, cutShort = false): AntennaDecodeError {
  const said = cause instanceof Error ? cause.message : String(cause);
  if (cutShort || /end of file|truncated|incorrect (data|length) check/i.test(said)) {
    return new AntennaDecodeError('cut-short', 'the file was cut short: the gzip data stops before its end or its check does not match', { cause });
  }
  return new AntennaDecodeError('bad-gzip', 'broken gzip data', { cause });
}
