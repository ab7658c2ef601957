import { describe, expect, it } from 'vitest';
import { readPageTitle } from './read-page-title.ts';

describe('readPageTitle', () => {
  it('reads the title with references decoded and white space collapsed', () => {
    expect(readPageTitle('<HTML><HEAD><TITLE>\n  ただよう&amp;記憶\n  &#x3002;</TITLE></HEAD>')).toBe('ただよう&記憶 。');
  });

  it('keeps an ideographic space', () => {
    expect(readPageTitle('<title>日記\u30002005</title>')).toBe('日記\u30002005');
  });

  it('reads a title with attributes', () => {
    expect(readPageTitle('<title lang="ja">猫</title>')).toBe('猫');
  });

  it('gives null for no title or an empty one', () => {
    expect(readPageTitle('<html><body>no title</body></html>')).toBeNull();
    expect(readPageTitle('<title> </title>')).toBeNull();
  });

  it('does not take <titles> or <titlebar> for a title', () => {
    expect(readPageTitle('<titlebar>x</titlebar>')).toBeNull();
  });

  it('reads an unclosed title up to the next tag, at most 4 KiB of it', () => {
    expect(readPageTitle('<title>Kuma diary<body><p>text')).toBe('Kuma diary');
    expect(readPageTitle(`<title>${'x'.repeat(10_000)}`)?.length).toBe(4096);
  });
});
