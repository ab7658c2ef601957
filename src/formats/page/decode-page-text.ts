import { bomEncoding, decodeText, encodingName, type DecodedText } from '../text/charset.ts';
import { charsetParameter } from '../text/charset-parameter.ts';
import { metaCharset } from './meta-charset.ts';

/** How much of a page's start the `<meta>` charset search reads (old pages put long comments first). */
const META_HEAD_BYTES = 16 * 1024;

/**
 * HTTP charsets that can fail on the wrong bytes, and so are worth trying first. A server's
 * default `ISO-8859-1` reads any byte and says nothing about a Japanese page: it is tried last.
 */
const TELLING = new Set(['utf-8', 'euc-jp', 'shift_jis', 'iso-2022-jp']);

const latin1 = new TextDecoder('latin1');

/**
 * A web page's bytes as text. The charset, in order: a byte order mark; the HTTP
 * `Content-Type` charset (when it is one that can fail); the page's own `<meta>` declaration;
 * then UTF-8, EUC-JP and Shift_JIS by content, each tried strictly (`decodeText`), so a
 * server that labels an EUC-JP page `Shift_JIS` still reads right. A charset the server
 * names that reads any byte (`ISO-8859-1`) comes last. Pure ASCII is reported as the
 * declared charset, else UTF-8.
 *
 * @example
 * decodePageText(eucJpBytes, 'text/html')             // { text: '<title>日記</title>…', encoding: 'euc-jp' }
 * decodePageText(bytes, 'text/html; charset=Shift_JIS') // { …, encoding: 'shift_jis' }
 */
export function decodePageText(bytes: Uint8Array, contentType: string | null): DecodedText {
  const bom = bomEncoding(bytes);
  if (bom !== null) {
    return { text: new TextDecoder(bom.encoding, { ignoreBOM: true }).decode(bytes.subarray(bom.length)), encoding: bom.encoding };
  }
  const fromHttp = contentType === null ? null : nameOf(charsetParameter(contentType));
  const fromMeta = nameOf(metaCharset(latin1.decode(bytes.subarray(0, META_HEAD_BYTES))));
  const telling = fromHttp !== null && TELLING.has(fromHttp) ? fromHttp : null;
  const candidates = [telling, fromMeta, 'utf-8', 'euc-jp', 'shift_jis', fromHttp]
    .filter((name): name is string => name !== null)
    .filter((name, index, all) => all.indexOf(name) === index);
  return decodeText(bytes, candidates, telling ?? fromMeta ?? 'utf-8');
}

function nameOf(label: string | null): string | null {
  return label === null ? null : encodingName(label);
}
