/** The version of the `storage.sync` item format (item `v`). */
export const SYNC_FORMAT = 1;

/**
 * The quotas of `storage.sync` (Chromium and Firefox alike): about 100 KB in all, 8 KB per
 * item, 512 items.
 */
export interface SyncQuota {
  readonly totalBytes: number;
  readonly itemBytes: number;
  readonly maxItems: number;
}

/**
 * The browsers' quotas, less 2.4 KB kept free in case a browser counts a little differently
 * from `syncItemBytes`.
 */
export const SYNC_QUOTA: SyncQuota = { totalBytes: 100_000, itemBytes: 8_192, maxItems: 512 };

/** No limits: for keeping the whole model on this device. */
export const NO_QUOTA: SyncQuota = { totalBytes: Infinity, itemBytes: Infinity, maxItems: Infinity };

/** Keys of the items besides the subscriptions': format version, settings, "seen up to". */
export const VERSION_KEY = 'v';
export const SETTINGS_KEY = 'o';
export const SEEN_KEY = 'w';

/** Whether a `storage.sync` key is one of this product's (others are left alone). */
export function isOwnSyncItem(key: string): boolean {
  return key === VERSION_KEY || key === SETTINGS_KEY || key === SEEN_KEY || /^s[0-9a-z]{1,10}$/.test(key);
}
