import { describe, expect, it } from 'vitest';
import { checkSummaryText } from './check-summary-text.ts';

const t = (key: string, subs?: string | string[]) => [key, ...(subs === undefined ? [] : [subs].flat())].join(' ');

describe('checkSummaryText', () => {
  it('counts the sites new now, as the list and the badge do, not the antennas that changed', () => {
    expect(checkSummaryText({ checked: 4, changed: 3, unchanged: 1, failed: 0 }, 2, t)).toBe('popup_checkNew 2');
  });

  it('says nothing is new when an antenna changed but no site is new', () => {
    expect(checkSummaryText({ checked: 4, changed: 1, unchanged: 3, failed: 0 }, 0, t)).toBe('popup_checkNothingNew');
  });

  it('says how many antennas could not be read', () => {
    expect(checkSummaryText({ checked: 4, changed: 3, unchanged: 0, failed: 1 }, 2, t)).toBe('popup_checkNewFailed 2 1');
    expect(checkSummaryText({ checked: 4, changed: 0, unchanged: 3, failed: 1 }, 0, t)).toBe('popup_checkNothingNewFailed 1');
  });
});
