import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';
import { formatUntil } from './format-until.ts';
import { withCurrent } from './settings/interval-choices.ts';

describe('formatDuration', () => {
  it('uses the largest unit that divides evenly', () => {
    expect(formatDuration(900, 'en')).toBe('15 minutes');
    expect(formatDuration(3600, 'en')).toBe('1 hour');
    expect(formatDuration(86_400, 'en')).toBe('1 day');
    expect(formatDuration(5400, 'en')).toBe('90 minutes');
  });

  it('runs the number into the unit in Japanese', () => {
    expect(formatDuration(28_800, 'ja')).toBe('8時間');
    expect(formatDuration(900, 'ja')).toBe('15分');
  });
});

describe('formatUntil', () => {
  it('rounds minutes up and says soon within a minute or when overdue', () => {
    expect(formatUntil(1000 + 1470, 1000, 'en', 'soon')).toBe('in 25 min.');
    expect(formatUntil(1000 + 30, 1000, 'en', 'soon')).toBe('soon');
    // Chosen "every 30 minutes" a second before the page read its clock: not "in 31 min.".
    expect(formatUntil(1000 + 1801, 1000, 'en', 'soon')).toBe('in 30 min.');
    expect(formatUntil(1000 + 61, 1000, 'en', 'soon')).toBe('in 1 min.');
    expect(formatUntil(1000 - 300, 1000, 'en', 'soon')).toBe('soon');
    expect(formatUntil(1000 + 1500, 1000, 'ja', 'まもなく')).toBe('25分後');
  });
});

describe('withCurrent', () => {
  it('adds a value the choices lack, in order', () => {
    expect(withCurrent([900, 3600], 7200)).toEqual([900, 3600, 7200]);
    expect(withCurrent([900, 3600], 900)).toEqual([900, 3600]);
    expect(withCurrent([900, 3600], null)).toEqual([900, 3600]);
  });
});
