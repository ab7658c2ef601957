import type { AntennaFormat } from '../core/record.ts';
import type { DecodedAntenna, DecodeOptions } from './types.ts';
import { AntennaDecodeError } from './types.ts';
import { bomEncoding, decodeText } from './text/charset.ts';
import type { DecodedText } from './text/charset.ts';
import { charsetParameter } from './text/charset-parameter.ts';
import { declaredCharset } from './text/declared-charset.ts';
import { describeStart } from './describe-start.ts';
import { detectFormat } from './detect-format.ts';
import { encodingPlan } from './text/encoding-plan.ts';
import type { DetectedFormat } from './detect-format.ts';
import { DEFAULT_MAX_INFLATED_BYTES, inflateGzip } from './text/inflate.ts';
import { isGzip } from './text/is-gzip.ts';
import { bytesAsLatin1 } from './text/bytes-as-latin1.ts';
import { HEAD_BYTES } from './bytes-plan.ts';
import { codecFor } from './registry.ts';
import { tooLargeError } from './text/too-large-error.ts';
import { utf16ByPattern } from './text/utf16-by-pattern.ts';
import { runSteps, runStepsPausing, type DecodeSteps } from './run-steps.ts';
import type { DecodedBytes, FormatCodec } from './format-codec.ts';
import type { EncodingPlan } from './text/encoding-plan.ts';


/** Text and format of a file that starts with a byte order mark, or UTF-16's pattern: that decides. */
function readWithBom(body: Uint8Array, encoding: string): { decoded: DecodedText; format: AntennaFormat } {
  const text = new TextDecoder(encoding, { ignoreBOM: true }).decode(body);
  const detected = detectFormat(text.slice(0, HEAD_BYTES));
  if (detected.status !== 'ok') throw formatError(detected, text);
  return { decoded: { text, encoding }, format: detected.format };
}

/** Format of a file without a BOM, from its ASCII, and the charsets to try. */
function planWithoutBom(body: Uint8Array, httpCharset: string | null): { format: AntennaFormat; plan: EncodingPlan } {
  const head = bytesAsLatin1(body.subarray(0, HEAD_BYTES));
  const detected = detectFormat(head);
  if (detected.status !== 'ok') {
    const plan = encodingPlan('lirs', null, httpCharset);
    throw formatError(detected, decodeText(body.subarray(0, 256), plan.candidates, plan.asciiEncoding).text);
  }
  return { format: detected.format, plan: encodingPlan(detected.format, declaredCharset(detected.format, head), httpCharset) };
}

/** Throws `cut-off` or `cut-short` when the transport may have cut the file and its text stops inside a record. */
function throwIfCut(codec: FormatCodec, text: string, options: DecodeOptions): void {
  if ((options.endUnmarked === true || options.contentCoded === true) && codec.endsInsideRecord?.(text) === true) {
    if (options.endUnmarked === true) {
      throw new AntennaDecodeError('cut-off', 'the file stops in the middle of a record: the connection closed before all of it arrived');
    }
    throw new AntennaDecodeError('cut-short', 'the file was cut short: it stops in the middle of a record');
  }
}

/** Runs a codec's decoding, pausing between slices when asked; anything it throws becomes an `AntennaDecodeError`. */
async function runDecoder<T>(codec: FormatCodec, format: AntennaFormat, options: DecodeOptions, steps: () => DecodeSteps<T>, whole: () => T): Promise<T> {
  try {
    return options.pause !== undefined ? await runStepsPausing(steps(), options.pause) : whole();
  } catch (error) {
    // Anything but our own error from inside a decoder is reported, not thrown raw.
    if (error instanceof AntennaDecodeError) throw error;
    throw new AntennaDecodeError(codec.brokenCode, `could not read the ${format} file`, { cause: error });
  }
}

/** The error for a file whose start is no antenna format; `text` is its start, decoded. */
function formatError(detected: Exclude<DetectedFormat, { status: 'ok' }>, text: string): AntennaDecodeError {
  switch (detected.status) {
    case 'empty':
      return new AntennaDecodeError('empty', 'empty file');
    case 'html':
      return new AntennaDecodeError('html', 'not an antenna file: looks like HTML');
    case 'other-xml':
      return new AntennaDecodeError('unknown-format', `not an antenna file: an XML document whose root is <${detected.root}>`);
    case 'unknown':
      return new AntennaDecodeError('unknown-format', `not an antenna file: ${describeStart(text)}`);
  }
}

