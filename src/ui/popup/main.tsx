import { render } from 'preact';
import { t, uiLanguage } from '../../platform/i18n.ts';
import { onChange, sendMessage } from '../../platform/messaging.ts';
import { openOptionsPage, openTab } from '../../platform/tabs.ts';
import { openAntennaStore } from '../../store/open-store.ts';
import { EnvContext, type PopupEnv } from './popup-env.ts';
import { PopupApp } from './popup-app.tsx';
import './popup.css';

// The one place the popup meets the browser: bind src/platform and the store, then render.
const env: PopupEnv = {
  t,
  locale: uiLanguage(),
  send: sendMessage,
  onChange,
  openTab,
  openOptionsPage,
  now: () => Math.floor(Date.now() / 1000),
};

document.documentElement.lang = env.locale;
document.title = t('extName');
const root = document.getElementById('app')!;

openAntennaStore().then(
  (store) =>
    render(
      <EnvContext.Provider value={env}>
        <PopupApp store={store} />
      </EnvContext.Provider>,
      root,
    ),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    root.textContent = t('popup_loadError', message);
  },
);
