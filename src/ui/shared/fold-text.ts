/**
 * Folds text for matching a filter the way a Japanese user expects: NFKC joins half-width
 * and full-width forms (`ｱﾝﾃﾅ` → `アンテナ`, `ＡＢＣ` → `ABC`, the ideographic space → a
 * space), then katakana become hiragana (`アンテナ` matches `あんてな`) and letters lower case.
 *
 * @example
 * foldText('ｱﾝﾃﾅ ＡＢＣ') // 'あんてな abc'
 */
export function foldText(text: string): string {
  return text.normalize('NFKC').replace(KATAKANA, toHiragana).toLowerCase();
}

// ァ (U+30A1) … ヶ (U+30F6) and ヽヾ (U+30FD–U+30FE) sit 0x60 above their hiragana.
// ヷ–ヺ have no hiragana forms in common use and are left as they are.
const KATAKANA = /[\u30a1-\u30f6\u30fd\u30fe]/g;

function toHiragana(kana: string): string {
  return String.fromCharCode(kana.charCodeAt(0) - 0x60);
}

/**
 * Splits a filter into folded words; a text matches when it contains every word.
 *
 * @example
 * filterWords(' 日記\u3000ＡＢＣ ') // ['日記', 'abc'] (\u3000: the ideographic space)
 */
export function filterWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter((word) => word !== '');
}
