import type { AntennaFormat } from '../core/record.ts';
import { detectFormat } from './detect-format.ts';
import { bytesAsLatin1 } from './text/bytes-as-latin1.ts';
import { bomEncoding } from './text/charset.ts';
import { declaredCharset } from './text/declared-charset.ts';
import { encodingPlan, type EncodingPlan } from './text/encoding-plan.ts';
import { utf16ByPattern } from './text/utf16-by-pattern.ts';

/** How much of the start of a file format detection and charset sniffing look at. */
export const HEAD_BYTES = 64 * 1024;

/**
 * The format and the charsets to try that `decodeAntenna` reads inflated bytes by, for a caller
 * that reads one format its own faster way to the same result (the command line's
 * `plain-lirs-json.ts`): null when a byte order mark or UTF-16's pattern decides instead, and
 * when the start names no format (`decodeAntenna` says why). It needs no decoder, so such a
 * caller loads none.
 *
 * @example
 * bytesPlan(bytes, null) // { format: 'lirs', plan: { candidates: ['utf-8', 'euc-jp', 'shift_jis'], … } }
 */
export function bytesPlan(plain: Uint8Array, httpCharset: string | null): { format: AntennaFormat; plan: EncodingPlan } | null {
  if (plain.length === 0 || bomEncoding(plain) !== null || utf16ByPattern(plain) !== null) return null;
  const head = bytesAsLatin1(plain.subarray(0, HEAD_BYTES));
  const detected = detectFormat(head);
  if (detected.status !== 'ok') return null;
  return { format: detected.format, plan: encodingPlan(detected.format, declaredCharset(detected.format, head), httpCharset) };
}
