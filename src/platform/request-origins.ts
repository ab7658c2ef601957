import { browser } from './browser.ts';
import { originPattern } from '../http/origin-pattern.ts';

/**
 * Asks for access to several antennas' origins in one prompt (an import); must run from a
 * user gesture. True when every origin is granted (or there was none to ask for).
 */
export async function requestOrigins(urls: readonly string[]): Promise<boolean> {
  const origins = [...new Set(urls.map(originPattern))];
  if (origins.length === 0) return true;
  return browser.permissions.request({ origins });
}
