import type { AntennaDatabase, UpgradeDatabase } from '../schema.ts';

/** v1: subscriptions, each subscription's records (findable by site key), settings and watermark. */
export function migrateV1(current: AntennaDatabase): Promise<void> {
  // `records` is a store of the layouts before v9 (`LegacyDB`).
  const db = current as unknown as UpgradeDatabase;
  db.createObjectStore('subscriptions', { keyPath: 'id' });
  const records = db.createObjectStore('records', { keyPath: ['subscriptionId', 'key'] });
  records.createIndex('by-key', 'key');
  db.createObjectStore('meta');
  return Promise.resolve();
}
