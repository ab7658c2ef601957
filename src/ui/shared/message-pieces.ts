import type { Translate } from './translate.ts';

/** Marks a placeholder in a message: private-use characters no translation or feed writes. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = /\uE000(\d+)\uE001/;

/** A piece of a message: its own words (text), or the index of a substitution (feed text). */
export type MessagePiece = { readonly text: string } | { readonly part: number };

/**
 * The localized message `key` with `count` substitutions, cut where each one goes, so the
 * caller can isolate each (`<bdi>`) and leave the message's own words as they are. Empty words
 * (a message that starts or ends with a placeholder) are left out.
 *
 * @example
 * messagePieces(t, 'popup_from', 1) // [{ text: 'via ' }, { part: 0 }]
 */
export function messagePieces(t: Translate, key: string, count: number): MessagePiece[] {
  const placeholders = Array.from({ length: count }, (_, index) => `${OPEN}${String(index)}${CLOSE}`);
  return t(key, placeholders)
    .split(PLACEHOLDER)
    .flatMap((piece, index): MessagePiece[] => (index % 2 === 1 ? [{ part: Number(piece) }] : piece === '' ? [] : [{ text: piece }]));
}
