import { isHttpUrl } from '../../http/is-http-url.ts';
import type { FeedLinks } from '../types.ts';
import { linkRelation } from './link-relation.ts';
import { resolveUrl } from './resolve-url.ts';
import type { CollectedBlock } from './vocabulary.ts';

/**
 * RFC 5005's links and flags from a feed's head: `fh:complete` (§2), `fh:archive` (§4),
 * and the `self`, `next` (§3), `prev-archive` and `current` (§4) links — Atom's own, or
 * `atom:link` inside an RSS channel (Appendix B). Links are made absolute (§1.2, against
 * `xml:base` and the document URL); the first of each relation wins; only http(s) links
 * are kept, since the poller may follow them.
 *
 * @example
 * // <feed xml:base="http://example.org/"><link rel="next" href="index.atom?page=2"/>…
 * readFeedLinks(head).next // 'http://example.org/index.atom?page=2'
 */
export function readFeedLinks(head: CollectedBlock | null): FeedLinks {
  const found = new Map<string, string>();
  for (const link of head?.links ?? []) {
    const rel = linkRelation(link.attributes['rel']);
    const href = link.attributes['href'];
    if (found.has(rel) || href === undefined) continue;
    const url = resolveUrl(href, link.base);
    if (url !== null && isHttpUrl(url)) found.set(rel, url);
  }
  return {
    self: found.get('self') ?? null,
    complete: head?.fields.has('fh:complete') ?? false,
    archive: head?.fields.has('fh:archive') ?? false,
    next: found.get('next') ?? null,
    prevArchive: found.get('prev-archive') ?? null,
    current: found.get('current') ?? null,
  };
}
