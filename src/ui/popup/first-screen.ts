import { defaultSettings, type Settings } from '../../core/settings.ts';
import type { Site } from '../../core/site.ts';
import type { Subscription } from '../../core/subscription.ts';
import type { SiteSnapshot } from './site-loader.ts';

/**
 * The popup's last first screen, kept where the next popup can read it before its first
 * paint, without waiting for IndexedDB (which waits behind the worker storing a big antenna):
 * the newest sites as the store last gave them, the sites that may be new, their seen and
 * unseen marks, the watermark, the subscriptions and settings. New marks and clocks are worked out again for the time it is
 * shown; the store's own read then replaces it.
 */
export type FirstScreen = Pick<SiteSnapshot, 'subscriptions' | 'settings' | 'watermark' | 'siteSeen' | 'siteUnseen' | 'sites' | 'complete' | 'candidates'>;

/** Sites that may be new kept at most; with more, the new marks wait for the store's read. */
const MAX_CANDIDATES = 200;

/** Bumped when the layout changes: a first screen of another layout is not shown. */
const LAYOUT = 2;

/**
 * The first screen as text to keep: the newest `count` sites of `screen` and their marks.
 *
 * @example
 * encodeFirstScreen({ subscriptions: [], settings, watermark: 0, siteSeen: new Map(), sites, complete: true }, 50)
 * // '{"layout":1,"sites":[…],…}'
 */
export function encodeFirstScreen(screen: FirstScreen, count: number): string {
  const sites = screen.sites.slice(0, count);
  const candidates = screen.candidates !== null && screen.candidates.length <= MAX_CANDIDATES ? screen.candidates : null;
  const keys = new Set([...sites, ...(candidates ?? [])].map((site) => site.key));
  const marks = (all: ReadonlyMap<string, number>): [string, number][] => [...all].filter(([key]) => keys.has(key));
  return JSON.stringify({
    layout: LAYOUT,
    subscriptions: screen.subscriptions,
    settings: screen.settings,
    watermark: screen.watermark,
    siteSeen: marks(screen.siteSeen),
    siteUnseen: marks(screen.siteUnseen),
    sites,
    complete: screen.complete && sites.length === screen.sites.length,
    candidates,
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A site with the fields every row reads: its key, and a record with a URL and a time. */
function isSite(value: unknown): value is Site {
  if (!isObject(value) || typeof value.key !== 'string' || typeof value.from !== 'string' || !Array.isArray(value.sources)) return false;
  const record = value.record;
  return isObject(record) && typeof record.url === 'string' && typeof record.lastModified === 'number';
}

function isMark(value: unknown): value is [string, number] {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'number';
}

/**
 * The first screen kept by `encodeFirstScreen`, or null for nothing kept, text that is not
 * one (cut short, another layout, edited by hand): the popup then waits for the store, as it
 * did before there was one. Settings missing a field take its default.
 *
 * @example
 * decodeFirstScreen(encodeFirstScreen(screen, 50)) // { sites: [the newest 50 sites], … }
 * decodeFirstScreen('{')                           // null
 */
export function decodeFirstScreen(text: string | null): FirstScreen | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || value.layout !== LAYOUT) return null;
  const { subscriptions, settings, watermark, siteSeen, siteUnseen, sites, complete, candidates } = value;
  if (!Array.isArray(subscriptions) || !subscriptions.every(isObject)) return null;
  if (!isObject(settings) || typeof watermark !== 'number' || typeof complete !== 'boolean') return null;
  if (!Array.isArray(siteSeen) || !siteSeen.every(isMark) || !Array.isArray(siteUnseen) || !siteUnseen.every(isMark)) return null;
  if (!Array.isArray(sites) || !sites.every(isSite)) return null;
  if (candidates !== null && !(Array.isArray(candidates) && candidates.every(isSite))) return null;
  return {
    subscriptions: subscriptions as unknown as Subscription[],
    settings: { ...defaultSettings, ...(settings as Partial<Settings>) },
    watermark,
    siteSeen: new Map(siteSeen),
    siteUnseen: new Map(siteUnseen),
    sites,
    candidates,
    complete,
  };
}
