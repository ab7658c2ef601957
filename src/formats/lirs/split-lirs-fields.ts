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
 * @example
 * splitLirsFields('LIRS,1,2,a\\,b,', 5) // ['1', '2', 'a,b']
 */
export function splitLirsFields(text: string, start: number, end = text.length): string[] {
  const fields: string[] = [];
  let from = start;
  let escaped = false;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x2c) {
      fields.push(escaped ? unescape(text.slice(from, i)) : text.slice(from, i));
      escaped = false;
      from = i + 1;
    } else if (code === 0x5c && i + 1 < end) {
      const next = text.charCodeAt(i + 1);
      if (next === 0x2c || next === 0x5c) {
        escaped = true;
        i++;
      }
    }
  }
  if (from < end) fields.push(escaped ? unescape(text.slice(from, end)) : text.slice(from, end));
  return fields;
}

/** Undoes `\,` and `\\` in one native pass, never building a string piece by piece. */
function unescape(field: string): string {
  return field.replace(/\\([\\,])/g, '$1');
}
