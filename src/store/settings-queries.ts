import { readSettings } from '../core/read-settings.ts';
import { defaultSettings, type Settings } from '../core/settings.ts';
import type { AntennaDatabase } from './schema.ts';

/** The settings: what the user changed, over the defaults. */
export async function getSettings(db: AntennaDatabase): Promise<Settings> {
  return readSettings(await db.get('meta', 'settings'));
}

/**
 * Applies the valid fields of `patch` and returns the result. Only fields that differ from
 * the defaults are stored, so a default changed in a later version reaches users who never
 * touched it.
 */
export async function setSettings(db: AntennaDatabase, patch: Partial<Settings>): Promise<Settings> {
  const tx = db.transaction('meta', 'readwrite');
  const current = readSettings(await tx.store.get('settings'));
  const next = readSettings(patch, current);
  const changed = Object.fromEntries(
    Object.entries(next).filter(([name, value]) => defaultSettings[name as keyof Settings] !== value),
  );
  await tx.store.put(changed, 'settings');
  await tx.done;
  return next;
}
