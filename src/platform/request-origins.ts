import { originPattern } from '../http/origin-pattern.ts';

/**
 * Asks for access to several antennas' origins in one prompt (an import); must run from a
 * user gesture. True when every origin is granted (or there was none to ask for). Through the
 * browser's own `chrome` (Chromium and Firefox both answer with a promise): the popup asks
 * inside the click without first loading webextension-polyfill, which would lose the gesture.
 */
export async function requestOrigins(urls: readonly string[]): Promise<boolean> {
  const origins = [...new Set(urls.map(originPattern))];
  if (origins.length === 0) return true;
  return chrome.permissions.request({ origins });
}
