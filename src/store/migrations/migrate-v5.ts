import type { AntennaRecord } from '../../core/record.ts';
import { batchWriter } from '../write/index.ts';
import type { AntennaDatabase, StoredRecord, UpgradeTransaction } from '../schema.ts';

/** A record as v4 and earlier stored it: no `checkedUrl`. */
type OldRecord = Omit<AntennaRecord, 'checkedUrl'> & { readonly checkedUrl?: string | null };

/**
 * A stored record in today's model. Before v5 a hina-di record's `sourceUrl` held `Virtual`
 * (the page checked instead of the URL); now that is `checkedUrl`, and `sourceUrl` is the
 * antenna that obtained the record, `Authorized-url` (hina-di §5.16), which the old decoder
 * kept in `extra`. Records of other formats only gain `checkedUrl: null`.
 */
export function upgradeRecordV5(record: OldRecord, fromHinadi: boolean): AntennaRecord {
  if (record.checkedUrl !== undefined) return { ...record, checkedUrl: record.checkedUrl };
  if (!fromHinadi) return { ...record, checkedUrl: null };
  const extra: Record<string, string> = {};
  let authorized: string | null = null;
  for (const [name, value] of Object.entries(record.extra)) {
    if (name.toLowerCase() === 'authorized-url') authorized = value;
    else extra[name] = value;
  }
  return {
    ...record,
    sourceUrl: authorized === null || authorized === '' || authorized === '0' ? null : authorized,
    checkedUrl: record.sourceUrl,
    extra,
  };
}

/**
 * v5: records gain `checkedUrl`, and hina-di records have `Virtual` and `Authorized-url` moved to
 * their own places (`upgradeRecordV5`). Every subscription forgets its content hash and HTTP
 * validators, so its next poll reads the file again by today's rules (producers' LIRS layouts,
 * hina-di zones and empty titles, detection times) instead of keeping what the old rules made of it.
 */
export async function migrateV5(_db: AntennaDatabase, tx: UpgradeTransaction): Promise<void> {
  const subscriptions = tx.objectStore('subscriptions');
  const hinadi = new Set<string>();
  for (const subscription of await subscriptions.getAll()) {
    if (subscription.format === 'hina-di') hinadi.add(subscription.id);
    await subscriptions.put({ ...subscription, contentHash: null, etag: null, lastModifiedHeader: null });
  }
  const records = tx.objectStore('records');
  const writer = batchWriter(records);
  let cursor = await records.openCursor();
  while (cursor) {
    const row: StoredRecord = cursor.value;
    const old = row.record as OldRecord;
    if (old.checkedUrl === undefined) {
      writer.put({ ...row, record: upgradeRecordV5(old, hinadi.has(row.subscriptionId)) });
      if (writer.full) await writer.drain();
    }
    cursor = await cursor.continue();
  }
  await writer.drain();
}
