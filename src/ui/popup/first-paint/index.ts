// The popup's first paint: a small classic script (vite.config.ts builds it on its own, as an
// IIFE, and popup.html runs it after `#app`), which paints the first screen the last popup
// kept before the popup's one module has been fetched, compiled and run (the style sheet is
// already in the page: vite.config.ts writes it into popup.html). It paints nothing when nothing
// usable is kept (the module then renders as it did), and then starts the module, which
// replaces what it painted in one task.
import { readFirstScreen } from '../../../platform/first-screen-store.ts';
import { t, uiLanguage } from '../../../platform/i18n.ts';
import { decodeFirstScreen } from '../first-screen.ts';
// Built apart from the page, the style sheet comes out as a file of its own, which vite.config.ts puts in the page.
import '../popup.css';
import { firstScreenView } from './first-screen-view.ts';
import { paintFirstScreen } from './paint-first-screen.ts';

// The module's address, which popup.html gives this script (`data-module`) instead of loading
// it itself: a module named in the page is fetched and compiled as soon as the page is read,
// and was seen to hold this script back by 15–50 ms.
const module = document.currentScript?.dataset['module'];

try {
  const locale = uiLanguage();
  document.documentElement.lang = locale;
  document.title = t('extName');
  const screen = decodeFirstScreen(readFirstScreen());
  const app = document.getElementById('app');
  if (screen !== null && app !== null && app.firstChild === null) {
    const now = Math.floor(Date.now() / 1000);
    app.append(paintFirstScreen(firstScreenView(screen, { now, locale, t }), t));
  }
} catch (error) {
  // Nothing painted: the popup's module renders the page as it does without a kept screen.
  console.warn('Antenna Reader: the first screen could not be painted early:', error);
} finally {
  if (module !== undefined) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = module;
    document.body.append(script);
  }
}
