import { describe, expect, it } from 'vitest';
import { BADGE_COLOR, BADGE_FAILING_COLOR, badgeText } from './badge-text.ts';

describe('badgeText', () => {
  it('is empty for no new sites', () => {
    expect(badgeText(0, { allFailing: false })).toEqual({ text: '', color: BADGE_COLOR });
  });

  it('shows the count up to 99', () => {
    expect(badgeText(1, { allFailing: false }).text).toBe('1');
    expect(badgeText(99, { allFailing: false }).text).toBe('99');
  });

  it('shows 99+ above 99', () => {
    expect(badgeText(100, { allFailing: false }).text).toBe('99+');
  });

  it('shows ! in a distinct colour when every subscription is failing', () => {
    expect(badgeText(5, { allFailing: true })).toEqual({ text: '!', color: BADGE_FAILING_COLOR });
    expect(BADGE_FAILING_COLOR).not.toBe(BADGE_COLOR);
  });

  it('treats a nonsense count as none', () => {
    expect(badgeText(Number.NaN, { allFailing: false }).text).toBe('');
    expect(badgeText(-3, { allFailing: false }).text).toBe('');
  });
});
