import { browser } from './browser.ts';

/** Opens a site in a new tab (the caller has checked it is http/https). */
export async function openTab(url: string): Promise<void> {
  await browser.tabs.create({ url });
}

export async function openOptionsPage(): Promise<void> {
  await browser.runtime.openOptionsPage();
}
