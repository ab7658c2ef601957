import type { ComponentChildren } from 'preact';
import { messagePieces } from './message-pieces.ts';
import type { Translate } from './translate.ts';

/**
 * The localized message `key` with each substitution — text that came from a feed: a title,
 * an author, an antenna's name, an error quoting the file — in its own `<bdi>`, so a
 * right-to-left override in it (U+202E) cannot reorder the message's own words
 * ("via 127.0.0.1:47811" read as "11874:1.0.0.721 aiv").
 *
 * @example
 * <IsolatedMessage t={t} messageKey="popup_from" parts={['Antenna A']} />
 * // via <bdi>Antenna A</bdi>
 */
export function IsolatedMessage(props: {
  readonly t: Translate;
  readonly messageKey: string;
  readonly parts: readonly ComponentChildren[];
}) {
  const pieces = messagePieces(props.t, props.messageKey, props.parts.length);
  return <>{pieces.map((piece, index) => ('text' in piece ? piece.text : <bdi key={index}>{props.parts[piece.part]}</bdi>))}</>;
}
