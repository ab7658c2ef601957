import type { JsonValue } from '../json-value.ts';
import { defaultSettings, type Settings } from '../settings.ts';

/**
 * The settings that follow the user: all but notifications, which need a permission each
 * browser grants on its own (a device that syncs "on" without it would show a switch that
 * does nothing).
 */
export const SYNCED_SETTINGS: readonly (keyof Settings)[] = (Object.keys(defaultSettings) as (keyof Settings)[]).filter(
  (name) => name !== 'notifications',
);

/**
 * The synced settings' values, by name.
 *
 * @example
 * syncedSettings(defaultSettings).get('interval') // 1800
 */
export function syncedSettings(settings: Settings): Map<string, JsonValue> {
  return new Map(SYNCED_SETTINGS.map((name) => [name, settings[name]]));
}
