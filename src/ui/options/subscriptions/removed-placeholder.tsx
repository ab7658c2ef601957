import { useEffect, useRef } from 'preact/hooks';
import type { Subscription } from '../../../core/subscription.ts';
import { antennaName } from '../../../core/antenna-name.ts';
import { useOptionsEnv } from '../options-env.ts';
import { UNDO_SECONDS } from './use-pending-removals.ts';
import { isolateText } from '../../shared/isolate-text.ts';

/** Stands in for a row being removed, for the undo window; takes the focus so Undo is one key away. */
export function RemovedPlaceholder({ subscription, onUndo }: { subscription: Subscription; onUndo: () => void }) {
  const { t } = useOptionsEnv();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  const textId = `removed-${encodeURIComponent(subscription.id).replace(/%/g, '')}`;
  return (
    <li class="subscription removed">
      <p id={textId} role="status">
        {t('options_removedPending', [isolateText(antennaName(subscription)), String(UNDO_SECONDS)])}
      </p>
      <button type="button" ref={button} onClick={onUndo} aria-describedby={textId}>
        {t('options_undo')}
      </button>
    </li>
  );
}
