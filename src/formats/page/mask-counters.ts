/**
 * Words an access counter stands next to, as English and Japanese home pages wrote them
 * ("Total: 12345", "あなたは 12345 人目のお客様です", "本日 12 昨日 34").
 */
const BEFORE = String.raw`counter|count|hits?|visitors?|visits?|access(?:es)?|page\s*views?|views|total|today|yesterday|you\s+are(?:\s+the)?|カウンタ[ー]?|アクセス数?|訪問者数?|来訪者数?|累計|合計|総計|本日|今日|昨日|ヒット数?|閲覧数|キリ番|あなたは`;
const AFTER = String.raw`人目|番目|人|名様?|hits?|visitors?|visits|views|(?:st|nd|rd|th)\s+visitor|ヒット|アクセス`;

/** A number up to 16 characters after a counter word on the same line. */
const NUMBER_AFTER_WORD = new RegExp(String.raw`((?:${BEFORE})[^\d\n]{0,16}?)\d[\d,]*`, 'gi');
/** A number just before a counter word. */
const NUMBER_BEFORE_WORD = new RegExp(String.raw`(?<![\d,])\d[\d,]*(\s{0,3}(?:${AFTER}))`, 'gi');

/**
 * Masks the numbers of access counters: a number next to a counter word ("Total: 12345",
 * "12345 人目", "本日 12 昨日 34"). Counters drawn as digit images are not text and never reach
 * here. Other numbers are kept: a diary's dates and a price list's prices are its content.
 *
 * @example
 * maskCounters('あなたは 12,345 人目のお客様です。Today: 12 Yesterday: 34') // 'あなたは # 人目のお客様です。Today: # Yesterday: #'
 */
export function maskCounters(text: string): string {
  return text.replace(NUMBER_AFTER_WORD, '$1#').replace(NUMBER_BEFORE_WORD, '#$1');
}
