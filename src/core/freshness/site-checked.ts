import type { Site } from '../site.ts';

/**
 * When any antenna last checked the site (Unix seconds): the newest Last-Detected of all its
 * sources, which decides whether the site is stale; null when none said.
 *
 * @example
 * siteChecked({ ...site, record: { ...r, lastDetected: 100 }, checked: 300 }) // 300
 * siteChecked({ ...site, record: { ...r, lastDetected: 100 } })               // 100
 */
export function siteChecked(site: Pick<Site, 'record' | 'checked'>): number | null {
  const own = site.record.lastDetected;
  if (site.checked === undefined) return own;
  return own === null ? site.checked : Math.max(site.checked, own);
}
