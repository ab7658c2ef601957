import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { AntennaRecord } from '../../src/core/record.ts';
import { foldText } from '../../src/ui/shared/fold-text.ts';
import type { ExtensionSession } from '../browser/harness.ts';
import { openToolbarPopup } from '../browser/toolbar-popup.ts';
import { check, grouped, median, ms, pairedRatio, type Figure } from './figure.ts';
import type { ProbeScope, ProbeState } from './popup-probe.ts';

const RUNS = 7;
/** Counted opens made even past the deadline. */
const MIN_RUNS = 3;
/** Opens in which the filter is followed until every match is listed (it takes seconds). */
const SETTLE_RUNS = 3;
/** Typed into the filter: matches some of the big antenna's sites but not the first one. */
const FILTER_CHAR = '7';
const WAIT_MS = 60_000;

/**
 * A blank extension page, written into the bench's own build: one static `.site-row`, so the
 * same probe times it as it times the popup — the least any extension page takes to show a row.
 */
export const BLANK_PAGE = 'bench-blank.html';
/**
 * The least a page that draws its row by script takes: an extension page may run no inline
 * script (Manifest V3's policy allows none, nor a hash of one), so its row waits for a second
 * file, as the popup's first paint does. One line of script, no style.
 */
const SCRIPTED_PAGE = 'bench-scripted.html';

/** The web page the toolbar popup opens over, as the bench's server serves it. */
export const WEB_PAGE = '<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>日記</title></head><body><h1>日記</h1><p>今日の日記。</p></body></html>\n';

/** The probe (`popup-probe.ts`, bundled), as the first script of each timed page. */
const PROBE = 'bench-probe.js';
const PROBE_TAG = `<script src="/${PROBE}"></script>`;

/**
 * Writes the probe (`probeCode`), the blank page and the one-script page into the extension
 * tree `tree` (the bench's dev build), and puts the probe first in popup.html: the bench times
 * a build one script larger than the extension's.
 */
export function writeBenchPages(tree: string, probeCode: string): void {
  writeFileSync(join(tree, PROBE), probeCode);
  const head = `<!doctype html><html><head><meta charset="utf-8">${PROBE_TAG}`;
  writeFileSync(join(tree, BLANK_PAGE), `${head}<title>blank</title></head><body><ul class="site-list"><li class="site-row">blank</li></ul></body></html>\n`);
  writeFileSync(
    join(tree, SCRIPTED_PAGE),
    `${head}<title>scripted</title></head><body><ul class="site-list"></ul><script src="bench-scripted.js"></script></body></html>\n`,
  );
  writeFileSync(join(tree, 'bench-scripted.js'), "document.querySelector('.site-list').innerHTML = '<li class=\"site-row\">scripted</li>';\n");
  const popup = join(tree, 'popup.html');
  const html = readFileSync(popup, 'utf8');
  const charset = /<meta charset="utf-8"\s*\/?>/i.exec(html);
  if (charset === null) throw new Error('popup.html has no <meta charset="utf-8"> to put the probe after');
  const at = charset.index + charset[0].length;
  writeFileSync(popup, `${html.slice(0, at)}${PROBE_TAG}${html.slice(at)}`);
}

/** Opens `path` (the blank or the one-script page) as the popup is opened, and gives the frame after its row, since navigation start. */
async function openComparedPage(session: ExtensionSession, path: string): Promise<number> {
  const page = await session.openPage(path);
  try {
    await waitForProbe(page, 'rowPaintAt');
    return (await readProbe(page)).rowPaintAt ?? Number.NaN;
  } finally {
    await page.close();
  }
}

export function isProbeState(value: unknown): value is ProbeState {
  return typeof value === 'object' && value !== null && 'rowPaintAt' in value && 'listNodes' in value;
}

/** Waits until the probe shows `field` set (extension pages forbid string predicates: CSP). */
async function waitForProbe(page: Page, field: 'rowPaintAt' | 'changePaintAt' | 'settledAt'): Promise<void> {
  await page.waitForFunction((name) => (globalThis as typeof globalThis & ProbeScope).__antennaBenchProbe?.[name] != null, field, { timeout: WAIT_MS });
}

async function readProbe(page: Page): Promise<ProbeState> {
  const value: unknown = await page.evaluate('globalThis.__antennaBenchProbe ?? null');
  if (!isProbeState(value)) throw new Error('the popup probe is missing: was the init script installed?');
  return value;
}

/** Tries to read the probe's state once its rows are painted, this many times: the first may land in the page the popup had before. */
const TOOLBAR_TRIES = 5;

