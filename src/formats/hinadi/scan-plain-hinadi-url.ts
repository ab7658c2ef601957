import { KEY_HASH_SEED, keyHashFinish, keyHashStep } from '../all-distinct.ts';
import { PLAIN } from './plain-hinadi-layout.ts';

/**
 * Bytes a plain URL may hold, one flag a byte: 1 in its host, 2 in its path. ASCII only, no
 * white space or control: the characters `isHttpUrl` allows, and, with no capital in the host,
 * no `:`, `?`, `@` there and no `#` anywhere, a URL `normalizeUrl` gives back as it is.
 */
const URL_BYTES = new Uint8Array(256);
for (let byte = 0x21; byte < 0x7f; byte++) {
  const host = byte !== 0x23 && byte !== 0x2f && byte !== 0x3a && byte !== 0x3f && byte !== 0x40 && !(byte >= 0x41 && byte <= 0x5a);
  URL_BYTES[byte] = (host ? 1 : 0) | (byte !== 0x23 ? 2 : 0);
}

/**
 * Reads the URL that starts at `bytes[start]` into `out` from `at` (`PLAIN.urlStart`,
 * `urlEnd`, `urlHash`) when it is plain: lower-case `http://` or `https://`, a host and a path
 * of the bytes `URL_BYTES` allows, so an http(s) URL that `normalizeUrl` gives back as it is.
 * Hashed (`keyHash`) as it is read. Gives where it stops, the first byte no URL holds, or -1.
 *
 * @example
 * scanPlainHinadiUrl(new TextEncoder().encode('http://a.jp/x\n'), 0, out, 0) // 13
 */
export function scanPlainHinadiUrl(bytes: Uint8Array, start: number, out: Float64Array, at: number): number {
  let i = start;
  if (bytes[i] !== 0x68 || bytes[i + 1] !== 0x74 || bytes[i + 2] !== 0x74 || bytes[i + 3] !== 0x70) return -1;
  i += bytes[i + 4] === 0x73 ? 5 : 4;
  if (bytes[i] !== 0x3a || bytes[i + 1] !== 0x2f || bytes[i + 2] !== 0x2f) return -1;
  i += 3;
  let hash = KEY_HASH_SEED;
  for (let j = start; j < i; j++) hash = keyHashStep(hash, bytes[j] as number);
  const hostStart = i;
  // Past the end of the bytes, undefined reads as byte 0: no URL byte.
  while (((URL_BYTES[bytes[i] ?? 0] as number) & 1) !== 0) hash = keyHashStep(hash, bytes[i++] as number);
  if (i === hostStart || bytes[i] !== 0x2f) return -1;
  while (((URL_BYTES[bytes[i] ?? 0] as number) & 2) !== 0) hash = keyHashStep(hash, bytes[i++] as number);
  out[at + PLAIN.urlStart] = start;
  out[at + PLAIN.urlEnd] = i;
  out[at + PLAIN.urlHash] = keyHashFinish(hash, i - start);
  return i;
}
