import { describe, expect, it } from 'vitest';
import { normalizeUrl } from './normalize-url.ts';

describe('normalizeUrl', () => {
  it('lower-cases scheme and host', () => {
    expect(normalizeUrl('HTTP://Hiya.Ouchi.TO/n/')).toBe('http://hiya.ouchi.to/n/');
  });

  it('keeps the case of path and query (LIRS: the path is compared with case)', () => {
    expect(normalizeUrl('http://a.jp/Diary/?Page=Top')).toBe('http://a.jp/Diary/?Page=Top');
  });

  it('drops the default port and keeps any other', () => {
    expect(normalizeUrl('http://a.jp:80/')).toBe('http://a.jp/');
    expect(normalizeUrl('https://a.jp:443/')).toBe('https://a.jp/');
    expect(normalizeUrl('http://a.jp:8080/')).toBe('http://a.jp:8080/');
    expect(normalizeUrl('http://a.jp:/')).toBe('http://a.jp/');
    expect(normalizeUrl('https://a.jp:80/')).toBe('https://a.jp:80/');
  });

  it('drops the fragment', () => {
    expect(normalizeUrl('http://a.jp/n/#2000-01-01')).toBe('http://a.jp/n/');
  });

  it('writes an empty http(s) path as /', () => {
    expect(normalizeUrl('http://a.jp')).toBe('http://a.jp/');
    expect(normalizeUrl('http://a.jp?x=1')).toBe('http://a.jp/?x=1');
  });

  it('keeps the case of user info and handles IPv6 hosts', () => {
    expect(normalizeUrl('http://User@A.jp/')).toBe('http://User@a.jp/');
    expect(normalizeUrl('http://[::1]:80/')).toBe('http://[::1]/');
    expect(normalizeUrl('http://[::1]/')).toBe('http://[::1]/');
  });

  it('trims surrounding white space', () => {
    expect(normalizeUrl('  http://a.jp/  ')).toBe('http://a.jp/');
  });

  it('leaves text that is not a URL as it is, never throwing', () => {
    expect(normalizeUrl('not a url')).toBe('not a url');
    expect(normalizeUrl('mailto:Hiya@Haun.org')).toBe('mailto:Hiya@Haun.org');
    expect(normalizeUrl('')).toBe('');
  });
});
