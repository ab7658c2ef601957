import { wrap } from 'idb';
import { DB_VERSION, migrate } from './migrations/index.ts';
import type { AntennaDatabase, UpgradeTransaction } from './schema.ts';

/**
 * Opens (creating or upgrading) the antenna database on `factory`. Like idb's `openDB`, but
 * over any IDBFactory, so tests give each case a fresh one. A migration that fails aborts the
 * whole upgrade — the database stays at its old version with its data — and its error is the
 * one thrown here.
 */
export async function openDatabase(factory: IDBFactory, name: string): Promise<AntennaDatabase> {
  const request = factory.open(name, DB_VERSION);
  // What made a migration fail: the open request itself only says the upgrade aborted.
  const failures: unknown[] = [];
  request.addEventListener('upgradeneeded', (event) => {
    const db = wrap(request.result) as unknown as AntennaDatabase;
    const tx = wrap(request.transaction as IDBTransaction) as unknown as UpgradeTransaction;
    // An aborted upgrade is reported by the open request below; this copy is not needed.
    tx.done.catch(() => undefined);
    migrate(db, tx, event.oldVersion).catch((error: unknown) => {
      failures.push(error);
      try {
        tx.abort();
      } catch {
        // Already finished or aborted: the open request reports that itself.
      }
    });
  });
  let db: AntennaDatabase;
  try {
    db = (await wrap(request)) as unknown as AntennaDatabase;
  } catch (error) {
    throw failures.length > 0 ? failures[0] : error;
  }
  // An upgrade elsewhere (a newer extension version) waits for this connection: let it go.
  db.addEventListener('versionchange', () => db.close());
  return db;
}
