import { describe, expect, it } from 'vitest';
import { EARLIEST_SHOWABLE_TIME, isShowableTime, LATEST_SHOWABLE_TIME, unshowableTime } from './showable-time.ts';
import { rejectionReason } from '../rejections/rejection-reasons.ts';

describe('isShowableTime', () => {
  it('takes the epoch through 9999-12-29T23:59:59Z', () => {
    expect(isShowableTime(EARLIEST_SHOWABLE_TIME)).toBe(true);
    expect(isShowableTime(1_700_000_000)).toBe(true);
    expect(isShowableTime(LATEST_SHOWABLE_TIME)).toBe(true);
    expect(new Date(LATEST_SHOWABLE_TIME * 1000).toISOString()).toBe('9999-12-29T23:59:59.000Z');
  });

  it('keeps any zone of the latest time a four-digit year', () => {
    const shifted = new Date((LATEST_SHOWABLE_TIME + 26 * 3600) * 1000).toISOString();
    expect(shifted.startsWith('9999-12-')).toBe(true);
  });

  it('refuses times past year 9999, before 1970, fractions and non-numbers', () => {
    for (const seconds of [999_999_999_999_999, LATEST_SHOWABLE_TIME + 1, 8.64e12 + 1, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isShowableTime(seconds)).toBe(false);
    }
  });

  it('says why, naming the field and the range', () => {
    const params = unshowableTime('Last-Modified', 999_999_999_999_999);
    expect(params).toEqual(['Last-Modified', '999999999999999']);
    expect(rejectionReason('impossible-time', params ?? [])).toBe(
      'Last-Modified 999999999999999 is outside the times the reader can show (1970 to 9999)',
    );
    expect(unshowableTime('Last-Modified', 1_700_000_000)).toBeNull();
  });
});
