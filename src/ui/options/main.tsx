import { render } from 'preact';
import { downloadFile } from '../../platform/download-file.ts';
import { t, uiLanguage } from '../../platform/i18n.ts';
import { onChange, sendMessage } from '../../platform/messaging.ts';
import { hasOrigin, hasPermission, onOriginsRemoved, removeOrigin, requestPermission } from '../../platform/permissions.ts';
import { requestOrigins } from '../../platform/request-origins.ts';
import { openAntennaStore } from '../../store/open-store.ts';
import { OptionsEnvContext, type OptionsEnv } from './options-env.ts';
import { OptionsApp } from './options-app.tsx';
import './options.css';

const app = document.getElementById('app');
const locale = uiLanguage();
document.documentElement.lang = locale;
document.title = t('options_heading');

if (app) {
  openAntennaStore().then(
    (store) => {
      // The one place the options page meets the browser: bind src/platform and the store.
      const env: OptionsEnv = {
        t,
        locale,
        store,
        send: sendMessage,
        onChange,
        now: () => Math.floor(Date.now() / 1000),
        requestOrigins,
        hasOrigin,
        removeOrigin,
        onOriginsRemoved: (listener) => onOriginsRemoved(() => listener()),
        requestNotifications: () => requestPermission('notifications'),
        hasNotifications: () => hasPermission('notifications'),
        saveFile: downloadFile,
        // The context menu opens `options.html#add=<address>`.
        addAddress: new URLSearchParams(location.hash.slice(1)).get('add') ?? undefined,
      };
      render(
        <OptionsEnvContext.Provider value={env}>
          <OptionsApp />
        </OptionsEnvContext.Provider>,
        app,
      );
    },
    (cause: unknown) =>
      render(
        <main>
          <h1>{t('options_heading')}</h1>
          <p role="alert" class="alert">
            {t('options_loadError', cause instanceof Error ? cause.message : String(cause))}
          </p>
        </main>,
        app,
      ),
  );
}
