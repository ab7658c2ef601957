import type { Subscription } from '../../core/subscription.ts';
import type { ComponentChildren } from 'preact';
import { IsolatedMessage } from '../shared/isolated-message.tsx';
import { pollErrorText } from '../shared/poll-error-text.ts';
import { useEnv } from './popup-env.ts';

/** At most this many notices; the rest are counted, and listed in full on the options page. */
const MAX_NOTICES = 3;

/**
 * Says which antennas are failing and why, and which may have an incomplete history, so a
 * quiet list is never mistaken for "nothing updated".
 */
export function ProblemNotices({ subscriptions, labelOf }: { subscriptions: readonly Subscription[]; labelOf: (s: Subscription) => string }) {
  const { t } = useEnv();
  // The antenna's name and the error (which may quote the file) are feed text: each isolated.
  const notices: { key: string; text: ComponentChildren; kind: 'error' | 'warning' }[] = [];
  for (const subscription of subscriptions) {
    if (subscription.lastError) {
      notices.push({
        key: `error\n${subscription.id}`,
        kind: 'error',
        text: <IsolatedMessage t={t} messageKey="popup_failing" parts={[labelOf(subscription), pollErrorText(subscription.lastError, t)]} />,
      });
    }
    if (subscription.historyWarning) {
      notices.push({
        key: `history\n${subscription.id}`,
        kind: 'warning',
        text: (
          <IsolatedMessage t={t} messageKey="popup_historyWarning" parts={[labelOf(subscription), pollErrorText(subscription.historyWarning, t)]} />
        ),
      });
    }
  }
  if (notices.length === 0) return null;
  const shown = notices.length > MAX_NOTICES ? notices.slice(0, MAX_NOTICES - 1) : notices;
  const more = notices.length - shown.length;
  return (
    <ul class="notices">
      {shown.map((notice) => (
        <li key={notice.key} class={`notice ${notice.kind}`}>
          {notice.text}
        </li>
      ))}
      {more > 0 && <li class="notice more">{t('popup_moreNotices', String(more))}</li>}
    </ul>
  );
}
