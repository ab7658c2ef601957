// The browser's own `chrome.i18n` (Chromium and Firefox both have it, and it answers at once):
// pages read their messages without loading webextension-polyfill first, so the popup paints
// before the polyfill is needed.

/**
 * A user-visible string from `_locales` (every string the user sees comes from messages).
 * Falls back to the key itself so a missing message is visible, never blank.
 */
export function t(key: string, substitutions?: string | string[]): string {
  return chrome.i18n.getMessage(key, substitutions) || key;
}

/** The browser's UI language, e.g. `ja` or `en-US`: for number and date formatting. */
export function uiLanguage(): string {
  return chrome.i18n.getUILanguage();
}
