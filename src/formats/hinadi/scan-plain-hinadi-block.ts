import { isShowableTime } from '../../core/freshness/index.ts';
import { readImfFixdateBytes } from '../../http/read-imf-fixdate-bytes.ts';
import { KEY_HASH_SEED, keyHashFinish, keyHashStep } from '../all-distinct.ts';
import { AsciiBytes } from './ascii-bytes.ts';
import { isBlankHinadiLine } from './split-hinadi-field.ts';

/**
 * Where `scanPlainHinadiBlock` writes a block, numbers from `at` on: the URL's bounds and
 * `keyHash`, the times (NaN: none), Content-Length (-1: none), then for each text field its
 * value's start (-1: absent), end, and the number of its decoded range (-1: ASCII, read in place).
 */
export const PLAIN = {
  urlStart: 0,
  urlEnd: 1,
  urlHash: 2,
  lastModified: 3,
  tzOffset: 4,
  lastDetected: 5,
  contentLength: 6,
  title: 7,
  author: 10,
  virtual: 13,
  authorizedUrl: 16,
  method: 19,
  /** Numbers per block. */
  size: 22,
} as const;

/** The fields of a plain block, numbered for the tables below; `1 << field` in the repeated-field check. */
const URL = 1;
const TITLE = 2;
const AUTHOR = 3;
const LAST_MODIFIED = 4;
const DETECTED = 5;
const LENGTH = 6;
const VIRTUAL = 7;
const AUTHORIZED = 8;
const METHOD = 9;

/** Each field's `Name:` as producers spell it, by number. */
const NAMES = ['', 'URL:', 'Title:', 'Author-Name:', 'Last-Modified:', 'Last-Modified-Detected:', 'Content-Length:', 'Virtual:', 'Authorized-url:', 'Method:'].map(
  (name) => Uint8Array.from(name, (char) => char.charCodeAt(0)),
);

/** Each name's bytes four at a time, as `DataView.getUint32` reads them (big-endian). */
const NAME_WORDS = NAMES.map((name) => {
  const words = new Uint32Array(name.length >> 2);
  const view = new DataView(name.buffer);
  for (let i = 0; i < words.length; i++) words[i] = view.getUint32(i * 4);
  return words;
});

/** Each text field's slot, by number (0 for the others). */
const TEXT_SLOT = new Uint8Array(NAMES.length);
TEXT_SLOT[TITLE] = PLAIN.title;
TEXT_SLOT[AUTHOR] = PLAIN.author;
TEXT_SLOT[VIRTUAL] = PLAIN.virtual;
TEXT_SLOT[AUTHORIZED] = PLAIN.authorizedUrl;
TEXT_SLOT[METHOD] = PLAIN.method;

/** A value's range number when it is the same ASCII text as the one the block before held there: the same string serves both. */
export const SAME_AS_BEFORE = -2;

/**
 * One file's bytes as the walk reads them: `latin1` is the bytes one to one as characters,
 * `view` the same bytes for reading four at a time, and `previous` where the values of the
 * last plain block lie (start, end per text slot; -1 when absent or not ASCII).
 */
export class PlainHinadiFile {
  readonly view: DataView;
  readonly ascii: AsciiBytes;
  readonly previous = new Float64Array(PLAIN.size).fill(-1);

  constructor(
    readonly bytes: Uint8Array,
    readonly latin1: string,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.ascii = new AsciiBytes(bytes);
  }
}

/**
 * What the block `scanPlainHinadiBlock` read last holds besides its numbers: its lines, and
 * its values that are not ASCII, in the order of its lines (the slot of each, `PLAIN.title`…),
 * for the caller to copy and decode. Valid when it gave a block.
 */
export const scannedBlock = { lines: 0, pendingCount: 0, pending: new Int32Array(8) };

/** The date the walk read last. */
const date = { seconds: 0, tzOffset: null as number | null };

/** Where the walk's block holds ASCII text values (start, end per text slot, -1: none): what `PlainHinadiFile.previous` becomes. */
const asciiValues = new Float64Array(PLAIN.size);

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

const SP = 32;
const HT = 9;

