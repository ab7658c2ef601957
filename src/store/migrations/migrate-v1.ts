import type { AntennaDatabase } from '../schema.ts';

/** v1: subscriptions, each subscription's records (findable by site key), settings and watermark. */
export function migrateV1(db: AntennaDatabase): Promise<void> {
  db.createObjectStore('subscriptions', { keyPath: 'id' });
  const records = db.createObjectStore('records', { keyPath: ['subscriptionId', 'key'] });
  records.createIndex('by-key', 'key');
  db.createObjectStore('meta');
  return Promise.resolve();
}
