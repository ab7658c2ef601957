// Put by the popup benchmark (bundled, `bench-probe.js`) as the first script of popup.html and
// of the blank and one-script pages it is compared with, in the bench's own build: it runs
// before the page's own scripts, in a tab and in the toolbar popup alike (a Playwright init
// script would not reach the toolbar popup, which Playwright does not drive). Times are
// `performance.now()`: milliseconds since the page's navigation started.
import { PAINTED_HASH } from './probe-signal.ts';

/** What the probe saw, read by the benchmark as `globalThis.__antennaBenchProbe`. */
export interface ProbeState {
  /** The page's HTML has arrived (navigation timing `responseEnd`). */
  htmlAt: number | null;
  /** The last script of the page has been fetched (resource timing, at first rows). */
  scriptsFetchedAt: number | null;
  /** The page asked IndexedDB to open its database, and the database was open. */
  idbOpenAt: number | null;
  idbOpenedAt: number | null;
  /** The first transaction on the open database was asked for, and finished. */
  idbTxAt: number | null;
  idbTxDoneAt: number | null;
  /** DOMContentLoaded: the page has been read and its first paint has run (the popup's module is asked for after it). */
  readyAt: number | null;
  /** The first `.site-row` entered the DOM. */
  rowAt: number | null;
  /** The frame that shows it was produced (a task after the next animation frame). */
  rowPaintAt: number | null;
  /** Nodes (elements and text) inside `.site-list` at that frame. */
  listNodes: number | null;
  /** Set by the benchmark before it types into the filter. */
  armed: boolean;
  /** `aria-setsize` the list has once the filter has gone through every site. */
  expectSetSize: number | null;
  /** The filter keystroke's event time. */
  keyAt: number | null;
  /** The list's first change after the keystroke, and the frame that shows it. */
  changeAt: number | null;
  changePaintAt: number | null;
  /** The list first showed `expectSetSize` rows. */
  settledAt: number | null;
}

/** What the probe puts on the page's global object. */
export interface ProbeScope {
  __antennaBenchProbe?: ProbeState;
  /** Settles once `rowPaintAt` is set: the toolbar popup, reached over CDP alone, awaits it. */
  __antennaBenchRows?: Promise<void>;
}

function afterNextFrame(done: (at: number) => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(null);
  });
}

function countNodes(root: Element): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  let count = 0;
  while (walker.nextNode()) count++;
  return count;
}

function inList(node: Node): boolean {
  const element = node instanceof Element ? node : node.parentElement;
  return element?.closest('.site-list') != null;
}

if (['/popup.html', '/bench-blank.html', '/bench-scripted.html'].some((page) => location.pathname.endsWith(page))) {
  const state: ProbeState = {
    htmlAt: null,
    scriptsFetchedAt: null,
    idbOpenAt: null,
    idbOpenedAt: null,
    idbTxAt: null,
    idbTxDoneAt: null,
    readyAt: null,
    rowAt: null,
    rowPaintAt: null,
    listNodes: null,
    armed: false,
    expectSetSize: null,
    keyAt: null,
    changeAt: null,
    changePaintAt: null,
    settledAt: null,
  };
  const scope = globalThis as typeof globalThis & ProbeScope;
  scope.__antennaBenchProbe = state;
  let rowsPainted = (): void => undefined;
  scope.__antennaBenchRows = new Promise((resolve) => {
    rowsPainted = resolve;
  });
  addEventListener('DOMContentLoaded', () => {
    state.readyAt = performance.now();
  });
  // Where the time before the first rows goes: IndexedDB's open and first transaction, timed
  // by wrapping the page's own calls (the probe runs before the page's scripts).
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
    const request = open.apply(this, args);
    state.idbOpenAt ??= performance.now();
    request.addEventListener('success', () => {
      state.idbOpenedAt ??= performance.now();
    });
    return request;
  };
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
    const tx = transaction.apply(this, args);
    if (state.idbTxAt === null) {
      state.idbTxAt = performance.now();
      tx.addEventListener('complete', () => {
        state.idbTxDoneAt ??= performance.now();
      });
    }
    return tx;
  };
  addEventListener(
    'keydown',
    (event) => {
      if (state.armed && state.keyAt === null) state.keyAt = event.timeStamp;
    },
    { capture: true },
  );
  new MutationObserver((mutations) => {
    const now = performance.now();
    if (state.rowAt === null && document.querySelector('.site-row')) {
      state.rowAt = now;
      afterNextFrame((at) => {
        state.rowPaintAt = at;
        const list = document.querySelector('.site-list');
        state.listNodes = list ? countNodes(list) : null;
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        state.htmlAt = navigation?.responseEnd ?? null;
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\.js(\?|$)/.test(entry.name));
        state.scriptsFetchedAt = scripts.length > 0 ? Math.max(...scripts.map((entry) => entry.responseEnd)) : null;
        rowsPainted();
        // Told to a bench that is not attached to the page (`bare-chromium.ts`): the target's
        // address changes, which the browser reports to every client discovering targets.
        history.replaceState(history.state, '', PAINTED_HASH);
      });
    }
    if (state.keyAt === null || !mutations.some((mutation) => inList(mutation.target))) return;
    if (state.changeAt === null) {
      state.changeAt = now;
      afterNextFrame((at) => {
        state.changePaintAt = at;
      });
    }
    const size = document.querySelector('.site-row')?.getAttribute('aria-setsize');
    if (state.settledAt === null && state.expectSetSize !== null && size === String(state.expectSetSize)) state.settledAt = now;
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}