/**
 * One walk over the hina-di entity block whose first line starts at `start`: when it is the
 * plainest kind, its numbers go to `out` from `at` (see `PLAIN`), its lines and its values that
 * are not ASCII to `scannedBlock`, and it gives the position of its last line's LF (or the
 * file's end); else -1, and the general reader (`HinadiBlock`, `readHinadiBlock`) reads it.
 * Plain is: `URL:` first, then only `Title`, `Author-Name`, `Last-Modified`,
 * `Last-Modified-Detected`, `Content-Length`, `Virtual`, `Authorized-url`, `Method`, each once
 * and spelt so; the URL an ASCII http(s) URL in the form `normalizeUrl` gives; the dates ASCII
 * IMF-fixdates (`readImfFixdateBytes`) a view can show; Content-Length 1 to 15 digits. Every
 * field of such a block becomes a record property, with nothing in `extra`, so the general
 * reader gives the record these numbers make (`PlainHinadiBlocks.record`). The walk ends
 * before the blank line that ends the block, or at the file's end.
 *
 * @example
 * const out = new Float64Array(PLAIN.size);
 * scanPlainHinadiBlock(new PlainHinadiFile(bytes, latin1), 10, out, 0) // 71: a block of two lines, 'HINA/2.2\n\n' before it
 * out[PLAIN.lastModified] // 946782245
 */
export function scanPlainHinadiBlock(file: PlainHinadiFile, start: number, out: Float64Array, at: number): number {
  const { bytes, latin1, ascii, view, previous } = file;
  const length = latin1.length;
  out[at + PLAIN.lastDetected] = NaN;
  out[at + PLAIN.contentLength] = -1;
  asciiValues.fill(-1);
  for (let slot = PLAIN.title; slot < PLAIN.size; slot += 3) {
    out[at + slot] = -1;
    out[at + slot + 2] = -1;
  }
  let pending = 0;
  let seen = 0;
  let lines = 0;
  let lastNewline = -1;
  let pos = start;
  for (;;) {
    let newline = latin1.indexOf('\n', pos);
    if (newline < 0) newline = length;
    const end = newline > pos && bytes[newline - 1] === 13 ? newline - 1 : newline;
    const first = bytes[pos];
    // A blank line ends the block, as the line reader sees it.
    if (lines > 0 && (end === pos || ((first === SP || first === HT) && isBlankHinadiLine(latin1, pos, end)))) break;

    const field = fieldAt(bytes, view, pos, first);
    // hina-di §5.3: URL first; §10: no field twice. Anything else is for the general reader.
    if (field === 0 || (seen & (1 << field)) !== 0 || (lines === 0) !== (field === URL)) return -1;
    seen |= 1 << field;

    // The value without its blanks, as `splitHinadiField` finds it.
    let valueStart = pos + (NAMES[field] as Uint8Array).length;
    while (valueStart < end && (bytes[valueStart] === SP || bytes[valueStart] === HT)) valueStart++;
    let valueEnd = end;
    while (valueEnd > valueStart && (bytes[valueEnd - 1] === SP || bytes[valueEnd - 1] === HT)) valueEnd--;

    if (field === URL) {
      if (!scanUrl(bytes, valueStart, valueEnd, out, at)) return -1;
    } else if (field === LAST_MODIFIED || field === DETECTED) {
      // What parseImfFixdate reads; a value that is not ASCII is read from its decoded text.
      if (!ascii.isAscii(valueStart, valueEnd) || !readImfFixdateBytes(bytes, valueStart, valueEnd, date) || !isShowableTime(date.seconds)) return -1;
      if (field === LAST_MODIFIED) {
        out[at + PLAIN.lastModified] = date.seconds;
        out[at + PLAIN.tzOffset] = date.tzOffset ?? NaN;
      } else {
        out[at + PLAIN.lastDetected] = date.seconds;
      }
    } else if (field === LENGTH) {
      const count = digitsIn(bytes, valueStart, valueEnd);
      if (count < 0) return -1;
      out[at + PLAIN.contentLength] = count;
    } else {
      const slot = TEXT_SLOT[field] as number;
      out[at + slot] = valueStart;
      out[at + slot + 1] = valueEnd;
      if (!ascii.isAscii(valueStart, valueEnd)) {
        scannedBlock.pending[pending++] = slot;
      } else {
        asciiValues[slot] = valueStart;
        asciiValues[slot + 1] = valueEnd;
        if (sameBytes(bytes, valueStart, valueEnd, previous[slot] as number, previous[slot + 1] as number)) out[at + slot + 2] = SAME_AS_BEFORE;
      }
    }
    lines++;
    lastNewline = newline;
    if (newline >= length) break;
    pos = newline + 1;
  }
  if ((seen & (1 << LAST_MODIFIED)) === 0) return -1;
  // The next plain block compares its values with this one's that are ASCII.
  previous.set(asciiValues);
  scannedBlock.lines = lines;
  scannedBlock.pendingCount = pending;
  return lastNewline;
}

