import { describe, expect, it } from 'vitest';
import { readSettings } from './read-settings.ts';
import { defaultSettings } from './settings.ts';

describe('readSettings', () => {
  it('gives the defaults for nothing stored', () => {
    expect(readSettings(undefined)).toEqual(defaultSettings);
    expect(readSettings(null)).toEqual(defaultSettings);
    expect(readSettings('x')).toEqual(defaultSettings);
  });

  it('takes known fields of the right type', () => {
    expect(readSettings({ interval: 600, hideStale: true, timeZone: 'local' })).toEqual({
      ...defaultSettings, interval: 600, hideStale: true, timeZone: 'local',
    });
  });

  it('drops unknown fields and wrong types', () => {
    const read = readSettings({ interval: '600', expiry: -5, timeZone: 'utc', badge: 1, bogus: true, maxInflatedBytes: NaN });
    expect(read).toEqual(defaultSettings);
  });

  it('falls back to the given base, not the defaults', () => {
    const base = { ...defaultSettings, interval: 900 };
    expect(readSettings({ interval: 'nope', badge: false }, base)).toEqual({ ...base, badge: false });
  });
});
