/**
 * Splits the LIRS line `text[start, end)` into its fields, undoing the escapes; `start` is
 * just past `LIRS,`. One pass over the characters; a field is a slice of `text` unless it
 * holds an escape.
 *
 * LIRS §Escaping: `\,` is a comma inside a field and `\\` a backslash. A backslash before any
 * other character is kept as written, since writers that escape nothing (rAntenna, Lily) put
 * plain backslashes in titles. The comma that ends a record is not a field separator: a line
 * ending in an unescaped comma gives no empty last field, and a line without it (a record
 * missing its final comma) still gives every field.
 *
 * `separators` names commas (by index in `text`) that end a field although a backslash stands
 * before them: WDB, rAntenna and tamatebako do not escape `\`, so a title ending in `\` meets
 * the next field's comma as `\,` (`lirsEscapedCommas` lists the candidates). That backslash
 * is then the field's last character.
 *
 * @example
 * splitLirsFields('LIRS,1,2,a\\,b,', 5) // ['1', '2', 'a,b']
 * splitLirsFields('LIRS,1,2,a\\,b,', 5, 14, new Set([11])) // ['1', '2', 'a\\', 'b']
 */
export function splitLirsFields(
  text: string,
  start: number,
  end = text.length,
  separators: ReadonlySet<number> = NO_SEPARATORS,
): string[] {
  const fields: string[] = [];
  let from = start;
  let escaped = false;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x2c) {
      fields.push(escaped ? unescapeLirsField(text.slice(from, i)) : text.slice(from, i));
      escaped = false;
      from = i + 1;
    } else if (code === 0x5c && i + 1 < end) {
      const next = text.charCodeAt(i + 1);
      if (next === 0x5c || (next === 0x2c && !separators.has(i + 1))) {
        escaped = true;
        i++;
      }
    }
  }
  if (from < end) fields.push(escaped ? unescapeLirsField(text.slice(from, end)) : text.slice(from, end));
  return fields;
}

const NO_SEPARATORS: ReadonlySet<number> = new Set();

/**
 * Undoes `\,` and `\\`, left to right, and keeps any other backslash. A field that ends in a
 * backslash kept before a separator comma (see `separators`) keeps it. A field
 * `splitLirsFields` cut out without an escape in it has none to undo. The field is joined from
 * the pieces between escapes: a title holds one or two, and a regular expression's replace
 * costs several times as much a call.
 *
 * @example
 * unescapeLirsField('a\\,b\\\\c\\d') // 'a,b\\c\\d'
 */
export function unescapeLirsField(field: string): string {
  let backslash = field.indexOf('\\');
  if (backslash === -1) return field;
  let unescaped = '';
  let from = 0;
  while (backslash !== -1 && backslash + 1 < field.length) {
    const next = field.charCodeAt(backslash + 1);
    if (next === 0x2c || next === 0x5c) {
      // The escaped character starts the next piece; the search goes on after it.
      unescaped += field.slice(from, backslash);
      from = backslash + 1;
      backslash = field.indexOf('\\', backslash + 2);
    } else {
      backslash = field.indexOf('\\', backslash + 1);
    }
  }
  return from === 0 ? field : unescaped + field.slice(from);
}

/**
 * Where in `text[start, end)` a comma follows a backslash that is not itself escaped: the
 * `\,` that the spec reads as a comma but a producer that does not escape `\` wrote as a
 * backslash ending a field. In order, as indexes of the commas.
 *
 * @example
 * lirsEscapedCommas('LIRS,a\\,b,c\\\\,d,', 0, 17) // [7]: `\\,` is an escaped backslash
 */
export function lirsEscapedCommas(text: string, start: number, end: number): number[] {
  const found: number[] = [];
  for (let i = start; i < end - 1; i++) {
    if (text.charCodeAt(i) !== 0x5c) continue;
    if (text.charCodeAt(i + 1) === 0x2c) found.push(i + 1);
    i++;
  }
  return found;
}

/**
 * Where a LIRS line's names `text[start, end)` (its title, a comma, its author: what lies
 * between the URL's comma and the comma before the source URL) split, as `splitLirsFields`
 * splits the whole line: the index of the one comma there that ends the title. -1 when they
 * are not two fields there: no such comma, or two, or a backslash at the end that escapes the
 * comma after them.
 *
 * @example
 * lirsNamesComma('a\\,b,c', 0, 6)   // 4: the title is `a\,b`, the author `c`
 * lirsNamesComma('a,b\\', 0, 4)     // -1: `\,` would carry the author on past `end`
 */
export function lirsNamesComma(text: string, start: number, end: number): number {
  let comma = -1;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x2c) {
      if (comma !== -1) return -1;
      comma = i;
    } else if (code === 0x5c) {
      // Past `end` comes the comma that ends the author.
      if (i + 1 === end) return -1;
      const next = text.charCodeAt(i + 1);
      if (next === 0x5c || next === 0x2c) i++;
    }
  }
  return comma;
}
