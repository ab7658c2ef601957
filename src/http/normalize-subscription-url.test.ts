import { describe, expect, it } from 'vitest';
import { normalizeSubscriptionUrl } from './normalize-subscription-url.ts';

describe('normalizeSubscriptionUrl', () => {
  it('accepts http and https', () => {
    expect(normalizeSubscriptionUrl('http://a.example/antenna/')).toMatchObject({ ok: true, url: 'http://a.example/antenna/' });
    expect(normalizeSubscriptionUrl('https://a.example/lirs.gz')).toMatchObject({ ok: true, url: 'https://a.example/lirs.gz' });
  });

  it('trims surrounding whitespace', () => {
    expect(normalizeSubscriptionUrl('  http://a.example/x \n')).toMatchObject({ ok: true, url: 'http://a.example/x' });
  });

  it('adds http:// when the scheme is missing', () => {
    expect(normalizeSubscriptionUrl('a.example/antenna/')).toMatchObject({ ok: true, url: 'http://a.example/antenna/' });
    expect(normalizeSubscriptionUrl('localhost:8080/lirs')).toMatchObject({ ok: true, url: 'http://localhost:8080/lirs' });
    expect(normalizeSubscriptionUrl('a.example:80')).toMatchObject({ ok: true, url: 'http://a.example/' });
  });

  it('gives the same id for the same antenna written two ways', () => {
    const one = normalizeSubscriptionUrl('HTTP://A.Example:80/Antenna/#top');
    const two = normalizeSubscriptionUrl('http://a.example/Antenna/');
    expect(one.ok && two.ok && one.id === two.id).toBe(true);
  });

  it.each(['ftp://a.example/', 'file:///etc/passwd', 'javascript:alert(1)', 'mailto:someone@a.example', 'data:text/plain,hi'])(
    'refuses %s with a clear message',
    (input) => {
      expect(normalizeSubscriptionUrl(input)).toEqual({ ok: false, error: 'only http and https antennas can be followed' });
    },
  );

  it('refuses an empty address', () => {
    expect(normalizeSubscriptionUrl('   ').ok).toBe(false);
  });

  it('refuses an unreadable address', () => {
    expect(normalizeSubscriptionUrl('http://exa mple.com/').ok).toBe(false);
  });

  it.each(['not a url', 'http://not a url/', 'http://not%20a%20url/', 'http://a b.example/x', 'antenna', 'http://a<b>.example/', 'http://exa%mple.jp/'])(
    'refuses %j, in every browser, as no address',
    (input) => {
      expect(normalizeSubscriptionUrl(input)).toEqual({ ok: false, error: 'this is not a valid web address' });
    },
  );

  it('accepts hosts a browser reaches: IDN, IPv4, IPv6, localhost, a one-word host typed with its scheme', () => {
    expect(normalizeSubscriptionUrl('日本語.jp/a.lirs')).toMatchObject({ ok: true, url: 'http://xn--wgv71a119e.jp/a.lirs' });
    expect(normalizeSubscriptionUrl('127.0.0.1:8080/a')).toMatchObject({ ok: true });
    expect(normalizeSubscriptionUrl('http://[::1]:8080/a')).toMatchObject({ ok: true });
    expect(normalizeSubscriptionUrl('localhost/a.lirs')).toMatchObject({ ok: true });
    expect(normalizeSubscriptionUrl('http://intranet/antenna/')).toMatchObject({ ok: true });
    expect(normalizeSubscriptionUrl('http://a.example/my antenna.lirs')).toMatchObject({ ok: true, url: 'http://a.example/my%20antenna.lirs' });
  });

  it('refuses a user name or password', () => {
    expect(normalizeSubscriptionUrl('http://me:secret@a.example/').ok).toBe(false);
  });

  it('refuses an address over 2048 characters', () => {
    expect(normalizeSubscriptionUrl(`http://a.example/${'x'.repeat(2048)}`).ok).toBe(false);
  });
});
