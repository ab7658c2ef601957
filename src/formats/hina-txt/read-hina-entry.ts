import { unshowableTime } from '../../core/freshness/index.ts';
import { rejected, type Rejected } from '../../core/rejections/index.ts';
import type { AntennaRecord } from '../../core/record.ts';
import { isHttpUrl } from '../../http/is-http-url.ts';
import { decodeHtmlReferences } from '../../markup/decode-html-references.ts';
import { excerpt } from '../excerpt.ts';
import { NO_EXTENSION, NO_EXTRA } from '../lirs/read-lirs-record.ts';
import { HINA_FAILURES } from './hina-marker-reasons.ts';

export type HinaEntryResult =
  | { readonly status: 'ok'; readonly record: AntennaRecord }
  | Rejected;

/** Japan's offset: hina.txt writes its times in Japan time (HINA/1.x; tamatebako "JST固定"). */
const JST = 32400;

/**
 * One entry from its marker to the end of its link: the marker's name and text, any further
 * comments (WDB's `<!--HINA_CERN -->`), `<a href=…>`, the link text, `</a>`, then the rest.
 * Bounded quantifiers keep it linear on a hostile line.
 */
const ENTRY =
  /^<!--\s*(HINA_[A-Z_]{1,20})([^>]{0,200}?)-->(?:\s*<!--[^>]{0,200}-->)*\s*<a\s[^>]{0,100}?href\s*=\s*(?:"([^"]{0,4096})"|'([^']{0,4096})'|([^\s>]{1,4096}))[^>]{0,200}>([\s\S]{0,4096}?)<\/a\s*>([\s\S]*)$/i;

/** `YYYY/MM/DD hh:mm` and `[hop]` in an OK marker. */
const OK_TIME = /^\s*(\d{4})\/(\d{1,2})\/(\d{1,2})\s+(\d{1,2}):(\d{2})(?:\s*\[(\d{1,4})\])?\s*$/;

function plainText(html: string): string | null {
  const text = decodeHtmlReferences(html.replace(/<[^>]{0,200}>/g, '')).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** Japan time to the minute → Unix seconds, or null for an impossible date. */
function japanTime(match: RegExpExecArray): number | null {
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute) / 1000;
  if (new Date(utc * 1000).getUTCDate() !== day) return null;
  return utc - JST;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The site URL of a link: WDB appends `?MMDDhhmm` — the update time — to each link (before any
 * `#fragment`) so that browsers mark it unread; removed only when those are the marker's own
 * digits, so a URL that really ends in eight digits (`diary.cgi?20050101`) keeps them.
 */
function siteUrl(href: string, modified: number): string {
  const japan = new Date((modified + JST) * 1000);
  const stamp = `?${two(japan.getUTCMonth() + 1)}${two(japan.getUTCDate())}${two(japan.getUTCHours())}${two(japan.getUTCMinutes())}`;
  const hash = href.indexOf('#');
  const [base, fragment] = hash < 0 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  return base.endsWith(stamp) ? base.slice(0, -stamp.length) + fragment : href;
}

/**
 * Reads one hina.txt entry, `text` starting at its `<!--HINA_…` marker:
 * `<!--HINA_OK YYYY/MM/DD hh:mm [hop]--><a href="URL">title</a> author<br>`. The time is Japan
 * time to the minute; the author is the text after `</a>` up to `<br>` (tamatebako; WDB writes
 * none). A failure marker (`HINA_NOT_FOUND`, `HINA_REMOTE_OUT`, …) is rejected with its reason.
 * hina.txt says nothing about when the antenna checked: `lastDetected` is null.
 *
 * @example
 * readHinaEntry('<!--HINA_OK 2005/01/01 13:00 [0]--><a href="http://a.jp/?01011300">A</a>')
 * // { status: 'ok', record: { url: 'http://a.jp/', title: 'A', lastModified: 1104552000, … } }
 */
export function readHinaEntry(text: string): HinaEntryResult {
  const entry = ENTRY.exec(text);
  if (entry === null) return rejected('not-hina-entry', excerpt(text, 100));
  const marker = (entry[1] ?? '').toUpperCase();
  if (marker !== 'HINA_OK') {
    const failure = HINA_FAILURES[marker];
    return failure === undefined ? rejected('hina-other', marker) : rejected(failure);
  }
  const time = OK_TIME.exec(entry[2] ?? '');
  const modified = time === null ? null : japanTime(time);
  if (modified === null) {
    return rejected('hina-bad-time', excerpt((entry[2] ?? '').trim()));
  }
  const unshowable = unshowableTime('HINA_OK time', modified);
  if (unshowable !== null) return rejected('impossible-time', ...unshowable);
  const href = decodeHtmlReferences((entry[3] ?? entry[4] ?? entry[5] ?? '').trim());
  const url = siteUrl(href, modified);
  if (!isHttpUrl(url)) return rejected('not-http-url', excerpt(url, 100));
  const rest = entry[7] ?? '';
  const br = /<br\s*\/?>/i.exec(rest);
  return {
    status: 'ok',
    record: {
      url,
      title: plainText(entry[6] ?? ''),
      author: plainText(br === null ? rest : rest.slice(0, br.index)),
      lastModified: modified,
      lastDetected: null,
      tzOffset: JST,
      contentLength: null,
      sourceUrl: null,
      checkedUrl: null,
      method: null,
      expires: null,
      extension: NO_EXTENSION,
      extra: NO_EXTRA,
    },
  };
}
