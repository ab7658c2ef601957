import { describe, expect, it } from 'vitest';
import { originPattern } from './origin-pattern.ts';

describe('originPattern', () => {
  it('keeps the scheme and host and covers every path', () => {
    expect(originPattern('https://example.jp/antenna/hina.di?x=1#top')).toBe('https://example.jp/*');
    expect(originPattern('http://example.jp/')).toBe('http://example.jp/*');
  });

  it('gives addresses on one host but another port the same pattern (a match pattern has no port)', () => {
    expect(originPattern('http://127.0.0.1:8080/a.lirs')).toBe(originPattern('http://127.0.0.1:9090/b.di'));
  });

  it('keeps http and https apart', () => {
    expect(originPattern('http://example.jp/')).not.toBe(originPattern('https://example.jp/'));
  });

  it('writes the host as the URL parser does: lower case, punycode', () => {
    expect(originPattern('https://EXAMPLE.jp/')).toBe('https://example.jp/*');
    expect(originPattern('https://日本.jp/')).toBe('https://xn--wgv71a.jp/*');
  });
});
