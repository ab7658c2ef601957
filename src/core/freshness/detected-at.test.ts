import { describe, expect, it } from 'vitest';
import { blankRecord } from '../../../test/support/blank-record.ts';
import { detectedAt, settleDetection } from './detected-at.ts';

describe('detectedAt', () => {
  it("keeps the file's own detection time", () => {
    expect(detectedAt({ lastDetected: 5 }, { blockDate: 7, fileDate: 8, now: 9 })).toBe(5);
  });

  it("without one, takes the block's Date, then the file's Date, then the poll time", () => {
    expect(detectedAt({ lastDetected: null }, { blockDate: 7, fileDate: 8, now: 9 })).toBe(7);
    expect(detectedAt({ lastDetected: null }, { blockDate: null, fileDate: 8, now: 9 })).toBe(8);
    expect(detectedAt({ lastDetected: null }, { blockDate: null, fileDate: null, now: 9 })).toBe(9);
  });
});

describe('settleDetection', () => {
  it('fills in only the records without a detection time, each by its own block Date', () => {
    const known = blankRecord({ url: 'http://a.jp/', lastModified: 1, lastDetected: 2 });
    const blockDated = blankRecord({ url: 'http://b.jp/', lastModified: 1, lastDetected: null, extra: { Date: 'x' } });
    const bare = blankRecord({ url: 'http://c.jp/', lastModified: 1, lastDetected: null });
    const settled = settleDetection([known, blockDated, bare], (record) => (record.extra['Date'] === undefined ? null : 70), 80, 90);
    expect(settled.map((record) => record.lastDetected)).toEqual([2, 70, 80]);
    expect(settled[0]).toBe(known);
  });
});
