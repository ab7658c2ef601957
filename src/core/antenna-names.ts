import { antennaName, hostAndPath } from './antenna-name.ts';
import type { Subscription, SubscriptionId } from './subscription.ts';

/**
 * Every antenna's name (`antennaName`), told apart: when two antennas would be called the
 * same — two files titled alike, or one name given twice — each of them gets its host and
 * path after the name, so the popup's "via", its group headings and its notices never leave
 * the user guessing which one is meant.
 *
 * @example
 * antennaNames([{ id: a, title: 'Antenna', url: 'http://a.example/1.lirs' }, { id: b, title: 'Antenna', url: 'http://a.example/2.lirs' }])
 * // Map { a → 'Antenna (a.example/1.lirs)', b → 'Antenna (a.example/2.lirs)' }
 */
export function antennaNames(
  subscriptions: readonly (Pick<Subscription, 'id' | 'title' | 'url'> & { readonly name?: string | null | undefined })[],
): Map<SubscriptionId, string> {
  const plain = subscriptions.map((s) => [s.id, antennaName(s), hostAndPath(s.url)] as const);
  const uses = new Map<string, number>();
  for (const [, name] of plain) uses.set(name, (uses.get(name) ?? 0) + 1);
  return new Map(plain.map(([id, name, address]) => [id, (uses.get(name) ?? 0) > 1 && name !== address ? `${name} (${address})` : name]));
}
