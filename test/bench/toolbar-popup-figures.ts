import { launchBareChromium, pollFor, type BareChromium } from './bare-chromium.ts';
import { check, grouped, median, ms, pairedRatio, type Figure } from './figure.ts';
import { BLANK_PAGE, isProbeState } from './popup-figures.ts';
import type { ProbeState } from './popup-probe.ts';
import { PAINTED_HASH } from './probe-signal.ts';

const RUNS = 9;
/** Counted opens made even past the deadline. */
const MIN_RUNS = 3;
/** Tries of `action.openPopup()`: a headless window may not count as active at once. */
const OPEN_TRIES = 20;

/**
 * Settles once the page shows no kept screen (`.popup[data-kept]`: the popup has rendered the
 * store's read over it; the blank page never has one) and its main thread has been idle.
 */
const SETTLED = `new Promise((resolve) => {
  const idle = () => requestIdleCallback(() => resolve(true));
  const done = () => document.querySelector('.popup[data-kept]') === null;
  if (done()) return idle();
  const observer = new MutationObserver(() => { if (done()) { observer.disconnect(); idle(); } });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})`;

interface Profile {
  readonly browser: BareChromium;
  /** The web page the popup opens over, attached to so that it can be brought to the front. */
  readonly tab: { readonly targetId: string; readonly sessionId: string };
}

/** Opens the extension page `path` in a tab, evaluates `expression` in it, and closes it. */
async function inExtensionTab<T>(browser: BareChromium, path: string, expression: string): Promise<T> {
  const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', { url: `chrome-extension://${browser.extensionId}/${path}` });
  try {
    // A new target starts as about:blank: wait for the extension's page, where `chrome.runtime` is.
    await pollFor(`${path} did not load in a tab`, () =>
      browser.evaluate<boolean>(targetId, "location.protocol === 'chrome-extension:' && document.readyState === 'complete'").then((loaded) => loaded || null),
    );
    return await browser.evaluate<T>(targetId, expression);
  } finally {
    await browser.send('Target.closeTarget', { targetId });
  }
}

/**
 * A profile with `antenna` subscribed, the first screen of its popup kept (the popup opened in
 * a tab once, until it shows the store's read), and the web page `under` in front.
 */
async function prepare(browser: BareChromium, antenna: string, under: string): Promise<Profile> {
  const reply = await inExtensionTab<{ ok: boolean; error?: string }>(browser, BLANK_PAGE, `chrome.runtime.sendMessage(${JSON.stringify({ kind: 'add-subscription', url: antenna })})`);
  if (!reply.ok) throw new Error(`adding ${antenna} failed: ${reply.error ?? 'no reason given'}`);
  const { targetId: popupTab } = await browser.send<{ targetId: string }>('Target.createTarget', { url: `chrome-extension://${browser.extensionId}/popup.html` });
  await pollFor("the popup in a tab did not keep its first screen", () =>
    browser.evaluate<boolean>(popupTab, "document.querySelector('.popup:not([data-kept])') !== null && localStorage.getItem('popupFirstScreen') !== null").then((kept) => kept || null),
  );
  await browser.send('Target.closeTarget', { targetId: popupTab });
  const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', { url: under });
  const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
  await browser.send('Page.bringToFront', {}, sessionId);
  return { browser, tab: { targetId, sessionId } };
}

/**
 * Opens `path` as the toolbar popup over the profile's web page, as a click on the toolbar
 * button does (`action.setPopup`, `action.openPopup()` from the worker), with nothing attached
 * to the popup; once its probe has seen the first row painted (`PAINTED_HASH`), reads what it
 * saw and closes it.
 */
