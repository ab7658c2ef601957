import type { Subscription } from '../../core/subscription.ts';
import { t } from '../../platform/i18n.ts';
import { encodingLabel } from './format-label.ts';

/** What a watched page's entry says of it: that it is a page, its charset, its markers and check address. */
export function WatchedPageSummary({ subscription }: { subscription: Subscription }) {
  const watch = subscription.watch;
  const marked = watch !== undefined && (watch.startMarker !== null || watch.endMarker !== null);
  return (
    <>
      <p class="summary">
        {t('watch_kind')}
        {subscription.encoding !== null && <> · {encodingLabel(subscription.encoding)}</>}
      </p>
      {marked && (
        <p class="url">
          <bdi>{t('watch_markers', [watch.startMarker ?? t('watch_pageStart'), watch.endMarker ?? t('watch_pageEnd')])}</bdi>
        </p>
      )}
      {watch?.checkedUrl && <p class="url">{t('watch_checks', watch.checkedUrl)}</p>}
    </>
  );
}
