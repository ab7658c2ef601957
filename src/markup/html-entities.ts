/**
 * Named character references that feeds from Japanese blogs actually carry: the five of XML,
 * and the HTML ones that blog tools let through into titles (`&nbsp;`, `&hellip;`, quotes,
 * dashes, `&yen;`). Used twice: as the XML parser's entity table, so that a stray `&nbsp;`
 * in an RSS title does not cut the title short, and to decode escaped HTML titles.
 * Deliberately small: the full HTML table is 2,000+ names and 30 KB.
 *
 * A null-prototype object, so that `&constructor;` finds nothing.
 *
 * @example
 * HTML_ENTITIES['hellip'] // '…'
 */
export const HTML_ENTITIES: Readonly<Record<string, string>> = Object.assign(
  Object.create(null) as Record<string, string>,
  {
    amp: '&', lt: '<', gt: '>', quot: '"', apos: "'",
    nbsp: '\u00a0', copy: '©', reg: '®', trade: '™', yen: '¥', euro: '€', pound: '£',
    sect: '§', para: '¶', deg: '°', plusmn: '±', times: '×', divide: '÷', middot: '·',
    bull: '•', hellip: '…', ndash: '–', mdash: '—', lsquo: '‘', rsquo: '’', ldquo: '“',
    rdquo: '”', laquo: '«', raquo: '»', larr: '←', rarr: '→', uarr: '↑', darr: '↓',
    hearts: '♥', star: '☆', frac12: '½', shy: '\u00ad', ensp: '\u2002', emsp: '\u2003',
    thinsp: '\u2009', zwnj: '\u200c', zwj: '\u200d',
  },
);
