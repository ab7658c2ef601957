import { bucketOf } from './record-packs.ts';
import type { PacksReader } from './read-winners.ts';
import type { StoredRecord } from './schema.ts';

/**
 * Every subscription's rows of the sites `keys`: the packs' keys say how many packs each
 * subscription has, so only the pack each site hashes to (`bucketOf`) is read, per subscription.
 */
export async function readSiteRows(store: PacksReader & { get(key: [string, number, number]): Promise<{ rows: readonly StoredRecord[] } | undefined> }, keys: Iterable<string>): Promise<StoredRecord[]> {
  const wanted = new Set(keys);
  if (wanted.size === 0) return [];
  const layout = new Map<string, number>();
  for (const [id, of] of await store.getAllKeys()) layout.set(id, of);
  const packKeys = new Map<string, [string, number, number]>();
  for (const [id, of] of layout) {
    for (const key of wanted) {
      const packKey: [string, number, number] = [id, of, bucketOf(key, of)];
      packKeys.set(JSON.stringify(packKey), packKey);
    }
  }
  const packs = await Promise.all([...packKeys.values()].map((key) => store.get(key)));
  const rows: StoredRecord[] = [];
  for (const pack of packs) for (const row of pack?.rows ?? []) if (wanted.has(row.key)) rows.push(row);
  return rows;
}
