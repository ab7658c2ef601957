import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt.ts';

describe('excerpt', () => {
  it('shortens long text with an ellipsis', () => {
    expect(excerpt('a'.repeat(50), 10)).toBe(`${'a'.repeat(10)}…`);
    expect(excerpt('short')).toBe('short');
  });

  it('masks control, direction and replacement characters', () => {
    expect(excerpt('a\u0000b\u001bc\u202ed\ufffde\u0085')).toBe('a?b?c?d?e?');
  });

  it('never cuts a surrogate pair in half, and masks lone surrogates', () => {
    expect(excerpt('😀😀😀', 2)).toBe('😀😀…');
    expect(excerpt('a\ud800b')).toBe('a?b');
  });

  it('keeps Japanese text and tabs', () => {
    expect(excerpt('ただよう記憶\tひや')).toBe('ただよう記憶\tひや');
  });
});
