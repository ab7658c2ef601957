import { describe, expect, it } from 'vitest';
import { syncItemBytes } from './sync-item-bytes.ts';

describe('syncItemBytes', () => {
  // Each figure is what Chromium's `storage.sync.getBytesInUse(key)` answered for the item.
  it.each([
    ['a', 'x', 4],
    ['b', 'あ', 6],
    ['c', '<', 9],
    ['d', '\u2028', 9],
    ['e', 12345, 6],
    ['f', { k: 'v' }, 10],
  ])('counts %s = %j as %i bytes, as Chromium does', (key, value, bytes) => {
    expect(syncItemBytes(key, value)).toBe(bytes);
  });

  it('counts a character outside the BMP as four bytes', () => {
    expect(syncItemBytes('k', '𠮷')).toBe(1 + 2 + 4);
  });
});
