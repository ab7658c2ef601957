/**
 * Whether hina-di text stops inside a block: its last line, blanks aside, has no line end.
 * Every producer (WDB, tamatebako, Hatena) ends each field line with one, so a last line
 * without it ("Title: たろうの日") was cut on the way.
 *
 * @example
 * hinadiEndsInsideRecord('HINA/2.2\n\nURL: http://a.jp/\n') // false
 * hinadiEndsInsideRecord('HINA/2.2\n\nURL: http://a.j')     // true
 */
export function hinadiEndsInsideRecord(text: string): boolean {
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) === 0x20 || text.charCodeAt(end - 1) === 0x09)) end--;
  if (end === 0) return false;
  const last = text.charCodeAt(end - 1);
  return last !== 0x0a && last !== 0x0d;
}
