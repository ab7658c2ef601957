import type { Subscription } from '../../../core/subscription.ts';
import { encodingLabel } from '../format-label.ts';
import { useOptionsEnv } from '../options-env.ts';
import { WatchPageForm } from '../add/index.ts';

interface Props {
  readonly subscription: Subscription;
  /** Element ids of this entry start with this. */
  readonly idPrefix: string;
  readonly onChanged: () => void;
}

/**
 * What a watched page's entry says of it — that it is a page, its charset, its markers, check
 * address and ignored strings — and, folded away, the form that changes them.
 */
export function WatchedPageSummary({ subscription, idPrefix, onChanged }: Props) {
  const { t, send } = useOptionsEnv();
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
      {watch?.ignoreLines !== undefined && watch.ignoreLines.length > 0 && (
        <p class="url">
          <bdi>{t('changes_ignoring', watch.ignoreLines.join(t('popup_listSeparator')))}</bdi>
        </p>
      )}
      <details class="watch-change">
        <summary id={`${idPrefix}-watch-change`}>{t('watch_change')}</summary>
        <WatchPageForm
          url={subscription.url}
          idPrefix={`${idPrefix}-watch`}
          labelledBy={`${idPrefix}-watch-change`}
          button={t('watch_save')}
          initial={watch}
          send={(next) => send<'watch-update'>({ kind: 'watch-update', id: subscription.id, watch: next })}
          onDone={onChanged}
        />
      </details>
    </>
  );
}
