import type { Subscription } from '../../core/subscription.ts';
import { IsolatedMessage } from '../shared/isolated-message.tsx';
import { useEnv } from './popup-env.ts';
import { problemList } from './problem-list.ts';

/**
 * Says which antennas are failing and why, and which may have an incomplete history, so a
 * quiet list is never mistaken for "nothing updated".
 */
export function ProblemNotices({ subscriptions, labelOf }: { subscriptions: readonly Subscription[]; labelOf: (s: Subscription) => string }) {
  const { t } = useEnv();
  const { shown, more } = problemList(subscriptions, labelOf, t);
  if (shown.length === 0) return null;
  // The antenna's name and the error (which may quote the file) are feed text: each isolated.
  return (
    <ul class="notices">
      {shown.map((notice) => (
        <li key={notice.key} class={`notice ${notice.kind}`}>
          <IsolatedMessage t={t} messageKey={notice.messageKey} parts={notice.parts} />
        </li>
      ))}
      {more > 0 && <li class="notice more">{t('popup_moreNotices', String(more))}</li>}
    </ul>
  );
}
