import { browser } from './browser.ts';

/**
 * `storage.sync`: the browser's own sync of extension data, on the user's browser account.
 * Chromium without sync (or signed out) and Firefox without an account keep the items on
 * this device only, so the product works the same there. Every call may throw (the area is
 * missing, a quota is passed): callers catch and show "not syncing".
 */

/** Whether this browser has `storage.sync` at all. */
export function hasSyncStorage(): boolean {
  return typeof browser.storage?.sync?.get === 'function';
}

/** Every item in `storage.sync`. */
export async function readSyncItems(): Promise<Record<string, unknown>> {
  return (await browser.storage.sync.get(null)) as Record<string, unknown>;
}

/** Sets and removes items: one write operation each (the browsers count operations per minute and hour). */
export async function writeSyncItems(set: Readonly<Record<string, unknown>>, remove: readonly string[]): Promise<void> {
  if (Object.keys(set).length > 0) await browser.storage.sync.set({ ...set });
  if (remove.length > 0) await browser.storage.sync.remove([...remove]);
}

/** Fires when `storage.sync` changes: another device's edit arriving, or this device's own write. */
export function onSyncItemsChanged(listener: () => void): void {
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area === 'sync') listener();
  });
}
