import { useState } from 'preact/hooks';
import { checkTarget } from '../../../core/poll/index.ts';
import type { Subscription, SubscriptionId } from '../../../core/subscription.ts';
import { hostFromUrl } from '../../shared/host-from-url.ts';
import { formatRelativeTime } from '../../shared/relative-time.ts';
import { formatSiteTime } from '../../shared/format-site-time.ts';
import { localOffset } from '../../shared/time-zone.ts';
import { useOptionsEnv } from '../options-env.ts';
import { replyError } from '../localized-error.ts';
import { antennaName } from '../../../core/antenna-name.ts';
import { syncStatusText } from './sync-status-text.ts';
import { useSyncStatus } from './use-sync-status.ts';

/** Names listed before "…and N more": 300 waiting antennas would bury the page. */
const LISTED = 10;

interface Props {
  readonly subscriptions: readonly Subscription[];
  /** Subscriptions whose origin this browser has not granted (yet). */
  readonly missingAccess: ReadonlySet<SubscriptionId>;
  readonly onAccessAsked: () => void;
  readonly now: number;
}

/**
 * Sync through the browser's account: the switch, when it last synced, the subscriptions
 * that stay on this device past the quota, and the synced subscriptions waiting for access on
 * this browser, with one button that asks for every missing origin at once.
 */
export function SyncSection({ subscriptions, missingAccess, onAccessAsked, now }: Props) {
  const { t, locale, send, requestOrigins } = useOptionsEnv();
  const { status, setEnabled } = useSyncStatus();
  const [error, setError] = useState('');
  const waiting = subscriptions.filter((s) => missingAccess.has(s.id));
  const hosts = new Set(waiting.map((s) => originOf(checkTarget(s)))).size;

  const toggle = (enabled: boolean) => {
    setError('');
    void setEnabled(enabled).catch((cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)));
  };

  const allowAll = () => {
    setError('');
    // Asked inside the click: the browser prompts only from a user gesture. One prompt for all.
    void requestOrigins(waiting.map(checkTarget))
      .catch(() => false)
      .then(async (granted) => {
        onAccessAsked();
        if (!granted) return setError(t('options_syncAccessRefused'));
        const reply = await send<'check-now'>({ kind: 'check-now' });
        if (!reply.ok) setError(replyError(reply, t));
      });
  };

  return (
    <section aria-labelledby="sync-heading">
      <h2 id="sync-heading">{t('options_syncHeading')}</h2>
      <div class="field check">
        <input
          id="setting-sync"
          type="checkbox"
          checked={status?.enabled ?? false}
          disabled={!status?.available}
          aria-describedby="sync-hint"
          onChange={(event) => toggle(event.currentTarget.checked)}
        />
        <label for="setting-sync">{t('options_syncSwitch')}</label>
      </div>
      <p id="sync-hint" class="hint">
        {t('options_syncHint')}
      </p>
      <p role="status" class="status sync-status">
        {status ? syncStatusText(status, t, (seconds) => formatRelativeTime(seconds, now, locale, t('options_justNow'))) : ''}
      </p>
      <p role="alert" class={error ? 'alert' : 'alert empty'}>
        {error}
      </p>
      {status && status.enabled && status.ignoredSeenUpTo != null && (
        <p class="hint ignored-seen" role="note">{t('options_syncIgnoredSeen', formatSiteTime(status.ignoredSeenUpTo, localOffset(status.ignoredSeenUpTo), { locale }))}</p>
      )}
      {status && status.enabled && status.localOnly.length > 0 && (
        <div class="sync-list local-only">
          <p>{t('options_syncLocalOnly', String(status.localOnly.length))}</p>
          <ul>
            {status.localOnly.slice(0, LISTED).map((s) => (
              <li key={s.id} title={antennaName(s)}>
                <bdi>{antennaName(s)}</bdi>
              </li>
            ))}
            {status.localOnly.length > LISTED && <li class="more">{t('options_andMore', String(status.localOnly.length - LISTED))}</li>}
          </ul>
        </div>
      )}
      {waiting.length > 0 && (
        <div class="sync-list waiting">
          <p>{waiting.length === 1 ? t('options_syncWaitingOne') : t('options_syncWaiting', String(waiting.length))}</p>
          <ul>
            {waiting.slice(0, LISTED).map((s) => (
              <li key={s.id} title={antennaName(s)}>
                <bdi>{antennaName(s)}</bdi> <span class="url">{hostFromUrl(checkTarget(s))}</span>
              </li>
            ))}
            {waiting.length > LISTED && <li class="more">{t('options_andMore', String(waiting.length - LISTED))}</li>}
          </ul>
          <button type="button" class="primary" onClick={allowAll}>
            {hosts === 1 ? t('options_syncAllowAllOne') : t('options_syncAllowAll', String(hosts))}
          </button>
        </div>
      )}
    </section>
  );
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
