import { describe, expect, it } from 'vitest';
import { formatIsoWithOffset } from '../../core/iso-time.ts';
import { localOffset } from '../shared/time-zone.ts';
import { describeTime } from './describe-time.ts';

const t = (key: string, subs?: string | string[]) => [key, ...(subs === undefined ? [] : [subs].flat())].join(' ');
const record = { lastModified: 1_700_000_000, lastDetected: 1_700_000_000, tzOffset: 32400 };
const context = { mode: 'site' as const, now: 1_700_000_720, locale: 'ja', stale: false, t };

describe('describeTime', () => {
  it("writes the site's own offset in datetime", () => {
    expect(describeTime(record, context).iso).toBe('2023-11-15T07:13:20+09:00');
    expect(describeTime({ ...record, tzOffset: -18000 }, context).iso).toBe('2023-11-14T17:13:20-05:00');
  });
  it("puts the absolute time and zone in the tooltip", () => {
    expect(describeTime(record, context).title).toBe('popup_updatedAt 2023年11月15日 7:13 JST');
  });
  it('says when the zone is a guess', () => {
    expect(describeTime({ ...record, tzOffset: null }, context).title).toContain('popup_zoneUnknown');
  });
  it("uses the user's zone when asked", () => {
    const local = describeTime(record, { ...context, mode: 'local' });
    expect(local.title).toContain('popup_zoneLocal');
    // The unit tests run in São Paulo (vitest.config.ts).
    expect(local.iso).toBe('2023-11-14T19:13:20-03:00');
  });
  it('says since when a stale site has not been checked', () => {
    expect(describeTime(record, { ...context, stale: true }).title).toContain('popup_staleSince 2023年11月15日 7:13 JST');
  });
  it("shows the site's clock with its zone named", () => {
    expect(describeTime(record, context).clock).toBe('7:13 JST');
    expect(describeTime({ ...record, tzOffset: -18000 }, { ...context, locale: 'en' }).clock).toMatch(/^5:13\sPM UTC\u22125$/);
    expect(describeTime({ ...record, tzOffset: 0 }, context).clock).toBe('22:13 UTC');
    expect(describeTime(record, context).zoneNote).toBeNull();
  });
  it("shows the user's clock and says so in words when the antenna gave no zone", () => {
    const unknown = describeTime({ ...record, tzOffset: null }, context);
    expect(unknown.zoneNote).toBe('popup_zoneNotGiven');
    expect(unknown.iso).toBe(formatIsoWithOffset(record.lastModified, localOffset(record.lastModified)));
  });
  it("shows the user's clock when the setting asks for it", () => {
    const local = describeTime({ ...record, tzOffset: -18000 }, { ...context, mode: 'local' });
    expect(local.clock).toBe(describeTime({ ...record, tzOffset: localOffset(record.lastModified) }, context).clock);
    expect(local.zoneNote).toBeNull();
  });
  it('says since when a stale site was last checked by any antenna', () => {
    expect(describeTime(record, { ...context, stale: true, checked: record.lastDetected + 3600 }).title).toContain('popup_staleSince 2023年11月15日 8:13');
  });
  it('gives the relative time in the UI language', () => {
    expect(describeTime(record, context).relative).toBe('12分前');
  });
  it('says "future date" for a record dated ahead of the present beyond the clock-skew allowance', () => {
    const future = describeTime({ ...record, lastModified: 4_102_444_800 }, context);
    expect(future).toMatchObject({ relative: 'popup_future', future: true, iso: '2100-01-01T09:00:00+09:00' });
    expect(future.title).toBe('popup_futureAt 2100年1月1日 9:00 JST');
    expect(describeTime({ ...record, lastModified: context.now + 120 }, context)).toMatchObject({ relative: 'popup_justNow', future: false });
  });
  it('says "date unreadable" for a stored time no view can show, instead of throwing', () => {
    for (const lastModified of [999_999_999_999_999, -1, Number.NaN]) {
      expect(describeTime({ ...record, lastModified }, { ...context, stale: true })).toEqual({
        iso: null, clock: '', zoneNote: null, relative: 'popup_dateUnreadable', title: 'popup_dateUnreadable', future: false,
      });
    }
    expect(describeTime({ ...record, lastDetected: 999_999_999_999_999 }, { ...context, stale: true }).title).not.toContain('popup_staleSince');
  });
  it('says on the row and in the tooltip that the time is when the entry was first seen', () => {
    const seen = describeTime({ ...record, tzOffset: null, extra: { id: 'a', firstSeen: 'true' } }, context);
    expect(seen.zoneNote).toBe('popup_firstSeenNote');
    expect(seen.title).toContain('popup_firstSeenAt');
    expect(seen.title).not.toContain('popup_updatedAt');
    expect(describeTime({ ...record, extra: { id: 'a' } }, context).zoneNote).toBeNull();
  });
});
