import { describe, expect, it } from 'vitest';
import { maskClocks } from './mask-clocks.ts';

describe('maskClocks', () => {
  it('masks colon times, with seconds and am/pm', () => {
    expect(maskClocks('Now 21:04:05 JST, then 9:05 pm')).toBe('Now # JST, then #');
  });

  it('masks times written in kanji, with 午前/午後', () => {
    expect(maskClocks('午後9時04分56秒に更新')).toBe('#に更新');
  });

  it('masks how long the page took to make', () => {
    expect(maskClocks('処理時間 0.12秒 / generated in 0.034 seconds')).toBe('処理時間 # / generated in #');
  });

  it('keeps an hour without minutes, a ratio and a version number', () => {
    expect(maskClocks('3時に起きた 1:100000 v1.2.3')).toBe('3時に起きた 1:100000 v1.2.3');
  });
});
