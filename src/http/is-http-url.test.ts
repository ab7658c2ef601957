import { describe, expect, it } from 'vitest';
import { isHttpUrl } from './is-http-url.ts';

describe('isHttpUrl', () => {
  it('accepts http and https URLs in any case', () => {
    expect(isHttpUrl('http://hiya.ouchi.to/n/')).toBe(true);
    expect(isHttpUrl('HTTPS://A.JP')).toBe(true);
  });

  it('rejects other schemes, relative URLs and plain text', () => {
    for (const text of ['ftp://a.jp/', '//a.jp/', '/n/', 'Tadayo Memories', '0', '', 'http:/a.jp/']) {
      expect(isHttpUrl(text)).toBe(false);
    }
  });

  it('rejects a URL without a host', () => {
    for (const text of ['http://', 'http:///path', 'https://?q', 'http://#x', 'http://:80/']) expect(isHttpUrl(text)).toBe(false);
  });

  it('rejects white space and control characters inside', () => {
    expect(isHttpUrl('http://a.jp/ my page')).toBe(false);
    expect(isHttpUrl('http://a.jp/\u0000')).toBe(false);
  });

  it('does not fold control characters into the scheme', () => {
    expect(isHttpUrl('http\u001a//a.jp/')).toBe(false);
  });
});
