import { findStartTags } from '../../markup/find-start-tags.ts';

const JAPAN = 32400;
const JAPANESE_ENCODINGS = new Set(['euc-jp', 'shift_jis', 'iso-2022-jp']);

/**
 * The site's offset from UTC when the page says it is Japanese — a Japanese charset, or
 * `lang="ja"` on `<html>` — else null (unknown). Japan has one zone, so a Japanese page's
 * updates are shown in Japan time, as the antennas of the time showed them (tamatebako wrote
 * `X-TAMA-Timezone: JST`); HTTP dates are GMT and say nothing about where the site is.
 *
 * @example
 * guessPageZone('<html lang="ja">', 'utf-8') // 32400
 * guessPageZone('<html lang="en">', 'utf-8') // null
 */
export function guessPageZone(html: string, encoding: string): number | null {
  if (JAPANESE_ENCODINGS.has(encoding)) return JAPAN;
  for (const { attributes } of findStartTags(html.slice(0, 4096), 'html')) {
    const lang = (attributes.get('lang') ?? attributes.get('xml:lang') ?? '').trim().toLowerCase();
    return lang === 'ja' || lang.startsWith('ja-') ? JAPAN : null;
  }
  return null;
}
