import { useState } from 'preact/hooks';
import type { Settings } from '../../../core/settings.ts';
import { ReplyError } from '../../../messages/reply-error.ts';
import { localizedError } from '../localized-error.ts';
import { DurationOptions } from './duration-options.tsx';
import { EXPIRY_CHOICES, INTERVAL_CHOICES } from './interval-choices.ts';
import { NotificationsSetting } from './notifications-setting.tsx';
import { LearnedScheduleSetting } from './learned-schedule-setting.tsx';
import { useOptionsEnv } from '../options-env.ts';

/** LIRS best practice: records not re-detected for 8 hours are stale. */
const RECOMMENDED_EXPIRY = 28_800;

interface Props {
  readonly settings: Settings;
  readonly locale: string;
  readonly save: (patch: Partial<Settings>) => Promise<Settings>;
}

/** The settings, each saved as soon as it changes. */
export function SettingsForm({ settings, locale, save }: Props) {
  const { t } = useOptionsEnv();
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  const apply = async (patch: Partial<Settings>) => {
    setError('');
    try {
      await save(patch);
      setStatus(t('options_saved'));
    } catch (cause) {
      setStatus('');
      // The worker's reason in the user's language (a ReplyError carries its kind).
      setError(t('options_saveFailed', cause instanceof ReplyError ? localizedError(cause, t) : cause instanceof Error ? cause.message : String(cause)));
    }
  };

  return (
    <form class="settings" onSubmit={(event) => event.preventDefault()}>
      <div class="field">
        <label for="setting-interval">{t('options_settingInterval')}</label>
        <select
          id="setting-interval"
          value={String(settings.interval)}
          onChange={(event) => void apply({ interval: Number(event.currentTarget.value) })}
        >
          <DurationOptions choices={INTERVAL_CHOICES} current={settings.interval} locale={locale} />
        </select>
      </div>
      <div class="field">
        <label for="setting-expiry">{t('options_settingExpiry')}</label>
        <select
          id="setting-expiry"
          aria-describedby="setting-expiry-hint"
          value={String(settings.expiry)}
          onChange={(event) => void apply({ expiry: Number(event.currentTarget.value) })}
        >
          <DurationOptions
            choices={EXPIRY_CHOICES}
            current={settings.expiry}
            locale={locale}
            label={(seconds, duration) => (seconds === RECOMMENDED_EXPIRY ? t('options_recommended', duration) : duration)}
          />
        </select>
        <p id="setting-expiry-hint" class="hint">
          {t('options_settingExpiryHint')}
        </p>
      </div>
      <div class="field check">
        <input
          id="setting-hide-stale"
          type="checkbox"
          checked={settings.hideStale}
          onChange={(event) => void apply({ hideStale: event.currentTarget.checked })}
        />
        <label for="setting-hide-stale">{t('options_settingHideStale')}</label>
      </div>
      <LearnedScheduleSetting settings={settings} apply={apply} />
      <fieldset class="field">
        <legend>{t('options_settingTimeZone')}</legend>
        {(['site', 'local'] as const).map((zone) => (
          <div class="check" key={zone}>
            <input
              id={`setting-zone-${zone}`}
              type="radio"
              name="time-zone"
              value={zone}
              checked={settings.timeZone === zone}
              onChange={() => void apply({ timeZone: zone })}
            />
            <label for={`setting-zone-${zone}`}>
              {zone === 'site' ? t('options_settingZoneSite') : t('options_settingZoneLocal')}
            </label>
          </div>
        ))}
      </fieldset>
      <div class="field check">
        <input
          id="setting-badge"
          type="checkbox"
          checked={settings.badge}
          onChange={(event) => void apply({ badge: event.currentTarget.checked })}
        />
        <label for="setting-badge">{t('options_settingBadge')}</label>
      </div>
      <p class="hint" id="new-rule-help">
        {t('options_newRuleHelp')}
      </p>
      <NotificationsSetting on={settings.notifications} apply={apply} />
      <p role="status" class="status">
        {status}
      </p>
      <p role="alert" class={error ? 'alert' : 'alert empty'}>
        {error}
      </p>
    </form>
  );
}
