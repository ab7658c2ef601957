// The one diff used, from its own module of the package: the package's index keeps every diff it
// has (JSON, CSS, lines, words, patches) in the worker's bundle.
import { diffArrays } from 'diff/lib/diff/array.js';
import type { ChangeObject } from 'diff';
import { MAX_DIFF_CHARS, type DiffLine, type DiffPiece, type PageDiff } from '../../core/watch/index.ts';
import type { DecodeSteps } from '../run-steps.ts';
import { linesSize } from './compared-lines.ts';

/**
 * The most lines added plus removed the line diff looks for: past it the page changed
 * throughout. Myers' diff (jsdiff) costs (lines × this) steps at worst: about 20 ms for a
 * page at its bound (BENCHMARKS.md), the longest the worker waits on a diff.
 */
const MAX_EDIT_LINES = 200;
/** What a piece costs beyond its text, in characters (its object and `op`), counted in the bound. */
const PIECE_COST = 12;
/** The most words added plus removed inside one changed line. */
const MAX_EDIT_WORDS = 200;
/** Changed lines compared word by word between two pauses. */
const PAIRS_PER_SLICE = 8;
/** Characters of unchanged text kept on each side of a change inside a line. */
const CONTEXT = 30;
/** A redesign: more lines changed than this, and fewer than a fifth of the lines kept. */
const THROUGHOUT_LINES = 20;

const THROUGHOUT: PageDiff = { kind: 'throughout' };

/**
 * What changed between a watched page's compared lines (`comparedLines`) at two checks, in
 * slices (`runStepsPausing`: the worker answers between them). Lines are compared with
 * jsdiff's Myers diff, bounded; a removed line followed by an added one that shares most of
 * its words is one changed line, its words compared — Japanese has no spaces, so words are
 * found by `Intl.Segmenter` (ICU's dictionary), or characters where there is none. A page
 * that changed nearly everywhere, or past the bound, "changed throughout". The result keeps
 * at most `MAX_DIFF_CHARS` characters (each piece counting `PIECE_COST` more). Null when no line changed (a change past the compared
 * text's bound).
 *
 * `bound` is the compared text's bound (`MAX_COMPARED_CHARS`) when `before` was kept within it
 * and `after` was read further: a change is shown only where both readings of the page were
 * compared. A line of `before` that new text above it pushed past the bound is still on the
 * page, not removed; a line of `after` past the bound, or just past where a `before` that
 * filled the bound ended, may have been on the page before, so it is not shown as added.
 *
 * @example
 * runSteps(diffPageLinesInSteps(['日記', 'カレーを作った'], ['日記', 'シチューを作った']))
 * // { kind: 'lines', cut: false, lines: [[{ op: 'removed', text: 'カレー' }, { op: 'added', text: 'シチュー' }, { op: 'same', text: 'を作った' }]] }
 */
export function* diffPageLinesInSteps(before: readonly string[], after: readonly string[], bound = Infinity): DecodeSteps<PageDiff | null> {
  const found = diffArrays([...before], [...after], { maxEditLength: MAX_EDIT_LINES });
  if (found === undefined) return THROUGHOUT;
  const parts = bound === Infinity ? found : withinBound(found, before, bound);
  const changed = parts.reduce((sum, part) => sum + (part.added || part.removed ? part.count : 0), 0);
  if (changed === 0) return null;
  const kept = parts.reduce((sum, part) => sum + (part.added || part.removed ? 0 : part.count), 0);
  if (changed > THROUGHOUT_LINES && kept * 5 < Math.max(before.length, after.length)) return THROUGHOUT;
  yield;

  const out = boundedLines();
  let pairs = 0;
  for (let i = 0; i < parts.length && !out.full; i++) {
    const part = parts[i];
    if (part === undefined || (!part.added && !part.removed)) continue;
    const next = parts[i + 1];
    // jsdiff gives a run of removed lines before the run of added lines that replaced them.
    const removed = part.removed ? part.value : [];
    const added = part.added ? part.value : next?.added === true ? next.value : [];
    if (part.removed && next?.added === true) i++;
    const paired = Math.min(removed.length, added.length);
    for (let j = 0; j < Math.max(removed.length, added.length) && !out.full; j++) {
      const old = removed[j];
      const now = added[j];
      if (j < paired && old !== undefined && now !== undefined) {
        const words = changedLine(old, now);
        if (words !== null) out.push(words);
        else {
          out.push([{ op: 'removed', text: old }]);
          out.push([{ op: 'added', text: now }]);
        }
        if (++pairs % PAIRS_PER_SLICE === 0) yield;
      } else if (old !== undefined) out.push([{ op: 'removed', text: old }]);
      else if (now !== undefined) out.push([{ op: 'added', text: now }]);
    }
  }
  return { kind: 'lines', lines: out.lines, cut: out.full };
}

