import { describe, expect, it } from 'vitest';
import { maskCounters } from './mask-counters.ts';

describe('maskCounters', () => {
  it('masks the number after a counter word', () => {
    expect(maskCounters('Total: 1,234 Today: 12 Yesterday: 34')).toBe('Total: # Today: # Yesterday: #');
    expect(maskCounters('アクセス数：000123')).toBe('アクセス数：#');
  });

  it('masks the number before a counter word', () => {
    expect(maskCounters('あなたは 12,345 人目のお客様です')).toBe('あなたは # 人目のお客様です');
    expect(maskCounters('98765 hits since 1999')).toBe('# hits since #');
  });

  it('keeps numbers that stand by no counter word', () => {
    expect(maskCounters('第3回 2004年の旅行 価格 1,200円')).toBe('第3回 2004年の旅行 価格 1,200円');
  });
});
