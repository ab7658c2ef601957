/**
 * The hina-di fields a decoder reads into a record, by number, lower case. `Virtual` and its
 * misspelling `Vitural` (§5.5 grammar) are one field; `Expire` and `Expires` are two (§5.10–11).
 */
export const FIELD = {
  url: 0,
  title: 1,
  authorName: 2,
  lastModified: 3,
  lastModifiedDetected: 4,
  contentLength: 5,
  virtual: 6,
  method: 7,
  expires: 8,
  expire: 9,
  date: 10,
  xHatenaLastModified: 11,
  xWdbTitle: 12,
  xWdbAuthorName: 13,
  authorizedUrl: 14,
  xTamaTimezone: 15,
} as const;

export const FIELD_COUNT = 16;

/** Any other field: experimental (§6) or undefined (§7). */
export const OTHER_FIELD = -1;

/**
 * Whether `text[start, end)` and `name` are one field name, ignoring ASCII case. Only for text
 * that is already a field name (letters, digits, `-`), where `| 32` lowers letters and keeps the
 * rest: no `toLowerCase`, which is slow on slices of a text that holds Japanese.
 */
export function sameFieldName(text: string, start: number, end: number, name: string): boolean {
  if (end - start !== name.length) return false;
  for (let i = 0; i < name.length; i++) {
    if ((text.charCodeAt(start + i) | 32) !== (name.charCodeAt(i) | 32)) return false;
  }
  return true;
}

/**
 * A sticky pattern that matches `name` where `sameFieldName` would: each letter in either case,
 * and `-` also as CR (`0x0d | 32` is `-`). Run by V8 as machine code, it compares faster than a
 * loop over `charCodeAt` on the two-byte text of a Japanese file.
 */
function namePattern(name: string): RegExp {
  const source = name.replace(/[A-Za-z]/g, (letter) => `[${letter.toUpperCase()}${letter.toLowerCase()}]`).replaceAll('-', '[-\\r]');
  return new RegExp(source, 'y');
}

const NAMES = {
  url: namePattern('URL'),
  date: namePattern('Date'),
  title: namePattern('Title'),
  method: namePattern('Method'),
  expire: namePattern('Expire'),
  expires: namePattern('Expires'),
  virtual: namePattern('Virtual'),
  vitural: namePattern('Vitural'),
  authorName: namePattern('Author-Name'),
  xWdbTitle: namePattern('X-WDB-Title'),
  lastModified: namePattern('Last-Modified'),
  contentLength: namePattern('Content-Length'),
  authorizedUrl: namePattern('Authorized-url'),
  xTamaTimezone: namePattern('X-TAMA-Timezone'),
  xWdbAuthorName: namePattern('X-WDB-Author-Name'),
  lastModifiedDetected: namePattern('Last-Modified-Detected'),
  xHatenaLastModified: namePattern('X-Hatena-Last-Modified'),
} as const;

/** Whether `pattern` (from `namePattern`, of the length already checked) matches at `start`. */
function isNameAt(pattern: RegExp, text: string, start: number): boolean {
  pattern.lastIndex = start;
  return pattern.test(text);
}

/**
 * The number of the field named by `text[start, end)` (a valid field name), ignoring case
 * (hina-di §4.1), or OTHER_FIELD. Compares in place, by length and first letter: this runs on
 * every line of a file.
 *
 * @example
 * hinadiFieldId('LAST-MODIFIED: …', 0, 13) // FIELD.lastModified
 */
export function hinadiFieldId(text: string, start = 0, end = text.length): number {
  const first = text.charCodeAt(start) | 32;
  switch (end - start) {
    case 3:
      return first === 117 && isNameAt(NAMES.url, text, start) ? FIELD.url : OTHER_FIELD;
    case 4:
      return first === 100 && isNameAt(NAMES.date, text, start) ? FIELD.date : OTHER_FIELD;
    case 5:
      return first === 116 && isNameAt(NAMES.title, text, start) ? FIELD.title : OTHER_FIELD;
    case 6:
      if (first === 109) return isNameAt(NAMES.method, text, start) ? FIELD.method : OTHER_FIELD;
      return first === 101 && isNameAt(NAMES.expire, text, start) ? FIELD.expire : OTHER_FIELD;
    case 7:
      if (first === 101) return isNameAt(NAMES.expires, text, start) ? FIELD.expires : OTHER_FIELD;
      // hina-di §5.5's grammar spells Virtual as Vitural.
      return first === 118 && (isNameAt(NAMES.virtual, text, start) || isNameAt(NAMES.vitural, text, start)) ? FIELD.virtual : OTHER_FIELD;
    case 11:
      if (first === 97) return isNameAt(NAMES.authorName, text, start) ? FIELD.authorName : OTHER_FIELD;
      return first === 120 && isNameAt(NAMES.xWdbTitle, text, start) ? FIELD.xWdbTitle : OTHER_FIELD;
    case 13:
      return first === 108 && isNameAt(NAMES.lastModified, text, start) ? FIELD.lastModified : OTHER_FIELD;
    case 14:
      if (first === 97) return isNameAt(NAMES.authorizedUrl, text, start) ? FIELD.authorizedUrl : OTHER_FIELD;
      return first === 99 && isNameAt(NAMES.contentLength, text, start) ? FIELD.contentLength : OTHER_FIELD;
    case 15:
      return first === 120 && isNameAt(NAMES.xTamaTimezone, text, start) ? FIELD.xTamaTimezone : OTHER_FIELD;
    case 17:
      return first === 120 && isNameAt(NAMES.xWdbAuthorName, text, start) ? FIELD.xWdbAuthorName : OTHER_FIELD;
    case 22:
      if (first === 108) return isNameAt(NAMES.lastModifiedDetected, text, start) ? FIELD.lastModifiedDetected : OTHER_FIELD;
      return first === 120 && isNameAt(NAMES.xHatenaLastModified, text, start) ? FIELD.xHatenaLastModified : OTHER_FIELD;
    default:
      return OTHER_FIELD;
  }
}

/**
 * The duplicate-check key of a field name: lower case, with `Vitural` read as `Virtual`.
 *
 * @example
 * hinadiFieldKey('Vitural') // 'virtual'
 */
export function hinadiFieldKey(name: string): string {
  const key = name.toLowerCase();
  return key === 'vitural' ? 'virtual' : key;
}

/**
 * Whether a name is a hina-di field name: `WORD *("-" WORD)` with WORD = 1*(ALPHA|DIGIT) (§4.1).
 *
 * @example
 * isHinadiFieldName('X-TAMA-Check') // true
 * isHinadiFieldName('X_Foo')        // false
 */
export function isHinadiFieldName(text: string, start = 0, end = text.length): boolean {
  if (end <= start) return false;
  let previousWasHyphen = true;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 45) {
      if (previousWasHyphen) return false;
      previousWasHyphen = true;
    } else if (
      (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
    ) {
      previousWasHyphen = false;
    } else {
      return false;
    }
  }
  return !previousWasHyphen;
}