/**
 * Reads an antenna file's bytes: inflates gzip (by its magic bytes, with a cap on the inflated
 * size), picks the charset, tells the format from the content and decodes it.
 *
 * Charset, in order: a byte order mark, or UTF-16's byte pattern (XML 1.0 Appendix F); for
 * LIRS and hina-di, the file's own declaration (the hina-di header `Content-Type`), then a
 * Japanese or Unicode HTTP charset in `options.contentType`; for feeds, as browsers read XML,
 * the HTTP charset in any label, then the XML declaration, a declared encoding kept unless the
 * bytes are invalid in it; then UTF-8, EUC-JP, Shift_JIS, each tried strictly (see
 * `encodingPlan`). The bytes become text before anything is
 * split, so a Shift_JIS trail byte 0x5C (ソ, 表, 能, 予) is never a backslash; a format whose
 * structure is ASCII (LIRS, hina-di: `FormatCodec.decodeBytes`) is split in its bytes instead, decoding
 * only its names, to the same records and the same charset.
 *
 * Only a file that cannot be read at all is an error, always an `AntennaDecodeError`:
 * `empty`, `html`, `unknown-format`, `too-large`, `bad-gzip`, `bad-xml`, `too-complex` (an XML
 * document past the bounds on depth or work), and `cut-off` (the connection ended the body,
 * `options.endUnmarked`, and the text stops inside a record), and `cut-short` (gzip data that
 * stops before its end or whose trailer does not match, or a body the fetch inflated,
 * `options.contentCoded`, whose text stops inside a record). Broken records are
 * listed in `rejected` and the rest still come back. Bytes no encoding reads are not an error
 * either (`decodeText` reads them line by line, U+FFFD for what no encoding reads): a
 * record's times and URL are ASCII and still worth having.
 *
 * @example
 * const antenna = await decodeAntenna(bytes, { now: 1700000000, contentType: 'application/x-gzip' });
 * antenna.format   // 'lirs'
 * antenna.encoding // 'euc-jp'
 * antenna.records  // [{ url: 'http://hiya.ouchi.to/n/', title: 'ただよう記憶', tzOffset: 32400, … }]
 */
export async function decodeAntenna(bytes: Uint8Array, options: DecodeOptions): Promise<DecodedAntenna> {
  const maxBytes = options.maxInflatedBytes ?? DEFAULT_MAX_INFLATED_BYTES;
  if (bytes.length === 0) throw new AntennaDecodeError('empty', 'empty file');
  const gzipped = isGzip(bytes);
  const inflate = options.inflate ?? ((gzip: Uint8Array, cap: number) => inflateGzip(gzip, { maxBytes: cap, inflater: options.inflater }));
  const plain = gzipped ? await inflate(bytes, maxBytes) : bytes;
  if (!gzipped && plain.length > maxBytes) throw tooLargeError(maxBytes, false);
  if (plain.length === 0) throw new AntennaDecodeError('empty', 'empty file (the gzip data holds nothing)');

  const httpCharset = options.contentType == null ? null : charsetParameter(options.contentType);
  const bom = bomEncoding(plain);
  // Without a byte order mark, UTF-16 shows by its byte pattern (an XML document declared UTF-16).
  const utf16 = bom === null ? utf16ByPattern(plain) : null;
  let decoded: DecodedText;
  let format: AntennaFormat;
  if (bom !== null || utf16 !== null) {
    ({ decoded, format } = bom !== null ? readWithBom(plain.subarray(bom.length), bom.encoding) : readWithBom(plain, utf16 ?? ''));
  } else {
    const planned = planWithoutBom(plain, httpCharset);
    format = planned.format;
    const { candidates, asciiEncoding, declared } = planned.plan;
    const byBytes = codecFor(format);
    const { decodeBytes } = byBytes;
    if (decodeBytes !== undefined) {
      // The structure is ASCII: read from the bytes, only the names decoded (see decodeBytes).
      const text = bytesAsLatin1(plain);
      throwIfCut(byBytes, text, options);
      const steps = (): DecodeSteps<DecodedBytes | null> => decodeBytes(plain, text, candidates, asciiEncoding, options);
      const read = await runDecoder(byBytes, format, options, steps, () => runSteps(steps()));
      if (read !== null) return { format, encoding: read.encoding, gzipped, ...read.body };
    }
    decoded = decodeText(plain, candidates, asciiEncoding, declared);
  }
  const codec = codecFor(format);
  throwIfCut(codec, decoded.text, options);
  const { decodeInSteps } = codec;
  const body = await runDecoder(
    codec,
    format,
    options,
    () => (decodeInSteps ?? ((text, given) => stepsOf(codec.decode(text, given))))(decoded.text, options),
    () => codec.decode(decoded.text, options),
  );
  return { format, encoding: decoded.encoding, gzipped, ...body };
}

/** A result already in hand, as steps. */
// eslint-disable-next-line require-yield
function* stepsOf<T>(value: T): DecodeSteps<T> {
  return value;
}
