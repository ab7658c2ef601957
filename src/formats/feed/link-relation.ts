const IANA = 'http://www.iana.org/assignments/relation/';

/**
 * An Atom link's relation, normalised: RFC 4287 §4.2.7.2 — no `rel` means `alternate`, and
 * a registered name may also be written as the IANA registry IRI followed by the name.
 *
 * @example
 * linkRelation(undefined)                                          // 'alternate'
 * linkRelation(' http://www.iana.org/assignments/relation/next ')  // 'next'
 * linkRelation('Prev-Archive')                                     // 'prev-archive'
 */
export function linkRelation(rel: string | undefined): string {
  const trimmed = (rel ?? 'alternate').trim();
  const name = trimmed.startsWith(IANA) ? trimmed.slice(IANA.length) : trimmed;
  return name.toLowerCase();
}
