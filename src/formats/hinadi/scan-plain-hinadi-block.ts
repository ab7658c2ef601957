import { isShowableTime } from '../../core/freshness/index.ts';
import { readImfFixdateBytes } from '../../http/read-imf-fixdate-bytes.ts';
import { PLAIN, SAME_AS_BEFORE, scannedBlock } from './plain-hinadi-layout.ts';
import { scanPlainHinadiUrl } from './scan-plain-hinadi-url.ts';
import type { PlainHinadiFile } from './plain-hinadi-file.ts';
import { isBlankHinadiLine } from './split-hinadi-field.ts';

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

/**
 * Each name's bytes four at a time, as `DataView.getUint32` reads them (big-endian): the words
 * at 0, 4, 8… before its last four bytes, then its last four bytes (every name has four or more).
 */
const NAME_WORDS = NAMES.map((name) => {
  const view = new DataView(name.buffer);
  const words = new Uint32Array(Math.ceil(name.length / 4));
  for (let i = 0; i < words.length - 1; i++) words[i] = view.getUint32(i * 4);
  if (name.length >= 4) words[words.length - 1] = view.getUint32(name.length - 4);
  return words;
});

/** Each text field's slot, by number (0 for the others). */
const TEXT_SLOT = new Uint8Array(NAMES.length);
TEXT_SLOT[TITLE] = PLAIN.title;
TEXT_SLOT[AUTHOR] = PLAIN.author;
TEXT_SLOT[VIRTUAL] = PLAIN.virtual;
TEXT_SLOT[AUTHORIZED] = PLAIN.authorizedUrl;
TEXT_SLOT[METHOD] = PLAIN.method;

/** The date the walk read last. */
const date = { seconds: 0, tzOffset: null as number | null };

