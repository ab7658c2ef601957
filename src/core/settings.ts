/** Every user setting with its default; the defaults define the type. */
export const defaultSettings = {
  /** Default poll interval, seconds (30 min). */
  interval: 1800,
  /** LIRS best practice: records last detected more than 8 h ago are stale. */
  expiry: 28_800,
  hideStale: false,
  /** Show times in the site's own zone or in the browser's. */
  timeZone: 'site' as 'site' | 'local',
  badge: true,
  notifications: false,
  /** Cap on a file's inflated size, bytes. */
  maxInflatedBytes: 32 * 1024 * 1024,
  /** RFC 5005: most documents fetched per poll per subscription. */
  maxDocumentsPerPoll: 20,
  /** Check when each site tends to update (learned from its history), or on the fixed interval. */
  learnedSchedule: true,
  /** The learned schedule never leaves a subscription unchecked longer than this, seconds (a day). */
  maxGap: 86_400,
};

export type Settings = typeof defaultSettings;
