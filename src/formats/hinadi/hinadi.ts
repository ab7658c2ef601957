import { HinadiCollector, type HinadiDocument } from './hinadi-collector.ts';
import { HinadiLineReader } from './hinadi-line-reader.ts';
import { AntennaDecodeError } from '../types.ts';
import { runSteps, type DecodeSteps } from '../run-steps.ts';

export type { HinadiDocument };

/**
 * Reads hina-di 2.x text (already decoded from bytes) line by line (`HinadiLineReader`): the `HINA/x.y`
 * line, the header block, then entity blocks separated by blank lines, with LF or CRLF ends.
 * Broken blocks are reported in `rejected` with the line they start on (a text whose rejected
 * blocks pass 10,000 and outnumber its records is not hina-di: `throwIfMostlyBroken`); of two blocks for one
 * URL the one detected last is kept. Only text that is not hina-di at all throws.
 *
 * @example
 * decodeHinadi('HINA/2.2\nUser-Agent: x\n\nURL: http://a.jp/\nLast-Modified: Sun, 02 Jan 2000 03:04:05 GMT\n')
 * // { title: null, date: null, records: [{ url: 'http://a.jp/', lastModified: 946782245, … }], rejected: [] }
 * @throws AntennaDecodeError `unknown-format` when the first line is not `HINA/…`
 */
export function decodeHinadi(input: string): HinadiDocument {
  return runSteps(decodeHinadiInSteps(input));
}

/**
 * `decodeHinadi` in slices of 16384 lines: it yields between them, so a caller can let other
 * work run while a large file decodes (see `runStepsPausing`), and gives the same result.
 */
export function* decodeHinadiInSteps(input: string): DecodeSteps<HinadiDocument> {
  let text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  // Classic Mac OS line ends.
  if (!text.includes('\n') && text.includes('\r')) text = text.replaceAll('\r', '\n');
  const reader = new HinadiLineReader(null, text);
  while (!reader.scan()) yield;
  if (!reader.startsHinadi()) throw new AntennaDecodeError('unknown-format', 'not a hina-di file: it does not begin with HINA/');
  if (reader.isEmpty()) throw new AntennaDecodeError('empty', 'not a hina-di file: it is empty');
  reader.startReading([]);
  const collector = new HinadiCollector();
  while (!reader.read(collector)) yield;
  return reader.finish(collector);
}
