// Builders for sync tests (never shipped).
import { japaneseSubscription } from './sync-arbitraries.ts';
import { defaultSettings } from '../../src/core/settings.ts';
import { syncKey, type SyncKey } from '../../src/core/sync/sync-key.ts';
import type { SyncEntry, SyncModel, SyncRegister } from '../../src/core/sync/sync-model.ts';

/**
 * A model of `count` realistic Japanese subscriptions (`japaneseSubscription`), added one a
 * minute, every fifth with its own interval, every seventh collapsed, every third a watched page;
 * with every setting and a "seen up to" time.
 */
export function japaneseModel(count: number, start = 1_700_000_000): SyncModel {
  const subscriptions = new Map<SyncKey, SyncEntry>();
  for (let n = 0; n < count; n++) {
    const { id, url, name } = japaneseSubscription(n);
    const added = start + n * 60;
    subscriptions.set(syncKey(id), {
      clock: added,
      removed: false,
      value: {
        url,
        name,
        interval: n % 5 === 0 ? 3600 : null,
        display: n % 7 === 0 ? 'collapsed' : 'entries',
        added,
        extra: n % 3 === 0 ? { kind: 'page', watch: { startMarker: '<div class="diary">', endMarker: null, checkedUrl: null } } : {},
      },
    });
  }
  const settings = new Map<string, SyncRegister>(
    Object.entries(defaultSettings).map(([name, value]) => [name, { clock: start + 5, value }]),
  );
  return { subscriptions, settings, seenUpTo: start + count * 60 };
}