async function openUnattached({ browser, tab }: Profile, path: string): Promise<ProbeState> {
  await browser.inWorker(`chrome.action.setPopup({ popup: ${JSON.stringify(path)} })`);
  const base = `chrome-extension://${browser.extensionId}/${path}`;
  let stop = (): void => undefined;
  const painted = new Promise<string>((resolve) => {
    stop = browser.onEvent((method, params) => {
      const info = params['targetInfo'] as { targetId: string; url: string } | undefined;
      if ((method === 'Target.targetCreated' || method === 'Target.targetInfoChanged') && info?.url === base + PAINTED_HASH) resolve(info.targetId);
    });
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the toolbar popup ${path} showed no rows within 60 s`)), 60_000);
  });
  // Raced wherever it matters; a rejection while something else is awaited is seen there.
  timeout.catch(() => undefined);
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await browser.inWorker('chrome.action.openPopup()');
        break;
      } catch (error) {
        if (attempt >= OPEN_TRIES || !String(error).includes('active browser window')) throw error;
        await browser.send('Page.bringToFront', {}, tab.sessionId);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const targetId = await Promise.race([painted, timeout]);
    try {
      const probe = await browser.evaluate<unknown>(targetId, 'globalThis.__antennaBenchProbe ?? null');
      if (!isProbeState(probe)) throw new Error(`the probe in the toolbar popup ${path} is missing`);
      // Closed only once its page has done what it does after the first rows (the popup's module
      // reads the store and renders it) and is idle: otherwise that work, in the renderer the
      // extension's pages share, would fall into the next open.
      await Promise.race([browser.evaluate(targetId, SETTLED), timeout]);
      return probe;
    } finally {
      const closed = new Promise<void>((resolve) => {
        const off = browser.onEvent((method, params) => {
          if (method === 'Target.targetDestroyed' && params['targetId'] === targetId) {
            off();
            resolve();
          }
        });
      });
      await browser.send('Target.closeTarget', { targetId });
      await Promise.race([closed, timeout]);
    }
  } finally {
    clearTimeout(timer);
    stop();
  }
}

/**
 * The toolbar popup of `big` sites against the popup of `small` and against the blank
 * extension page, each opened as a click on the toolbar button opens it, in Chromiums no
 * debugger attaches to as the popup opens (`bare-chromium.ts`): two profiles, each in its own
 * browser, opened in alternation, each run one further along. The first open of each warms up
 * and is not counted. Past `deadline` (a `performance.now()` time) it stops after `MIN_RUNS`.
 */
export async function benchToolbarPopup(
  extensionPath: string,
  antennas: { readonly small: string; readonly big: string },
  sizes: { readonly small: number; readonly big: number },
  under: string,
  window: { readonly width: number; readonly height: number },
  deadline: number,
): Promise<Figure[]> {
  const browsers: BareChromium[] = [];
  try {
    const [bigBrowser, smallBrowser] = await Promise.all([launchBareChromium({ extensionPath, window }), launchBareChromium({ extensionPath, window })]);
    browsers.push(bigBrowser, smallBrowser);
    await Promise.all([bigBrowser, smallBrowser].map((browser) => browser.send('Target.setDiscoverTargets', { discover: true })));
    const [big, small] = await Promise.all([prepare(bigBrowser, antennas.big, under), prepare(smallBrowser, antennas.small, under)]);
    const bigs: ProbeState[] = [];
    const smalls: ProbeState[] = [];
    const blanks: ProbeState[] = [];
    for (let run = 0; run <= RUNS && (run <= MIN_RUNS || performance.now() < deadline); run++) {
      let b: ProbeState | null = null;
      let s: ProbeState | null = null;
      let blank: ProbeState | null = null;
      const opens = [async () => (b = await openUnattached(big, 'popup.html')), async () => (s = await openUnattached(small, 'popup.html')), async () => (blank = await openUnattached(big, BLANK_PAGE))];
      for (let i = 0; i < opens.length; i++) await opens[(run + i) % opens.length]?.();
      if (run === 0 || b === null || s === null || blank === null) continue;
      bigs.push(b);
      smalls.push(s);
      blanks.push(blank);
    }
    const painted = (probes: readonly ProbeState[]): number[] => probes.map((probe) => probe.rowPaintAt ?? Number.NaN);
    const first = median(painted(bigs));
    const ratio = pairedRatio(painted(bigs), painted(smalls));
    const blankRatio = pairedRatio(painted(bigs), painted(blanks));
    const time = check(`toolbar popup first rows ${grouped(sizes.big)}`, '≤ 100 ms', first <= 100);
    const relative = check(`toolbar popup first rows ${grouped(sizes.big)} vs ${grouped(sizes.small)} ratio`, '≤ 1.2', ratio <= 1.2);
    const toBlank = check(`toolbar popup first rows ${grouped(sizes.big)} vs a blank extension page`, '≤ 1.5', blankRatio <= 1.5);
    const at = (moment: (probe: ProbeState) => number | null): string => {
      const times = bigs.map(moment).filter((value): value is number => value !== null);
      return times.length === 0 ? '—' : `${Math.round(median(times))}`;
    };
    return [
      {
        name: `toolbar popup first rows ${grouped(sizes.big)} sites`,
        text:
          `${ms(first)} ${time.mark}; with ${grouped(sizes.small)} sites ${ms(median(painted(smalls)))}; ratio ${ratio.toFixed(2)} ${relative.mark}; ` +
          `÷ blank extension page ${blankRatio.toFixed(2)} (${ms(median(painted(blanks)))}) ${toBlank.mark}`,
        how:
          `median of ${bigs.length} opens of each, alternating, each run in the order one further along (navigation start → the frame after the first .site-row entered the DOM); ` +
          'opened by action.openPopup() over a web page, the blank page made the popup (action.setPopup) and opened the same way, ' +
          'in Chromiums driven over a bare DevTools pipe, with no client attached to the popup until its rows were painted',
        budgets: [time.budget, relative.budget, toBlank.budget],
      },
      {
        name: `toolbar popup where the time goes, ${grouped(sizes.big)} sites`,
        text: `html ${at((p) => p.htmlAt)}, first paint run (DOMContentLoaded) ${at((p) => p.readyAt)}, first row in the DOM ${at((p) => p.rowAt)}, painted ${at((p) => p.rowPaintAt)} (ms since navigation start; no budget)`,
        how: `median of ${bigs.length} opens`,
        budgets: [],
      },
    ];
  } finally {
    await Promise.allSettled(browsers.map((browser) => browser.close()));
  }
}
