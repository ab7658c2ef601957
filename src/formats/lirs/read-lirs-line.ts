import { readLirsRecord, type LirsRecordResult } from './read-lirs-record.ts';
import { lirsEscapedCommas, splitLirsFields } from './split-lirs-fields.ts';

/** More `\,` than this in one line are read as the spec says, without trying the others. */
const MAX_AMBIGUOUS = 4;

/** The subsets of `items` of `size` elements, in order. */
function* subsets(items: readonly number[], size: number, from = 0): Generator<number[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let index = from; index <= items.length - size; index++) {
    for (const rest of subsets(items, size - 1, index + 1)) yield [items[index] ?? 0, ...rest];
  }
}

/**
 * Reads the LIRS line `text[start, end)` (`start` just past `LIRS,`) into a record.
 *
 * First as the spec says (`\,` is a comma in a field). WDB, rAntenna and tamatebako do not
 * escape `\` (tamatebako's `gsub(/\\/,"\\\\")` replaces one backslash by one), so a title that
 * ends in `\` meets the next comma as `\,`: `メモ D:\,なまえ,…` is title `メモ D:\`, author
 * `なまえ`. When the spec's reading does not have a record's shape (the source URL's place
 * holds something else, or a URL sits where the author belongs), each `\,` is tried as a
 * backslash ending its field, fewest first, and the first reading with a record's shape wins.
 * Otherwise the spec's reading stands.
 *
 * @example
 * readLirsLine('LIRS,1,2,0,0,http://a.jp/,メモ D:\\,なまえ,http://t.jp/,,,,,HEAD', 5, 46)
 * // { status: 'ok', record: { title: 'メモ D:\\', author: 'なまえ', method: 'HEAD', … }, … }
 */
export function readLirsLine(text: string, start: number, end: number): LirsRecordResult {
  const spec = readLirsRecord(splitLirsFields(text, start, end));
  if (spec.status === 'ok' && spec.sound) return spec;
  const candidates = lirsEscapedCommas(text, start, end);
  if (candidates.length === 0 || candidates.length > MAX_AMBIGUOUS) return spec;
  for (let size = 1; size <= candidates.length; size++) {
    for (const chosen of subsets(candidates, size)) {
      const other = readLirsRecord(splitLirsFields(text, start, end, new Set(chosen)));
      if (other.status === 'ok' && other.sound) return other;
    }
  }
  return spec;
}
