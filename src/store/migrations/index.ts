/**
 * The database's versions: `DB_VERSION` and `migrate`, run by `openDatabase` in its upgrade.
 * Each version is one append-only step (`migrate-vN.ts`); a page loads them only when the
 * database is not yet at the current version.
 */
export { DB_VERSION, migrate } from './migrations.ts';
