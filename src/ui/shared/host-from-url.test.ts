import { describe, expect, it } from 'vitest';
import { hostFromUrl } from './host-from-url.ts';

describe('hostFromUrl', () => {
  it('gives the lower-cased host with its port', () => {
    expect(hostFromUrl('http://WWW.Example.jp:8080/diary/')).toBe('www.example.jp:8080');
  });
  it('shows an internationalized host as the browser does', () => {
    expect(hostFromUrl('http://日本語.jp/')).toBe('xn--wgv71a119e.jp');
  });
  it('gives back what is not a URL', () => {
    expect(hostFromUrl('not a url')).toBe('not a url');
  });
});
