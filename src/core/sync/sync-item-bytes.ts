/**
 * The room one `storage.sync` item takes against the quotas, counted as Chromium counts it:
 * the key's length plus the UTF-8 bytes of the value's JSON, where Chromium writes `<` as
 * `\u003C` and U+2028, U+2029 and DEL escaped too (measured with `getBytesInUse`). Firefox
 * counts the plain UTF-8 JSON, which is never more.
 *
 * @example
 * syncItemBytes('n', 'あ')  // 6: 1 for the key, 5 for `"あ"`
 * syncItemBytes('c', '<')  // 9
 */
export function syncItemBytes(key: string, value: unknown): number {
  const json = JSON.stringify(value) ?? 'null';
  return utf8Length(key) + utf8Length(json) + escapedExtra(json);
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** Bytes Chromium's JSON writer adds over JSON.stringify: `<` and DEL become six characters, U+2028/9 too. */
function escapedExtra(json: string): number {
  let extra = 0;
  for (let i = 0; i < json.length; i++) {
    const code = json.charCodeAt(i);
    if (code === 0x3c || code === 0x7f) extra += 5;
    else if (code === 0x2028 || code === 0x2029) extra += 3;
  }
  return extra;
}
