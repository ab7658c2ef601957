import { badgeText } from '../core/freshness/index.ts';
import type { Site } from '../core/site.ts';
import type { Subscription } from '../core/subscription.ts';
import type { AntennaStore } from '../store/types.ts';
import { listNewSites } from './count-new-sites.ts';

/** The store queries the badge makes: the settings and the sites that may be new. */
export type BadgeStore = Pick<AntennaStore, 'getSettings' | 'getSeenWatermark' | 'listNewCandidates'>;

export interface BadgeDeps {
  readonly store: BadgeStore;
  readonly now: () => number;
  /** Paints the badge, and the button's title when given (a message of `_locales`). */
  readonly setBadge: (text: string, color: string, title?: { key: string; substitutions?: readonly string[] }) => Promise<void>;
}

/**
 * Makes the toolbar badge true: the count of new sites, `!` when every subscription is
 * failing, nothing when the user turned the badge off (failure still shows). Gives back the
 * new sites when it read them (null when the badge did not need them), so a caller that
 * wants them too need not read them again.
 */
export async function updateBadge(subscriptions: readonly Subscription[], deps: BadgeDeps): Promise<Site[] | null> {
  const settings = await deps.store.getSettings();
  const allFailing = subscriptions.length > 0 && subscriptions.every((s) => s.lastError !== null);
  const newSites = settings.badge && !allFailing ? await listNewSites(deps.store, deps.now()) : null;
  const badge = badgeText(newSites?.length ?? 0, { allFailing });
  await deps.setBadge(badge.text, badge.color, badgeTitle(newSites?.length ?? null, allFailing));
  return newSites;
}

/**
 * The toolbar button's title, saying what the badge shows: "5 new updates", "no new updates",
 * or why it shows `!`; the plain title when the badge is off (nothing counted).
 */
export function badgeTitle(count: number | null, allFailing: boolean): { key: string; substitutions?: readonly string[] } {
  if (allFailing) return { key: 'actionTitleFailing' };
  if (count === null) return { key: 'actionTitle' };
  if (count === 0) return { key: 'actionTitleNoneNew' };
  return count === 1 ? { key: 'actionTitleOneNew' } : { key: 'actionTitleNew', substitutions: [String(count)] };
}