/**
 * Opens `path` as the extension's toolbar popup over the tab `under` (`action.setPopup`, then
 * `action.openPopup()`, as a click on the toolbar button opens it; see BROWSER-TESTING.md), and
 * gives what the probe saw once the first row's frame was produced.
 */
async function openToolbar(session: ExtensionSession, under: Page, path: string): Promise<ProbeState> {
  await session.worker.evaluate((page) => chrome.action.setPopup({ popup: page }), path);
  const popup = await openToolbarPopup(session, under, { page: path });
  try {
    // Waits for the probe (the popup's target is found as it reaches the page: the first
    // evaluation may run in the blank page before it), then for its rows.
    const read = `new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error('no rows in the toolbar popup within ${WAIT_MS} ms')), ${WAIT_MS});
      const wait = () => {
        if (globalThis.__antennaBenchRows) globalThis.__antennaBenchRows.then(() => resolve(globalThis.__antennaBenchProbe));
        else setTimeout(wait, 5);
      };
      wait();
    })`;
    let lastError: unknown = null;
    for (let attempt = 0; attempt < TOOLBAR_TRIES; attempt++) {
      try {
        const value = await popup.evaluate<unknown>(read);
        if (isProbeState(value)) return value;
      } catch (error) {
        // The page the evaluation ran in went away as the popup's page replaced it.
        lastError = error;
      }
    }
    throw new Error(`the toolbar popup's probe could not be read: ${String(lastError)}`);
  } finally {
    await popup.close();
  }
}

interface Open {
  /** The probe's timeline of this open, up to the first rows. */
  readonly probe: ProbeState;
  readonly readyAt: number;
  readonly rowPaintAt: number;
  readonly listNodes: number;
  /** Keystroke to the list's first change painted, and to every site filtered. */
  readonly filterMs: number | null;
  readonly filterAllMs: number | null;
}

/**
 * The window of the profiles whose popups are timed: a desktop's, so the toolbar popup has its own
 * width (400 px), as over a user's browser window, not the 298 px the test harness's 500 px
 * window leaves it (a width the page is then laid out at once more).
 */
export const DESKTOP_WINDOW = { width: 1280, height: 800 } as const;

/** Opens popup.html in a tab, waits for its first rows to be painted, and types one filter character. */
async function openPopup(session: ExtensionSession, filter: { expect: number; settle: boolean } | null): Promise<Open> {
  const page = await session.openPage('popup.html', { kept: true });
  try {
    await waitForProbe(page, 'rowPaintAt');
    const first = await readProbe(page);
    let filterMs: number | null = null;
    let filterAllMs: number | null = null;
    if (filter) {
      await page.focus('input.filter');
      await page.evaluate(`Object.assign(globalThis.__antennaBenchProbe, { armed: true, expectSetSize: ${filter.expect} })`);
      await page.keyboard.type(FILTER_CHAR);
      await waitForProbe(page, 'changePaintAt');
      if (filter.settle) await waitForProbe(page, 'settledAt').catch(() => undefined);
      const after = await readProbe(page);
      if (after.keyAt !== null && after.changePaintAt !== null) filterMs = after.changePaintAt - after.keyAt;
      if (after.keyAt !== null && after.settledAt !== null) filterAllMs = after.settledAt - after.keyAt;
    }
    return { probe: first, readyAt: first.readyAt ?? Number.NaN, rowPaintAt: first.rowPaintAt ?? Number.NaN, listNodes: first.listNodes ?? Number.NaN, filterMs, filterAllMs };
  } finally {
    await page.close();
  }
}

/** Median time of one moment of the opens, `—` when the probe never saw it. */
function at(probes: readonly ProbeState[], moment: (probe: ProbeState) => number | null): string {
  const times = probes.map(moment).filter((v): v is number => v !== null);
  return times.length === 0 ? '—' : `${Math.round(median(times))}`;
}

/** Where an open's time goes, in order: medians of each moment since navigation start (ms). */
function timeline(probes: readonly ProbeState[]): string {
  return (
    `html ${at(probes, (p) => p.htmlAt)}, scripts fetched ${at(probes, (p) => p.scriptsFetchedAt)}, ` +
    `IndexedDB open asked ${at(probes, (p) => p.idbOpenAt)} → open ${at(probes, (p) => p.idbOpenedAt)}, ` +
    `first transaction ${at(probes, (p) => p.idbTxAt)} → done ${at(probes, (p) => p.idbTxDoneAt)}, ` +
    `page read, first paint run (DOMContentLoaded) ${at(probes, (p) => p.readyAt)}, first row in the DOM ${at(probes, (p) => p.rowAt)}, painted ${at(probes, (p) => p.rowPaintAt)}`
  );
}

