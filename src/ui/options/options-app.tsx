import { defaultSettings } from '../../core/settings.ts';
import { AddAntenna } from './add/index.ts';
import { ExportAntenna, ExportSubscriptions, ImportSubscriptions } from './transfer/index.ts';
import { SettingsForm, useSettings } from './settings/index.ts';
import { SubscriptionList, useMissingOrigins, useSubscriptions } from './subscriptions/index.ts';
import { SyncSection } from './sync/index.ts';
import { useNow } from './use-now.ts';
import { useOptionsEnv } from './options-env.ts';
/** The options page: add an antenna, the followed antennas, settings, import and export. */
export function OptionsApp() {
  const { t, store, locale } = useOptionsEnv();
  const { subscriptions, error, reload } = useSubscriptions();
  const { settings, save } = useSettings();
  const { missing, recheck } = useMissingOrigins(subscriptions);
  const now = useNow();
  const list = subscriptions ?? [];
  return (
    <>
      <header class="page-header">
        <h1>{t('options_heading')}</h1>
      </header>
      <main>
        <section aria-labelledby="add-heading">
          <h2 id="add-heading">{t('options_addHeading')}</h2>
          <AddAntenna
            subscriptions={list}
            locale={locale}
            timeZone={settings?.timeZone ?? defaultSettings.timeZone}
            onAdded={() => void reload()}
          />
        </section>
        {error !== null ? (
          <p role="alert" class="alert">
            {t('options_loadError', error)}
          </p>
        ) : subscriptions === null ? (
          <p class="status">{t('options_loading')}</p>
        ) : (
          <SubscriptionList
            subscriptions={subscriptions}
            now={now}
            locale={locale}
            defaultInterval={settings?.interval ?? defaultSettings.interval}
            missingAccess={missing}
            onAccessAsked={recheck}
            reload={reload}
          />
        )}
        <section aria-labelledby="settings-heading">
          <h2 id="settings-heading">{t('options_settingsHeading')}</h2>
          {settings ? <SettingsForm settings={settings} locale={locale} save={save} /> : <p class="status">{t('options_loading')}</p>}
        </section>
        <SyncSection subscriptions={list} missingAccess={missing} onAccessAsked={recheck} now={now} />
        <section aria-labelledby="transfer-heading">
          <h2 id="transfer-heading">{t('options_transferHeading')}</h2>
          <ImportSubscriptions subscriptions={list} onImported={reload} />
          <ExportSubscriptions subscriptions={list} />
          <ExportAntenna store={store} subscriptions={list} />
        </section>
      </main>
    </>
  );
}
