import { describe, expect, it } from 'vitest';
import { checkSummaryText } from './check-summary-text.ts';

const t = (key: string, subs?: string | string[]) => [key, ...(subs === undefined ? [] : [subs].flat())].join(' ');

describe('checkSummaryText', () => {
  it('says how many changed and how many failed', () => {
    expect(checkSummaryText({ checked: 4, changed: 3, unchanged: 0, failed: 1 }, t)).toBe('popup_checkUpdatedFailed 3 1');
  });
  it('leaves failures out when there were none', () => {
    expect(checkSummaryText({ checked: 4, changed: 3, unchanged: 1, failed: 0 }, t)).toBe('popup_checkUpdated 3');
  });
  it('says there were no updates', () => {
    expect(checkSummaryText({ checked: 4, changed: 0, unchanged: 4, failed: 0 }, t)).toBe('popup_checkNoChanges');
  });
});
