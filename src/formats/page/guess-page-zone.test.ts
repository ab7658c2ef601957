import { describe, expect, it } from 'vitest';
import { guessPageZone } from './guess-page-zone.ts';

describe('guessPageZone', () => {
  it('reads a Japanese charset as Japan time', () => {
    expect(guessPageZone('<html>', 'euc-jp')).toBe(32400);
    expect(guessPageZone('<html>', 'shift_jis')).toBe(32400);
  });

  it('reads lang="ja" on <html> as Japan time', () => {
    expect(guessPageZone('<!DOCTYPE html><html lang="ja-JP">', 'utf-8')).toBe(32400);
    expect(guessPageZone('<html xml:lang="ja">', 'utf-8')).toBe(32400);
  });

  it('leaves any other page unknown', () => {
    expect(guessPageZone('<html lang="en">', 'utf-8')).toBeNull();
    expect(guessPageZone('<title>x</title>', 'utf-8')).toBeNull();
  });
});