/**
 * The plain field whose `Name:` starts the line at `pos`, whose first byte is `first`; 0 for
 * any other line. Names as producers spell them: another case is for the general reader, which
 * reads names in any case (hina-di §4.1). Compared byte by byte: `startsWith` on the Latin-1
 * text costs several times more per line.
 */
function fieldAt(bytes: Uint8Array, view: DataView, pos: number, first: number | undefined): number {
  let field: number;
  switch (first) {
    case 0x55:
      field = URL;
      break;
    case 0x54:
      field = TITLE;
      break;
    case 0x41:
      // Author-Name, Authorized-url
      field = bytes[pos + 6] === 0x2d ? AUTHOR : AUTHORIZED;
      break;
    case 0x4c:
      // Last-Modified, Last-Modified-Detected
      field = bytes[pos + 13] === 0x3a ? LAST_MODIFIED : DETECTED;
      break;
    case 0x43:
      field = LENGTH;
      break;
    case 0x56:
      field = VIRTUAL;
      break;
    case 0x4d:
      field = METHOD;
      break;
    default:
      return 0;
  }
  const name = NAMES[field] as Uint8Array;
  const words = NAME_WORDS[field] as Uint32Array;
  if (pos + name.length > bytes.length) return 0;
  for (let word = 0; word < words.length; word++) if (view.getUint32(pos + word * 4) !== words[word]) return 0;
  for (let i = words.length * 4; i < name.length; i++) if (bytes[pos + i] !== name[i]) return 0;
  return field;
}

/** Reads the URL `bytes[start, end)` into `out` when it is plain (see `URL_BYTES`), hashing it as it goes. */
function scanUrl(bytes: Uint8Array, start: number, end: number, out: Float64Array, at: number): boolean {
  let i = start;
  if (bytes[i] !== 0x68 || bytes[i + 1] !== 0x74 || bytes[i + 2] !== 0x74 || bytes[i + 3] !== 0x70) return false;
  i += bytes[i + 4] === 0x73 ? 5 : 4;
  if (bytes[i] !== 0x3a || bytes[i + 1] !== 0x2f || bytes[i + 2] !== 0x2f) return false;
  i += 3;
  let hash = KEY_HASH_SEED;
  for (let j = start; j < i; j++) hash = keyHashStep(hash, bytes[j] as number);
  const hostStart = i;
  while (i < end && ((URL_BYTES[bytes[i] as number] as number) & 1) !== 0) hash = keyHashStep(hash, bytes[i++] as number);
  if (i === hostStart || i >= end || bytes[i] !== 0x2f) return false;
  while (i < end && ((URL_BYTES[bytes[i] as number] as number) & 2) !== 0) hash = keyHashStep(hash, bytes[i++] as number);
  if (i !== end) return false;
  out[at + PLAIN.urlStart] = start;
  out[at + PLAIN.urlEnd] = end;
  out[at + PLAIN.urlHash] = keyHashFinish(hash, end - start);
  return true;
}

/** Whether `bytes[start, end)` are the bytes `bytes[from, to)` (`from` -1: none). */
function sameBytes(bytes: Uint8Array, start: number, end: number, from: number, to: number): boolean {
  if (from < 0 || to - from !== end - start) return false;
  for (let i = 0; i < end - start; i++) if (bytes[start + i] !== bytes[from + i]) return false;
  return true;
}

/** The digits `bytes[start, end)` as a number, as `HinadiBlock.integer` reads them; -1 for none, more than 15 or anything else. */
function digitsIn(bytes: Uint8Array, start: number, end: number): number {
  if (end <= start || end - start > 15) return -1;
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = (bytes[i] as number) - 0x30;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}
