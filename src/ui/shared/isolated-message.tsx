import type { ComponentChildren } from 'preact';
import type { Translate } from './translate.ts';

/** Marks a placeholder in a message: private-use characters no translation or feed writes. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = /\uE000(\d+)\uE001/;

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
  const text = props.t(props.messageKey, props.parts.map((_, index) => `${OPEN}${String(index)}${CLOSE}`));
  const pieces = text.split(PLACEHOLDER);
  // An empty piece (a message that starts or ends with a placeholder) would be an empty text node.
  return <>{pieces.map((piece, index) => (index % 2 === 0 ? piece || null : <bdi key={index}>{props.parts[Number(piece)]}</bdi>))}</>;
}
