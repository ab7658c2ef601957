import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = 1_700_000_000;

describe('formatRelativeTime', () => {
  it('says "just now" under a minute', () => {
    expect(formatRelativeTime(now - 59, now, 'en', 'just now')).toBe('just now');
  });
  it('says "just now" for a time a little ahead of the clock', () => {
    expect(formatRelativeTime(now + 120, now, 'ja', 'たった今')).toBe('たった今');
  });
  it('counts minutes in English', () => {
    expect(formatRelativeTime(now - 12 * 60, now, 'en', 'just now')).toMatch(/^12 min\.? ago$/);
  });
  it('runs the number into the unit in Japanese', () => {
    expect(formatRelativeTime(now - 12 * 60, now, 'ja', 'たった今')).toBe('12分前');
    expect(formatRelativeTime(now - 3 * 3600, now, 'ja', 'たった今')).toBe('3時間前');
  });
  it('rounds down, so 59 minutes is not an hour', () => {
    expect(formatRelativeTime(now - 59 * 60 - 59, now, 'ja', 'たった今')).toBe('59分前');
  });
  it('counts minutes up to two hours, so 64 and 116 minutes read apart', () => {
    expect(formatRelativeTime(now - 64 * 60, now, 'ja', 'たった今')).toBe('64分前');
    expect(formatRelativeTime(now - 116 * 60, now, 'en', 'just now')).toMatch(/^116 min\.? ago$/);
  });
  it('gives hours to the nearest under a day', () => {
    expect(formatRelativeTime(now - (2 * 3600 + 29 * 60), now, 'ja', 'たった今')).toBe('2時間前');
    expect(formatRelativeTime(now - (2 * 3600 + 31 * 60), now, 'ja', 'たった今')).toBe('3時間前');
    expect(formatRelativeTime(now - (23 * 3600 + 50 * 60), now, 'ja', 'たった今')).toBe('23時間前');
  });
  it('says yesterday for one day', () => {
    expect(formatRelativeTime(now - 86_400 - 60, now, 'ja', 'たった今')).toBe('昨日');
  });
  it('goes on to weeks, months and years', () => {
    expect(formatRelativeTime(now - 20 * 86_400, now, 'ja', 'たった今')).toBe('2週間前');
    expect(formatRelativeTime(now - 100 * 86_400, now, 'ja', 'たった今')).toBe('3か月前');
    expect(formatRelativeTime(now - 800 * 86_400, now, 'ja', 'たった今')).toBe('2年前');
  });
});
