import { normalizeUrl } from './normalize-url.ts';
import type { SubscriptionId } from '../core/subscription.ts';

/** Longest URL the reader takes (what browsers and servers reliably accept), in a message too. */
export const MAX_URL_LENGTH = 2048;

export type SubscriptionUrl =
  | { readonly ok: true; readonly url: string; readonly id: SubscriptionId }
  | { readonly ok: false; readonly error: string };

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/**
 * A host as it stands after URL parsing: DNS labels (IDNs are punycode by then), an IPv4
 * address or a bracketed IPv6 one. Browsers differ on the rest: Chromium's parser turns
 * `http://not a url` into the host `not%20a%20url` where Firefox and Node refuse it, so the
 * host is checked here, the same in every browser.
 */
const VALID_HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?)$/i;
// `localhost:8080/x` or `example.jp:80` — a host and port, not a scheme.
const HOST_AND_PORT = /^[a-z0-9.-]+:\d+(?:[/?#]|$)/i;

/**
 * Checks a URL the user typed to follow. Trims whitespace; a URL with no scheme gets
 * `http://` — many antennas are still served over plain http, and one that moved to https
 * redirects, so http reaches both where https would miss the first. Only http and https are
 * accepted, with no user name or password (the browser refuses to fetch those), and with a
 * host that is one: no spaces or stray characters in it, and — when no scheme was typed — a
 * dot, a port or `localhost` (a bare word is not an address). The id is the normalized URL,
 * so the same antenna typed two ways is one subscription.
 *
 * @example
 * normalizeSubscriptionUrl('  example.jp/antenna/ ')
 * // { ok: true, url: 'http://example.jp/antenna/', id: 'http://example.jp/antenna/' }
 * normalizeSubscriptionUrl('ftp://example.jp/')
 * // { ok: false, error: 'only http and https antennas can be followed' }
 * normalizeSubscriptionUrl('not a url')
 * // { ok: false, error: 'this is not a valid web address' }
 */
export function normalizeSubscriptionUrl(input: string): SubscriptionUrl {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, error: 'enter the address of an antenna' };
  if (trimmed.length > MAX_URL_LENGTH) return { ok: false, error: `the address is longer than ${MAX_URL_LENGTH} characters` };
  const typedScheme = HAS_SCHEME.test(trimmed) && !HOST_AND_PORT.test(trimmed);
  const withScheme = typedScheme ? trimmed : `http://${trimmed}`;
  let parsed: URL;
  try {
    parsed = new URL(withScheme);
  } catch {
    return { ok: false, error: 'this is not a valid web address' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { ok: false, error: 'only http and https antennas can be followed' };
  }
  if (parsed.hostname === '') return { ok: false, error: 'the address has no host' };
  if (!VALID_HOST.test(parsed.hostname)) return { ok: false, error: 'this is not a valid web address' };
  if (!typedScheme && !isAddressLike(parsed)) return { ok: false, error: 'this is not a valid web address' };
  if (parsed.username !== '' || parsed.password !== '') {
    return { ok: false, error: 'addresses with a user name or password cannot be followed' };
  }
  const url = parsed.href;
  if (url.length > MAX_URL_LENGTH) return { ok: false, error: `the address is longer than ${MAX_URL_LENGTH} characters` };
  return { ok: true, url, id: normalizeUrl(url) as SubscriptionId };
}

/** Whether a URL typed without a scheme names a host, not a word: a dot, a port, an IP or localhost. */
function isAddressLike(url: URL): boolean {
  return url.hostname.includes('.') || url.hostname.startsWith('[') || url.port !== '' || url.hostname === 'localhost';
}
