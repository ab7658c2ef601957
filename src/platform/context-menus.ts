import { browser } from './browser.ts';

/** The extension's context menu items. */
export type MenuItem = 'subscribe-link' | 'watch-page';

/**
 * Links the "Subscribe" item is offered on: antenna files by the names options' discovery
 * knows (`*.lirs`, `*.lirs.gz`, `*.di`, `*.di.gz`, `hina.txt`) and feeds by their usual names.
 * Only http and https: a `javascript:` or `file:` link never gets the item.
 */
const LINK_PATTERNS = ['lirs', 'lirs.gz', 'di', 'di.gz', 'rdf', 'rss', 'atom', 'xml'].flatMap((ext) => [
  `http://*/*.${ext}`,
  `https://*/*.${ext}`,
]).concat(['http://*/*hina.txt', 'https://*/*hina.txt', 'http://*/*/feed', 'https://*/*/feed', 'http://*/*/feed/', 'https://*/*/feed/']);

/**
 * Puts the two items in the browser's context menu (again: the browser keeps them across
 * restarts, and creating one twice is an error): "Subscribe with Antenna Reader" on links to
 * antennas and feeds, "Watch this page" on web pages.
 */
export async function createMenus(titles: Readonly<Record<MenuItem, string>>): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({ id: 'subscribe-link', title: titles['subscribe-link'], contexts: ['link'], targetUrlPatterns: LINK_PATTERNS });
  browser.contextMenus.create({
    id: 'watch-page',
    title: titles['watch-page'],
    contexts: ['page'],
    documentUrlPatterns: ['http://*/*', 'https://*/*'],
  });
}

/** Calls `listener` with the item chosen and the address it was chosen on (the link's, or the page's). */
export function onMenuClick(listener: (item: MenuItem, url: string) => void): void {
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === 'subscribe-link' && info.linkUrl !== undefined) listener('subscribe-link', info.linkUrl);
    const page = info.pageUrl ?? tab?.url;
    if (info.menuItemId === 'watch-page' && page !== undefined) listener('watch-page', page);
  });
}

/**
 * Opens the options page with the address in its Add field: the user presses Add, and the page
 * asks for that one origin and previews it, as for an address typed there (a permission
 * prompt needs a click on a page; a menu item's click does not reach one).
 */
export async function openOptionsToAdd(url: string): Promise<void> {
  await browser.tabs.create({ url: `${browser.runtime.getURL('options.html')}#add=${encodeURIComponent(url)}` });
}
