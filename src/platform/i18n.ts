import { browser } from './browser.ts';

/**
 * A user-visible string from `_locales` (every string the user sees comes from messages).
 * Falls back to the key itself so a missing message is visible, never blank.
 */
export function t(key: string, substitutions?: string | string[]): string {
  return browser.i18n.getMessage(key, substitutions) || key;
}

/** The browser's UI language, e.g. `ja` or `en-US`: for number and date formatting. */
export function uiLanguage(): string {
  return browser.i18n.getUILanguage();
}
