import { useEffect, useRef, useState } from 'preact/hooks';
import type { Subscription, SubscriptionId } from '../../../core/subscription.ts';
import { RemovedPlaceholder } from './removed-placeholder.tsx';
import { SubscriptionItem } from './subscription-item.tsx';
import { antennaName } from '../../../core/antenna-name.ts';
import { useOptionsEnv } from '../options-env.ts';
import { usePendingRemovals } from './use-pending-removals.ts';
import { useChecking } from './use-checking.ts';
import { isolateText } from '../../shared/isolate-text.ts';

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
  const section = useRef<HTMLElement>(null);
  /** Whether the focus was last in this list: only then does a row that goes take it along. */
  const focusHere = useRef(false);
  /** The antenna whose removal was just undone: its row takes the focus back. */
  const [restored, setRestored] = useState<SubscriptionId | null>(null);
  const [error, setError] = useState('');
  const checking = useChecking();
  const { pending, remove, undo } = usePendingRemovals({
    subscriptions: props.subscriptions,
    onRemoved: props.reload,
    onError: (subscription, message) => setError(t('options_removeFailed', [isolateText(antennaName(subscription)), isolateText(message)])),
  });
  // A row that held the focus (its Undo button) has gone: the focus goes to the antenna put
  // back (its Remove button, where the user was), else to the list's heading. Never on the
  // page's first paint, so the first Tab reaches the add form.
  useEffect(() => {
    if (document.activeElement !== document.body || !focusHere.current) return;
    const rows = section.current?.querySelectorAll<HTMLElement>('ul.subscriptions > li') ?? [];
    const back = restored === null ? null : rows[props.subscriptions.findIndex((s) => s.id === restored)]?.querySelector<HTMLElement>('button.danger');
    (back ?? heading.current)?.focus();
  }, [pending, props.subscriptions, restored]);

  return (
    <section
      ref={section}
      aria-labelledby="subscriptions-heading"
      onFocusIn={() => (focusHere.current = true)}
      onFocusOut={(event) => {
        // A row removed from under the focus leaves nothing focused; a move elsewhere does not.
        const left = event.target as Node;
        queueMicrotask(() => {
          if (left.isConnected || document.activeElement !== document.body) focusHere.current = section.current?.contains(document.activeElement) ?? false;
        });
      }}
    >
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
              <RemovedPlaceholder
                key={subscription.id}
                subscription={subscription}
                onUndo={() => {
                  setRestored(subscription.id);
                  undo(subscription.id);
                }}
              />
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
                  setRestored(null);
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
