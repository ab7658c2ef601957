import { GREEK_DATE_WORDS, HUNGARIAN_MONTH_NAMES, JAPAN } from '../../http/date-names.ts';
import { parseHttpDate } from '../../http/parse-http-date.ts';
import type { FeedDate } from './feed-date.ts';
import { parseW3cDate } from './parse-w3c-date.ts';
import { utcSeconds } from './utc-seconds.ts';

// Korean blog hosts: OnBlog `2004년 05월 28일  01:31:15`, Nate `2004-05-25 오후 11:23:17`, both
// in Korea time (UTC+9, as Japan's).
const ONBLOG = /^(\d{4})년\s*(\d{1,2})월\s*(\d{1,2})일\s+(\d{1,2}):(\d{2}):(\d{2})$/u;
const NATE = /^(\d{4})-(\d{1,2})-(\d{1,2})\s+(오전|오후)\s+(\d{1,2}):(\d{2}):(\d{2})$/u;

// Greek blog tools wrote RFC 822 in Greek: `Κυρ, 11 Ιούλ 2004 12:00:00 EST` (`GREEK_DATE_WORDS`).
const GREEK_WORD = /[\u0370-\u03ff\u1f00-\u1fff]+/gu;
const HAS_GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/u;

// Hungarian blog tools wrote W3C-DTF with the month's name: `2004-július-13T9:15-05:00`.
const HUNGARIAN = /^(\d{4})-(\p{L}+)-(\d{1,2})T(\d{1,2}):(\d{2})(:\d{2})?(Z|[+-]\d{2}:?\d{2})?$/u;

const pad = (n: string): string => n.padStart(2, '0');

/**
 * Reads the dates old blog tools wrote in Korean, Greek and Hungarian (the forms the Universal
 * Feed Parser's test corpus collects); null for anything else.
 *
 * @example
 * parseLocalizedDate('2004년 05월 28일  01:31:15')        // {seconds: 1085675475, tzOffset: 32400}
 * parseLocalizedDate('Κυρ, 11 Ιούλ 2004 12:00:00 EST')   // {seconds: 1089565200, tzOffset: -18000}
 * parseLocalizedDate('2004-július-13T9:15-05:00')        // {seconds: 1089728100, tzOffset: -18000}
 */
export function parseLocalizedDate(text: string): FeedDate | null {
  const onblog = ONBLOG.exec(text);
  if (onblog) {
    const [, y, mo, d, h, mi, s] = onblog;
    return korea(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
  }
  const nate = NATE.exec(text);
  if (nate) {
    const [, y, mo, d, half, h, mi, s] = nate;
    const hour = Number(h);
    if (hour < 1 || hour > 12) return null;
    return korea(Number(y), Number(mo), Number(d), (hour % 12) + (half === '오후' ? 12 : 0), Number(mi), Number(s));
  }
  const hungarian = HUNGARIAN.exec(text);
  if (hungarian) {
    const [, y = '', name = '', d = '', h = '', mi = '', s = '', zone = ''] = hungarian;
    const month = HUNGARIAN_MONTH_NAMES.indexOf(name.toLowerCase()) + 1;
    if (month === 0) return null;
    return parseW3cDate(`${y}-${pad(String(month))}-${pad(d)}T${pad(h)}:${mi}${s}${zone}`);
  }
  if (!HAS_GREEK.test(text)) return null;
  let unknown = false;
  const english = text.replace(GREEK_WORD, (word) => {
    const known = GREEK_DATE_WORDS.get(word);
    if (known === undefined) unknown = true;
    return known ?? word;
  });
  return unknown ? null : parseHttpDate(english);
}

function korea(year: number, month: number, day: number, hour: number, minute: number, second: number): FeedDate | null {
  const local = utcSeconds(year, month, day, hour, minute, second);
  return local === null ? null : { seconds: local - JAPAN, tzOffset: JAPAN };
}
