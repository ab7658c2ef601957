import { MAX_URL_LENGTH } from '../../../http/normalize-subscription-url.ts';
import { normalizeSubscriptionUrl } from '../../../http/normalize-subscription-url.ts';
import type { SubscriptionId } from '../../../core/subscription.ts';

/** Why an address cannot be followed, as a key the page turns into a sentence. */
export type UrlProblem = 'empty' | 'scheme' | 'credentials' | 'too-long' | 'invalid';

export type AntennaUrlCheck =
  | { readonly ok: true; readonly url: string; readonly id: SubscriptionId }
  | { readonly ok: false; readonly problem: UrlProblem };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HOST_AND_PORT = /^[a-z0-9.-]+:\d+(?:[/?#]|$)/i;

/**
 * Checks an address the user typed (or imported) the way the worker will
 * (`normalizeSubscriptionUrl`), and names the problem when it fails so the page can say it in
 * the user's language.
 *
 * @example
 * checkAntennaUrl('javascript:alert(1)') // { ok: false, problem: 'scheme' }
 * checkAntennaUrl('example.jp/a.lirs')   // { ok: true, url: 'http://example.jp/a.lirs', id: … }
 */
export function checkAntennaUrl(input: string): AntennaUrlCheck {
  const normalized = normalizeSubscriptionUrl(input);
  if (normalized.ok) return { ok: true, url: normalized.url, id: normalized.id };
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (trimmed.length > MAX_URL_LENGTH) return { ok: false, problem: 'too-long' };
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https' && !HOST_AND_PORT.test(trimmed)) {
    return { ok: false, problem: 'scheme' };
  }
  if (/^(?:https?:\/\/)?[^/?#]*@/i.test(trimmed)) return { ok: false, problem: 'credentials' };
  return { ok: false, problem: 'invalid' };
}
