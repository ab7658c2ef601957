/**
 * Whether LIRS text stops inside a record: its last line has no line end and is not a whole
 * record — one that ends with its closing comma after at least the eight fields WDB writes
 * (`LIRS,lm,ld,0,URL,title,author,antenna,`). A file cut in the middle of a title ("…,たろうの日")
 * would otherwise give a record with the title cut short, and lose every line after it.
 *
 * @example
 * lirsEndsInsideRecord('LIRS,1,2,0,0,http://a.jp/,A,a,0,\n')  // false
 * lirsEndsInsideRecord('LIRS,1,2,0,0,http://a.jp/,A,a,0,')    // false: a whole record
 * lirsEndsInsideRecord('LIRS,1,2,0,0,http://a.jp/,たろうの日')  // true
 */
export function lirsEndsInsideRecord(text: string): boolean {
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) === 0x20 || text.charCodeAt(end - 1) === 0x09)) end--;
  if (end === 0) return false;
  const last = text.charCodeAt(end - 1);
  if (last === 0x0a || last === 0x0d) return false;
  const start = Math.max(text.lastIndexOf('\n', end - 1), text.lastIndexOf('\r', end - 1)) + 1;
  const line = text.slice(start, end);
  if (line.startsWith('#')) return false;
  if (last !== 0x2c) return true;
  let commas = 0;
  for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) === 0x2c) commas++;
  return commas < 8;
}
