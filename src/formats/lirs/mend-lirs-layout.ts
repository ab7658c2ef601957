import { isHttpUrl } from '../../http/is-http-url.ts';

/** `wdb`: WDB's record without Content-Length; `plain`: every other producer's. */
export type LirsLayout = 'plain' | 'wdb';

/** A record's fields put in the spec's places, and whether the result has a record's shape. */
export interface MendedLirs {
  readonly fields: readonly string[];
  readonly layout: LirsLayout;
  /**
   * Whether the fields now look like a record: a source URL field that is a URL, empty or `0`,
   * and an author that is not a URL (a URL there means the fields slid one place left).
   */
  readonly sound: boolean;
}

/** What may stand in the source URL's place: a URL, or empty / `0` for "not known". */
function isSourceLike(field: string | undefined): boolean {
  if (field === undefined) return false;
  const text = field.trim();
  return text === '' || text === '0' || isHttpUrl(text);
}

/** tamatebako's tail after the source URL: check URL or empty, three empty fields, method. */
function isTamatebakoTail(tail: readonly string[]): boolean {
  const check = tail[0] ?? '';
  return tail.length === 5 && (check === '' || isHttpUrl(check)) && tail[1] === '' && tail[2] === '' && tail[3] === '';
}

/** The fields after a source URL in a layout some producer writes. */
function isKnownTail(tail: readonly string[]): boolean {
  if (tail.length === 0) return true;
  // rAntenna: one more field, its check URL, usually empty.
  if (tail.length === 1) return tail[0] === '' || isHttpUrl(tail[0] ?? '');
  return isTamatebakoTail(tail);
}

/** A piece that can only be the rest of a URL cut at a comma (`?d=1999,12`): URL characters. */
const URL_REST = /^[!-~]+$/;

/**
 * Puts back the commas that WDB (in URLs) and rAntenna (in URLs, titles and authors) did not
 * escape, when the fields after them show where the source URL is: `fields[source]` is the
 * first field past the eighth that may be a source URL and is followed by a known tail. The
 * pieces between the URL and it are the URL, title and author, cut at bare commas:
 * - a piece of URL characters after a URL with a query is the URL's rest (`?d=1999,12`);
 * - of the remaining pieces, one that starts with a space continues the one before (`Foo, Bar`),
 *   and if that gives a title and an author it is the answer; otherwise every comma belongs
 *   to the title (author names with commas are rarer than titles with them).
 * Null when nothing shows where the fields belong.
 */
function mendBareCommas(fields: readonly string[]): string[] | null {
  let source = -1;
  for (let index = 8; index < fields.length; index++) {
    if (isSourceLike(fields[index]) && isKnownTail(fields.slice(index + 1))) {
      source = index;
      break;
    }
  }
  if (source < 0) return null;
  const region = fields.slice(4, source);
  while (region.length > 3 && (region[0] ?? '').includes('?') && URL_REST.test(region[1] ?? '')) {
    region.splice(0, 2, `${region[0] ?? ''},${region[1] ?? ''}`);
  }
  const [url = '', ...pieces] = region;
  let title: string;
  let author: string;
  if (pieces.length === 2) {
    [title = '', author = ''] = pieces;
  } else {
    const groups: string[][] = [];
    for (const piece of pieces) {
      const last = groups[groups.length - 1];
      if (last !== undefined && piece.startsWith(' ')) last.push(piece);
      else groups.push([piece]);
    }
    if (groups.length === 2) {
      title = (groups[0] ?? []).join(',');
      author = (groups[1] ?? []).join(',');
    } else {
      title = pieces.slice(0, -1).join(',');
      author = pieces[pieces.length - 1] ?? '';
    }
  }
  return [...fields.slice(0, 4), url, title, author, ...fields.slice(source)];
}

/**
 * Puts the fields of producers that bend the LIRS layout back in their places:
 * - WDB leaves Content-Length out (`LIRS,lm,ld,0,URL,title,author,antenna,`, wdblib.pl
 *   Print_WDBLIRS): when the fourth field is a URL it cannot be a Content-Length, so an empty
 *   one is put back and the layout is `wdb`.
 * - WDB and rAntenna escape nothing, so a comma in a URL, title or author splits a field in
 *   two; mended when the source URL shows where the fields belong (`mendBareCommas`).
 *
 * @example
 * mendLirsLayout(['1', '2', '0', 'http://a.jp/', 'T', 'A', 'http://wdb.jp/'])
 * // { fields: ['1', '2', '0', '', 'http://a.jp/', 'T', 'A', 'http://wdb.jp/'], layout: 'wdb', sound: true }
 */
export function mendLirsLayout(raw: readonly string[]): MendedLirs {
  let fields = raw;
  let layout: LirsLayout = 'plain';
  const fourth = raw[3];
  if (fourth !== undefined && fourth.length >= 8 && isHttpUrl(fourth.trim())) {
    fields = [...raw.slice(0, 3), '', ...raw.slice(3)];
    layout = 'wdb';
  }
  if (fields.length > 8 && !isSourceLike(fields[7])) fields = mendBareCommas(fields) ?? fields;
  const author = fields[6];
  const sound = isSourceLike(fields[7]) && !(author !== undefined && isHttpUrl(author.trim()));
  return { fields, layout, sound };
}
