import type { TabReading } from '../messages/tab-reading.ts';

/** How much of a page's markup is read: as much as the options page's feed search reads. */
const MARKUP_READ = 2 * 1024 * 1024;

/**
 * Reads the tab the popup was opened over: its address (`activeTab` gives it for this tab
 * only, once the user has opened the popup) and, for a web page, its document as the browser
 * shows it, read in the page by `scripting.executeScript`. Nothing is fetched from the page's
 * site. Through the browser's own `chrome` (Chromium and Firefox both have it in MV3), so the
 * popup needs no polyfill for it.
 */
export async function readActiveTab(): Promise<TabReading> {
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  const url = tab?.url;
  if (tab?.id === undefined || url === undefined || url === '') return { status: 'no-tab' };
  // A browser page, a local file or another extension: no script may run there, and no need.
  if (!/^https?:/i.test(url)) return { status: 'read', url, contentType: '', title: tab.title ?? '', markup: '' };
  try {
    const [frame] = await chrome.scripting.executeScript({
      target: { tabId: tab.id },
      // The document as it stands, loaded or not: a slow page is not waited for.
      injectImmediately: true,
      func: readDocument,
      args: [MARKUP_READ],
    });
    const result: unknown = frame?.result;
    if (!isDocument(result)) return { status: 'unreadable', url };
    return { status: 'read', ...result };
  } catch {
    // The browser's error page, a store page, a viewer: the browser lets no script read it.
    return { status: 'unreadable', url };
  }
}

/** Runs in the page: its address, type, title and markup (cut), plain strings only. */
function readDocument(limit: number): { url: string; contentType: string; title: string; markup: string } {
  // A file shown as text (a LIRS file, a feed served as text/plain): its text, not the viewer's markup.
  const markup = (document.contentType === 'text/plain' ? document.body?.textContent : document.documentElement?.outerHTML) ?? '';
  return { url: location.href, contentType: document.contentType, title: document.title, markup: markup.slice(0, limit) };
}

function isDocument(value: unknown): value is { url: string; contentType: string; title: string; markup: string } {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return ['url', 'contentType', 'title', 'markup'].every((key) => typeof fields[key] === 'string');
}
