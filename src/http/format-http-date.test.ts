import { describe, expect, it } from 'vitest';
import { formatHttpDate } from './format-http-date.ts';

describe('formatHttpDate', () => {
  it('writes GMT when the zone is unknown', () => {
    expect(formatHttpDate(946782245, null)).toBe('Sun, 02 Jan 2000 03:04:05 GMT');
  });

  it('writes local time with a numeric zone when it is known', () => {
    expect(formatHttpDate(946782245, 32400)).toBe('Sun, 02 Jan 2000 12:04:05 +0900');
    expect(formatHttpDate(946782245, -18000)).toBe('Sat, 01 Jan 2000 22:04:05 -0500');
    expect(formatHttpDate(946782245, 0)).toBe('Sun, 02 Jan 2000 03:04:05 +0000');
  });

  it('rounds an offset to whole minutes and keeps the time exact', () => {
    expect(formatHttpDate(946782245, 32410)).toBe('Sun, 02 Jan 2000 12:04:05 +0900');
  });

  it('pads years before 1000', () => {
    expect(formatHttpDate(-62135596800, null)).toBe('Mon, 01 Jan 0001 00:00:00 GMT');
  });
});
