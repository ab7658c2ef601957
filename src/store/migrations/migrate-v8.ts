import type { AntennaDatabase, UpgradeTransaction } from '../schema.ts';

/**
 * v8: a store for each watched page's compared text (`pageTexts`, keyed by subscription id),
 * so the next change can be shown as lines added and removed. It starts empty: a page watched
 * before shows what changed from its next change but one.
 */
export function migrateV8(db: AntennaDatabase, _tx: UpgradeTransaction): Promise<void> {
  db.createObjectStore('pageTexts', { keyPath: 'id' });
  return Promise.resolve();
}
