// The popup's first paint: a small classic script (vite.config.ts builds it on its own, as an
// IIFE, and popup.html runs it after `#app`), which paints the first screen the last popup
// kept before the popup's one module has been fetched, compiled and run. It brings the popup's
// style sheet, paints nothing when nothing usable is kept (the module then renders as it did),
// and then starts the module, which replaces what it painted in one task.
import { readFirstScreen } from '../../../platform/first-screen-store.ts';
import { t, uiLanguage } from '../../../platform/i18n.ts';
import { decodeFirstScreen } from '../first-screen.ts';
import popupCss from '../popup.css?inline';
import { firstScreenView } from './first-screen-view.ts';
import { paintFirstScreen } from './paint-first-screen.ts';

// The module's address, which popup.html gives this script (`data-module`) instead of loading
// it itself: a module in the page is fetched and compiled as soon as the page is read, and that
// held this script back by as long (some 50 ms).
const module = document.currentScript?.dataset['module'];
let painted = false;

try {
  const style = document.createElement('style');
  style.textContent = popupCss;
  document.head.append(style);
  const locale = uiLanguage();
  document.documentElement.lang = locale;
  document.title = t('extName');
  const screen = decodeFirstScreen(readFirstScreen());
  const app = document.getElementById('app');
  if (screen !== null && app !== null && app.firstChild === null) {
    const now = Math.floor(Date.now() / 1000);
    app.append(paintFirstScreen(firstScreenView(screen, { now, locale, t }), t));
    painted = true;
  }
} catch (error) {
  // Nothing painted: the popup's module renders the page as it does without a kept screen.
  console.warn('Antenna Reader: the first screen could not be painted early:', error);
} finally {
  const start = (): void => {
    if (module === undefined) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = module;
    document.body.append(script);
  };
  // Once the frame that shows the rows is out: the module's compilation, in front of that frame,
  // would hold it back. A hidden page draws no frame: the module starts at once there.
  if (painted && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
  else start();
}
