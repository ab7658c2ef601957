import { collapseSpace } from './collapse-space.ts';
import { htmlToText } from './html-to-text.ts';
import type { CollectedBlock } from './vocabulary.ts';

/** Where Media RSS puts a title: on the item, or in its `media:content` or `media:group`. */
export const MEDIA_TITLE_FIELDS = ['media:title', 'media:content/media:title', 'media:group/media:title'] as const;

/**
 * An entry's Media RSS title (`media:title`, `type="plain"` by default or `"html"`), which
 * video and podcast feeds give when the item has no `<title>` of its own; null when none.
 *
 * @example
 * // <item><media:group><media:title>Kuma at play</media:title></media:group>…</item>
 * readMediaTitle(item) // 'Kuma at play'
 */
export function readMediaTitle(block: CollectedBlock): string | null {
  for (const key of MEDIA_TITLE_FIELDS) {
    const field = block.fields.get(key);
    if (field === undefined) continue;
    const html = field.attributes['type']?.trim().toLowerCase() === 'html';
    const title = html ? htmlToText(field.text) : collapseSpace(field.text);
    if (title !== null) return title;
  }
  return null;
}
