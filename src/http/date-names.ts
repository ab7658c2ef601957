/**
 * The one table of the words dates are written in: month and weekday names, and the zone
 * abbreviations readers know. HTTP dates (`parseHttpDate`), feed dates, the HTTP date writer
 * and the page-date masker all read their names from here.
 */

/** Month names in English, January first. Readers take the first three letters or the whole. */
export const MONTH_NAMES: readonly string[] = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

/** Greek month and weekday abbreviations → English, as Greek blog tools wrote RFC 822 dates (`Κυρ, 11 Ιούλ 2004`). */
export const GREEK_DATE_WORDS: ReadonlyMap<string, string> = new Map([
  ['Ιαν', 'Jan'], ['Φεβ', 'Feb'], ['Μάρ', 'Mar'], ['Μαρ', 'Mar'], ['Απρ', 'Apr'], ['Μάι', 'May'],
  ['Μαι', 'May'], ['Μαΐ', 'May'], ['Ιούν', 'Jun'], ['Ιουν', 'Jun'], ['Ιούλ', 'Jul'], ['Ιουλ', 'Jul'],
  ['Αύγ', 'Aug'], ['Αυγ', 'Aug'], ['Σεπ', 'Sep'], ['Οκτ', 'Oct'], ['Νοέ', 'Nov'], ['Νοε', 'Nov'],
  ['Δεκ', 'Dec'],
  ['Κυρ', 'Sun'], ['Δευ', 'Mon'], ['Τρι', 'Tue'], ['Τετ', 'Wed'], ['Πεμ', 'Thu'], ['Πέμ', 'Thu'],
  ['Παρ', 'Fri'], ['Σαβ', 'Sat'],
]);

/** Hungarian month names, January first, as Hungarian blog tools wrote them in W3C-DTF dates (`2004-július-13`). */
export const HUNGARIAN_MONTH_NAMES: readonly string[] = [
  'január', 'február', 'március', 'április', 'május', 'június',
  'július', 'augusztus', 'szeptember', 'október', 'november', 'december',
];

/** Weekday names in English, Sunday first (as `Date#getUTCDay` counts). */
export const WEEKDAY_NAMES: readonly string[] = [
  'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday',
];

/** Japan time, UTC+9, in seconds. */
export const JAPAN = 32400;

/**
 * Zone abbreviations, lower-case, → offset in seconds east of UTC; `null` for the GMT family
 * (`GMT`, `UT`, `UTC`, `Z`), which says the time is in UTC and nothing of where the site is
 * (the HTTP convention, and RSS's: producers write GMT whatever their zone).
 *
 * RFC 822 §5.1 names North America's zones and the military letters; the rest are the abbreviations feeds carry in the wild: the generic `ET`/`CT`/`MT`/
 * `PT`/`AT` (read as standard time, as Disney's feeds meant them), Europe's (`MET`/`MEST` as
 * Germany's blog tools wrote them), Japan's and Korea's. An abbreviation that names two zones
 * (`IST`, `BST` beyond Britain) is left out: guessing one would be a silent wrong zone.
 */
export const ZONE_OFFSETS: ReadonlyMap<string, number | null> = new Map<string, number | null>([
  ['gmt', null], ['ut', null], ['utc', null], ['z', null],
  // North America (RFC 822 §5.1 and the Atlantic, Alaska, Hawaii and Newfoundland zones)
  ['est', -5 * 3600], ['edt', -4 * 3600], ['cst', -6 * 3600], ['cdt', -5 * 3600],
  ['mst', -7 * 3600], ['mdt', -6 * 3600], ['pst', -8 * 3600], ['pdt', -7 * 3600],
  ['ast', -4 * 3600], ['adt', -3 * 3600], ['akst', -9 * 3600], ['akdt', -8 * 3600],
  ['hst', -10 * 3600], ['nst', -12600], ['ndt', -9000],
  ['et', -5 * 3600], ['ct', -6 * 3600], ['mt', -7 * 3600], ['pt', -8 * 3600], ['at', -4 * 3600],
  // Europe
  ['wet', 0], ['west', 3600], ['bst', 3600], ['cet', 3600], ['cest', 7200],
  ['met', 3600], ['mest', 7200], ['mez', 3600], ['mesz', 7200],
  ['eet', 7200], ['eest', 10800], ['msk', 10800],
  // East Asia
  ['jst', JAPAN], ['kst', JAPAN],
  // Military letters: A–I and K–M are +1 to +12 hours, N–Y −1 to −12, as the military counts
  // them (RFC 1123 §5.2.14: RFC 822 printed the signs reversed).
  ...[...'abcdefghiklm'].map((letter, index): [string, number] => [letter, (index + 1) * 3600]),
  ...[...'nopqrstuvwxy'].map((letter, index): [string, number] => [letter, -(index + 1) * 3600]),
]);
