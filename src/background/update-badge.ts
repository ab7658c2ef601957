import { badgeText } from '../core/badge-text.ts';
import type { Subscription } from '../core/subscription.ts';
import type { AntennaStore } from '../store/types.ts';
import { listNewSites } from './count-new-sites.ts';

export interface BadgeDeps {
  readonly store: AntennaStore;
  readonly now: () => number;
  readonly setBadge: (text: string, color: string) => Promise<void>;
}

/**
 * Makes the toolbar badge true: the count of new sites, `!` when every subscription is
 * failing, nothing when the user turned the badge off (failure still shows).
 */
export async function updateBadge(subscriptions: readonly Subscription[], deps: BadgeDeps): Promise<string> {
  const settings = await deps.store.getSettings();
  const allFailing = subscriptions.length > 0 && subscriptions.every((s) => s.lastError !== null);
  const count = settings.badge && !allFailing ? (await listNewSites(deps.store, deps.now())).length : 0;
  const badge = badgeText(count, { allFailing });
  await deps.setBadge(badge.text, badge.color);
  return badge.text;
}
