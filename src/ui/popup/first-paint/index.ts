// The popup's first paint: a small classic script (vite.config.ts builds it on its own, as an
// IIFE, and popup.html runs it after `#app`), which paints the first screen the last popup
// kept before the popup's one module has been fetched, compiled and run (the style sheet is
// already in the page: vite.config.ts writes it into popup.html). It paints nothing when nothing
// usable is kept (the module then renders as it did), and then starts the module, which
// replaces what it painted in one task: at once when nothing was painted, and otherwise once
// the painted rows are on screen (`afterFirstFrame`). It also decides when the popup fits its
// window's width (`fitWidth`).
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
/** Set once the kept screen is in the page. */
let painted = false;

/**
 * Runs `then` once the page is loaded, shown and has drawn a frame. A browser shows an
 * extension's toolbar popup only once its page has loaded, and a module asked for before then
 * holds the load back: the popup, and its kept rows, waited for the module to be fetched,
 * compiled and run. In Chromium's toolbar popup, 20,000 sites stored, the rows were on screen a
 * median 106 ms after the navigation started, against 170 when the module was asked for at once
 * (10 opens each, in alternation, load average 3.1; 29 Nov 2026). A page not shown (a popup
 * still being sized, a tab in the background) draws no frame: it waits to be shown.
 */
function afterFirstFrame(then: () => void): void {
  if (document.readyState !== 'complete') {
    addEventListener('load', () => afterFirstFrame(then), { once: true });
  } else if (document.visibilityState !== 'visible') {
    document.addEventListener('visibilitychange', () => afterFirstFrame(then), { once: true });
  } else {
    // The frame is drawn after the animation frame's callbacks: a task queued from one runs after it.
    requestAnimationFrame(() => setTimeout(then, 0));
  }
}

/**
 * Fits the popup to its window's width (`.fit-width`: `max-width: 100%`, for a narrow window
 * or a page zoomed in) once the page has a width. A toolbar popup is first laid out 25 px wide,
 * before the browser sizes it to the page: fitted to that, every row was laid out at 25 px and
 * then again at its width. In Chromium's toolbar popup, 20,000 sites stored, the frame after the
 * rows came a median 30 ms after the page's load, against 37 ms with the rule from the start, and
 * 100 against 105 ms after the navigation started (20 opens each, in alternation, in one
 * browser, load average 3.0; 29 Nov 2026). So a page that starts narrower than any window fits
 * itself once it is resized.
 */
function fitWidth(): void {
  const fit = (): void => document.documentElement.classList.add('fit-width');
  if (innerWidth > 100) fit();
  else addEventListener('resize', fit, { once: true });
}

fitWidth();
try {
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
  if (module !== undefined) {
    const start = (): void => {
      // Marked, so the order of the first frame and the module's request can be read back (DevTools shows it too).
      performance.mark('popup-module-asked');
      const script = document.createElement('script');
      script.type = 'module';
      script.src = module;
      document.body.append(script);
    };
    if (painted) afterFirstFrame(start);
    else start();
  }
}
