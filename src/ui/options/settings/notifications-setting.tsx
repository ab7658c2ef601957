import { useEffect, useState } from 'preact/hooks';
import type { Settings } from '../../../core/settings.ts';
import { useOptionsEnv } from '../options-env.ts';

interface Props {
  /** The stored setting. */
  readonly on: boolean;
  readonly apply: (patch: Partial<Settings>) => Promise<void>;
}

type Asking = 'idle' | 'asking' | 'refused';

/**
 * "Notify me": the switch moves at once. Turning it on asks the browser for the notifications
 * permission (inside the click: the browser only prompts from a user gesture) and says so
 * while it waits; the setting is saved only when the browser says yes, and a refusal moves
 * the switch back and is said in words (as a refused save is, by the settings form). When the
 * setting is on but the permission has gone (taken back in the browser's settings), the page
 * says that no notification can be shown and offers to ask again.
 */
export function NotificationsSetting({ on, apply }: Props) {
  const { t, hasNotifications, requestNotifications } = useOptionsEnv();
  const [asking, setAsking] = useState<Asking>('idle');
  const [permitted, setPermitted] = useState<boolean | null>(null);
  /** What the switch shows while the browser or the worker has not answered yet. */
  const [moving, setMoving] = useState<boolean | null>(null);

  useEffect(() => {
    if (!on) return;
    void hasNotifications().then(setPermitted, () => setPermitted(false));
  }, [on, hasNotifications]);

  const ask = () => {
    // Asked first, before anything is awaited: the gesture is spent by the first await.
    const granted = requestNotifications();
    setAsking('asking');
    void granted
      .catch(() => false)
      .then(async (ok) => {
        setPermitted(ok);
        setAsking(ok ? 'idle' : 'refused');
        if (ok && !on) await apply({ notifications: true });
        setMoving(null);
      });
  };

  return (
    <div class="field">
      <div class="check">
        <input
          id="setting-notifications"
          type="checkbox"
          checked={moving ?? on}
          aria-describedby="setting-notifications-state"
          onChange={(event) => {
            const next = event.currentTarget.checked;
            setMoving(next);
            if (next) ask();
            else {
              setAsking('idle');
              void apply({ notifications: false }).finally(() => setMoving(null));
            }
          }}
        />
        <label for="setting-notifications">{t('options_settingNotifications')}</label>
      </div>
      <div id="setting-notifications-state">
        {asking === 'asking' && (
          <p class="hint" role="status">
            {t('options_notificationsAsking')}
          </p>
        )}
        {asking === 'refused' && (
          <p class="alert" role="alert">
            {t('options_notificationsRefused')}
          </p>
        )}
        {on && permitted === false && asking !== 'refused' && (
          <div class="notice warning">
            <p>{t('options_notificationsBlocked')}</p>
            <button type="button" onClick={ask}>
              {t('options_notificationsAllow')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