/** How many of `records` the popup's filter keeps for `FILTER_CHAR` (title, author, URL, folded). */
export function expectedMatches(records: readonly AntennaRecord[]): number {
  const word = foldText(FILTER_CHAR);
  return records.filter((r) => foldText([r.title ?? '', r.author ?? '', r.url].join('\n')).includes(word)).length;
}

/** The frame after the first row, since navigation start (NaN when the probe never saw it). */
const painted = (probe: ProbeState): number => probe.rowPaintAt ?? Number.NaN;

/**
 * The popup of `big` (20,000 sites stored) against the popup of `small` (20), opened in
 * alternation so a busy machine slows both alike; the first open of each warms up and is
 * not counted. Each is opened two ways: as the extension's toolbar popup over the plain page
 * `under` (the way a click on the toolbar button opens it, which the budgets hold), and in a
 * tab, where Playwright drives the page (the filter keystroke is timed there). A probe, the
 * page's first script, times each open from navigation start to the frame after the first
 * `.site-row` appears and counts the list's nodes. Past `deadline` (a `performance.now()`
 * time) it stops after `MIN_RUNS`, so a very busy machine still finishes the whole bench in time.
 */
export async function benchPopup(
  small: ExtensionSession,
  big: ExtensionSession,
  sizes: { small: number; big: number; bigMatches: number },
  under: string,
  deadline: number,
): Promise<Figure[]> {
  // The page that carried the setup's messages is a popup with every site in it, in the
  // renderer the timed pages share; shown again each time a timed tab closes, it drew itself
  // while the next page loaded (30–45 ms more for both the popup and the blank page).
  await Promise.all([small.closeBridge(), big.closeBridge()]);
  // The page each toolbar popup opens over: a web page, in a renderer of its own.
  const [smallUnder, bigUnder] = await Promise.all([small.context.newPage(), big.context.newPage()]);
  await Promise.all([smallUnder.goto(under), bigUnder.goto(under)]);
  const smalls: Open[] = [];
  const bigs: Open[] = [];
  const blanks: number[] = [];
  const scripted: number[] = [];
  const toolbarSmalls: ProbeState[] = [];
  const toolbarBigs: ProbeState[] = [];
  const toolbarBlanks: number[] = [];
  try {
    for (let run = 0; run <= RUNS && (run <= MIN_RUNS || performance.now() < deadline); run++) {
      let s: Open | null = null;
      let b: Open | null = null;
      let blank = Number.NaN;
      let oneScript = Number.NaN;
      let ts: ProbeState | null = null;
      let tb: ProbeState | null = null;
      let toolbarBlank = Number.NaN;
      const opens = [
        async () => (s = await openPopup(small, null)),
        async () => (b = await openPopup(big, { expect: sizes.bigMatches, settle: run >= 1 && run <= SETTLE_RUNS })),
        async () => (blank = await openComparedPage(big, BLANK_PAGE)),
        async () => (oneScript = await openComparedPage(big, SCRIPTED_PAGE)),
        async () => (ts = await openToolbar(small, smallUnder, 'popup.html')),
        async () => (tb = await openToolbar(big, bigUnder, 'popup.html')),
        async () => (toolbarBlank = painted(await openToolbar(big, bigUnder, BLANK_PAGE))),
      ];
      // Each run starts one further along, so each page follows each of the others in turn: a
      // closed page leaves work in its renderer (the big popup, with its filter, the most), and
      // the page opened next shares the machine with it.
      for (let i = 0; i < opens.length; i++) await opens[(run + i) % opens.length]?.();
      if (run === 0 || s === null || b === null || ts === null || tb === null) continue;
      smalls.push(s);
      bigs.push(b);
      blanks.push(blank);
      scripted.push(oneScript);
      toolbarSmalls.push(ts);
      toolbarBigs.push(tb);
      toolbarBlanks.push(toolbarBlank);
    }
  } finally {
    await Promise.all([small, big].map((session) => session.worker.evaluate(() => chrome.action.setPopup({ popup: 'popup.html' }))));
    await Promise.all([smallUnder.close(), bigUnder.close()]);
  }
  const toolbarBigTimes = toolbarBigs.map(painted);
  const toolbarFirst = median(toolbarBigTimes);
  const toolbarRatio = pairedRatio(toolbarBigTimes, toolbarSmalls.map(painted));
  const toolbarBlankRatio = pairedRatio(toolbarBigTimes, toolbarBlanks);
  const bigTimes = bigs.map((o) => o.rowPaintAt);
  const smallTimes = smalls.map((o) => o.rowPaintAt);
  const bigFirst = median(bigTimes);
  const smallFirst = median(smallTimes);
  const ratio = pairedRatio(bigTimes, smallTimes);
  const relative = check('popup first rows 20,000 vs 20 ratio', '≤ 1.2', ratio <= 1.2);
  const blankRatio = pairedRatio(bigTimes, blanks);
  const scriptedRatio = pairedRatio(bigTimes, scripted);
  const nodes = Math.max(...bigs.map((o) => o.listNodes), ...smalls.map((o) => o.listNodes), ...[...toolbarBigs, ...toolbarSmalls].map((p) => p.listNodes ?? 0));
  const nodeBudget = check('popup list DOM nodes', '< 400', nodes < 400);
  const filtered = bigs.map((o) => o.filterMs).filter((v): v is number => v !== null);
  const all = bigs.map((o) => o.filterAllMs).filter((v): v is number => v !== null);
  const how = `median of ${bigs.length} opens of each, alternating, each run in the order one further along (navigation start → the frame after the first .site-row entered the DOM)`;
  return [
    {
      name: `toolbar popup, Playwright attached, first rows ${grouped(sizes.big)} sites`,
      text:
        `${ms(toolbarFirst)}; with ${grouped(sizes.small)} sites ${ms(median(toolbarSmalls.map(painted)))}; ` +
        `ratio ${toolbarRatio.toFixed(2)}; ÷ blank extension page ${toolbarBlankRatio.toFixed(2)} (${ms(median(toolbarBlanks))}) ` +
        '(no budget: Playwright attaches to each new page as it opens and holds it until it lets it go; the budgets are the toolbar popup opened with nothing attached)',
      how: `${how}; opened by action.openPopup() over a web page, the blank page made the popup (action.setPopup) and opened the same way in each run`,
      budgets: [],
    },
    {
      name: `toolbar popup, Playwright attached, where the time goes, ${grouped(sizes.big)} sites`,
      text: `${timeline(toolbarBigs)} (ms since navigation start; no budget)`,
      how: `median of ${toolbarBigs.length} opens`,
      budgets: [],
    },
    {
      name: `popup in a tab first rows ${grouped(sizes.big)} sites`,
      text:
        `${ms(bigFirst)}; with ${grouped(sizes.small)} sites ${ms(smallFirst)}; ` +
        `ratio ${ratio.toFixed(2)} ${relative.mark}; ` +
        `÷ blank extension page ${blankRatio.toFixed(2)} (${ms(median(blanks))}; no budget: the toolbar popup's above hold the time and this ratio); ` +
        `÷ a page whose row one script draws ${scriptedRatio.toFixed(2)} (${ms(median(scripted))}, no budget); ` +
        `first paint run by DOMContentLoaded at ${ms(median(bigs.map((o) => o.readyAt)))} / ${ms(median(smalls.map((o) => o.readyAt)))}`,
      how: `${how}; opened by Playwright in a tab, the blank page and the one-script page opened the same way in each run`,
      budgets: [relative.budget],
    },
    {
      name: `popup in a tab where the time goes, ${grouped(sizes.big)} sites`,
      text: `${timeline(bigs.map((o) => o.probe))} (ms since navigation start; no budget)`,
      how: `median of ${bigs.length} opens (navigation and resource timing; IndexedDB open and first transaction timed by the probe wrapping the page's calls)`,
      budgets: [],
    },
    {
      name: `popup in a tab where the time goes, ${grouped(sizes.small)} sites`,
      text: `${timeline(smalls.map((o) => o.probe))} (ms since navigation start; no budget)`,
      how: `median of ${smalls.length} opens`,
      budgets: [],
    },
    {
      name: 'popup list DOM nodes',
      text: `${nodes} nodes (elements and text) in .site-list ${nodeBudget.mark}`,
      how: `largest of ${2 * (bigs.length + smalls.length)} opens, at first rows painted`,
      budgets: [nodeBudget.budget],
    },
    {
      name: `popup filter keystroke ${grouped(sizes.big)} sites`,
      text:
        `"${FILTER_CHAR}" → list changed and painted ${filtered.length > 0 ? ms(median(filtered)) : 'never'}; ` +
        `→ all ${grouped(sizes.bigMatches)} matches listed ${all.length > 0 ? ms(median(all)) : 'never'} (no budget)`,
      how:
        `median of ${filtered.length}, and of ${all.length} for all listed (from the keydown event's time, ` +
        'the first keystroke after each open, in a tab)',
      budgets: [],
    },
  ];
}
