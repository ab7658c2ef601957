import { render } from 'preact';
import { t, uiLanguage } from '../../platform/i18n.ts';
import { onChange, sendMessage } from '../../platform/messaging.ts';
import { openOptionsPage, openTab } from '../../platform/tabs.ts';
import { openAntennaStore } from '../../store/open-store.ts';
import { EnvContext, type PopupEnv } from './popup-env.ts';
import { PopupApp } from './popup-app.tsx';
import { createSiteLoader } from './site-loader.ts';
import './popup.css';

// The one place the popup meets the browser: bind src/platform and the store, then render.
const now = (): number => Math.floor(Date.now() / 1000);

// The store opens and the first screen's read starts before anything else, so IndexedDB
// works while Preact builds the page; a failure to open shows as the loader's error.
const store = openAntennaStore();
const loader = createSiteLoader(store, { now });
void loader.refresh();

const env: PopupEnv = {
  t,
  locale: uiLanguage(),
  send: sendMessage,
  onChange,
  openTab,
  openOptionsPage,
  readSiteHistory: async (key) => (await store).readSiteHistory(key),
  now,
};

document.documentElement.lang = env.locale;
document.title = t('extName');

render(
  <EnvContext.Provider value={env}>
    <PopupApp loader={loader} />
  </EnvContext.Provider>,
  document.getElementById('app')!,
);
