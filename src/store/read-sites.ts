import type { IDBPObjectStore } from 'idb';
import type { Site } from '../core/site.ts';
import type { AntennaDB } from './schema.ts';

type SitesStore = IDBPObjectStore<AntennaDB, ('records' | 'sites' | 'subscriptions')[], 'sites', 'readwrite'>;

/**
 * The stored rows of `keys`. When the keys are a large share of all sites, one `getAll` over
 * their span beats a request per key; otherwise each key is read, all requests in flight at once.
 */
export async function readSites(store: SitesStore, keys: readonly string[]): Promise<Map<string, Site>> {
  const found = new Map<string, Site>();
  const total = await store.count();
  if (total === 0 || keys.length === 0) return found;
  if (keys.length * 4 >= total) {
    const sorted = [...keys].sort();
    const range = IDBKeyRange.bound(sorted[0], sorted[sorted.length - 1]);
    const wanted = new Set(keys);
    for (const site of await store.getAll(range)) if (wanted.has(site.key)) found.set(site.key, site);
    return found;
  }
  const rows = await Promise.all(keys.map((key) => store.get(key)));
  for (const site of rows) if (site) found.set(site.key, site);
  return found;
}
