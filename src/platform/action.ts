import { browser } from './browser.ts';

/** Sets the toolbar badge; an empty text hides it. */
export async function setBadge(text: string, color: string): Promise<void> {
  await browser.action.setBadgeText({ text });
  if (text) await browser.action.setBadgeBackgroundColor({ color });
}