const SP = 32;
const HT = 9;
const CR = 13;
const LF = 10;

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
  const { bytes, latin1, ascii, view } = file;
  // hina-di §5.3: URL first. Any other line, blank lines between blocks too, is for the line reader.
  if (bytes[start] !== 0x55) return -1;
  const length = latin1.length;
  out[at + PLAIN.lastDetected] = NaN;
  out[at + PLAIN.contentLength] = -1;
  let virtualStart = -1;
  let virtualEnd = -1;
  let authorizedStart = -1;
  let authorizedEnd = -1;
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
    const first = bytes[pos];
    // A blank line ends the block, as the line reader sees it: empty, or blanks only.
    if (lines > 0) {
      if (pos >= length || first === LF || (first === CR && (pos + 1 === length || bytes[pos + 1] === LF))) break;
      if (first === SP || first === HT) {
        let newline = latin1.indexOf('\n', pos);
        if (newline < 0) newline = length;
        if (isBlankHinadiLine(latin1, pos, newline > pos && bytes[newline - 1] === CR ? newline - 1 : newline)) break;
        return -1;
      }
    }

    const field = fieldAt(bytes, view, pos, first);
    // hina-di §5.3: URL first; §10: no field twice. Anything else is for the general reader.
    if (field === 0 || (seen & (1 << field)) !== 0 || (lines === 0) !== (field === URL)) return -1;
    seen |= 1 << field;

    // The value starts after the blanks that follow the colon, as `splitHinadiField` finds it.
    let valueStart = pos + (NAMES[field] as Uint8Array).length;
    while (bytes[valueStart] === SP || bytes[valueStart] === HT) valueStart++;
    // Where the line ends: a URL, a date or a count ends where its own bytes stop, and only
    // blanks may follow it (`lineEndAfter`); a text value is searched for its LF.
    let newline: number;
    if (field === URL) {
      const urlEnd = scanPlainHinadiUrl(bytes, valueStart, out, at);
      newline = urlEnd < 0 ? -1 : lineEndAfter(bytes, urlEnd, length);
    } else if (field === LAST_MODIFIED || field === DETECTED) {
      // `Sun, 06 Nov 1994 08:49:37 GMT` or `… +0900`. Every byte but the weekday's is checked
      // against ASCII by the date's reading: the weekday must be ASCII too, or the general
      // reader takes the value from its decoded text.
      let dateEnd = valueStart + 29;
      const after = bytes[dateEnd];
      if (after !== undefined && after !== SP && after !== HT && after !== CR && after !== LF) dateEnd += 2;
      const weekday = (bytes[valueStart] as number) | (bytes[valueStart + 1] as number) | (bytes[valueStart + 2] as number);
      if (weekday >= 0x80 || !readImfFixdateBytes(bytes, valueStart, dateEnd, date) || !isShowableTime(date.seconds)) return -1;
      if (field === LAST_MODIFIED) {
        out[at + PLAIN.lastModified] = date.seconds;
        out[at + PLAIN.tzOffset] = date.tzOffset ?? NaN;
      } else {
        out[at + PLAIN.lastDetected] = date.seconds;
      }
      newline = lineEndAfter(bytes, dateEnd, length);
    } else if (field === LENGTH) {
      // 1 to 15 digits, as `HinadiBlock.integer` reads them.
      let value = 0;
      let i = valueStart;
      for (; bytes[i] !== undefined && (bytes[i] as number) >= 0x30 && (bytes[i] as number) <= 0x39; i++) value = value * 10 + (bytes[i] as number) - 0x30;
      if (i === valueStart || i - valueStart > 15) return -1;
      out[at + PLAIN.contentLength] = value;
      newline = lineEndAfter(bytes, i, length);
    } else {
      newline = latin1.indexOf('\n', pos);
      if (newline < 0) newline = length;
      let valueEnd = newline > valueStart && bytes[newline - 1] === CR ? newline - 1 : newline;
      while (valueEnd > valueStart && (bytes[valueEnd - 1] === SP || bytes[valueEnd - 1] === HT)) valueEnd--;
      const slot = TEXT_SLOT[field] as number;
      out[at + slot] = valueStart;
      out[at + slot + 1] = valueEnd;
      if (!ascii.isAscii(valueStart, valueEnd)) {
        scannedBlock.pending[pending++] = slot;
      } else if (field === VIRTUAL) {
        virtualStart = valueStart;
        virtualEnd = valueEnd;
        if (sameBytes(bytes, view, valueStart, valueEnd, file.virtualStart, file.virtualEnd)) out[at + slot + 2] = SAME_AS_BEFORE;
      } else if (field === AUTHORIZED) {
        authorizedStart = valueStart;
        authorizedEnd = valueEnd;
        if (sameBytes(bytes, view, valueStart, valueEnd, file.authorizedStart, file.authorizedEnd)) out[at + slot + 2] = SAME_AS_BEFORE;
      }
    }
    if (newline < 0) return -1;
    lines++;
    lastNewline = newline;
    if (newline >= length) break;
    pos = newline + 1;
  }
  if ((seen & (1 << LAST_MODIFIED)) === 0) return -1;
  // The next plain block compares its values with this one's.
  file.virtualStart = virtualStart;
  file.virtualEnd = virtualEnd;
  file.authorizedStart = authorizedStart;
  file.authorizedEnd = authorizedEnd;
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
  const length = (NAMES[field] as Uint8Array).length;
  const words = NAME_WORDS[field] as Uint32Array;
  if (pos + length > bytes.length) return 0;
  const last = words.length - 1;
  for (let word = 0; word < last; word++) if (view.getUint32(pos + word * 4) !== words[word]) return 0;
  return view.getUint32(pos + length - 4) === words[last] ? field : 0;
}

/**
 * Where the line whose value stops at `from` ends (its LF, or the file's end) when only blanks
 * and a CR before the LF follow: the line reader then takes the value as ending at `from` too
 * (it drops one CR before LF and the blanks after a value). -1 when anything else follows.
 */
function lineEndAfter(bytes: Uint8Array, from: number, length: number): number {
  let i = from;
  while (bytes[i] === SP || bytes[i] === HT) i++;
  if (bytes[i] === CR) i++;
  return i >= length ? length : bytes[i] === LF ? i : -1;
}

/** Whether `bytes[start, end)` are the bytes `bytes[from, to)` (`from` -1: none), compared four at a time. */
function sameBytes(bytes: Uint8Array, view: DataView, start: number, end: number, from: number, to: number): boolean {
  const length = end - start;
  if (from < 0 || to - from !== length) return false;
  let i = 0;
  for (; i + 4 <= length; i += 4) if (view.getUint32(start + i) !== view.getUint32(from + i)) return false;
  for (; i < length; i++) if (bytes[start + i] !== bytes[from + i]) return false;
  return true;
}
