import { useEffect, useRef, useState } from 'preact/hooks';
import type { Subscription, SubscriptionId } from '../../core/subscription.ts';
import { RemovedPlaceholder } from './removed-placeholder.tsx';
import { SubscriptionItem } from './subscription-item.tsx';
import { antennaName } from '../../core/antenna-name.ts';
import { useOptionsEnv } from './options-env.ts';
import { usePendingRemovals } from './use-pending-removals.ts';
import { useChecking } from './use-checking.ts';
import { isolateText } from '../shared/isolate-text.ts';

interface Props {
  readonly subscriptions: readonly Subscription[];
  readonly now: number;
  readonly locale: string;
  readonly defaultInterval: number;
  readonly missingAccess: ReadonlySet<SubscriptionId>;
  readonly onAccessAsked: () => void;
  readonly reload: () => Promise<void>;
}

/** The followed antennas, each with its state and controls; Remove hides a row behind an Undo. */
export function SubscriptionList(props: Props) {
  const { t } = useOptionsEnv();
  const heading = useRef<HTMLHeadingElement>(null);
  const [error, setError] = useState('');
  const checking = useChecking();
  const { pending, remove, undo } = usePendingRemovals({
    subscriptions: props.subscriptions,
    onRemoved: props.reload,
    onError: (subscription, message) => setError(t('options_removeFailed', [isolateText(antennaName(subscription)), isolateText(message)])),
  });
  // A row that held the focus (its Undo button) has gone: give the focus to the list's heading.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, [pending, props.subscriptions]);

  return (
    <section aria-labelledby="subscriptions-heading">
      <h2 id="subscriptions-heading" ref={heading} tabIndex={-1}>
        {t('options_subscriptionsHeading')}
      </h2>
      <p role="alert" class={error ? 'alert' : 'alert empty'}>
        {error}
      </p>
      {props.subscriptions.length === 0 ? (
        <p class="empty-list">{t('options_noSubscriptions')}</p>
      ) : (
        <ul class="subscriptions">
          {props.subscriptions.map((subscription) =>
            pending.has(subscription.id) ? (
              <RemovedPlaceholder key={subscription.id} subscription={subscription} onUndo={() => undo(subscription.id)} />
            ) : (
              <SubscriptionItem
                key={subscription.id}
                subscription={subscription}
                now={props.now}
                locale={props.locale}
                defaultInterval={props.defaultInterval}
                accessMissing={props.missingAccess.has(subscription.id)}
                polling={checking.has(subscription.id)}
                onAccessAsked={props.onAccessAsked}
                onRemove={(s) => {
                  setError('');
                  remove(s);
                }}
              />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
