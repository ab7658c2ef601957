import { browser } from './browser.ts';
import { t } from './i18n.ts';

/** A message of `_locales` and its substitutions. */
export interface MessageRef {
  readonly key: string;
  readonly substitutions?: readonly string[];
}

/**
 * Sets the toolbar badge (an empty text hides it) and the button's title, which says in words
 * what the badge counts ("Antenna Reader: 5 new updates").
 */
export async function setBadge(text: string, color: string, title?: MessageRef): Promise<void> {
  await browser.action.setBadgeText({ text });
  if (text) await browser.action.setBadgeBackgroundColor({ color });
  if (title) await browser.action.setTitle({ title: t(title.key, title.substitutions ? [...title.substitutions] : undefined) });
}
