import { render } from 'preact';
import { onChange } from '../../platform/change-notices.ts';
import { t, uiLanguage } from '../../platform/i18n.ts';
import { requestOrigins } from '../../platform/request-origins.ts';
import { rememberFollow, takePendingFollow } from '../../platform/pending-follow.ts';
import { openPopupStore } from '../../store/open-popup-store.ts';
import { EnvContext, type PopupEnv } from './popup-env.ts';
import { PopupApp } from './popup-app.tsx';
import { createSiteLoader, FIRST_PAGE } from './site-loader.ts';
import { decodeFirstScreen, encodeFirstScreen } from './first-screen.ts';
import { readFirstScreen, writeFirstScreen } from '../../platform/first-screen-store.ts';

// The one place the popup meets the browser: bind src/platform and the store, then render.
const now = (): number => Math.floor(Date.now() / 1000);

// The store opens and the first screen's read starts before anything else, so IndexedDB
// works while Preact builds the page; a failure to open shows as the loader's error.
const store = openPopupStore();
// The last first screen, read synchronously, is painted at once; the store's read replaces it.
const loader = createSiteLoader(store, { now, firstScreen: decodeFirstScreen(readFirstScreen()) });
void loader.refresh();

// Each screen the store gives is kept for the next popup, once the page is idle.
let keeping = false;
loader.subscribe((snapshot) => {
  if (!snapshot.ready || snapshot.error !== null || snapshot.kept === true || keeping) return;
  keeping = true;
  requestIdleCallback(
    () => {
      keeping = false;
      const current = loader.current();
      if (current.error === null && current.kept !== true) writeFirstScreen(encodeFirstScreen(current, FIRST_PAGE));
    },
    { timeout: 1000 },
  );
});

// Sending messages and opening tabs need webextension-polyfill: loaded when first used, or once
// the first rows are painted and the page is idle (reading the store and messages needs none).
interface Actions {
  readonly send: PopupEnv['send'];
  readonly openTab: PopupEnv['openTab'];
  readonly openTabs: PopupEnv['openTabs'];
  readonly openOptionsPage: PopupEnv['openOptionsPage'];
}
let actions: Promise<Actions> | null = null;
const loadActions = (): Promise<Actions> =>
  (actions ??= import('../../platform/page-actions.ts').then((module) => ({
    send: module.sendMessage,
    openTab: module.openTab,
    openTabs: module.openTabs,
    openOptionsPage: module.openOptionsPage,
  })));
const preload = loader.subscribe((snapshot) => {
  if (!snapshot.ready) return;
  preload();
  requestIdleCallback(() => void loadActions(), { timeout: 2000 });
});

const env: PopupEnv = {
  t,
  locale: uiLanguage(),
  send: async (message) => (await loadActions()).send(message),
  onChange,
  openTab: async (url) => (await loadActions()).openTab(url),
  openTabs: async (urls) => (await loadActions()).openTabs(urls),
  openOptionsPage: async () => (await loadActions()).openOptionsPage(),
  readSiteHistory: async (key) => (await store).readSiteHistory(key),
  now,
  // Read only when the "On this page" section asks, once the rows are painted.
  readTab: async () => (await import('../../platform/read-active-tab.ts')).readActiveTab(),
  requestOrigins,
  rememberFollow,
  takePendingFollow,
};

document.documentElement.lang = env.locale;
document.title = t('extName');

// The page the first paint (first-paint/index.ts, with the style sheet) drew from the kept
// screen is replaced in this one task, so no frame shows it gone.
const app = document.getElementById('app')!;
app.replaceChildren();
render(
  <EnvContext.Provider value={env}>
    <PopupApp loader={loader} />
  </EnvContext.Provider>,
  app,
);
