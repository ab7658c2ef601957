import { describe, expect, it } from 'vitest';
import { formatIsoWithOffset } from '../../../core/iso-time.ts';
import { localOffset } from '../../shared/time-zone.ts';
import { describeUpdates, type UpdateContext } from './describe-updates.ts';

const context: UpdateContext = { siteZone: 32400, mode: 'site', locale: 'en', now: 1_700_000_000 + 3 * 86_400, justNow: 'just now' };

describe('describeUpdates', () => {
  it("gives each update in the site's zone, with its weekday", () => {
    const [line] = describeUpdates([{ lastModified: 1_700_000_000, tzOffset: 32400 }], context);
    expect(line).toMatchObject({
      iso: '2023-11-15T07:13:20+09:00',
      clock: { seconds: 1_700_000_000, offset: 32400 },
      relative: '3 days ago',
    });
    expect(line?.text).toMatch(/^Wed, Nov 15, 2023, 7:13\sAM$/);
    expect(line?.title).toMatch(/^Wed, Nov 15, 2023, 7:13\sAM JST$/);
  });

  it('keeps the zone each update was stored with', () => {
    const lines = describeUpdates([{ lastModified: 1_700_000_000, tzOffset: -18000 }], context);
    expect(lines[0]?.iso).toBe('2023-11-14T17:13:20-05:00');
  });

  it("takes the site's current zone for an update stored without one", () => {
    const lines = describeUpdates([{ lastModified: 1_700_000_000, tzOffset: null }], context);
    expect(lines[0]?.iso).toBe('2023-11-15T07:13:20+09:00');
  });

  it("uses the user's zone when asked, or when the site never said", () => {
    const expected = formatIsoWithOffset(1_700_000_000, localOffset(1_700_000_000));
    expect(describeUpdates([{ lastModified: 1_700_000_000, tzOffset: 32400 }], { ...context, mode: 'local' })[0]?.iso).toBe(expected);
    expect(describeUpdates([{ lastModified: 1_700_000_000, tzOffset: null }], { ...context, siteZone: null })[0]?.iso).toBe(expected);
  });

  it('writes the date in Japanese', () => {
    const [line] = describeUpdates([{ lastModified: 1_700_000_000, tzOffset: 32400 }], { ...context, locale: 'ja', justNow: 'たった今' });
    expect(line?.text).toBe('2023年11月15日(水) 7:13');
    expect(line?.relative).toBe('3日前');
  });
});
