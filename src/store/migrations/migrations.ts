import { migrateV1 } from './migrate-v1.ts';
import { migrateV2 } from './migrate-v2.ts';
import { migrateV3 } from './migrate-v3.ts';
import { migrateV4 } from './migrate-v4.ts';
import { migrateV5 } from './migrate-v5.ts';
import { migrateV6 } from './migrate-v6.ts';
import { migrateV7 } from './migrate-v7.ts';
import { migrateV8 } from './migrate-v8.ts';
import { migrateV9 } from './migrate-v9.ts';
import type { AntennaDatabase, UpgradeTransaction } from '../schema.ts';

/** One schema step. It may await only requests of `tx` (idb: anything else ends the transaction). */
export type Migration = (db: AntennaDatabase, tx: UpgradeTransaction) => Promise<void>;

/**
 * Every schema version in order: `MIGRATIONS[n - 1]` turns version n - 1 into version n.
 * Append only — a shipped step never changes, since users' databases were built by it.
 */
export const MIGRATIONS: readonly Migration[] = [migrateV1, migrateV2, migrateV3, migrateV4, migrateV5, migrateV6, migrateV7, migrateV8, migrateV9];

export const DB_VERSION = MIGRATIONS.length;

/** Runs every step after `oldVersion`, in order, inside the upgrade transaction. */
export async function migrate(db: AntennaDatabase, tx: UpgradeTransaction, oldVersion: number): Promise<void> {
  for (let version = oldVersion + 1; version <= MIGRATIONS.length; version++) {
    const step = MIGRATIONS[version - 1];
    if (step) await step(db, tx);
  }
}
