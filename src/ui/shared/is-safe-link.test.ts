import { describe, expect, it } from 'vitest';
import { isSafeLink } from './is-safe-link.ts';

describe('isSafeLink', () => {
  it('accepts http and https', () => {
    expect(isSafeLink('http://example.jp/diary/')).toBe(true);
    expect(isSafeLink('HTTPS://EXAMPLE.JP/')).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'chrome-extension://abc/options.html',
    'ftp://example.jp/',
    'mailto:someone@example.jp',
    'blob:https://example.jp/1',
    '//example.jp/',
    '/relative',
    'http://',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeLink(url)).toBe(false);
  });
  it('refuses what is not a string', () => {
    expect(isSafeLink(null)).toBe(false);
    expect(isSafeLink(undefined)).toBe(false);
  });
});
