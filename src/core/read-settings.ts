import { defaultSettings, type Settings } from './settings.ts';

/**
 * Settings from a stored or patched object: each known field that has the right type is
 * taken, every other field comes from `base` (the defaults unless given). Unknown fields and
 * wrong types — from an older version, or a bad patch — are dropped, never trusted.
 *
 * @example
 * readSettings({ interval: 600, hideStale: 'yes', bogus: 1 })
 * // { ...defaultSettings, interval: 600 }
 */
export function readSettings(stored: unknown, base: Settings = defaultSettings): Settings {
  const settings: Record<string, unknown> = { ...base };
  if (typeof stored !== 'object' || stored === null) return base;
  const input = stored as Record<string, unknown>;
  for (const name of Object.keys(defaultSettings) as (keyof Settings)[]) {
    const value = Object.hasOwn(input, name) ? input[name] : undefined;
    if (valid(name, value)) settings[name] = value;
  }
  return settings as Settings;
}

function valid(name: keyof Settings, value: unknown): boolean {
  switch (name) {
    case 'timeZone':
      return value === 'site' || value === 'local';
    case 'interval':
    case 'expiry':
    case 'maxInflatedBytes':
    case 'maxDocumentsPerPoll':
    case 'maxGap':
      return typeof value === 'number' && Number.isFinite(value) && value > 0;
    default:
      return typeof value === typeof defaultSettings[name];
  }
}
