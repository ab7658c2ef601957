import { addedExcerpt } from '../../core/watch/index.ts';
import type { AntennaRecord } from '../../core/record.ts';
import { useEnv } from './popup-env.ts';

/** The extra height of a site row that quotes a change (popup.css: `.site-excerpt`). */
export const EXCERPT_HEIGHT = 17;

/**
 * Under a watched page's row, the text its last change added, as Hatena Antenna quoted
 * 更新部分: one line, the first 100 characters, text only and bidi-isolated, read as "Added:
 * …". Nothing for a site an antenna reported (it has no text) or a change that added none.
 */
export function ChangeExcerpt({ record }: { readonly record: AntennaRecord }) {
  const { t } = useEnv();
  const text = addedExcerpt(record.change);
  if (text === null) return null;
  return (
    <span class="site-excerpt">
      <span class="visually-hidden">{`${t('changes_addedText')} `}</span>
      <bdi>{text}</bdi>
    </span>
  );
}

/** Whether a row quotes a change, so the list gives it `EXCERPT_HEIGHT` more. */
export function hasExcerpt(record: AntennaRecord): boolean {
  return record.change !== undefined && addedExcerpt(record.change) !== null;
}
