// What may follow `&` in well-formed XML: a character reference or a name, then `;`.
const REFERENCE_BODY = /(?:#[0-9]+|#x[0-9a-fA-F]+|[A-Za-z_:][A-Za-z0-9_.:-]*);/y;

/**
 * Writes every `&` that does not start a reference as `&amp;`, outside CDATA sections and
 * comments. Hand-written templates and early Japanese blog tools put raw `&` into URLs
 * (`?id=1&mode=rss`); a strict parser reads to the next `;` as an entity name and loses the
 * rest of the attribute. No newline is added or removed, so line numbers stay true.
 *
 * Linear: every search moves forward, and no regular expression can backtrack over an
 * unclosed section.
 *
 * @example
 * escapeBareAmpersands('<link>/?a=1&b=2 &amp; c</link>') // '<link>/?a=1&amp;b=2 &amp; c</link>'
 */
export function escapeBareAmpersands(xml: string): string {
  let amp = xml.indexOf('&');
  if (amp < 0) return xml;
  const parts: string[] = [];
  let copied = 0;
  let cdata = xml.indexOf('<![CDATA[');
  let comment = xml.indexOf('<!--');
  while (amp >= 0) {
    const section = firstOf(cdata, comment);
    if (section >= 0 && section < amp) {
      const isCdata = section === cdata;
      const end = xml.indexOf(isCdata ? ']]>' : '-->', section + (isCdata ? 9 : 4));
      if (end < 0) break;
      const after = end + 3;
      if (cdata >= 0 && cdata < after) cdata = xml.indexOf('<![CDATA[', after);
      if (comment >= 0 && comment < after) comment = xml.indexOf('<!--', after);
      if (amp < after) amp = xml.indexOf('&', after);
      continue;
    }
    REFERENCE_BODY.lastIndex = amp + 1;
    if (!REFERENCE_BODY.test(xml)) {
      parts.push(xml.slice(copied, amp + 1), 'amp;');
      copied = amp + 1;
    }
    amp = xml.indexOf('&', amp + 1);
  }
  if (copied === 0) return xml;
  parts.push(xml.slice(copied));
  return parts.join('');
}

function firstOf(a: number, b: number): number {
  if (a < 0) return b;
  if (b < 0) return a;
  return Math.min(a, b);
}
