import { browser } from './browser.ts';

/** Opens a site in a new tab (the caller has checked it is http/https). */
export async function openTab(url: string): Promise<void> {
  await browser.tabs.create({ url });
}

/** Opens sites in background tabs, in order, leaving the popup open (the caller has checked each is http/https). */
export async function openTabs(urls: readonly string[]): Promise<void> {
  for (const url of urls) await browser.tabs.create({ url, active: false });
}

export async function openOptionsPage(): Promise<void> {
  await browser.runtime.openOptionsPage();
}
