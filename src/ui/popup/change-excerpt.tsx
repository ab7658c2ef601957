import { addedExcerpt } from '../../core/watch/index.ts';
import type { AntennaRecord } from '../../core/record.ts';
import { useEnv } from './popup-env.ts';

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