/**
 * The line diff `parts` of `before` (kept within `bound`) against a longer reading, without the
 * added lines that were not compared: past `bound` in the new reading; and, after the last line
 * both share, from the first one that would not have fit after `before` (`before` may have
 * stopped at the bound with that line next on the page, and what follows it after it).
 */
function withinBound(parts: readonly ChangeObject<string[]>[], before: readonly string[], bound: number): ChangeObject<string[]>[] {
  const lastSame = parts.findLastIndex((part) => !part.added && !part.removed);
  const beforeSize = linesSize(before);
  let afterSize = 0;
  let stopped = false;
  const kept: ChangeObject<string[]>[] = [];
  parts.forEach((part, index) => {
    if (part.removed) {
      kept.push(part);
      return;
    }
    const value = part.value.filter((line) => {
      const size = line.length + 2;
      afterSize += size;
      if (!part.added) return true;
      if (afterSize > bound || stopped) return false;
      if (index < lastSame || beforeSize + size <= bound) return true;
      stopped = true;
      return false;
    });
    if (value.length > 0) kept.push({ ...part, value, count: value.length });
  });
  return kept;
}

/** Lines kept until their text (and `PIECE_COST` a piece) reaches `MAX_DIFF_CHARS`; the line that passes it is cut. */
function boundedLines(): { lines: DiffLine[]; full: boolean; push: (line: DiffLine) => void } {
  let used = 0;
  const state = {
    lines: [] as DiffLine[],
    full: false,
    push(line: DiffLine) {
      let room = MAX_DIFF_CHARS - used;
      const pieces: DiffPiece[] = [];
      for (const piece of line) {
        if (room <= 0) break;
        room -= PIECE_COST;
        const text = piece.text.length > room ? `${piece.text.slice(0, Math.max(room, 0))}…` : piece.text;
        pieces.push({ op: piece.op, text });
        room -= piece.text.length;
      }
      if (pieces.length > 0) state.lines.push(pieces);
      used = MAX_DIFF_CHARS - Math.max(room, 0);
      if (room <= 0) state.full = true;
    },
  };
  return state;
}

/**
 * One line changed into another, word by word, with the unchanged text around each change
 * cut to `CONTEXT` characters; null when the lines share less than a third of their text
 * (two different lines, shown removed and added whole) or differ in too many words.
 */
function changedLine(old: string, now: string): DiffLine | null {
  const parts = wordDiff(old, now);
  if (parts === undefined) return null;
  const same = parts.reduce((sum, part) => sum + (part.added || part.removed ? 0 : part.value.length), 0);
  if (same * 3 < Math.max(old.length, now.length)) return null;
  return parts.map((part, index): DiffPiece => {
    if (part.added) return { op: 'added', text: part.value };
    if (part.removed) return { op: 'removed', text: part.value };
    return { op: 'same', text: context(part.value, index === 0, index === parts.length - 1) };
  });
}

/**
 * The words of two lines diffed (`diffArrays` over `Intl.Segmenter`'s words and the spaces
 * between them: ICU's dictionary finds Japanese words; without a segmenter, characters), each
 * run of them joined again.
 */
function wordDiff(old: string, now: string): { value: string; added: boolean; removed: boolean }[] | undefined {
  const found = diffArrays(words(old), words(now), { maxEditLength: MAX_EDIT_WORDS });
  return found?.map((part) => ({ ...part, value: part.value.join('') }));
}

let cachedSegmenter: Intl.Segmenter | undefined;
function words(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return [...text];
  cachedSegmenter ??= new Intl.Segmenter('ja', { granularity: 'word' });
  return Array.from(cachedSegmenter.segment(text), (part) => part.segment);
}

function context(text: string, first: boolean, last: boolean): string {
  if (first && last) return text;
  if (first) return text.length > CONTEXT ? `…${text.slice(-CONTEXT)}` : text;
  if (last) return text.length > CONTEXT ? `${text.slice(0, CONTEXT)}…` : text;
  return text.length > 2 * CONTEXT ? `${text.slice(0, CONTEXT)}…${text.slice(-CONTEXT)}` : text;
}
